/** Correos que recibe el comprador, en español. Solo en el servidor. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  greeting: "Hola:",
  contactLine:
    "Teléfono: {phone} · Correo electrónico: {email} · WhatsApp: {whatsapp}",
  messageAck: {
    subject: "Hemos recibido su mensaje",
    intro:
      "Gracias por escribirnos. Su mensaje ha llegado a nuestro equipo, que le responderá en un plazo de {hours} horas. Si desea añadir algo, basta con responder a este correo.",
  },
  quoteAck: {
    subject: "Su solicitud de cotización {reference}",
    intro:
      "Gracias por su solicitud de cotización. Su referencia es {reference}; por favor, indíquela en cualquier respuesta. Nuestro equipo le responderá en un plazo de {hours} horas.",
    terms: "Condiciones: {incoterm}, {country}",
    listHeading: "Su lista",
    columns: {
      product: "Producto",
      quantity: "Cantidad",
      unit: "Unidad",
    },
  },
  /** Staff's answer to a document request: the link, or why not (decision 0062). */
  documentAnswer: {
    subjectApproved: "Su solicitud de documentos ha sido aprobada",
    subjectDeclined: "Su solicitud de documentos",
    approved: "Hemos aprobado su solicitud de estos documentos:",
    partly: "No podemos compartir los demás documentos que solicitó.",
    declined: "Lo sentimos: no podemos compartir los documentos que solicitó.",
    note: "Nuestra nota: {note}",
    linkLine: "Descárguelos desde este enlace hasta el {date}:",
  },
  quotationReminder: {
    subject: "Recordatorio: cotización {number}",
    body: "Nuestra cotización {number} es válida hasta el {date}. Para aceptarla o rechazarla, abra el enlace de nuestro correo del {sent}; la cotización se adjunta de nuevo.",
  },
  quotation: {
    subject: "Cotización {number}",
    body: "Le enviamos nuestra cotización {number} por un total de {total}, válida hasta el {date}.\n\nPuede consultarla, aceptarla o rechazarla en esta dirección:\n{link}",
  },
  replyAnyone: "señor/a",
  replyTemplates: {
    contact: {
      subject: "Su mensaje a {company} ({reference})",
      body: "Estimado/a {name}:\n\nLe agradecemos su mensaje a {company}.\n\n\n\nAtentamente,\n{company}",
    },
    inquiry: {
      subject: "Su consulta a {company} ({reference})",
      body: "Estimado/a {name}:\n\nLe agradecemos su consulta sobre {products}.\n\n\n\nAtentamente,\n{company}",
    },
    quote: {
      subject: "Su solicitud de cotización {reference}",
      body: "Estimado/a {name}:\n\nLe agradecemos su solicitud de cotización {reference} para:\n{products}\n\n\n\nAtentamente,\n{company}",
    },
    "document-request": {
      subject: "Su solicitud de documentos ({reference})",
      body: "Estimado/a {name}:\n\nLe agradecemos su interés en nuestros documentos. Los encontrará adjuntos.\n\n\n\nAtentamente,\n{company}",
    },
  },
};
