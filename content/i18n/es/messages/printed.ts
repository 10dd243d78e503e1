import type { Messages } from "../../types";

/** Los PDF que imprime el sitio (decisión 0073), en español. */
export const printed: Messages["printed"] = {
  dataSheet: {
    title: "Ficha técnica del producto",
    composition: "Composición",
    category: "Categoría",
    documents: "Documentos disponibles",
    onRequest: "bajo solicitud",
    issued: "Emitida el {date}",
    current: "Versión actual y datos completos:",
  },
  catalogue: {
    title: "Catálogo de productos",
    categoryTitle: "{category}: catálogo de productos",
    edition: "Edición del {date}",
    productCount: "{count} productos",
    contents: "Índice",
    page: "Página",
  },
  links: {
    dataSheet: "Ficha técnica (PDF)",
    catalogue: "Catálogo completo (PDF)",
    categoryCatalogue: "Catálogo de {category} (PDF)",
    heading: "Catálogos para descargar",
  },
  preparing: "Este archivo se está preparando. Vuelva a intentarlo dentro de un minuto.",
};
