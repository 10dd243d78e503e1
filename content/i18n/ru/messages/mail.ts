/** Письма покупателю на русском языке. Только на сервере. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  greeting: "Здравствуйте!",
  contactLine: "Телефон: {phone} · Эл. почта: {email} · WhatsApp: {whatsapp}",
  quoteAck: {
    subject: "Ваш запрос коммерческого предложения {reference}",
    intro: "Благодарим вас за запрос коммерческого предложения. Его номер — {reference}; пожалуйста, указывайте его в ответных письмах. Наша команда ответит в течение {hours} часов.",
    terms: "Условия: {incoterm}, {country}",
    listHeading: "Ваш список",
    columns: {
      product: "Продукт",
      quantity: "Количество",
      unit: "Единица",
    },
  },
};
