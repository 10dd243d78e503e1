/** E-mails adressés à l’acheteur, en français. Côté serveur uniquement. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  quoteAck: {
    subject: "Votre demande de devis {reference}",
    greeting: "Bonjour {name},",
    intro: "Nous vous remercions de votre demande de devis. Sa référence est {reference}\u00a0; merci de la rappeler dans toute réponse. Notre équipe vous répond sous {hours}\u00a0heures.",
    terms: "Conditions\u00a0: {incoterm} {destination}, {country}",
    listHeading: "Votre liste",
    columns: {
      product: "Produit",
      quantity: "Quantité",
      unit: "Unité",
      note: "Remarque",
    },
  },
};
