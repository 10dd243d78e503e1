/** النصوص العامة لمكتبة المستندات بالعربية الفصحى (أرقام غربية). */
import type { Messages } from "../../types";

export const documents: Messages["documents"] = {
  compliance: {
    heading: "الجودة والامتثال",
    intro:
      "شهاداتنا وتراخيصنا مع أرقامها وجهات إصدارها ومدة صلاحيتها. قبل طلبكم الأول، يُرجى التحقق من كل منها لدى الجهة المصدرة: السجل الرسمي للجهة هو الدليل، لا ملف PDF.",
    certificatesHeading: "شهادات الشركة",
    none: "لم تُنشر أي شهادات بعد. اطلبوها منا عبر صفحة الاتصال.",
    askUs: "اطلبوا منا مستندًا",
  },
  fields: {
    number: "الرقم",
    issuer: "جهة الإصدار",
    validUntil: "صالحة حتى",
    issuedOn: "تاريخ الإصدار",
    country: "البلد",
    noExpiry: "بلا تاريخ انتهاء",
  },
  status: {
    expired: "انتهت صلاحيتها في {date}",
    expiredNote: "هذا المستند لم يعد صالحًا، وتجديده جارٍ. اطلبوا منا النسخة السارية.",
    sample: "مستند نموذجي (خيالي)",
  },
  actions: {
    verify: "التحقق لدى الجهة المصدرة",
    opensNewTab: "(يُفتح في علامة تبويب جديدة)",
    download: "تنزيل",
    onRequest: "عند الطلب",
    request: "طلب",
  },
  product: {
    heading: "المستندات",
    intro: "تُنزَّل المستندات العامة فورًا، وتُرسل الأخرى بعد موافقتنا على طلبكم.",
  },
  types: {
    "who-gmp": "شهادة التصنيع الجيد (WHO-GMP)",
    "iso-9001": "شهادة ISO 9001",
    "manufacturing-licence": "ترخيص التصنيع",
    "import-export-code": "رمز الاستيراد والتصدير",
    "gst-registration": "تسجيل ضريبة السلع والخدمات (GST)",
    "company-other": "مستند الشركة",
    coa: "شهادة التحليل",
    copp: "شهادة المنتج الصيدلاني (CoPP)",
    "free-sale": "شهادة البيع الحر",
    sds: "صحيفة بيانات السلامة",
    stability: "ملخص الثباتية",
    specification: "المواصفات",
    leaflet: "نشرة معلومات المريض",
    bioequivalence: "ملخص التكافؤ الحيوي",
    "product-other": "مستند المنتج",
    registration: "شهادة التسجيل",
  },
};
