/** الرسائل التي يتلقاها المشتري، بالعربية. على الخادم فقط. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  greeting: "مرحبًا،",
  contactLine:
    "الهاتف: {phone} · البريد الإلكتروني: {email} · واتساب: {whatsapp}",
  messageAck: {
    subject: "لقد تلقينا رسالتك",
    intro:
      "نشكرك على تواصلك معنا. وصلت رسالتك إلى فريقنا، وسيرد عليك خلال {hours} ساعة. لإضافة أي شيء، يكفي أن ترد على هذه الرسالة.",
  },
  quoteAck: {
    subject: "طلب عرض الأسعار الخاص بك {reference}",
    intro:
      "نشكرك على طلب عرض الأسعار. الرقم المرجعي للطلب هو {reference}؛ يرجى ذكره في أي رد. سيرد فريقنا خلال {hours} ساعة.",
    terms: "الشروط: {incoterm}، {country}",
    listHeading: "قائمتك",
    columns: {
      product: "المنتج",
      quantity: "الكمية",
      unit: "الوحدة",
    },
  },
  /** Staff's answer to a document request: the link, or why not (decision 0062). */
  documentAnswer: {
    subjectApproved: "تمت الموافقة على طلب المستندات",
    subjectDeclined: "طلب المستندات الخاص بك",
    approved: "وافقنا على طلبك لهذه المستندات:",
    partly: "لا يمكننا مشاركة المستندات الأخرى التي طلبتها.",
    declined: "نأسف، لا يمكننا مشاركة المستندات التي طلبتها.",
    note: "ملاحظتنا: {note}",
    linkLine: "نزّلها من هذا الرابط حتى {date}:",
  },
  quotationReminder: {
    subject: "تذكير: عرض السعر {number}",
    body: "عرض السعر {number} صالح حتى {date}. لقبوله أو رفضه، افتح الرابط الوارد في رسالتنا بتاريخ {sent}؛ وقد أرفقنا العرض مرة أخرى.",
  },
  quotation: {
    subject: "عرض السعر {number}",
    body: "نرسل إليك عرض السعر {number} بإجمالي {total}، وهو صالح حتى {date}.\n\nيمكنك الاطلاع عليه وقبوله أو رفضه عبر هذا العنوان:\n{link}",
  },
  replyAnyone: "المحترم/المحترمة",
  replyTemplates: {
    contact: {
      subject: "رسالتك إلى {company} ({reference})",
      body: "السيد/السيدة {name}،\n\nنشكرك على رسالتك إلى {company}.\n\n\n\nمع أطيب التحيات،\n{company}",
    },
    inquiry: {
      subject: "استفسارك إلى {company} ({reference})",
      body: "السيد/السيدة {name}،\n\nنشكرك على استفسارك عن {products}.\n\n\n\nمع أطيب التحيات،\n{company}",
    },
    quote: {
      subject: "طلب عرض السعر {reference}",
      body: "السيد/السيدة {name}،\n\nنشكرك على طلب عرض السعر {reference} للمنتجات التالية:\n{products}\n\n\n\nمع أطيب التحيات،\n{company}",
    },
    "document-request": {
      subject: "طلب المستندات ({reference})",
      body: "السيد/السيدة {name}،\n\nنشكرك على اهتمامك بمستنداتنا. تجدها مرفقة بهذه الرسالة.\n\n\n\nمع أطيب التحيات،\n{company}",
    },
  },
};
