/** Russian copy for the Contact page and the choices its form offers. */
import { site } from "../../../app/config/site";

/** Russian for the configuration's English phrases; a value edited in Settings shows as typed. */
const russian: Partial<Record<string, string>> = { Delhi: "Дели" };
const ru = (value: string): string => russian[value] ?? value;

/** Russian plural: one (1, 21), few (2-4, 22-24), many (0, 5-20, 25...). */
function plural(n: number, [one, few, many]: [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const hours = site.quoteTurnaroundHours;

export const contactPage = {
  heading: "Свяжитесь с нами!",
  intro: `Ищете ли Вы один продукт или планируете полный ассортимент для своего рынка, наш экспортный отдел готов помочь. Позвоните, напишите или заполните форму ниже, и в течение ${hours} ${plural(hours, ["часа", "часов", "часов"])} Вы получите подробное коммерческое предложение.`,
  detailsHeading: "Наши контакты",
  labels: {
    phone: "Телефон",
    email: "Электронная почта",
    address: "Адрес офиса",
  },
  formTitle: "Напишите нам",
  formIntro: "Расскажите немного о Вашей потребности. Поля, отмеченные звёздочкой, обязательны для заполнения.",
  mapTitle: `Карта с расположением нашего офиса в ${ru(site.address.city)}`,
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
