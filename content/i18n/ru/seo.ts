/** Russian title and meta description of each public page (titles under 60, descriptions 120-160). */
import { site } from "../../../app/config/site";
import type { PageSeo, PublicPage } from "../../site/seo";

/** Russian for the configuration's English phrases; a value edited in Settings shows as typed. */
const russian: Partial<Record<string, string>> = { Delhi: "Дели" };
const ru = (value: string): string => russian[value] ?? value;
/** The market as an adverb. */
const marketWhere: Partial<Record<string, string>> = { Worldwide: "по всему миру" };

/** Russian plural: one (1, 21), few (2-4, 22-24), many (0, 5-20, 25...). */
function plural(n: number, [one, few, many]: [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const brand = site.shortName;
const city = ru(site.address.city);
const certifications = site.certifications.join(" и ");
const market = marketWhere[site.market] ?? site.market;
const hours = site.quoteTurnaroundHours;
/** «в течение 24 часов», «в течение 1 часа». */
const withinHours = `в течение ${hours} ${plural(hours, ["часа", "часов", "часов"])}`;

export const pageSeo: Record<PublicPage, PageSeo> = {
  home: {
    title: `${brand} | Фармацевтический экспортёр, ${city}`,
    description: `Лекарства, нутрицевтики и косметика с сертификацией ${certifications}: экспорт ${market} из ${city}. Предложение ${withinHours}.`,
  },
  about: {
    title: `О компании | ${brand}`,
    description: `С ${site.established} года ${brand} поставляет импортёрам качественные лекарства и предлагает контрактное производство и регистрацию препаратов.`,
  },
  globalPresence: {
    title: `География поставок | ${brand}`,
    description: "Наши поставки в страны Африки, Азии, Ближнего Востока, СНГ и Латинской Америки: регуляторная поддержка, логистика и совместный маркетинг.",
  },
  service: {
    title: `Услуги | ${brand}`,
    description: "Контрактное производство и производство по заказу третьих лиц, тендерные поставки и регуляторные услуги для импортёров и дистрибьюторов лекарств.",
  },
  products: {
    title: `Продукция | ${brand}`,
    description: `Каталог: ${site.productCountClaim} наименований лекарств, нутрицевтиков и косметики — таблетки, капсулы, сиропы, инъекции, БАД и уход за кожей.`,
  },
  contact: {
    title: `Контакты | ${brand}`,
    description: `Свяжитесь с экспортным отделом в ${city} по телефону, электронной почте или через форму и получите подробное предложение ${withinHours}.`,
  },
};
