/** French copy for the Services page: the four services, in the order the page lists them. */
import { site } from "../../../app/config/site";
import { certifications } from "./words";
import type { PageBanner } from "../../site/about";
import type { Link } from "../../site/home";
import type { Service } from "../../site/services";
import type { PageSeo } from "../../../app/seo/seo";

export const servicesBanner: PageBanner = {
  heading: "Nos services",
  text: "Fabrication, approvisionnement et accompagnement réglementaire pour les importateurs de produits pharmaceutiques, nutraceutiques et cosmétiques.",
  image: "/art/services-banner.svg",
  imageAlt: "Illustration de gélules, d'un engrenage de production, d'un dossier et d'un bouclier qualité",
};

export const servicesIntro = {
  heading: "Comment nous pouvons vous aider",
  text: `Chaque service peut être souscrit seul ou intégré à un programme d'approvisionnement complet. Dites-nous ce dont vous avez besoin\u00A0: nous vous adresserons une proposition sous ${site.quoteTurnaroundHours} heures.`,
};

/** Headings of the lists inside each service. */
export const serviceListHeadings = {
  features: "Points clés",
  process: "Déroulement",
} as const;

export const servicesCta = {
  heading: "Vous ne savez pas quel service choisir\u00A0?",
  text: `Décrivez vos produits, vos marchés et vos volumes\u00A0: notre équipe export vous recommandera la formule adaptée, avec un devis sous ${site.quoteTurnaroundHours} heures.`,
  button: { label: "Parler à notre équipe export", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

export const services: Service[] = [
  {
    slug: "contract-manufacturing",
    title: "Fabrication à façon",
    description: `Créez votre propre marque sans construire d'usine. Nous confions vos produits à des usines partenaires qualifiées, titulaires de la certification ${certifications}, supervisons chaque fabrication et livrons des produits finis prêts pour votre marché.`,
    features: [
      "Comprimés, gélules, sirops, suspensions, injectables et gels topiques",
      "Fabrication selon la BP, l'USP, l'IP ou vos propres spécifications",
      "Votre nom de marque, vos maquettes et votre design de conditionnement",
      "Dossiers de fabrication et certificat d'analyse pour chaque lot",
      "Études de stabilité pour les zones climatiques III et IVb",
      "Tailles de lot souples, des lancements pilotes aux volumes d'appels d'offres",
      "Confidentialité de votre formulation et de vos conditions commerciales",
    ],
    footer: "Communiquez-nous votre liste de produits et vos volumes cibles\u00A0: nous vous proposerons les usines, les délais et les prix adaptés.",
  },
  {
    slug: "third-party-manufacturing",
    title: "Fabrication en marque blanche",
    description: "Commercialisez nos formulations approuvées sous votre propre marque. Les formules étant déjà développées et autorisées, vos produits arrivent sur le marché bien plus vite que ne le permettrait un nouveau développement.",
    process: [
      {
        title: "Approbation de la formulation par l'autorité pharmaceutique",
        text: "Nous obtenons l'autorisation de fabrication de votre marque auprès de l'autorité pharmaceutique de l'État indien concerné, à partir de formulations déjà approuvées et stables.",
      },
      {
        title: "Achat des matières premières",
        text: "Les principes actifs et les excipients sont achetés auprès de fournisseurs agréés, et chaque lot est analysé et libéré par le contrôle qualité avant utilisation.",
      },
      {
        title: "Production",
        text: "Fabrication, contrôles en cours de production et conditionnement avec vos maquettes approuvées, suivis des contrôles sur produit fini et de la libération du lot.",
      },
      {
        title: "Exportation",
        text: "Emballage export, factures, certificats et réservation du fret, avec un suivi de l'expédition partagé jusqu'à l'arrivée de la marchandise dans votre port.",
      },
    ],
    footer: "Indiquez-nous les produits que vous souhaitez commercialiser\u00A0: nous vous confirmerons les autorisations nécessaires et les délais.",
  },
  {
    slug: "institutional-tenders",
    title: "Appels d'offres institutionnels",
    description: "Ministères de la Santé, centrales d'achat, hôpitaux et organisations humanitaires achètent par voie d'appels d'offres, avec des délais et des exigences documentaires stricts. Nous préparons des offres conformes et livrons dans les délais ce qui a été attribué.",
    features: [
      "Analyse des dossiers d'appel d'offres et des spécifications techniques",
      "Échantillons, documentation produit et déclarations de conformité",
      "Garanties de soumission, de bonne exécution et de restitution d'acompte obtenues auprès de nos banques",
      "Inspection avant expédition par l'organisme désigné par l'acheteur",
      "Étiquetage propre à l'appel d'offres, comme la mention «\u00A0Vente interdite\u00A0» et les logos de programme",
      "Livraisons programmées dans le cadre d'accords-cadres",
    ],
    footer: "Transmettez-nous l'avis d'appel d'offres ou la liste des produits\u00A0: nous vous indiquerons rapidement les articles que nous pouvons proposer.",
  },
  {
    slug: "regulatory-service",
    title: "Accompagnement réglementaire",
    description: "C'est l'enregistrement qui permet de vendre un produit. Notre équipe réglementaire prépare les documents exigés par les autorités de santé et suit chaque demande jusqu'à l'autorisation, et au-delà.",
    features: [
      "Dossiers aux formats CTD et ACTD, ainsi qu'aux formats propres à chaque pays",
      "Certificats de produit pharmaceutique (CPP) et certificats de libre vente",
      "Certificats BPF et dossiers permanents de site (SMF) de nos usines partenaires",
      "Coordination des études de stabilité et de bioéquivalence",
      "Réponses aux lettres de demande de compléments et aux questions des autorités",
      "Variations, renouvellements et gestion du cycle de vie des produits",
    ],
    footer: "Indiquez-nous les pays et les produits que vous prévoyez d'enregistrer\u00A0: nous vous présenterons les documents nécessaires et les délais à prévoir.",
  },
];

/** The page's name in the menus. */
export const nav = "Services";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Services | ${site.shortName}`,
  description: "Fabrication à façon et en marque blanche, appels d'offres institutionnels et accompagnement réglementaire pour importateurs et distributeurs pharmaceutiques.",
};
