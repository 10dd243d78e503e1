/** Russian title and meta description of each public page (titles under 60, descriptions 120-160). */
import { site } from "../../../app/config/site";
import { certifications, marketInRussian, withinHours } from "./words";
import type { PageSeo, PublicPage } from "../../site/seo";

const brand = site.shortName;
const city = "{city}";
const market = marketInRussian(site.market).where;

export const pageSeo: Record<PublicPage, PageSeo> = {
  home: {
    title: `${brand} | Фармацевтический экспортёр, ${city}`,
    description: `Лекарства, нутрицевтики и косметика с сертификацией ${certifications}: экспорт ${market} из ${city}. Предложение ${withinHours}.`,
  },
  about: {
    title: `О компании | ${brand}`,
    description: `С {established} года ${brand} поставляет импортёрам качественные лекарства и предлагает контрактное производство и регистрацию препаратов.`,
  },
  globalPresence: {
    title: `География поставок | ${brand}`,
    description: "Наши поставки в страны Африки, Азии, Ближнего Востока, СНГ и Латинской Америки: регуляторная поддержка, логистика и совместный маркетинг.",
  },
  services: {
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
  compliance: {
    title: `Качество и соответствие | ${brand}`,
    description: "Наши сертификаты GMP ВОЗ и ISO 9001 и лицензия на производство: номера, органы выдачи, сроки действия и ссылка для проверки у выдавшего органа.",
  },
};
