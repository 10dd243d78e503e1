/** French copy for the Contact page and the choices its form offers. */
import { site } from "../../../app/config/site";

export const contactPage = {
  heading: "Contactez-nous\u00A0!",
  intro: `Que vous recherchiez un seul produit ou prépariez une gamme complète pour votre marché, notre équipe export est prête à vous aider. Appelez-nous, écrivez-nous ou remplissez le formulaire ci-dessous\u00A0: vous recevrez un devis commercial détaillé sous ${site.quoteTurnaroundHours} heures.`,
  detailsHeading: "Nos coordonnées",
  labels: {
    phone: "Téléphone",
    email: "E-mail",
    address: "Adresse du bureau",
  },
  formTitle: "N'hésitez pas à nous écrire",
  formIntro: "Décrivez-nous brièvement votre besoin. Les champs marqués d'un astérisque sont obligatoires.",
  mapTitle: `Carte indiquant notre bureau à {city}`,
  /** The plain link beside the map, for when the embedded map cannot load. */
  mapLink: "Ouvrir la carte dans un nouvel onglet",
} as const;

/**
 * The usual interests, offered as suggestions; a buyer may write any other. Sent as form values,
 * in French on French pages (same order and count as the English).
 */
export const interestOptions: string[] = [
  "Produits pharmaceutiques",
  "Produits nutraceutiques",
  "Produits cosmétiques",
  "Fabrication à façon",
  "Fabrication en marque blanche",
  "Appels d'offres institutionnels",
  "Accompagnement réglementaire",
  "Autre",
];
