/** The Quality and compliance page's name in the menus, title and meta description. Its other texts are in messages/documents.ts. */
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

/** The page's name in the menus. */
export const nav = "الجودة والامتثال";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `الجودة والامتثال | ${site.shortName}`,
  description: "شهاداتنا للتصنيع الجيد وفق منظمة الصحة العالمية وISO 9001 وترخيص التصنيع، مع الأرقام والجهات المصدرة والصلاحية ورابط للتحقق من كل شهادة لدى جهتها.",
};
