/**
 * French copy for the About Us page. Company facts are read from the site configuration; the
 * configured English business type and country go through the small tables in ./words (a value
 * missing from them shows as configured).
 */
import { site } from "../../../app/config/site";
import { businessTypeInFrench, certifications } from "./words";
import type { PageBanner } from "../../site/about";
import type { IconCard, Link, PointedBlock, SectionIntro } from "../../site/home";
import type { PageSeo } from "../../../app/seo/seo";

const businessType = businessTypeInFrench(site.businessType);
const inCountry = "{inCountry}";

export const aboutBanner: PageBanner = {
  heading: "À propos",
  text: `Un partenaire basé à {city} pour l'approvisionnement en produits pharmaceutiques, nutraceutiques et cosmétiques, au service des importateurs depuis {established}.`,
  image: "/art/about-banner.svg",
  imageAlt: "Illustration d'un site pharmaceutique avec un emblème en forme de feuille et de gélule",
};

export const aboutIntro = {
  heading: "Qui sommes-nous",
  paragraphs: [
    `${businessType}, {name} fournit des formulations pharmaceutiques finies, des nutraceutiques et des produits cosmétiques. Depuis notre bureau situé à {city}, nous mettons en relation distributeurs, hôpitaux, chaînes de pharmacies et ministères de la Santé à l'étranger avec des fabricants conformes aux exigences ${certifications}.`,
    `Nous avons démarré en {established} avec une idée claire\u00A0: un acheteur à l'étranger ne devrait pas avoir besoin d'un bureau local ${inCountry} pour s'approvisionner en toute confiance en médicaments de qualité. Nous visitons et qualifions les usines avec lesquelles nous travaillons, examinons la documentation de chaque lot avant son expédition et restons votre unique interlocuteur responsable, du devis à la livraison.`,
    `Notre catalogue compte aujourd'hui ${site.productCountClaim} produits, des antibiotiques et antalgiques aux vitamines, compléments à base de plantes et soins dermatologiques, et nous ajoutons de nouvelles formulations dès qu'un de nos marchés en fait la demande.`,
  ],
};

export const expertise: PointedBlock[] = [
  {
    title: "Fabrication à façon et en marque blanche",
    text: "Nous transformons votre concept de produit en une marque enregistrée, prête pour le marché. Nos usines partenaires disposent de capacités disponibles en formes sèches, liquides, semi-solides et injectables, et notre équipe supervise chaque fabrication pour que le produit livré corresponde à celui que vous avez approuvé.",
    points: [
      "Développement galénique et transfert de technologie",
      "Production sous votre nom de marque et vos maquettes",
      "Contrôles en cours de fabrication et sur produit fini selon la BP, l'USP ou l'IP",
      "Présentations et notices adaptées à votre marché",
    ],
  },
  {
    title: "Affaires réglementaires pharmaceutiques",
    text: "L'enregistrement est souvent l'étape la plus longue pour entrer sur un nouveau marché. Notre service réglementaire prépare et tient à jour les documents exigés par les autorités de santé, et répond rapidement à leurs questions pour que vos produits arrivent plus tôt en rayon.",
    points: [
      "Dossiers produits aux formats CTD et ACTD",
      "Certificats de produit pharmaceutique (CPP), de libre vente et BPF",
      "Coordination des études de stabilité et des données de bioéquivalence",
      "Réponses aux questions des autorités et suivi des renouvellements",
    ],
  },
];

/** Heads of the About page's sections that have no heading of their own above. */
export const aboutSections = {
  expertise: {
    eyebrow: "Notre expertise",
    heading: "Fabrication et enregistrement, confiés à des spécialistes",
    text: "Deux métiers qui déterminent la rapidité avec laquelle un produit atteint un nouveau marché.",
  },
  visionMission: {
    eyebrow: "Vision et mission",
    heading: "Où nous allons, et pourquoi",
    text: "Les objectifs à l'aune desquels nous mesurons chaque commande, chaque audit et chaque expédition.",
  },
  coreValues: {
    eyebrow: "Nos valeurs",
    heading: "Les principes qui guident chaque expédition",
    text: "Six valeurs que nos acheteurs attendent de nous, et que nous nous imposons.",
  },
} satisfies Record<string, SectionIntro>;

export const vision = {
  heading: "Notre vision",
  text: `Être la source la plus fiable de médicaments de qualité fabriqués ${inCountry} pour les marchés émergents, reconnue pour des produits qui passent chaque inspection avec succès et pour des partenariats qui durent des décennies.`,
};

export const aboutMission = {
  heading: "Notre mission",
  text: `Fournir des produits de santé sûrs, efficaces et abordables, fabriqués sur des sites certifiés ${certifications}, accompagnés d'une documentation complète, de prix transparents et d'un devis sous ${site.quoteTurnaroundHours} heures pour chaque demande.`,
};

export const coreValues: IconCard[] = [
  {
    title: "Qualité",
    text: "Aucun lot ne part à l'export tant que son certificat d'analyse n'a pas été vérifié au regard de la spécification convenue.",
    icon: "gem",
  },
  {
    title: "Intégrité",
    text: "Nos devis sont honnêtes, nous indiquons le fabricant de chaque produit et nous ne promettons jamais une date que nous ne pouvons pas tenir.",
    icon: "scale",
  },
  {
    title: "Fiabilité",
    text: "Nos acheteurs planifient leurs appels d'offres et leurs niveaux de stock en fonction de nos dates d'expédition\u00A0: nous considérons donc chaque engagement comme ferme.",
    icon: "shield-check",
  },
  {
    title: "Innovation",
    text: "Nous ajoutons régulièrement des formes galéniques modernes, comme les comprimés à libération prolongée et les formes effervescentes, au rythme de l'évolution de nos marchés.",
    icon: "lightbulb",
  },
  {
    title: "Partenariat",
    text: "Nous mesurons notre réussite à la durée de nos relations clients, non au montant d'une seule commande.",
    icon: "handshake",
  },
  {
    title: "Excellence internationale",
    text: "Produits et documents sont préparés pour répondre aux exigences des autorités de réglementation de chaque continent que nous desservons.",
    icon: "globe",
  },
];

export const aboutCta = {
  heading: "Vous souhaitez nous présenter votre besoin\u00A0?",
  text: `Indiquez-nous les produits, les quantités et la destination envisagés\u00A0: notre équipe export vous répondra avec un devis détaillé sous ${site.quoteTurnaroundHours} heures.`,
  button: { label: "Contactez-nous dès aujourd'hui", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

/** The page's name in the menus. */
export const nav = "À propos";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `À propos | ${site.shortName}`,
  description: `Depuis {established}, ${site.shortName} fournit aux importateurs des médicaments de qualité, forte de son expertise en fabrication à façon et en affaires réglementaires.`,
};
