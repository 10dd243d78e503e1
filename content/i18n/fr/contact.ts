/** French copy for the Contact page (the form's own texts, its usual interests among them, are in messages/forms.ts). */
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

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

/** The page's name in the menus. */
export const nav = "Contact";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Nous contacter | ${site.shortName}`,
  description: `Contactez notre équipe export à {city} par téléphone, par e-mail ou via le formulaire, et recevez un devis commercial détaillé sous ${site.quoteTurnaroundHours} heures.`,
};
