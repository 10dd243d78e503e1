/** الرسائل التي يتلقاها المشتري، بالعربية. على الخادم فقط. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  greeting: "مرحبًا،",
  contactLine: "الهاتف: {phone} · البريد الإلكتروني: {email} · واتساب: {whatsapp}",
  quoteAck: {
    subject: "طلب عرض الأسعار الخاص بك {reference}",
    intro: "نشكرك على طلب عرض الأسعار. الرقم المرجعي للطلب هو {reference}؛ يرجى ذكره في أي رد. سيرد فريقنا خلال {hours} ساعة.",
    terms: "الشروط: {incoterm}، {country}",
    listHeading: "قائمتك",
    columns: {
      product: "المنتج",
      quantity: "الكمية",
      unit: "الوحدة",
    },
  },
};
