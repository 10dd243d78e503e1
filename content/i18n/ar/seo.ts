/** Arabic title and meta description of each public page (titles under 60, descriptions 120 to 160 characters). */
import { site } from "../../../app/config/site";
import type { PageSeo, PublicPage } from "../../site/seo";

/** Arabic forms of configured values; a value edited in the configuration shows as configured. */
const arabicNames: Record<string, string> = { Delhi: "دلهي", Worldwide: "جميع أنحاء العالم" };
const inArabic = (value: string): string => arabicNames[value] ?? value;

const brand = site.shortName;
const city = inArabic(site.address.city);
const certifications = site.certifications.join(" و ");

export const pageSeo: Record<PublicPage, PageSeo> = {
  home: {
    title: `${brand} | مصدر أدوية من ${city}`,
    description: `مستحضرات صيدلانية ومكملات غذائية ومستحضرات تجميل معتمدة وفق ${certifications}، نصدرها من ${city} إلى ${inArabic(site.market)}. عرض سعر خلال ${site.quoteTurnaroundHours} ساعة.`,
  },
  about: {
    title: `من نحن | ${brand}`,
    description: `منذ عام ${site.established}، تورد ${brand} أدوية عالية الجودة للمستوردين، مدعومة بخبرة في التصنيع التعاقدي والشؤون التنظيمية الدوائية.`,
  },
  globalPresence: {
    title: `الحضور العالمي | ${brand}`,
    description: "تعرفوا على الدول التي نخدمها في أفريقيا وآسيا والشرق الأوسط ورابطة الدول المستقلة وأمريكا اللاتينية، مع دعم تنظيمي ولوجستي وتسويق مشترك.",
  },
  service: {
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
};
