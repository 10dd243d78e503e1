/** Письма покупателю на русском языке. Только на сервере. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  quoteAck: {
    subject: "Ваш запрос коммерческого предложения {reference}",
    greeting: "Уважаемый(-ая) {name}!",
    intro: "Благодарим вас за запрос коммерческого предложения. Его номер — {reference}; пожалуйста, указывайте его в ответных письмах. Наша команда ответит в течение {hours} часов.",
    terms: "Условия: {incoterm} {destination}, {country}",
    listHeading: "Ваш список",
    columns: {
      product: "Продукт",
      quantity: "Количество",
      unit: "Единица",
      note: "Примечание",
    },
  },
};
