/** The Quality and compliance page's name in the menus, title and meta description in English. Its other texts are in messages/documents.ts. */
import { site } from "../../app/config/site";
import type { PageSeo } from "../../app/seo/seo";

/** The page's name in the menus. */
export const nav = "Quality and Compliance";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Quality and Compliance | ${site.shortName}`,
  description: "Our WHO-GMP and ISO 9001 certificates and manufacturing licence, with numbers, issuers and validity, and a link to verify each one with its issuer.",
};
