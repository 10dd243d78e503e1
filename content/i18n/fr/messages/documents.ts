/** Les textes publics de la bibliothèque de documents en français. */
import type { Messages } from "../../types";

export const documents: Messages["documents"] = {
  compliance: {
    heading: "Qualité et conformité",
    intro:
      "Nos certificats et licences, avec leur numéro, leur émetteur et leur validité. Avant votre première commande, vérifiez chacun auprès de son émetteur : la preuve est le registre de l’émetteur, pas un PDF.",
    certificatesHeading: "Certificats de l’entreprise",
    none: "Aucun certificat n’est encore publié. Demandez-les-nous depuis la page de contact.",
    askUs: "Nous demander un document",
  },
  fields: {
    number: "Numéro",
    issuer: "Émetteur",
    validUntil: "Valable jusqu’au",
    issuedOn: "Délivré le",
    country: "Pays",
    noExpiry: "Sans date d’expiration",
  },
  status: {
    expired: "Expiré le {date}",
    expiredNote: "Ce document n’est plus valable ; son renouvellement est en cours. Demandez-nous la version en vigueur.",
    sample: "Document d’exemple (fictif)",
  },
  actions: {
    verify: "Vérifier auprès de l’émetteur",
    opensNewTab: "(s’ouvre dans un nouvel onglet)",
    download: "Télécharger",
    onRequest: "Sur demande",
    request: "Demander",
  },
  product: {
    heading: "Documents du produit",
    intro: "Les documents publics se téléchargent aussitôt ; les autres sont envoyés une fois votre demande approuvée.",
  },
  types: {
    "who-gmp": "Certificat BPF-OMS",
    "iso-9001": "Certificat ISO 9001",
    "manufacturing-licence": "Licence de fabrication",
    "import-export-code": "Code import-export",
    "gst-registration": "Enregistrement GST",
    "company-other": "Document de l’entreprise",
    coa: "Certificat d’analyse",
    copp: "Certificat de produit pharmaceutique (CPP)",
    "free-sale": "Certificat de libre vente",
    sds: "Fiche de données de sécurité",
    stability: "Résumé de stabilité",
    specification: "Spécification",
    leaflet: "Notice patient",
    bioequivalence: "Résumé de bioéquivalence",
    "product-other": "Document du produit",
    registration: "Certificat d’enregistrement",
  },
};
