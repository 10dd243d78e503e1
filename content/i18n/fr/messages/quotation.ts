import type { Messages } from "../../types";

export const quotation: Messages["quotation"] = {
  title: "Devis {number}",
  sent: "Version {version}, envoyée le {date}",
  validUntil: "Valable jusqu’au {date}",
  columns: {
    product: "Produit",
    quantity: "Quantité",
    unit: "Unité",
    unitPrice: "Prix unitaire",
    total: "Total",
  },
  subtotal: "Sous-total",
  discount: "Remise ({percent} %)",
  total: "Total",
  terms: {
    delivery: "Conditions de livraison",
    payment: "Conditions de paiement",
    leadTime: "Délai",
    notes: "Remarques",
  },
  acceptHeading: "Accepter",
  acceptHint:
    "En acceptant, vous nous demandez d’établir la facture pro forma à ces conditions.",
  accept: "Accepter ce devis",
  declineHeading: "Refuser",
  reason: "Motif",
  note: "Ce que vous souhaitez nous dire (facultatif)",
  decline: "Refuser ce devis",
  reasons: {
    price: "Le prix",
    "lead-time": "Le délai",
    "other-supplier": "Nous avons choisi un autre fournisseur",
    "no-registration": "Le produit n’est pas enregistré dans notre pays",
    other: "Un autre motif",
  },
  accepted:
    "Merci : vous avez accepté ce devis le {date}. Nous vous enverrons la facture pro forma.",
  declined: "Vous avez refusé ce devis le {date}. Merci de nous l’avoir dit.",
  expired:
    "Ce devis était valable jusqu’au {date}. Écrivez-nous pour en obtenir un nouveau.",
  replaced: "Ce devis a été révisé : ouvrez le lien de notre dernier e-mail.",
  unknown:
    "Ce lien n’est pas valide. Vérifiez que vous avez ouvert l’adresse complète figurant dans notre e-mail.",
  reasonRequired: "Choisissez un motif",
  noteTooLong: "1 000 caractères au maximum",
};
