/** Письма покупателю на русском языке. Только на сервере. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  greeting: "Здравствуйте!",
  contactLine: "Телефон: {phone} · Эл. почта: {email} · WhatsApp: {whatsapp}",
  messageAck: {
    subject: "Мы получили ваше сообщение",
    intro:
      "Благодарим вас за обращение. Ваше сообщение получено нашей командой, она ответит в течение {hours}\u00a0ч. Чтобы что-то добавить, просто ответьте на это письмо.",
  },
  quoteAck: {
    subject: "Ваш запрос коммерческого предложения {reference}",
    intro:
      "Благодарим вас за запрос коммерческого предложения. Его номер — {reference}; пожалуйста, указывайте его в ответных письмах. Наша команда ответит в течение {hours}\u00a0ч.",
    terms: "Условия: {incoterm}, {country}",
    listHeading: "Ваш список",
    columns: {
      product: "Продукт",
      quantity: "Количество",
      unit: "Единица",
    },
  },
  /** Staff's answer to a document request: the link, or why not (decision 0062). */
  documentAnswer: {
    subjectApproved: "Ваш запрос документов одобрен",
    subjectDeclined: "Ваш запрос документов",
    approved: "Мы одобрили ваш запрос на эти документы:",
    partly: "Остальные запрошенные документы мы предоставить не можем.",
    declined: "К сожалению, мы не можем предоставить запрошенные документы.",
    note: "Наше примечание: {note}",
    linkLine: "Скачайте их по этой ссылке до {date}:",
  },
  quotationReminder: {
    subject: "Напоминание: коммерческое предложение {number}",
    body: "Наше коммерческое предложение {number} действительно до {date}. Чтобы принять или отклонить его, откройте ссылку из нашего письма от {sent}; предложение приложено повторно.",
  },
  quotation: {
    subject: "Коммерческое предложение {number}",
    body: "Направляем вам наше коммерческое предложение {number} на общую сумму {total}, действительное до {date}.\n\nПросмотреть, принять или отклонить его можно по этому адресу:\n{link}",
  },
  replyAnyone: "коллеги",
  replyTemplates: {
    contact: {
      subject: "Ваше сообщение в {company} ({reference})",
      body: "Здравствуйте, {name}!\n\nБлагодарим вас за сообщение в {company}.\n\n\n\nС уважением,\n{company}",
    },
    inquiry: {
      subject: "Ваш запрос в {company} ({reference})",
      body: "Здравствуйте, {name}!\n\nБлагодарим вас за запрос о продукте: {products}.\n\n\n\nС уважением,\n{company}",
    },
    quote: {
      subject: "Ваш запрос коммерческого предложения {reference}",
      body: "Здравствуйте, {name}!\n\nБлагодарим вас за запрос коммерческого предложения {reference} на:\n{products}\n\n\n\nС уважением,\n{company}",
    },
    "document-request": {
      subject: "Ваш запрос документов ({reference})",
      body: "Здравствуйте, {name}!\n\nБлагодарим вас за интерес к нашим документам. Они приложены к этому письму.\n\n\n\nС уважением,\n{company}",
    },
  },
};
