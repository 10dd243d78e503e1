/** Arabic copy for the Global Presence page: where we ship and how we support each market. */
import { site } from "../../../app/config/site";
import { certifications } from "./words";
import type { PageBanner } from "../../site/about";
import type { Region } from "../../site/global-presence";
import type { Link, SectionIntro, TitledText } from "../../site/home";
import type { PageSeo } from "../../../app/seo/seo";

const city = "{city}";

export const globalPresenceBanner: PageBanner = {
  heading: "الحضور العالمي",
  text: `أدوية ومكملات غذائية ومنتجات للعناية الشخصية من ${city}، تصل إلى شركائنا في ست مناطق من العالم.`,
  image: "/art/global-banner.svg",
  imageAlt: "رسم توضيحي لكرة أرضية تحيط بها مسارات الشحن البحري والجوي",
};

/** Country names in their usual Arabic form, in the English list's order. */
export const regions: Region[] = [
  {
    name: "أفريقيا",
    countries: [
      "نيجيريا",
      "غانا",
      "ساحل العاج",
      "السنغال",
      "سيراليون",
      "ليبيريا",
      "الكاميرون",
      "جمهورية الكونغو الديمقراطية",
      "كينيا",
      "أوغندا",
      "تنزانيا",
      "رواندا",
      "إثيوبيا",
      "السودان",
      "زامبيا",
      "زيمبابوي",
      "مالاوي",
      "موزمبيق",
      "مدغشقر",
      "جنوب أفريقيا",
    ],
  },
  {
    name: "آسيا",
    countries: [
      "أفغانستان",
      "نيبال",
      "بوتان",
      "بنغلاديش",
      "سريلانكا",
      "ميانمار",
      "كمبوديا",
      "لاوس",
      "فيتنام",
      "ماليزيا",
      "إندونيسيا",
      "الفلبين",
      "منغوليا",
    ],
  },
  {
    name: "الشرق الأوسط",
    countries: [
      "الإمارات العربية المتحدة",
      "السعودية",
      "عُمان",
      "الكويت",
      "العراق",
      "الأردن",
      "لبنان",
      "اليمن",
    ],
  },
  {
    name: "رابطة الدول المستقلة وأوروبا",
    countries: [
      "روسيا",
      "أوكرانيا",
      "بيلاروس",
      "مولدوفا",
      "جورجيا",
      "أذربيجان",
      "كازاخستان",
      "أوزبكستان",
      "قيرغيزستان",
      "طاجيكستان",
    ],
  },
  {
    name: "أمريكا اللاتينية والكاريبي",
    countries: [
      "غواتيمالا",
      "هندوراس",
      "جمهورية الدومينيكان",
      "جامايكا",
      "كولومبيا",
      "فنزويلا",
      "غيانا",
      "الإكوادور",
      "بيرو",
      "بوليفيا",
    ],
  },
  {
    name: "أوقيانوسيا",
    countries: ["بابوا غينيا الجديدة", "فيجي", "جزر سليمان"],
  },
];

/** Every country we ship to, in region order; pages that need a count read its length. */
export const countriesServed: string[] = regions.flatMap((region) => region.countries);

export const globalPresenceNarrative = {
  heading: "شريك توريد موثوق عبر القارات",
  paragraphs: [
    `من مقرنا في ${city}، تشحن {name} المستحضرات الجاهزة إلى ${countriesServed.length} دولة في ${regions.length} مناطق. ويتنوع عملاؤنا بين الموزعين الوطنيين ومجموعات المستشفيات الخاصة وسلاسل الصيدليات والمنظمات غير الحكومية وجهات الشراء الحكومية.`,
    "لكل سوق قواعد تسجيل خاصة بها، ولغة توسيم ومنطقة مناخية وأحجام عبوات مفضلة. ونحتفظ بسجل لهذه المتطلبات لكل دولة نخدمها، فيجهز الطلب المتكرر على النحو الصحيح دون أن تضطروا إلى إعادة ذكرها.",
    `ولأن كل منتج يأتي من منشآت معتمدة وفق ${certifications} ويشحن مع وثائق تشغيلة كاملة، تجتاز شحناتنا التخليص الجمركي واختبارات ما بعد الاستيراد دون مفاجآت تذكر، حتى في أشد أسواقنا صرامة من الناحية الرقابية.`,
  ],
};

export const presenceBlocks: TitledText[] = [
  {
    title: "التصنيع والتوريد وفق متطلبات العميل",
    text: "ننتج وفق مواصفاتكم المسجلة وعلامتكم التجارية وتصميم عبواتكم، ثم نحتفظ بمخزون احتياطي أو نجدول توريدات متتابعة كي لا تنقص رفوفكم ولا تتعثر التزاماتكم في المناقصات.",
  },
  {
    title: "التسويق المشترك",
    text: "للشركاء الراغبين في بناء محفظة منتجات بسرعة، نقدم ترتيبات تسويق مشترك لمنتجات مختارة: تسجيلات مشتركة، ومواد ترويجية مخصصة لكل سوق، وتخطيط مشترك لكميات الإطلاق.",
  },
  {
    title: "الدعم التنظيمي",
    text: "يعد قسم الشؤون التنظيمية لدينا ملفات CTD و ACTD، ويستخرج شهادات المنتج الصيدلاني وشهادات البيع الحر، ويرد على استفسارات السلطات حتى اعتماد كل منتج.",
  },
  {
    title: "الخدمات اللوجستية",
    text: "نجمع البضائع من عدة مصانع، ونحجز الشحن الجوي أو البحري في ظروف حرارة ملائمة، ونرتب التأمين والمستندات المصدقة كي تنتقل الشحنات من المصنع إلى ميناء التفريغ دون انقطاع.",
  },
];

export const globalPresenceMap = {
  image: "/art/world-map.svg",
  imageAlt: `خريطة العالم تظهر مسارات تصديرنا من ${city} إلى شركائنا في أفريقيا وآسيا والشرق الأوسط ورابطة الدول المستقلة وأمريكا اللاتينية وأوقيانوسيا`,
} satisfies { image: `/art/${string}.svg`; imageAlt: string };

export const globalPresenceCta = {
  heading: "تبحثون عن مورد لسوقكم؟",
  text: `أخبرونا ببلدكم والمنتجات والكميات، وسنؤكد لكم متطلبات التسجيل ومهل التوريد والأسعار في عرض أسعار خلال ${site.quoteTurnaroundHours} ساعة.`,
  button: { label: "تواصلوا معنا اليوم", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

/** Heads of the Global Presence page's sections. */
export const globalPresenceSections = {
  countries: {
    eyebrow: "الدول التي نخدمها",
    heading: `نورد إلى ${countriesServed.length} دولة في ${regions.length} مناطق`,
    text: "الأسواق التي تسجل فيها منتجاتنا اليوم أو تقدم في مناقصاتها أو توزع فيها.",
  },
  support: {
    eyebrow: "كيف ندعم كل سوق",
    heading: "أكثر من مجرد مورد",
    text: "التصنيع والتسويق والتسجيل والشحن، بترتيب يناسب سوقكم.",
  },
  reasons: {
    eyebrow: "لماذا تتعاونون معنا",
    heading: "أسباب بقاء شركائنا معنا",
    text: "ما يؤكد لنا الموزعون ووكالات المشتريات أنه الأهم.",
  },
} satisfies Record<string, SectionIntro>;

export const reasonsToCollaborate: string[] = [
  `منتجات من شركاء تصنيع معتمدين وفق ${certifications}`,
  `عرض أسعار مفصل خلال ${site.quoteTurnaroundHours} ساعة من استفساركم`,
  "إعداد ملفات التسجيل والمتابعة التنظيمية داخليًا",
  "عبوات ونشرات مكيفة وفق اشتراطات التوسيم في كل دولة",
  "أسعار تنافسية بفضل علاقاتنا المباشرة مع المصنعين",
  "شحنات مجمعة ووثائق تصدير كاملة",
  "مدير حساب مخصص يعرف سوقكم",
];

/** The page's name in the menus. */
export const nav = "حضورنا العالمي";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `الحضور العالمي | ${site.shortName}`,
  description: "تعرفوا على الدول التي نخدمها في أفريقيا وآسيا والشرق الأوسط ورابطة الدول المستقلة وأمريكا اللاتينية، مع دعم تنظيمي ولوجستي وتسويق مشترك.",
};
