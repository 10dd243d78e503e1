/** The site's frame in Modern Standard Arabic (Western digits; brand names in Latin). */
import type { Messages } from "../../types";

export const chrome: Messages["chrome"] = {
  skipLink: "الانتقال إلى المحتوى",
  nav: {
    mainLabel: "القائمة الرئيسية",
    mobileLabel: "قائمة الجوال",
    openMenu: "فتح القائمة",
    closeMenu: "إغلاق القائمة",
    home: "الرئيسية",
    about: "من نحن",
    globalPresence: "حضورنا العالمي",
    services: "الخدمات",
    products: "المنتجات",
    contact: "اتصل بنا",
    compliance: "الجودة والامتثال",
  },
  quoteBadge: {
    label: "عرض السعر",
    one: " منتج",
    other: " منتجات",
  },
  logo: {
    subtitle: "للتصدير",
  },
  topBar: {
    businessType: "مُصدِّر وتاجر ومورّد بالجملة",
  },
  footer: {
    contact: "التواصل",
    quickLinks: "روابط سريعة",
    findUs: "موقعنا",
    mapAlt: "خريطة مكتبنا في {city} {postalCode} (تُفتح في علامة تبويب جديدة)",
    copyright: "© {year} {name}. جميع الحقوق محفوظة.",
  },
  chatButton: {
    label: "تحدّث معنا عبر WhatsApp (يُفتح في علامة تبويب جديدة)",
    quoteGreeting: "مرحبًا، أود الحصول على عرض أسعار لما يلي:",
  },
  errors: {
    notFoundCode: "خطأ 404",
    errorCode: "خطأ 500",
    notFoundTitle: "الصفحة غير موجودة",
    errorTitle: "حدث خطأ غير متوقع في التطبيق!",
    notFoundText: "الصفحة التي طلبتها غير موجودة أو نُقلت إلى عنوان آخر. كتالوج منتجاتنا وبيانات التواصل معنا على بُعد نقرة واحدة.",
    errorText: "حدث خطأ من جانبنا. يُرجى المحاولة مرة أخرى بعد قليل، أو التواصل معنا وسنساعدك.",
    home: "الانتقال إلى الصفحة الرئيسية",
    products: "تصفّح المنتجات",
    contact: "اتصل بنا",
  },
  breadcrumbs: {
    label: "مسار التنقل",
    home: "الرئيسية",
  },
  pagination: {
    previous: "السابق",
    next: "التالي",
    page: "الصفحة {page}",
  },
  contactPrompt: {
    heading: "هل تبحث عن منتجات محددة؟",
    text: "تواصل مع فريقنا للحصول على معلومات مفصّلة عن مجموعة منتجاتنا",
    button: "اتصل بنا",
  },
  sections: {
    viewDetails: "عرض التفاصيل",
    viewDetailsOf: " الخاصة بـ {name}",
    viewAllProducts: "عرض جميع المنتجات",
    statsLabel: "شركتنا بالأرقام",
    countries: " دولة",
    servicesOnPage: "الخدمات في هذه الصفحة",
  },
  carousel: {
    label: "أبرز المحتويات",
    slide: "{index} من {count}",
    pause: "إيقاف عرض الشرائح مؤقتًا",
    play: "تشغيل عرض الشرائح",
    previous: "الشريحة السابقة",
    next: "الشريحة التالية",
    showSlide: "عرض الشريحة {index} من {count}",
  },
  languageSwitcher: {
    label: "اللغة",
  },
  languageSuggestion: {
    text: "هذه الصفحة متاحة باللغة العربية.",
    accept: "القراءة بالعربية",
    dismiss: "إغلاق",
  },
};
