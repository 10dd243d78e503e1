/** Spanish copy for the Contact page (the form's own texts, its usual interests among them, are in messages/forms.ts). */
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

export const contactPage = {
  heading: "¡Póngase en contacto con nosotros!",
  intro: `Ya sea que necesite un solo producto o esté planificando una línea completa para su mercado, nuestro equipo de exportación está listo para ayudarle. Llámenos, escríbanos o envíe el formulario a continuación, y recibirá una cotización comercial detallada en un plazo de ${site.quoteTurnaroundHours} horas.`,
  detailsHeading: "Nuestros datos de contacto",
  labels: {
    phone: "Teléfono",
    email: "Correo electrónico",
    address: "Dirección de la oficina",
  },
  formTitle: "No dude en contactarnos",
  formIntro: "Cuéntenos brevemente su requerimiento. Los campos marcados con asterisco son obligatorios.",
  mapTitle: `Mapa con la ubicación de nuestra oficina en {city}`,
  /** The plain link beside the map, for when the embedded map cannot load. */
  mapLink: "Abrir el mapa en una pestaña nueva",
};

/** The page's name in the menus. */
export const nav = "Contacto";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Contacto | ${site.shortName}`,
  description: `Contacte a nuestro equipo de exportación en {city} por teléfono, correo o formulario, y reciba una cotización comercial detallada en ${site.quoteTurnaroundHours} horas.`,
};
