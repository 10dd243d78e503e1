import type { Messages } from "../../types";

export const quotation: Messages["quotation"] = {
  title: "عرض السعر {number}",
  sent: "الإصدار {version}، أُرسل في {date}",
  validUntil: "صالح حتى {date}",
  columns: {
    product: "المنتج",
    quantity: "الكمية",
    unit: "الوحدة",
    unitPrice: "سعر الوحدة",
    total: "الإجمالي",
  },
  subtotal: "المجموع الفرعي",
  discount: "الخصم ({percent}٪)",
  total: "الإجمالي",
  terms: {
    delivery: "شروط التسليم",
    payment: "شروط الدفع",
    leadTime: "مدة التوريد",
    notes: "ملاحظات",
  },
  acceptHeading: "القبول",
  acceptHint: "بقبولك، تطلب منا إعداد الفاتورة المبدئية وفق هذه الشروط.",
  accept: "قبول عرض السعر",
  declineHeading: "الرفض",
  reason: "السبب",
  note: "ما تود إخبارنا به (اختياري)",
  decline: "رفض عرض السعر",
  reasons: {
    price: "السعر",
    "lead-time": "مدة التوريد",
    "other-supplier": "اخترنا مورّدًا آخر",
    "no-registration": "المنتج غير مسجّل في بلدنا",
    other: "سبب آخر",
  },
  accepted:
    "شكرًا لك: قبلت عرض السعر هذا في {date}. سنرسل إليك الفاتورة المبدئية.",
  declined: "رفضت عرض السعر هذا في {date}. شكرًا لإبلاغنا.",
  expired:
    "كان عرض السعر هذا صالحًا حتى {date}. يُرجى مراسلتنا للحصول على عرض جديد.",
  replaced:
    "تمت مراجعة عرض السعر هذا: يُرجى فتح الرابط الوارد في رسالتنا الأخيرة.",
  unknown:
    "هذا الرابط غير صالح. تأكد من أنك فتحت العنوان كاملًا كما ورد في رسالتنا.",
  reasonRequired: "اختر سببًا",
  noteTooLong: "1000 حرف كحد أقصى",
};
