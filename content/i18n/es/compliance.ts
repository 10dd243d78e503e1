/** The Quality and compliance page's name in the menus, title and meta description. Its other texts are in messages/documents.ts. */
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

/** The page's name in the menus. */
export const nav = "Calidad y cumplimiento";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Calidad y cumplimiento | ${site.shortName}`,
  description: "Nuestros certificados BPM-OMS e ISO 9001 y licencia de fabricación, con número, emisor y vigencia, y un enlace para verificar cada uno con su emisor.",
};
