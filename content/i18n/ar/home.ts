/**
 * Arabic copy for the home page, in the order its sections appear. Every company fact comes
 * from the site configuration; configured names with a usual Arabic form are shown in it.
 */
import { companyDefaults, site } from "../../../app/config/site";
import { certifications, inArabic, turnoverInArabic } from "./words";
import type { CompanyDetails } from "../../../app/company/company";
import type { BannerSlide, IconCard, Link, OverviewCard, PointedBlock, SectionIntro, Stat, Testimonial } from "../../site/home";
import type { PageSeo } from "../../../app/seo/seo";

const city = "{city}";
const country = "{country}";
const market = inArabic(site.market);
const businessType = inArabic(site.businessType);

export const bannerSlides: BannerSlide[] = [
  {
    id: "manufacturing",
    heading: "أدوية عالية الجودة مصنعة وفق المعايير الدولية",
    text: `أقراص وكبسولات وأشربة ومستحضرات حقن ومنتجات موضعية، تصنع في منشآت معتمدة وفق ${certifications} وتورد حسب مواصفاتكم.`,
    image: "/art/banner-1.svg",
    imageAlt: "رسم توضيحي لخط حديث لإنتاج الأقراص يضم آلة كبس وسيرًا ناقلًا وعبوات بليستر",
    cta: { label: "تصفح المنتجات", page: "products" },
  },
  {
    id: "export",
    heading: `من ${city} إلى الأسواق في ${market}`,
    text: "مستندات تصدير جاهزة، وشحنات مجمعة، وشركاء شحن موثوقون يوصلون المستحضرات الصيدلانية والمكملات الغذائية ومستحضرات التجميل إلى مستودعاتكم في الموعد المحدد.",
    image: "/art/banner-2.svg",
    imageAlt: "رسم توضيحي لسفينة حاويات وحاويات شحن مكدسة وكرة أرضية تظهر عليها مسارات التصدير",
    cta: { label: "حضورنا العالمي", page: "globalPresence" },
  },
  {
    id: "quality-control",
    heading: "كل تشغيلة مختبرة، وكل شحنة موثقة",
    text: "ترافق كل شحنة شهادة تحليل وبيانات ثبات ونتائج اختبارات دستور الأدوية، فتمضي إجراءات التسجيل وفحوص الاستيراد دون تأخير.",
    image: "/art/banner-3.svg",
    imageAlt: "رسم توضيحي لمختبر مراقبة الجودة يضم مجهرًا وأدوات زجاجية وجهازًا تحليليًا",
    cta: { label: "طلب عرض سعر", page: "quote" },
  },
];

/** The registration facts, from the company's details as saved in Settings. */
export function overviewCards(company: CompanyDetails = companyDefaults): OverviewCard[] {
  return [
    { title: "طبيعة النشاط", value: businessType, icon: "building" },
    { title: "سنة التأسيس", value: String(company.established), icon: "calendar-check" },
    { title: "الأسواق المغطاة", value: market, icon: "earth" },
    { title: "حجم المبيعات السنوي", value: turnoverInArabic(company.turnoverBand), icon: "indian-rupee" },
    { title: "رقم ضريبة السلع والخدمات (GST)", value: company.gstNumber, icon: "receipt" },
    { title: "الشهادات", value: company.certifications.join("، "), icon: "badge-check" },
  ];
}

export const sectionIntros = {
  overview: {
    eyebrow: "نبذة عن الشركة",
    heading: "مصدر مسجل يمكنكم التحقق منه",
    text: "المعلومات التي يطلبها فريق المشتريات أولًا، مجمعة في مكان واحد.",
  },
  featuredProducts: {
    eyebrow: "منتجات مختارة",
    heading: "تركيبات رائجة لدى عملائنا",
    text: `نماذج من أصل ${site.productCountClaim} منتج نوردها ضمن تشكيلاتنا من المستحضرات الصيدلانية والمكملات الغذائية ومستحضرات التجميل.`,
  },
  services: {
    eyebrow: "ما نقدمه",
    heading: "التصنيع والتوريد بموجب عقد واحد",
    text: "سواء احتجتم إلى تصنيع علامتكم التجارية الخاصة حسب الطلب أو إلى أدوية جنيسة مسجلة جاهزة للشحن، يتولى فريق واحد الأمر من الاستفسار حتى التسليم.",
  },
  whyWorkWithUs: {
    eyebrow: "لماذا تتعاملون معنا",
    heading: "خدمات مصممة حول احتياجات المستوردين",
    text: "أربعة التزامات تحكم كل طلب نقبله.",
  },
  whyUs: {
    eyebrow: "لماذا تختاروننا",
    heading: "ما يمكن لعملائنا الاعتماد عليه",
    text: "التفاصيل العملية التي تحافظ على سلاسة علاقة التوريد مهما بعدت المسافات.",
  },
  globalPresence: {
    eyebrow: "الحضور العالمي",
    heading: `نشحن من ${city} إلى كل القارات`,
    text: "يعتمد على إمداداتنا موزعون ومستشفيات وسلاسل صيدليات وبرامج للصحة العامة في أفريقيا وآسيا والشرق الأوسط ورابطة الدول المستقلة وأمريكا اللاتينية وأوقيانوسيا.",
  },
  testimonials: {
    eyebrow: "آراء العملاء",
    heading: "ماذا يقول شركاؤنا",
    text: "عملاء تعاملوا معنا على مدى دورات طلب متعددة.",
  },
} satisfies Record<string, SectionIntro>;

/** Slugs, not texts: the same in every language. */
export { featuredProductSlugs } from "../../site/home";

export const mission = {
  eyebrow: "من نحن",
  heading: "رسالتنا",
  quoteButton: "طلب عرض سعر",
  paragraphs: [
    `رسالتنا بسيطة: أن نوفر أدوية موثوقة وبأسعار معقولة أينما دعت الحاجة إليها. منذ عام {established}، تورد {name} المستحضرات الصيدلانية والمكملات الغذائية ومستحضرات التجميل المصنعة في منشآت معتمدة وفق ${certifications} إلى الموزعين والمستشفيات وسلاسل الصيدليات والجهات الحكومية.`,
    `بصفتنا شركة ${businessType} مقرها ${city}، نجمع بين اتساع صناعة الأدوية الجنيسة في ${country} ومسؤولية الشريك الواحد: فريق واحد يتولى التوريد ووثائق الجودة وملفات التسجيل والشحن، فلا تضطرون إلى ملاحقة عدة موردين من أجل طلب واحد.`,
    `تضم تشكيلتنا ${site.productCountClaim} منتج تشمل الأقراص والكبسولات والأشربة ومستحضرات الحقن والمكملات الغذائية ومنتجات العناية الشخصية. أرسلوا إلينا متطلباتكم وستتلقون عرض أسعار تجاريًا مفصلًا خلال ${site.quoteTurnaroundHours} ساعة.`,
  ],
};

/** Below the two home-page services: the full list lives on the Services page. */
export const homeServicesLink: Link = { label: "استعراض جميع الخدمات", page: "services" };

/** Beside the mission text: the claims a buyer checks before asking for a quote. */
export const missionHighlights: Stat[] = [
  { value: certifications, label: "منشآت تصنيع معتمدة" },
  { value: `عرض سعر خلال ${site.quoteTurnaroundHours} ساعة`, label: "عرض أسعار تجاري مفصل لكل استفسار" },
  { value: `${site.productCountClaim} منتج`, label: "تشكيلات من المستحضرات الصيدلانية والمكملات الغذائية ومستحضرات التجميل" },
  { value: `تأسست عام {established}`, label: `نصدر من ${city} إلى ${market}` },
];

export const homeServices: PointedBlock[] = [
  {
    title: "التصنيع التعاقدي",
    text: "أطلقوا منتجات تحمل علامتكم التجارية دون الاستثمار في مصنع. نسند تصنيع تركيبتكم إلى مصنعين شركاء خضعوا للتدقيق، ونتولى نيابة عنكم إدارة الإنتاج والتعبئة والإفراج عن التشغيلات.",
    points: [
      "تركيبتكم الخاصة أو إحدى تركيباتنا المعتمدة",
      "تصاميم وعبوات مطابقة لاشتراطات التوسيم في سوقكم",
      "سجلات التشغيلة وشهادة التحليل مع كل دفعة",
      "حدود دنيا مرنة لكميات الطلب عند الإطلاق الأول",
    ],
  },
  {
    title: "الأدوية الجنيسة",
    text: "محفظة جاهزة من الأدوية الجنيسة الأكثر وصفًا والمكملات الغذائية ومستحضرات التجميل، تنتج وفق معايير دساتير الأدوية وتتوفر للشحن السريع.",
    points: [
      "مضادات العدوى والمسكنات وأدوية القلب والأوعية الدموية والجهاز الهضمي",
      "الفيتامينات والمعادن والمكملات العشبية",
      "الصابون الطبي والجل ومنتجات العناية بالبشرة",
      "ملفات المنتجات متاحة لأغراض التسجيل",
    ],
  },
];

export const whyWorkWithUs: IconCard[] = [
  {
    title: "ضمان الجودة",
    text: `يأتي كل منتج من منشآت معتمدة وفق ${certifications}، ولا يفرج عن أي تشغيلة إلا بموجب شهادة تحليل كاملة.`,
    icon: "shield-check",
  },
  {
    title: "التسليم في الموعد",
    text: "نحجز مواعيد الإنتاج في يوم تأكيد الطلب، ونطلعكم على مواعيد الشحن وبيانات التتبع حتى تصل البضاعة إليكم.",
    icon: "truck",
  },
  {
    title: "أسعار تنافسية",
    text: `علاقاتنا المباشرة مع المصنعين في مختلف أنحاء ${country} وتجميع الشحنات يبقيان أسعارنا عادلة دون المساس بالجودة.`,
    icon: "hand-coins",
  },
  {
    title: "وثائق التصدير",
    text: "الفاتورة التجارية وقائمة التعبئة وشهادة المنشأ وشهادة المنتج الصيدلاني والمستندات المصدقة، تعد على النحو الصحيح من المرة الأولى.",
    icon: "file-check",
  },
];

export const whyUsChecklist: string[] = [
  `تصنيع معتمد وفق ${certifications}`,
  `عرض أسعار تجاري خلال ${site.quoteTurnaroundHours} ساعة`,
  `${site.productCountClaim} منتج ضمن ثلاث تشكيلات`,
  "شهادة تحليل مع كل تشغيلة",
  "ملفات تسجيل بصيغة CTD",
  "التصنيع بعلامتكم الخاصة والتصنيع التعاقدي",
  "عبوات مكيفة وفق اشتراطات التوسيم المحلية",
  "كميات طلب مرنة",
  "شحن جوي وبحري إلى أي ميناء",
  "مدير حساب مخصص لكل عميل",
];

export const stats: Stat[] = [
  { value: site.productCountClaim, label: "منتج" },
  { value: "5+", label: "سنوات من الخبرة" },
  { value: `${site.quoteTurnaroundHours}+`, label: "ساعة لإرسال العرض" },
  { value: "100%", label: "رضا العملاء" },
];

export const homeGlobalPresence = {
  image: "/art/world-map.svg",
  imageAlt: `خريطة العالم تظهر عليها علامات على المناطق التي نصدر إليها مع إبراز ${city}`,
  cta: { label: "وجهات تصديرنا", page: "globalPresence" },
} satisfies { image: `/art/${string}.svg`; imageAlt: string; cta: Link };

/** Names stay in Latin script, as the avatars draw their initials. */
export const testimonials: Testimonial[] = [
  {
    name: "Wanjiru Kamau",
    role: "رئيسة المشتريات لدى شركة توزيع في نيروبي",
    text: "مواعيد مناقصاتنا ضيقة، ولم يتأخر فريقهم عن أي منها قط. تصل المستندات كاملة، وتطابق التشغيلات العينات، ويجاب عن كل سؤال في اليوم نفسه.",
    image: "/art/testimonial-1.svg",
  },
  {
    name: "Rafael Mendoza",
    role: "مدير المشتريات لدى مجموعة لتوريد مستلزمات المستشفيات في ليما",
    text: "أعدوا ملفات التسجيل الخاصة بنا وكيفوا العبوات وفق اشتراطات التوسيم في بيرو قبل الشحنة الأولى، ما وفر علينا أشهرًا من الإجراءات مع الجهة الرقابية.",
    image: "/art/testimonial-2.svg",
  },
  {
    name: "Dilnoza Karimova",
    role: "رئيسة الشؤون التنظيمية لدى سلسلة صيدليات في طشقند",
    text: "نقلنا إليهم تصنيع مكملاتنا الغذائية التي تحمل علامتنا الخاصة قبل عامين. حافظت الجودة على ثباتها في كل تشغيلة، وبقيت الأسعار عادلة مع نمو كمياتنا.",
    image: "/art/testimonial-3.svg",
  },
];

/** The page's name in the menus. */
export const nav = "الرئيسية";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `${site.shortName} | مصدر أدوية من {city}`,
  description: `مستحضرات صيدلانية ومكملات غذائية ومستحضرات تجميل معتمدة وفق ${certifications}، نصدرها من {city} إلى ${inArabic(site.market)}. عرض سعر خلال ${site.quoteTurnaroundHours} ساعة.`,
};
