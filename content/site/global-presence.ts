/** Copy for the Global Presence page: where we ship and how we support each market. */
import { site } from "../../app/config/site";
import type { PageBanner } from "./about";
import type { Link, SectionIntro, TitledText } from "./home";
import type { PageSeo } from "../../app/seo/seo";

export interface Region {
  name: string;
  /** Names as spelt in `allCountries`, so a served country is always selectable in forms. */
  countries: string[];
}

export const globalPresenceBanner: PageBanner = {
  heading: "Global Presence",
  text: `Medicines, supplements and personal-care products from {city}, delivered to partners across six regions of the world.`,
  image: "/art/global-banner.svg",
  imageAlt: "Illustration of a globe circled by shipping and air-freight routes",
};

export const regions: Region[] = [
  {
    name: "Africa",
    countries: [
      "Nigeria",
      "Ghana",
      "Côte d'Ivoire",
      "Senegal",
      "Sierra Leone",
      "Liberia",
      "Cameroon",
      "Democratic Republic of the Congo",
      "Kenya",
      "Uganda",
      "Tanzania",
      "Rwanda",
      "Ethiopia",
      "Sudan",
      "Zambia",
      "Zimbabwe",
      "Malawi",
      "Mozambique",
      "Madagascar",
      "South Africa",
    ],
  },
  {
    name: "Asia",
    countries: [
      "Afghanistan",
      "Nepal",
      "Bhutan",
      "Bangladesh",
      "Sri Lanka",
      "Myanmar",
      "Cambodia",
      "Laos",
      "Vietnam",
      "Malaysia",
      "Indonesia",
      "Philippines",
      "Mongolia",
    ],
  },
  {
    name: "Middle East",
    countries: [
      "United Arab Emirates",
      "Saudi Arabia",
      "Oman",
      "Kuwait",
      "Iraq",
      "Jordan",
      "Lebanon",
      "Yemen",
    ],
  },
  {
    name: "CIS and Europe",
    countries: [
      "Russia",
      "Ukraine",
      "Belarus",
      "Moldova",
      "Georgia",
      "Azerbaijan",
      "Kazakhstan",
      "Uzbekistan",
      "Kyrgyzstan",
      "Tajikistan",
    ],
  },
  {
    name: "Latin America and the Caribbean",
    countries: [
      "Guatemala",
      "Honduras",
      "Dominican Republic",
      "Jamaica",
      "Colombia",
      "Venezuela",
      "Guyana",
      "Ecuador",
      "Peru",
      "Bolivia",
    ],
  },
  {
    name: "Oceania",
    countries: ["Papua New Guinea", "Fiji", "Solomon Islands"],
  },
];

/** Every country we ship to, in region order; pages that need a count read its length. */
export const countriesServed: string[] = regions.flatMap((region) => region.countries);

export const globalPresenceNarrative = {
  heading: "A Trusted Supply Partner Across Continents",
  paragraphs: [
    `From our base in {city}, {name} ships finished formulations to ${countriesServed.length} countries across ${regions.length} regions. Our buyers range from national distributors and private hospital groups to pharmacy chains, non-governmental organisations and public procurement agencies.`,
    "Each market has its own registration rules, labelling language, climatic zone and preferred pack sizes. We keep a record of these requirements for every country we serve, so a repeat order is prepared correctly without you having to restate them.",
    `Because every product comes from {certifications} certified facilities and is shipped with complete batch documentation, our consignments clear customs and post-import testing with few surprises, even in the most closely regulated of our markets.`,
  ],
};

export const presenceBlocks: TitledText[] = [
  {
    title: "Customer-Specific Manufacture and Supply",
    text: "We produce to your registered specification, brand and pack design, then hold buffer stock or schedule rolling deliveries so your shelves and tender commitments are never left short.",
  },
  {
    title: "Co-Marketing",
    text: "For partners who want to build a portfolio quickly, we offer co-marketing arrangements on selected products: shared registrations, market-specific promotional material and joint planning of launch volumes.",
  },
  {
    title: "Regulatory Support",
    text: "Our regulatory desk prepares CTD and ACTD dossiers, arranges certificates of pharmaceutical product and free-sale certificates, and responds to authority queries until each product is approved.",
  },
  {
    title: "Logistics",
    text: "We consolidate cargo from several plants, book temperature-appropriate air or sea freight, and arrange insurance and legalised documents so that shipments move from factory to port of discharge without gaps.",
  },
];

export const globalPresenceMap = {
  image: "/art/world-map.svg",
  imageAlt: `World map of our export routes from {city} to partners in Africa, Asia, the Middle East, the CIS, Latin America and Oceania`,
} satisfies { image: `/art/${string}.svg`; imageAlt: string };

export const globalPresenceCta = {
  heading: "Looking for a Supplier in Your Market?",
  text: `Tell us your country, products and volumes, and we will confirm registration needs, lead times and prices in a quotation within ${site.quoteTurnaroundHours} hours.`,
  button: { label: "Contact Us Today", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

/** Heads of the Global Presence page's sections. */
export const globalPresenceSections = {
  countries: {
    eyebrow: "Countries We Serve",
    heading: `Supplying ${countriesServed.length} Countries in ${regions.length} Regions`,
    text: "Markets where our products are registered, tendered or distributed today.",
  },
  support: {
    eyebrow: "How We Support Each Market",
    heading: "More Than a Supplier",
    text: "Manufacturing, marketing, registration and freight, arranged around your market.",
  },
  reasons: {
    eyebrow: "Why Collaborate With Us",
    heading: "Reasons Our Partners Stay With Us",
    text: "What distributors and procurement agencies tell us matters most.",
  },
} satisfies Record<string, SectionIntro>;

export const reasonsToCollaborate: string[] = [
  `Products from {certifications} certified manufacturing partners`,
  `A detailed quotation within ${site.quoteTurnaroundHours} hours of your enquiry`,
  "Registration dossiers and regulatory follow-up handled in-house",
  "Packaging and leaflets adapted to each country's labelling rules",
  "Competitive pricing through direct manufacturer relationships",
  "Consolidated shipments and complete export documentation",
  "A dedicated account manager who knows your market",
];

/** The page's name in the menus. */
export const nav = "Global Presence";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Global Presence | ${site.shortName}`,
  description: `See the countries we serve across Africa, Asia, the Middle East, the CIS and Latin America, with regulatory, logistics and co-marketing support.`,
};
