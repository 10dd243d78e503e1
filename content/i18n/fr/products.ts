/** The products page's name in the menus, title and meta description. Its other texts are the catalogue's (messages/catalogue.ts). */
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

/** The page's name in the menus. */
export const nav = "Produits";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Produits | ${site.shortName}`,
  description: `Parcourez nos ${site.productCountClaim} produits pharmaceutiques, nutraceutiques et cosmétiques\u00A0: comprimés, gélules, sirops, injectables, compléments et soins de la peau.`,
};
