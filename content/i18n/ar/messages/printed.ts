import type { Messages } from "../../types";

/** ملفات PDF التي يطبعها الموقع (القرار 0073)، بالعربية. */
export const printed: Messages["printed"] = {
  dataSheet: {
    title: "نشرة بيانات المنتج",
    composition: "التركيب",
    category: "الفئة",
    documents: "المستندات المتاحة",
    onRequest: "عند الطلب",
    issued: "صدرت في {date}",
    current: "النسخة الحالية والتفاصيل الكاملة:",
  },
  catalogue: {
    title: "كتالوج المنتجات",
    categoryTitle: "{category}: كتالوج المنتجات",
    edition: "إصدار {date}",
    productCount: "عدد المنتجات: {count}",
    contents: "المحتويات",
    page: "الصفحة",
  },
  links: {
    dataSheet: "نشرة البيانات (PDF)",
    catalogue: "الكتالوج الكامل (PDF)",
    categoryCatalogue: "كتالوج {category} (PDF)",
    heading: "كتالوجات للتنزيل",
  },
  preparing: "يجري إعداد هذا الملف. يرجى المحاولة مرة أخرى بعد دقيقة.",
};
