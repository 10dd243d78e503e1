/** French copy for the Global Presence page: where we ship and how we support each market. */
import { site } from "../../../app/config/site";
import { certifications } from "./words";
import type { PageBanner } from "../../site/about";
import type { Region } from "../../site/global-presence";
import type { Link, SectionIntro, TitledText } from "../../site/home";
import type { PageSeo } from "../../../app/seo/seo";

export const globalPresenceBanner: PageBanner = {
  heading: "Présence internationale",
  text: `Médicaments, compléments alimentaires et produits d'hygiène et de soin expédiés depuis {city} à nos partenaires dans six régions du monde.`,
  image: "/art/global-banner.svg",
  imageAlt: "Illustration d'un globe entouré de routes de fret maritime et aérien",
};

/** The English regions, same order and counts, with the countries' standard French names. */
export const regions: Region[] = [
  {
    name: "Afrique",
    countries: [
      "Nigeria",
      "Ghana",
      "Côte d'Ivoire",
      "Sénégal",
      "Sierra Leone",
      "Liberia",
      "Cameroun",
      "République démocratique du Congo",
      "Kenya",
      "Ouganda",
      "Tanzanie",
      "Rwanda",
      "Éthiopie",
      "Soudan",
      "Zambie",
      "Zimbabwe",
      "Malawi",
      "Mozambique",
      "Madagascar",
      "Afrique du Sud",
    ],
  },
  {
    name: "Asie",
    countries: [
      "Afghanistan",
      "Népal",
      "Bhoutan",
      "Bangladesh",
      "Sri Lanka",
      "Myanmar",
      "Cambodge",
      "Laos",
      "Vietnam",
      "Malaisie",
      "Indonésie",
      "Philippines",
      "Mongolie",
    ],
  },
  {
    name: "Moyen-Orient",
    countries: [
      "Émirats arabes unis",
      "Arabie saoudite",
      "Oman",
      "Koweït",
      "Irak",
      "Jordanie",
      "Liban",
      "Yémen",
    ],
  },
  {
    name: "CEI et Europe",
    countries: [
      "Russie",
      "Ukraine",
      "Biélorussie",
      "Moldavie",
      "Géorgie",
      "Azerbaïdjan",
      "Kazakhstan",
      "Ouzbékistan",
      "Kirghizistan",
      "Tadjikistan",
    ],
  },
  {
    name: "Amérique latine et Caraïbes",
    countries: [
      "Guatemala",
      "Honduras",
      "République dominicaine",
      "Jamaïque",
      "Colombie",
      "Venezuela",
      "Guyana",
      "Équateur",
      "Pérou",
      "Bolivie",
    ],
  },
  {
    name: "Océanie",
    countries: ["Papouasie-Nouvelle-Guinée", "Fidji", "Îles Salomon"],
  },
];

/** Every country we ship to, in region order; pages that need a count read its length. */
export const countriesServed: string[] = regions.flatMap((region) => region.countries);

export const globalPresenceNarrative = {
  heading: "Un partenaire d'approvisionnement de confiance sur tous les continents",
  paragraphs: [
    `Depuis notre base à {city}, {name} expédie des formulations finies vers ${countriesServed.length} pays répartis dans ${regions.length} régions. Nos acheteurs vont des distributeurs nationaux et des groupes hospitaliers privés aux chaînes de pharmacies, aux organisations non gouvernementales et aux agences publiques d'achat.`,
    "Chaque marché a ses propres règles d'enregistrement, sa langue d'étiquetage, sa zone climatique et ses présentations privilégiées. Nous consignons ces exigences pour chaque pays que nous desservons\u00A0: une commande renouvelée est ainsi préparée correctement, sans que vous ayez à les rappeler.",
    `Comme chaque produit provient de sites certifiés ${certifications} et voyage avec une documentation de lot complète, nos envois franchissent le dédouanement et les contrôles après importation avec peu d'imprévus, même sur nos marchés les plus strictement réglementés.`,
  ],
};

export const presenceBlocks: TitledText[] = [
  {
    title: "Fabrication et approvisionnement sur mesure",
    text: "Nous produisons selon votre spécification enregistrée, votre marque et votre conditionnement, puis constituons un stock tampon ou programmons des livraisons échelonnées, pour que vos rayons et vos engagements d'appels d'offres ne soient jamais en rupture.",
  },
  {
    title: "Co-marketing",
    text: "Aux partenaires qui souhaitent constituer rapidement un portefeuille, nous proposons des accords de co-marketing sur une sélection de produits\u00A0: enregistrements partagés, supports promotionnels adaptés au marché et planification conjointe des volumes de lancement.",
  },
  {
    title: "Accompagnement réglementaire",
    text: "Notre service réglementaire prépare les dossiers CTD et ACTD, obtient les certificats de produit pharmaceutique et de libre vente, et répond aux questions des autorités jusqu'à l'approbation de chaque produit.",
  },
  {
    title: "Logistique",
    text: "Nous groupons les marchandises de plusieurs usines, réservons un fret aérien ou maritime adapté aux exigences de température, et organisons l'assurance et la légalisation des documents, pour que vos expéditions circulent sans interruption de l'usine au port de déchargement.",
  },
];

export const globalPresenceMap = {
  image: "/art/world-map.svg",
  imageAlt: `Carte du monde de nos routes d'exportation depuis {city} vers nos partenaires en Afrique, en Asie, au Moyen-Orient, dans la CEI, en Amérique latine et en Océanie`,
} satisfies { image: `/art/${string}.svg`; imageAlt: string };

export const globalPresenceCta = {
  heading: "Vous cherchez un fournisseur pour votre marché\u00A0?",
  text: `Indiquez-nous votre pays, vos produits et vos volumes\u00A0: nous vous confirmerons les exigences d'enregistrement, les délais et les prix dans un devis sous ${site.quoteTurnaroundHours} heures.`,
  button: { label: "Contactez-nous dès aujourd'hui", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

/** Heads of the Global Presence page's sections. */
export const globalPresenceSections = {
  countries: {
    eyebrow: "Pays desservis",
    heading: `${countriesServed.length} pays approvisionnés dans ${regions.length} régions`,
    text: "Les marchés où nos produits sont aujourd'hui enregistrés, proposés en appel d'offres ou distribués.",
  },
  support: {
    eyebrow: "Notre accompagnement sur chaque marché",
    heading: "Bien plus qu'un fournisseur",
    text: "Fabrication, marketing, enregistrement et fret, organisés autour de votre marché.",
  },
  reasons: {
    eyebrow: "Pourquoi collaborer avec nous",
    heading: "Pourquoi nos partenaires nous restent fidèles",
    text: "Ce qui compte le plus, selon les distributeurs et les agences d'achat.",
  },
} satisfies Record<string, SectionIntro>;

export const reasonsToCollaborate: string[] = [
  `Des produits issus de partenaires de fabrication certifiés ${certifications}`,
  `Un devis détaillé sous ${site.quoteTurnaroundHours} heures après votre demande`,
  "Dossiers d'enregistrement et suivi réglementaire assurés en interne",
  "Conditionnements et notices adaptés aux règles d'étiquetage de chaque pays",
  "Des prix compétitifs grâce à des relations directes avec les fabricants",
  "Expéditions groupées et documents d'exportation complets",
  "Un chargé de compte dédié qui connaît votre marché",
];

/** The page's name in the menus. */
export const nav = "Présence mondiale";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Présence internationale | ${site.shortName}`,
  description: "Les pays que nous desservons en Afrique, en Asie, au Moyen-Orient, dans la CEI et en Amérique latine, avec un appui réglementaire, logistique et marketing.",
};
