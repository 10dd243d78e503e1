import type { Messages } from "../../types";

/** PDF-файлы, которые печатает сайт (решение 0073), на русском. */
export const printed: Messages["printed"] = {
  dataSheet: {
    title: "Информационный лист продукта",
    composition: "Состав",
    category: "Категория",
    documents: "Доступные документы",
    onRequest: "по запросу",
    issued: "Выдан {date}",
    current: "Актуальная версия и полные сведения:",
  },
  catalogue: {
    title: "Каталог продукции",
    categoryTitle: "{category}: каталог продукции",
    edition: "Издание от {date}",
    productCount: "Продуктов: {count}",
    contents: "Содержание",
    page: "Страница",
  },
  links: {
    dataSheet: "Информационный лист (PDF)",
    catalogue: "Весь каталог (PDF)",
    categoryCatalogue: "Каталог: {category} (PDF)",
    heading: "Каталоги для скачивания",
  },
  preparing: "Файл готовится. Пожалуйста, повторите попытку через минуту.",
};
