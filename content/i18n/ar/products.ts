/** The products page's name in the menus, title and meta description. Its other texts are the catalogue's (messages/catalogue.ts). */
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

/** The page's name in the menus. */
export const nav = "المنتجات";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `المنتجات | ${site.shortName}`,
  description: `تصفحوا ${site.productCountClaim} منتج من المستحضرات الصيدلانية والمكملات الغذائية ومستحضرات التجميل: أقراص وكبسولات وأشربة وحقن ومكملات ومنتجات للعناية بالبشرة.`,
};
