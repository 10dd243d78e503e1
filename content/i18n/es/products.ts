/** The products page's name in the menus, title and meta description. Its other texts are the catalogue's (messages/catalogue.ts). */
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

/** The page's name in the menus. */
export const nav = "Productos";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Productos | ${site.shortName}`,
  description: `Explore ${site.productCountClaim} productos farmacéuticos, nutracéuticos y cosméticos: tabletas, cápsulas, jarabes, inyectables, suplementos y cuidado de la piel.`,
};
