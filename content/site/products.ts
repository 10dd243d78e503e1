/** The products page's name in the menus, title and meta description in English. Its other texts are the catalogue's (messages/catalogue.ts). */
import { site } from "../../app/config/site";
import type { PageSeo } from "../../app/seo/seo";

/** The page's name in the menus. */
export const nav = "Products";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Products | ${site.shortName}`,
  description: `Browse ${site.productCountClaim} pharmaceutical, nutraceutical and cosmetic products: tablets, capsules, syrups, injections, supplements and skin care.`,
};
