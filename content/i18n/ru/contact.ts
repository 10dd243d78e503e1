/** Russian copy for the Contact page (the form's own texts, its usual interests among them, are in messages/forms.ts). */
import { withinHours } from "./words";
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

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

/** The page's name in the menus. */
export const nav = "Контакты";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Контакты | ${site.shortName}`,
  description: `Свяжитесь с экспортным отделом в {city} по телефону, электронной почте или через форму и получите подробное предложение ${withinHours}.`,
};
