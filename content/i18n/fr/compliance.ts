/** The Quality and compliance page's name in the menus, title and meta description. Its other texts are in messages/documents.ts. */
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

/** The page's name in the menus. */
export const nav = "Qualité et conformité";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Qualité et conformité | ${site.shortName}`,
  description: "Nos certificats BPF-OMS et ISO 9001 et notre licence de fabrication : numéros, émetteurs, validité et un lien pour vérifier chacun auprès de son émetteur.",
};
