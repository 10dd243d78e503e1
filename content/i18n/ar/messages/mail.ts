/** الرسائل التي يتلقاها المشتري، بالعربية. على الخادم فقط. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  quoteAck: {
    subject: "طلب عرض الأسعار الخاص بك {reference}",
    greeting: "السيد/السيدة {name}،",
    intro: "نشكرك على طلب عرض الأسعار. الرقم المرجعي للطلب هو {reference}؛ يرجى ذكره في أي رد. سيرد فريقنا خلال {hours} ساعة.",
    terms: "الشروط: {incoterm} {destination}، {country}",
    listHeading: "قائمتك",
    columns: {
      product: "المنتج",
      quantity: "الكمية",
      unit: "الوحدة",
      note: "ملاحظة",
    },
  },
};
