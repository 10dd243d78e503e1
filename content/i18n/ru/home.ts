/**
 * Russian copy for the home page, in the order its sections appear. Company facts still come
 * from the site configuration; its English phrases are shown in Russian where known.
 */
import { companyDefaults, site } from "../../../app/config/site";
import { certifications, inRussian, marketInRussian, plural, quoteHours, withinHours } from "./words";
import type { CompanyDetails } from "../../../app/company/company";
import type {
  BannerSlide,
  IconCard,
  Link,
  OverviewCard,
  PointedBlock,
  SectionIntro,
  Stat,
  Testimonial,
} from "../../site/home";
import type { PageSeo } from "../../../app/seo/seo";

const city = "{city}";
const country = "{country}";
const businessType = inRussian(site.businessType);
const market = marketInRussian(site.market);

export const bannerSlides: BannerSlide[] = [
  {
    id: "manufacturing",
    heading: "Качественные лекарства по международным стандартам",
    text: `Таблетки, капсулы, сиропы, инъекционные препараты и средства для наружного применения, произведённые на площадках, сертифицированных по ${certifications}, и поставляемые по Вашим спецификациям.`,
    image: "/art/banner-1.svg",
    imageAlt: "Иллюстрация современной линии производства таблеток: таблеточный пресс, конвейер и блистерные упаковки",
    cta: { label: "Каталог продукции", page: "products" },
  },
  {
    id: "export",
    heading: `Из ${city} — на ${market.markets}`,
    text: "Готовая экспортная документация, консолидированные грузы и надёжные логистические партнёры: фармацевтическая, нутрицевтическая и косметическая продукция прибывает на Ваш склад точно в срок.",
    image: "/art/banner-2.svg",
    imageAlt: "Иллюстрация контейнеровоза, штабелей морских контейнеров и глобуса с экспортными маршрутами",
    cta: { label: "География поставок", page: "globalPresence" },
  },
  {
    id: "quality-control",
    heading: "Каждая серия проверена, каждая поставка задокументирована",
    text: "Сертификат анализа, данные о стабильности и результаты фармакопейных испытаний сопровождают каждую партию, поэтому регистрация и ввозной контроль проходят без задержек.",
    image: "/art/banner-3.svg",
    imageAlt: "Иллюстрация лаборатории контроля качества с микроскопом, лабораторной посудой и аналитическим прибором",
    cta: { label: "Запросить предложение", page: "quote" },
  },
];

/** The registration facts, from the company's details as saved in Settings. */
export function overviewCards(company: CompanyDetails = companyDefaults): OverviewCard[] {
  return [
    { title: "Вид деятельности", value: businessType, icon: "building" },
    { title: "Год основания", value: String(company.established), icon: "calendar-check" },
    { title: "География рынков", value: inRussian(site.market), icon: "earth" },
    { title: "Годовой оборот", value: inRussian(company.turnoverBand), icon: "indian-rupee" },
    { title: "Номер GST", value: company.gstNumber, icon: "receipt" },
    { title: "Сертификаты", value: company.certifications.join(", "), icon: "badge-check" },
  ];
}

export const sectionIntros = {
  overview: {
    eyebrow: "О компании",
    heading: "Зарегистрированный экспортёр, которого можно проверить",
    text: "Сведения, которые отдел закупок запрашивает в первую очередь, собраны в одном месте.",
  },
  featuredProducts: {
    eyebrow: "Популярная продукция",
    heading: "Препараты, которые чаще всего выбирают наши покупатели",
    text: `Лишь несколько из ${site.productCountClaim} наименований фармацевтической, нутрицевтической и косметической продукции, которые мы поставляем.`,
  },
  services: {
    eyebrow: "Чем мы занимаемся",
    heading: "Производство и поставки по одному контракту",
    text: "Нужно ли Вам выпустить продукцию под собственным брендом или получить зарегистрированные дженерики, готовые к отгрузке, — весь путь от запроса до доставки ведёт одна команда.",
  },
  whyWorkWithUs: {
    eyebrow: "Почему стоит работать с нами",
    heading: "Всё выстроено вокруг потребностей импортёров",
    text: "Четыре обязательства, которые определяют каждый принятый нами заказ.",
  },
  whyUs: {
    eyebrow: "Почему выбирают нас",
    heading: "На что могут рассчитывать наши покупатели",
    text: "Практические детали, благодаря которым поставки на большие расстояния идут без сбоев.",
  },
  globalPresence: {
    eyebrow: "География поставок",
    heading: `Из ${city} — на все континенты`,
    text: "На наши поставки полагаются дистрибьюторы, больницы, аптечные сети и государственные программы здравоохранения в Африке, Азии, на Ближнем Востоке, в СНГ, Латинской Америке и Океании.",
  },
  testimonials: {
    eyebrow: "Отзывы",
    heading: "Что говорят наши партнёры",
    text: "Покупатели, которые работают с нами уже не один цикл заказов.",
  },
} satisfies Record<string, SectionIntro>;

/** Slugs, not texts: the same products in every language. */
export { featuredProductSlugs } from "../../site/home";

export const mission = {
  eyebrow: "О нас",
  heading: "Наша миссия",
  quoteButton: "ЗАПРОСИТЬ ПРЕДЛОЖЕНИЕ",
  paragraphs: [
    `Наша миссия проста: надёжные и доступные по цене лекарства должны быть там, где они нужны. С {established} года {name} поставляет дистрибьюторам, больницам, аптечным сетям и государственным заказчикам фармацевтическую, нутрицевтическую и косметическую продукцию, произведённую на площадках, сертифицированных по ${certifications}.`,
    `Как ${businessType.toLowerCase()} с офисом в ${city}, мы сочетаем широкие возможности отрасли дженериков ${country} с ответственностью единого партнёра: одна команда отвечает за закупки, документацию по качеству, регистрационные досье и фрахт, и Вам не приходится работать с несколькими поставщиками ради одного заказа.`,
    `Наш ассортимент из ${site.productCountClaim} наименований включает таблетки, капсулы, сиропы, инъекционные препараты, биологически активные добавки и средства личной гигиены. Направьте нам запрос — и ${withinHours} Вы получите подробное коммерческое предложение.`,
  ],
};

/** Below the two home-page services: the full list lives on the Services page. */
export const homeServicesLink: Link = { label: "Все услуги", page: "services" };

/** Beside the mission text: the claims a buyer checks before asking for a quote. */
export const missionHighlights: Stat[] = [
  { value: certifications, label: "Сертифицированные производственные площадки" },
  {
    value: `Предложение ${withinHours}`,
    label: "Подробное коммерческое предложение по каждому запросу",
  },
  { value: `${site.productCountClaim} наименований`, label: "Фармацевтическая, нутрицевтическая и косметическая продукция" },
  { value: `Основана в {established} году`, label: `Экспорт ${market.where} из ${city}` },
];

export const homeServices: PointedBlock[] = [
  {
    title: "Контрактное производство",
    text: "Выводите продукцию на рынок под собственным брендом без вложений в завод. Мы размещаем Вашу рецептуру на проверенных партнёрских предприятиях, прошедших аудит, и от Вашего имени управляем производством, упаковкой и выпуском серий.",
    points: [
      "Ваша рецептура или одна из наших одобренных рецептур",
      "Дизайн и упаковка в соответствии с требованиями к маркировке на Вашем рынке",
      "Производственные записи на серию и сертификат анализа для каждой партии",
      "Гибкие минимальные объёмы заказа для первых запусков",
    ],
  },
  {
    title: "Дженерики",
    text: "Готовый портфель широко назначаемых дженериков, нутрицевтиков и косметических средств, произведённых по фармакопейным стандартам и доступных для быстрой отгрузки.",
    points: [
      "Противоинфекционные, обезболивающие, кардиологические и гастроэнтерологические препараты",
      "Витамины, минералы и растительные добавки",
      "Лечебное мыло, гели и средства ухода за кожей",
      "Регистрационные досье на продукцию",
    ],
  },
];

export const whyWorkWithUs: IconCard[] = [
  {
    title: "Гарантия качества",
    text: `Вся продукция производится на площадках, сертифицированных по ${certifications}, и каждая серия выпускается только при наличии полного сертификата анализа.`,
    icon: "shield-check",
  },
  {
    title: "Своевременная доставка",
    text: "Производственные мощности резервируются в день подтверждения заказа, и мы сообщаем даты отгрузки и данные для отслеживания, пока груз не прибудет к Вам.",
    icon: "truck",
  },
  {
    title: "Конкурентные цены",
    text: `Прямые отношения с производителями в разных регионах ${country} и консолидированные отгрузки позволяют сохранять справедливые цены без ущерба для качества.`,
    icon: "hand-coins",
  },
  {
    title: "Экспортная документация",
    text: "Коммерческий инвойс, упаковочный лист, сертификат происхождения, сертификат фармацевтического продукта (CPP) и легализованные документы, правильно оформленные с первого раза.",
    icon: "file-check",
  },
];

export const whyUsChecklist: string[] = [
  `Производство, сертифицированное по ${certifications}`,
  `Коммерческое предложение ${withinHours}`,
  `${site.productCountClaim} наименований в трёх направлениях`,
  "Сертификат анализа для каждой серии",
  "Регистрационные досье в формате CTD",
  "Контрактное производство и выпуск под Вашей торговой маркой",
  "Упаковка с учётом местных требований к маркировке",
  "Гибкие объёмы заказа",
  "Авиа- и морские перевозки в любой порт",
  "Персональный менеджер для каждого покупателя",
];

export const stats: Stat[] = [
  { value: site.productCountClaim, label: "Наименований продукции" },
  { value: "5+", label: "Лет опыта" },
  { value: `${quoteHours}+`, label: `${plural(quoteHours, ["Час", "Часа", "Часов"])} на подготовку предложения` },
  { value: "100%", label: "Удовлетворённость клиентов" },
];

export const homeGlobalPresence = {
  image: "/art/world-map.svg",
  imageAlt: `Карта мира с отметками регионов, куда мы экспортируем; ${city} выделен`,
  cta: { label: "Куда мы поставляем", page: "globalPresence" },
} satisfies { image: `/art/${string}.svg`; imageAlt: string; cta: Link };

export const testimonials: Testimonial[] = [
  {
    name: "Ванджиру Камау",
    role: "Руководитель отдела закупок дистрибьюторской компании в Найроби",
    text: "Сроки наших тендеров очень сжатые, и их команда ни разу нас не подвела. Документы приходят в полном комплекте, серии соответствуют образцам, а на любой вопрос мы получаем ответ в тот же день.",
    image: "/art/testimonial-1.svg",
  },
  {
    name: "Рафаэль Мендоса",
    role: "Директор по закупкам группы компаний по снабжению больниц в Лиме",
    text: "Они подготовили наши регистрационные досье и ещё до первой отгрузки адаптировали упаковку к перуанским требованиям к маркировке. Это сэкономило нам месяцы работы с регуляторным органом.",
    image: "/art/testimonial-2.svg",
  },
  {
    name: "Дильноза Каримова",
    role: "Руководитель отдела регистрации аптечной сети в Ташкенте",
    text: "Два года назад мы перенесли к ним выпуск нутрицевтиков под нашей собственной маркой. Качество стабильно от серии к серии, а цены остаются справедливыми, несмотря на рост наших объёмов.",
    image: "/art/testimonial-3.svg",
  },
];

/** The page's name in the menus. */
export const nav = "Главная";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `${site.shortName} | Фармацевтический экспортёр, {city}`,
  description: `Лекарства, нутрицевтики и косметика с сертификацией ${certifications}: экспорт ${marketInRussian(site.market).where} из {city}. Предложение ${withinHours}.`,
};
