/** The Quality and compliance page's name in the menus, title and meta description. Its other texts are in messages/documents.ts. */
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

/** The page's name in the menus. */
export const nav = "Качество и соответствие";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Качество и соответствие | ${site.shortName}`,
  description: "Наши сертификаты GMP ВОЗ и ISO 9001 и лицензия на производство: номера, органы выдачи, сроки действия и ссылка для проверки у выдавшего органа.",
};
