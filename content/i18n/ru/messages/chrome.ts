/** The site's frame in Russian (for buyers across the CIS). */
import type { Messages } from "../../types";

export const chrome: Messages["chrome"] = {
  skipLink: "Перейти к содержанию",
  nav: {
    mainLabel: "Основное меню",
    mobileLabel: "Мобильное меню",
    openMenu: "Открыть меню",
    closeMenu: "Закрыть меню",
    home: "Главная",
    about: "О компании",
    globalPresence: "География поставок",
    services: "Услуги",
    products: "Продукция",
    contact: "Контакты",
    compliance: "Качество и соответствие",
  },
  quoteBadge: {
    label: "Запрос",
    // One form for every number ("1 шт.", "3 шт.", "25 шт."), as Russian counts need several.
    one: " шт.",
    other: " шт.",
  },
  logo: {
    subtitle: "Экспорт",
  },
  topBar: {
    businessType: "Экспортёр, торговая компания и оптовый поставщик",
  },
  footer: {
    contact: "Контакты",
    quickLinks: "Быстрые ссылки",
    findUs: "Как нас найти",
    mapAlt: "Карта: наш офис, {city} {postalCode} (откроется в новой вкладке)",
    copyright: "© {year} {name}. Все права защищены.",
  },
  chatButton: {
    label: "Написать нам в WhatsApp (откроется в новой вкладке)",
    quoteGreeting: "Здравствуйте! Прошу подготовить коммерческое предложение на:",
  },
  errors: {
    notFoundCode: "Ошибка 404",
    errorCode: "Ошибка 500",
    notFoundTitle: "Страница не найдена",
    errorTitle: "Непредвиденная ошибка приложения!",
    notFoundText: "Запрошенная страница не существует или была перемещена. Наш каталог и контакты — в одном клике.",
    errorText: "На нашей стороне произошла ошибка. Пожалуйста, повторите попытку чуть позже или свяжитесь с нами — мы поможем.",
    home: "На главную",
    products: "Смотреть продукцию",
    contact: "Связаться с нами",
  },
  breadcrumbs: {
    label: "Навигационная цепочка",
    home: "Главная",
  },
  pagination: {
    previous: "Назад",
    next: "Вперёд",
    page: "Страница {page}",
  },
  contactPrompt: {
    heading: "Ищете определённые препараты?",
    text: "Свяжитесь с нашей командой, чтобы получить подробную информацию об ассортименте",
    button: "Связаться с нами",
  },
  sections: {
    viewDetails: "Подробнее",
    viewDetailsOf: " о препарате {name}",
    viewAllProducts: "ВСЯ ПРОДУКЦИЯ",
    statsLabel: "Наша компания в цифрах",
    countries: " — число стран",
    servicesOnPage: "Услуги на этой странице",
  },
  carousel: {
    label: "Главное",
    slide: "{index} из {count}",
    pause: "Приостановить показ слайдов",
    play: "Запустить показ слайдов",
    previous: "Предыдущий слайд",
    next: "Следующий слайд",
    showSlide: "Показать слайд {index} из {count}",
  },
  languageSwitcher: {
    label: "Язык",
  },
  languageSuggestion: {
    text: "Эта страница доступна на русском языке.",
    accept: "Читать на русском",
    dismiss: "Закрыть",
  },
};
