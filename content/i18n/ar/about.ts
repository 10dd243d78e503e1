/** Arabic copy for the About Us page. Company facts are read from the site configuration. */
import { site } from "../../../app/config/site";
import { certifications, inArabic } from "./words";
import type { PageBanner } from "../../site/about";
import type { IconCard, Link, PointedBlock, SectionIntro } from "../../site/home";
import type { PageSeo } from "../../../app/seo/seo";

const city = "{city}";
const country = "{country}";

export const aboutBanner: PageBanner = {
  heading: "من نحن",
  text: `شريك مقره ${city} لتوريد المستحضرات الصيدلانية والمكملات الغذائية ومستحضرات التجميل، يخدم المستوردين منذ عام {established}.`,
  image: "/art/about-banner.svg",
  imageAlt: "رسم توضيحي لمنشأة دوائية مع شعار يجمع ورقة نبات وكبسولة",
};

export const aboutIntro = {
  heading: "تعرفوا علينا",
  paragraphs: [
    `{name} شركة ${inArabic(site.businessType)} للمستحضرات الصيدلانية الجاهزة والمكملات الغذائية ومستحضرات التجميل. ومن مكتبنا في ${city}، نصل الموزعين والمستشفيات وسلاسل الصيدليات ووزارات الصحة في الخارج بمصنعين يستوفون متطلبات ${certifications}.`,
    `بدأنا عام {established} بفكرة واضحة: لا ينبغي أن يحتاج المشترون في الخارج إلى مكتب محلي في ${country} كي يحصلوا على أدوية عالية الجودة بثقة. نزور المصانع التي نتعامل معها ونؤهلها، ونراجع وثائق كل تشغيلة قبل شحنها، ونبقى الجهة المسؤولة الوحيدة أمامكم من عرض السعر حتى التسليم.`,
    `يضم كتالوجنا اليوم ${site.productCountClaim} منتج، من المضادات الحيوية والمسكنات إلى الفيتامينات والمكملات العشبية ومنتجات العناية الطبية بالبشرة، ونضيف تركيبات جديدة كلما طلبتها إحدى الأسواق التي نخدمها.`,
  ],
};

export const expertise: PointedBlock[] = [
  {
    title: "التصنيع التعاقدي والتصنيع لحساب الغير",
    text: "نحول فكرة منتجكم إلى علامة تجارية مسجلة وجاهزة للسوق. تمتلك مصانعنا الشريكة طاقة إنتاجية متاحة في الأشكال الصيدلانية الصلبة والسائلة وشبه الصلبة والقابلة للحقن، ويشرف فريقنا على كل دورة إنتاج لتطابق البضاعة الواصلة ما اعتمدتموه.",
    points: [
      "تطوير التركيبات ونقل التقنية",
      "الإنتاج باسم علامتكم التجارية وبتصاميمكم",
      "اختبارات أثناء التصنيع وللمنتج النهائي وفق BP أو USP أو IP",
      "أحجام عبوات ونشرات داخلية مكيفة وفق سوقكم",
    ],
  },
  {
    title: "الشؤون التنظيمية الدوائية",
    text: "كثيرًا ما يكون التسجيل أبطأ مراحل دخول سوق جديدة. يعد قسم الشؤون التنظيمية لدينا المستندات التي تطلبها السلطات الصحية ويحافظ على تحديثها، ويجيب عن استفساراتها سريعًا لتصل منتجاتكم إلى الرفوف في وقت أقرب.",
    points: [
      "ملفات المنتجات بصيغتي CTD و ACTD",
      "شهادة المنتج الصيدلاني وشهادة البيع الحر وشهادات GMP",
      "تنسيق دراسات الثبات وبيانات التكافؤ الحيوي",
      "الرد على استفسارات السلطات ومتابعة التجديدات",
    ],
  },
];

/** Heads of the About page's sections that have no heading of their own above. */
export const aboutSections = {
  expertise: {
    eyebrow: "خبراتنا",
    heading: "التصنيع والتسجيل بأيدي متخصصين",
    text: "تخصصان يحددان سرعة وصول المنتج إلى سوق جديدة.",
  },
  visionMission: {
    eyebrow: "الرؤية والرسالة",
    heading: "إلى أين نتجه ولماذا",
    text: "الأهداف التي نقيس بها كل طلب وكل تدقيق وكل شحنة.",
  },
  coreValues: {
    eyebrow: "قيمنا الأساسية",
    heading: "المبادئ التي تقف وراء كل شحنة",
    text: "ست قيم يحاسبنا عليها عملاؤنا، ونحاسب أنفسنا عليها.",
  },
} satisfies Record<string, SectionIntro>;

export const vision = {
  heading: "رؤيتنا",
  text: `أن نكون المصدر الأكثر موثوقية للأدوية عالية الجودة من ${country} إلى الأسواق الناشئة، وأن نُعرف بمنتجات تجتاز كل تفتيش وبشراكات تدوم لعقود.`,
};

export const aboutMission = {
  heading: "رسالتنا",
  text: `توريد منتجات رعاية صحية آمنة وفعالة وميسورة التكلفة، مصنعة في منشآت معتمدة وفق ${certifications}، مدعومة بوثائق كاملة وأسعار شفافة وعرض سعر خلال ${site.quoteTurnaroundHours} ساعة من كل استفسار.`,
};

export const coreValues: IconCard[] = [
  {
    title: "الجودة",
    text: "لا تغادر أي تشغيلة للتصدير قبل مطابقة شهادة تحليلها مع المواصفات المتفق عليها.",
    icon: "gem",
  },
  {
    title: "النزاهة",
    text: "نقدم عروض أسعار صادقة، ونفصح عن المصنع الذي يقف وراء كل منتج، ولا نعد أبدًا بموعد لا نستطيع الوفاء به.",
    icon: "scale",
  },
  {
    title: "الموثوقية",
    text: "يخطط عملاؤنا مناقصاتهم ومستويات مخزونهم بناء على مواعيد الشحن لدينا، لذا نتعامل مع كل التزام على أنه ملزم.",
    icon: "shield-check",
  },
  {
    title: "الابتكار",
    text: "نواصل إضافة أشكال صيدلانية حديثة، مثل الأقراص مستدامة الإطلاق والأقراص الفوارة، مواكبة لتطور أسواقنا.",
    icon: "lightbulb",
  },
  {
    title: "الشراكة",
    text: "نقيس نجاحنا بطول مدة بقاء عملائنا معنا، لا بحجم طلب واحد.",
    icon: "handshake",
  },
  {
    title: "التميز العالمي",
    text: "نعد المنتجات والمستندات بما يستوفي معايير الجهات الرقابية في كل قارة نخدمها.",
    icon: "globe",
  },
];

export const aboutCta = {
  heading: "هل أنتم مستعدون لمناقشة متطلباتكم؟",
  text: `أخبرونا بالمنتجات والكميات ووجهة الشحن التي تفكرون فيها، وسيرد عليكم فريق التصدير لدينا بعرض أسعار مفصل خلال ${site.quoteTurnaroundHours} ساعة.`,
  button: { label: "تواصلوا معنا اليوم", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

/** The page's name in the menus. */
export const nav = "من نحن";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `من نحن | ${site.shortName}`,
  description: `منذ عام {established}، تورد ${site.shortName} أدوية عالية الجودة للمستوردين، مدعومة بخبرة في التصنيع التعاقدي والشؤون التنظيمية الدوائية.`,
};
