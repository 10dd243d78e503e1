/** The site's frame in Spanish (neutral Latin American, usted). */
import type { Messages } from "../../types";

export const chrome: Messages["chrome"] = {
  skipLink: "Ir al contenido",
  nav: {
    mainLabel: "Principal",
    mobileLabel: "Móvil",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    home: "Inicio",
    about: "Quiénes somos",
    globalPresence: "Presencia global",
    services: "Servicios",
    products: "Productos",
    contact: "Contacto",
    compliance: "Calidad y cumplimiento",
  },
  quoteBadge: {
    label: "Cotización",
    one: " producto",
    other: " productos",
  },
  logo: {
    subtitle: "Exportaciones",
  },
  topBar: {
    businessType: "Exportador, comerciante y proveedor mayorista",
  },
  footer: {
    contact: "Contacto",
    quickLinks: "Enlaces rápidos",
    findUs: "Ubíquenos",
    mapAlt: "Mapa de nuestra oficina en {city} {postalCode} (se abre en una pestaña nueva)",
    copyright: "© {year} {name}. Todos los derechos reservados.",
  },
  chatButton: {
    label: "Converse con nosotros por WhatsApp (se abre en una pestaña nueva)",
    quoteGreeting: "Hola, quisiera solicitar una cotización para:",
  },
  errors: {
    notFoundCode: "Error 404",
    errorCode: "Error 500",
    notFoundTitle: "Página no encontrada",
    errorTitle: "¡Error inesperado de la aplicación!",
    notFoundText: "La página que solicitó no existe o se ha trasladado. Nuestro catálogo y nuestros datos de contacto están a un clic.",
    errorText: "Algo falló de nuestro lado. Vuelva a intentarlo en un momento, o contáctenos y lo ayudaremos.",
    home: "Ir a la página de inicio",
    products: "Ver productos",
    contact: "Contáctenos",
  },
  breadcrumbs: {
    label: "Ruta de navegación",
    home: "Inicio",
  },
  pagination: {
    previous: "Anterior",
    next: "Siguiente",
    page: "Página {page}",
  },
  contactPrompt: {
    heading: "¿Busca productos específicos?",
    text: "Contacte a nuestro equipo para obtener información detallada sobre nuestra gama de productos",
    button: "Contáctenos",
  },
  sections: {
    viewDetails: "Ver detalles",
    viewDetailsOf: " de {name}",
    viewAllProducts: "VER TODOS LOS PRODUCTOS",
    statsLabel: "Nuestra empresa en cifras",
    countries: " países",
    servicesOnPage: "Servicios en esta página",
  },
  carousel: {
    label: "Destacados",
    slide: "{index} de {count}",
    pause: "Pausar la presentación",
    play: "Reproducir la presentación",
    previous: "Diapositiva anterior",
    next: "Diapositiva siguiente",
    showSlide: "Mostrar la diapositiva {index} de {count}",
  },
  languageSwitcher: {
    label: "Idioma",
  },
  languageSuggestion: {
    text: "Esta página está disponible en español.",
    accept: "Leer en español",
    dismiss: "Cerrar",
  },
};
