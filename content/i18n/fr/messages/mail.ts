/** E-mails adressés à l’acheteur, en français. Côté serveur uniquement. */
import type { Messages } from "../../types";

export const mail: Messages["mail"] = {
  greeting: "Bonjour,",
  contactLine:
    "Téléphone\u00a0: {phone} · E-mail\u00a0: {email} · WhatsApp\u00a0: {whatsapp}",
  messageAck: {
    subject: "Nous avons bien reçu votre message",
    intro:
      "Nous vous remercions de votre message, qui est bien parvenu à notre équipe\u00a0; elle vous répond sous {hours}\u00a0heures. Pour ajouter quelque chose, répondez simplement à cet e-mail.",
  },
  quoteAck: {
    subject: "Votre demande de devis {reference}",
    intro:
      "Nous vous remercions de votre demande de devis. Sa référence est {reference}\u00a0; merci de la rappeler dans toute réponse. Notre équipe vous répond sous {hours}\u00a0heures.",
    terms: "Conditions\u00a0: {incoterm}, {country}",
    listHeading: "Votre liste",
    columns: {
      product: "Produit",
      quantity: "Quantité",
      unit: "Unité",
    },
  },
  /** Staff's answer to a document request: the link, or why not (decision 0062). */
  documentAnswer: {
    subjectApproved: "Votre demande de documents est acceptée",
    subjectDeclined: "Votre demande de documents",
    approved: "Nous avons accepté votre demande pour ces documents :",
    partly: "Nous ne pouvons pas communiquer les autres documents demandés.",
    declined:
      "Nous sommes désolés : nous ne pouvons pas communiquer les documents demandés.",
    note: "Notre remarque : {note}",
    linkLine: "Téléchargez-les depuis ce lien jusqu’au {date} :",
  },
  quotationReminder: {
    subject: "Rappel : devis {number}",
    body: "Notre devis {number} est valable jusqu’au {date}. Pour l’accepter ou le refuser, ouvrez le lien de notre e-mail du {sent} ; le devis est de nouveau joint.",
  },
  quotation: {
    subject: "Devis {number}",
    body: "Veuillez trouver notre devis {number} d’un montant total de {total}, valable jusqu’au {date}.\n\nVous pouvez le consulter, l’accepter ou le refuser à cette adresse :\n{link}",
  },
  replyAnyone: "Madame, Monsieur",
  replyTemplates: {
    contact: {
      subject: "Votre message à {company} ({reference})",
      body: "Bonjour {name},\n\nNous vous remercions de votre message à {company}.\n\n\n\nBien cordialement,\n{company}",
    },
    inquiry: {
      subject: "Votre demande d’information à {company} ({reference})",
      body: "Bonjour {name},\n\nNous vous remercions de votre demande au sujet de {products}.\n\n\n\nBien cordialement,\n{company}",
    },
    quote: {
      subject: "Votre demande de devis {reference}",
      body: "Bonjour {name},\n\nNous vous remercions de votre demande de devis {reference} pour\u00a0:\n{products}\n\n\n\nBien cordialement,\n{company}",
    },
    "document-request": {
      subject: "Votre demande de documents ({reference})",
      body: "Bonjour {name},\n\nNous vous remercions de l’intérêt que vous portez à nos documents. Vous les trouverez en pièce jointe.\n\n\n\nBien cordialement,\n{company}",
    },
  },
};
