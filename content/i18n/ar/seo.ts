/** Arabic title and meta description of each public page (titles under 60, descriptions 120 to 160 characters). */
import { site } from "../../../app/config/site";
import { certifications, inArabic } from "./words";
import type { PageSeo, PublicPage } from "../../site/seo";

const brand = site.shortName;
const city = "{city}";

export const pageSeo: Record<PublicPage, PageSeo> = {
  home: {
    title: `${brand} | مصدر أدوية من ${city}`,
    description: `مستحضرات صيدلانية ومكملات غذائية ومستحضرات تجميل معتمدة وفق ${certifications}، نصدرها من ${city} إلى ${inArabic(site.market)}. عرض سعر خلال ${site.quoteTurnaroundHours} ساعة.`,
  },
  about: {
    title: `من نحن | ${brand}`,
    description: `منذ عام {established}، تورد ${brand} أدوية عالية الجودة للمستوردين، مدعومة بخبرة في التصنيع التعاقدي والشؤون التنظيمية الدوائية.`,
  },
  globalPresence: {
    title: `الحضور العالمي | ${brand}`,
    description: "تعرفوا على الدول التي نخدمها في أفريقيا وآسيا والشرق الأوسط ورابطة الدول المستقلة وأمريكا اللاتينية، مع دعم تنظيمي ولوجستي وتسويق مشترك.",
  },
  services: {
    title: `خدماتنا | ${brand}`,
    description: "التصنيع التعاقدي والتصنيع لحساب الغير والمناقصات المؤسسية وخدمات الشؤون التنظيمية لمستوردي المستحضرات الصيدلانية وموزعيها.",
  },
  products: {
    title: `المنتجات | ${brand}`,
    description: `تصفحوا ${site.productCountClaim} منتج من المستحضرات الصيدلانية والمكملات الغذائية ومستحضرات التجميل: أقراص وكبسولات وأشربة وحقن ومكملات ومنتجات للعناية بالبشرة.`,
  },
  contact: {
    title: `اتصل بنا | ${brand}`,
    description: `تواصلوا مع فريق التصدير لدينا في ${city} عبر الهاتف أو البريد الإلكتروني أو نموذج الاستفسار، واحصلوا على عرض أسعار تجاري مفصل خلال ${site.quoteTurnaroundHours} ساعة.`,
  },
  compliance: {
    title: `الجودة والامتثال | ${brand}`,
    description: "شهاداتنا للتصنيع الجيد وفق منظمة الصحة العالمية وISO 9001 وترخيص التصنيع، مع الأرقام والجهات المصدرة والصلاحية ورابط للتحقق من كل شهادة لدى جهتها.",
  },
};
