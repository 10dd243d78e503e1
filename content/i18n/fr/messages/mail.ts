/** E-mails adressés à l’acheteur, en français. Côté serveur uniquement. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  greeting: "Bonjour,",
  contactLine: "Téléphone\u00a0: {phone} · E-mail\u00a0: {email} · WhatsApp\u00a0: {whatsapp}",
  quoteAck: {
    subject: "Votre demande de devis {reference}",
    intro: "Nous vous remercions de votre demande de devis. Sa référence est {reference}\u00a0; merci de la rappeler dans toute réponse. Notre équipe vous répond sous {hours}\u00a0heures.",
    terms: "Conditions\u00a0: {incoterm}, {country}",
    listHeading: "Votre liste",
    columns: {
      product: "Produit",
      quantity: "Quantité",
      unit: "Unité",
    },
  },
};
