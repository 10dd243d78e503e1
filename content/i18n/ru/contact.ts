/** Russian copy for the Contact page and the choices its form offers. */
import { withinHours } from "./words";

export const contactPage = {
  heading: "Свяжитесь с нами!",
  intro: `Ищете ли Вы один продукт или планируете полный ассортимент для своего рынка, наш экспортный отдел готов помочь. Позвоните, напишите или заполните форму ниже, и ${withinHours} Вы получите подробное коммерческое предложение.`,
  detailsHeading: "Наши контакты",
  labels: {
    phone: "Телефон",
    email: "Электронная почта",
    address: "Адрес офиса",
  },
  formTitle: "Напишите нам",
  formIntro: "Расскажите немного о Вашей потребности. Поля, отмеченные звёздочкой, обязательны для заполнения.",
  mapTitle: `Карта с расположением нашего офиса в {city}`,
  /** The plain link beside the map, for when the embedded map cannot load. */
  mapLink: "Открыть карту в новой вкладке",
};

/** The usual interests, offered as suggestions (sent as typed); a buyer may write any other. */
export const interestOptions: string[] = [
  "Фармацевтическая продукция",
  "Нутрицевтическая продукция",
  "Косметическая продукция",
  "Контрактное производство",
  "Производство по заказу третьих лиц",
  "Государственные и институциональные тендеры",
  "Регуляторные услуги",
  "Другое",
];
