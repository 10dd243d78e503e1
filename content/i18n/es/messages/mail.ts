/** Correos que recibe el comprador, en español. Solo en el servidor. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  greeting: "Hola:",
  contactLine: "Teléfono: {phone} · Correo electrónico: {email} · WhatsApp: {whatsapp}",
  quoteAck: {
    subject: "Su solicitud de cotización {reference}",
    intro: "Gracias por su solicitud de cotización. Su referencia es {reference}; por favor, indíquela en cualquier respuesta. Nuestro equipo le responderá en un plazo de {hours} horas.",
    terms: "Condiciones: {incoterm}, {country}",
    listHeading: "Su lista",
    columns: {
      product: "Producto",
      quantity: "Cantidad",
      unit: "Unidad",
    },
  },
};
