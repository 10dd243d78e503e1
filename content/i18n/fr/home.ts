/**
 * French copy for the home page, in the order its sections appear. Company facts come from the
 * site configuration, as in the English module; the few configured English words a French
 * sentence cannot carry (business type, market, country) go through the small tables in
 * ./words, and a value missing from them shows as configured.
 */
import { companyDefaults, site } from "../../../app/config/site";
import { businessTypeInFrench, certifications, marketInFrench, turnoverInFrench } from "./words";
import type { CompanyDetails } from "../../../app/company/company";
import type {
  BannerSlide,
  IconCard,
  Link,
  OverviewCard,
  PointedBlock,
  SectionIntro,
  Stat,
  Testimonial,
} from "../../site/home";
import type { PageSeo } from "../../../app/seo/seo";

const businessType = businessTypeInFrench(site.businessType);
const market = marketInFrench(site.market);
const city = "{city}";
const inCountry = "{inCountry}";

export const bannerSlides: BannerSlide[] = [
  {
    id: "manufacturing",
    heading: "Des médicaments de qualité, fabriqués selon les normes internationales",
    text: `Comprimés, gélules, sirops, injectables et produits topiques fabriqués sur des sites certifiés ${certifications} et livrés selon vos spécifications.`,
    image: "/art/banner-1.svg",
    imageAlt: "Illustration d'une ligne moderne de production de comprimés, avec presse à comprimer, convoyeur et blisters",
    cta: { label: "Découvrir nos produits", page: "products" },
  },
  {
    id: "export",
    heading: `De ${city} vers vos marchés, ${market.where}`,
    text: "Documents prêts pour l'export, fret groupé et transitaires fiables\u00A0: vos produits pharmaceutiques, nutraceutiques et cosmétiques arrivent dans votre entrepôt dans les délais prévus.",
    image: "/art/banner-2.svg",
    imageAlt: "Illustration d'un porte-conteneurs, de conteneurs empilés et d'un globe tracé de routes d'exportation",
    cta: { label: "Notre présence internationale", page: "globalPresence" },
  },
  {
    id: "quality-control",
    heading: "Chaque lot contrôlé, chaque expédition documentée",
    text: "Certificat d'analyse, données de stabilité et résultats des essais selon la pharmacopée accompagnent chaque envoi, pour que l'enregistrement et les contrôles à l'importation se déroulent sans retard.",
    image: "/art/banner-3.svg",
    imageAlt: "Illustration d'un laboratoire de contrôle qualité avec microscope, verrerie et instrument d'analyse",
    cta: { label: "Demander un devis", page: "quote" },
  },
];

/** The registration facts, from the company's details as saved in Settings. */
export function overviewCards(company: CompanyDetails = companyDefaults): OverviewCard[] {
  return [
    { title: "Nature de l'activité", value: businessType, icon: "building" },
    { title: "Année de création", value: String(company.established), icon: "calendar-check" },
    { title: "Marché couvert", value: market.name, icon: "earth" },
    { title: "Chiffre d'affaires annuel", value: turnoverInFrench(company.turnoverBand), icon: "indian-rupee" },
    { title: "Numéro GST", value: company.gstNumber, icon: "receipt" },
    { title: "Certifications", value: company.certifications.join(", "), icon: "badge-check" },
  ];
}

export const sectionIntros = {
  overview: {
    eyebrow: "Présentation de l'entreprise",
    heading: "Un exportateur enregistré, aux informations vérifiables",
    text: "Les informations qu'un service achats demande en premier, réunies en un seul endroit.",
  },
  featuredProducts: {
    eyebrow: "Produits phares",
    heading: "Les formulations les plus demandées par nos acheteurs",
    text: `Quelques-uns des ${site.productCountClaim} produits que nous fournissons dans nos gammes pharmaceutique, nutraceutique et cosmétique.`,
  },
  services: {
    eyebrow: "Nos activités",
    heading: "Fabrication et approvisionnement, dans un seul contrat",
    text: "Que vous souhaitiez faire fabriquer votre propre marque sur commande ou recevoir des génériques enregistrés prêts à expédier, une seule équipe gère tout, de la demande à la livraison.",
  },
  whyWorkWithUs: {
    eyebrow: "Pourquoi travailler avec nous",
    heading: "Une organisation pensée pour les importateurs",
    text: "Quatre engagements qui guident chaque commande que nous acceptons.",
  },
  whyUs: {
    eyebrow: "Pourquoi nous choisir",
    heading: "Ce sur quoi nos acheteurs peuvent compter",
    text: "Les détails concrets qui assurent le bon déroulement d'une relation d'approvisionnement à longue distance.",
  },
  globalPresence: {
    eyebrow: "Présence internationale",
    heading: `De ${city} vers tous les continents`,
    text: "Distributeurs, hôpitaux, chaînes de pharmacies et programmes de santé publique en Afrique, en Asie, au Moyen-Orient, dans la CEI, en Amérique latine et en Océanie comptent sur nos approvisionnements.",
  },
  testimonials: {
    eyebrow: "Témoignages",
    heading: "Ce que disent nos partenaires",
    text: "Des acheteurs avec qui nous avons mené plusieurs cycles de commandes.",
  },
} satisfies Record<string, SectionIntro>;

/** Slugs, not texts: the same products in every language. */
export { featuredProductSlugs } from "../../site/home";

export const mission = {
  eyebrow: "À propos",
  heading: "Notre mission",
  quoteButton: "DEMANDER UN DEVIS",
  paragraphs: [
    `Notre mission est simple\u00A0: rendre des médicaments fiables et abordables disponibles partout où ils sont nécessaires. Depuis {established}, {name} approvisionne distributeurs, hôpitaux, chaînes de pharmacies et acheteurs publics en produits pharmaceutiques, nutraceutiques et cosmétiques fabriqués sur des sites certifiés ${certifications}.`,
    `${businessType} établi à ${city}, nous associons toute l'étendue de l'industrie du médicament générique ${inCountry} à l'engagement d'un interlocuteur unique\u00A0: une seule équipe gère l'approvisionnement, la documentation qualité, les dossiers d'enregistrement et le transport, pour que vous n'ayez jamais à relancer plusieurs fournisseurs pour une même commande.`,
    `Notre gamme de ${site.productCountClaim} produits couvre comprimés, gélules, sirops, injectables, compléments alimentaires et produits d'hygiène et de soin. Envoyez-nous votre besoin\u00A0: vous recevrez un devis commercial détaillé sous ${site.quoteTurnaroundHours} heures.`,
  ],
};

/** Below the two home-page services: the full list lives on the Services page. */
export const homeServicesLink: Link = { label: "Voir tous nos services", page: "services" };

/** Beside the mission text: the claims a buyer checks before asking for a quote. */
export const missionHighlights: Stat[] = [
  { value: certifications, label: "Sites de fabrication certifiés" },
  { value: `Devis sous ${site.quoteTurnaroundHours} heures`, label: "Un devis commercial détaillé pour chaque demande" },
  { value: `${site.productCountClaim} produits`, label: "Gammes pharmaceutique, nutraceutique et cosmétique" },
  { value: `Fondée en {established}`, label: `Exportations ${market.where} depuis ${city}` },
];

export const homeServices: PointedBlock[] = [
  {
    title: "Fabrication à façon",
    text: "Lancez des produits sous votre propre marque sans investir dans une usine. Nous confions votre formulation à des fabricants partenaires audités et gérons pour vous la production, le conditionnement et la libération des lots.",
    points: [
      "Votre formule ou l'une de nos formulations approuvées",
      "Maquettes et conditionnements conformes aux règles d'étiquetage de votre marché",
      "Dossiers de lot et certificat d'analyse pour chaque lot",
      "Quantités minimales de commande souples pour les premiers lancements",
    ],
  },
  {
    title: "Produits génériques",
    text: "Un portefeuille déjà constitué de médicaments génériques largement prescrits, de nutraceutiques et de cosmétiques, fabriqués selon les normes des pharmacopées et disponibles pour une expédition rapide.",
    points: [
      "Anti-infectieux, antalgiques, cardiologie et gastro-entérologie",
      "Vitamines, minéraux et compléments à base de plantes",
      "Savons médicamenteux, gels et produits de soin de la peau",
      "Dossiers produits disponibles pour l'enregistrement",
    ],
  },
];

export const whyWorkWithUs: IconCard[] = [
  {
    title: "Assurance qualité",
    text: `Chaque produit provient de sites certifiés ${certifications}, et chaque lot n'est libéré que sur présentation d'un certificat d'analyse complet.`,
    icon: "shield-check",
  },
  {
    title: "Livraison dans les délais",
    text: "Les créneaux de production sont réservés dès la confirmation de la commande, et nous vous communiquons les dates d'expédition et le suivi jusqu'à l'arrivée de la marchandise.",
    icon: "truck",
  },
  {
    title: "Prix compétitifs",
    text: `Des relations directes avec des fabricants partout ${inCountry} et des expéditions groupées nous permettent de proposer des prix justes, sans compromis sur la qualité.`,
    icon: "hand-coins",
  },
  {
    title: "Documents d'exportation",
    text: "Facture commerciale, liste de colisage, certificat d'origine, certificat de produit pharmaceutique (CPP) et documents légalisés, établis correctement du premier coup.",
    icon: "file-check",
  },
];

export const whyUsChecklist: string[] = [
  `Fabrication certifiée ${certifications}`,
  `Devis commercial sous ${site.quoteTurnaroundHours} heures`,
  `${site.productCountClaim} produits répartis en trois gammes`,
  "Certificat d'analyse pour chaque lot",
  "Dossiers d'enregistrement au format CTD",
  "Fabrication à façon et sous marque de distributeur",
  "Conditionnements adaptés aux règles d'étiquetage locales",
  "Quantités de commande souples",
  "Fret aérien et maritime vers tous les ports",
  "Un chargé de compte dédié pour chaque acheteur",
];

export const stats: Stat[] = [
  { value: site.productCountClaim, label: "Produits" },
  { value: "5+", label: "Années d'expérience" },
  { value: `${site.quoteTurnaroundHours}+`, label: "Heures de délai de réponse" },
  { value: "100\u00A0%", label: "Satisfaction client" },
];

export const homeGlobalPresence = {
  image: "/art/world-map.svg",
  imageAlt: `Carte du monde indiquant les régions vers lesquelles nous exportons, avec mise en évidence de ${city}`,
  cta: { label: "Voir nos destinations d'export", page: "globalPresence" },
} satisfies { image: `/art/${string}.svg`; imageAlt: string; cta: Link };

export const testimonials: Testimonial[] = [
  {
    name: "Wanjiru Kamau",
    role: "Responsable des achats d'un distributeur à Nairobi",
    text: "Nos délais d'appels d'offres sont serrés, et leur équipe n'en a jamais manqué un seul. Les documents arrivent complets, les lots sont conformes aux échantillons et chaque question obtient une réponse le jour même.",
    image: "/art/testimonial-1.svg",
  },
  {
    name: "Rafael Mendoza",
    role: "Directeur des achats d'un groupe d'approvisionnement hospitalier à Lima",
    text: "Ils ont préparé nos dossiers d'enregistrement et adapté les conditionnements aux règles d'étiquetage péruviennes avant la première expédition. Cela nous a fait gagner des mois auprès de l'autorité de réglementation.",
    image: "/art/testimonial-2.svg",
  },
  {
    name: "Dilnoza Karimova",
    role: "Responsable des affaires réglementaires d'une chaîne de pharmacies à Tachkent",
    text: "Nous leur avons confié notre marque de distributeur de nutraceutiques il y a deux ans. La qualité est restée constante d'un lot à l'autre et les prix sont restés justes à mesure que nos volumes augmentaient.",
    image: "/art/testimonial-3.svg",
  },
];

/** The page's name in the menus. */
export const nav = "Accueil";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `${site.shortName} | Exportateur pharmaceutique, {city}`,
  description: `Produits pharmaceutiques, nutraceutiques et cosmétiques certifiés ${certifications}, exportés ${marketInFrench(site.market).where} depuis {city}. Devis sous ${site.quoteTurnaroundHours}\u00A0h.`,
};
