/** Spanish copy for the Contact page and the choices its form offers. */
import { site } from "../../../app/config/site";

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

/** The usual interests, offered as suggestions (sent as typed); same order as in English. */
export const interestOptions = [
  "Productos farmacéuticos",
  "Productos nutracéuticos",
  "Productos cosméticos",
  "Fabricación por contrato",
  "Fabricación a terceros",
  "Licitaciones institucionales",
  "Servicios regulatorios",
  "Otro",
];
