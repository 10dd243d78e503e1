/** Copy for the Services page: the four services, in the order the page lists them. */
import { site } from "../../app/config/site";
import type { PageBanner } from "./about";
import type { Link, TitledText } from "./home";
import type { PageSeo } from "../../app/seo/seo";

export interface Service {
  slug: string;
  title: string;
  description: string;
  features?: string[];
  process?: TitledText[];
  footer: string;
}

const certifications = "{certifications}";

export const servicesBanner: PageBanner = {
  heading: "Our Services",
  text: "Manufacturing, supply and regulatory support for importers of pharmaceutical, nutraceutical and cosmetic products.",
  image: "/art/services-banner.svg",
  imageAlt: "Illustration of capsules, a production gear, a dossier and a quality shield",
};

export const servicesIntro = {
  heading: "How We Can Help",
  text: `Each service can be taken on its own or combined into a complete supply programme. Tell us what you need and we will reply with a proposal within ${site.quoteTurnaroundHours} hours.`,
};

/** Headings of the lists inside each service. */
export const serviceListHeadings = {
  features: "Key Features",
  process: "How It Works",
} as const;

export const servicesCta = {
  heading: "Not Sure Which Service Fits?",
  text: `Describe your products, markets and volumes, and our export team will recommend the right arrangement with a quotation within ${site.quoteTurnaroundHours} hours.`,
  button: { label: "Talk to Our Export Team", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

export const services: Service[] = [
  {
    slug: "contract-manufacturing",
    title: "Contract Manufacturing",
    description: `Build your own brand without building a factory. We place your products with qualified partner plants that hold ${certifications} certification, supervise every production run and deliver finished goods ready for your market.`,
    features: [
      "Tablets, capsules, syrups, suspensions, injections and topical gels",
      "Manufacturing to BP, USP, IP or your in-house specification",
      "Your brand name, artwork and pack design",
      "Batch manufacturing records and certificate of analysis for every lot",
      "Stability studies for climatic zones III and IVb",
      "Flexible batch sizes, from pilot launches to tender volumes",
      "Confidentiality of your formulation and commercial terms",
    ],
    footer: "Share your product list and target volumes, and we will propose suitable plants, timelines and prices.",
  },
  {
    slug: "third-party-manufacturing",
    title: "Third-Party Manufacturing",
    description: "Market our approved formulations under your own label. Because the formulas are already developed and licensed, your products reach the market far sooner than a new development would allow.",
    process: [
      {
        title: "Formulation Approval from the Drug Department",
        text: "We obtain the product permission for your brand from the state drug licensing authority, using formulations that are already approved and stable.",
      },
      {
        title: "Raw Material Procurement",
        text: "Active ingredients and excipients are bought from approved vendors, and each lot is tested and released by quality control before use.",
      },
      {
        title: "Production",
        text: "Manufacturing, in-process checks and packing in your approved artwork, followed by finished-product testing and batch release.",
      },
      {
        title: "Export",
        text: "Export packing, invoices, certificates and freight booking, with shipment tracking shared until the goods reach your port.",
      },
    ],
    footer: "Send us the products you wish to market, and we will confirm the approvals and lead times they need.",
  },
  {
    slug: "institutional-tenders",
    title: "Institutional Tenders",
    description: "Ministries of health, procurement agencies, hospitals and aid organisations buy through formal tenders with strict deadlines and paperwork. We prepare compliant bids and deliver what was awarded, on time.",
    features: [
      "Review of tender documents and technical specifications",
      "Samples, product literature and compliance declarations",
      "Bid, performance and advance-payment guarantees arranged through our bankers",
      "Pre-shipment inspection by the buyer's nominated agency",
      "Tender-specific labelling, such as 'Not for Sale' and programme logos",
      "Scheduled deliveries against framework agreements",
    ],
    footer: "Forward the tender notice or product schedule, and we will tell you quickly which items we can offer.",
  },
  {
    slug: "regulatory-service",
    title: "Regulatory Service",
    description: "Registration is what allows a product to be sold. Our regulatory team prepares the documents health authorities require and stays with each application until approval and beyond.",
    features: [
      "Dossiers in CTD and ACTD formats, and country-specific formats",
      "Certificate of pharmaceutical product and free-sale certificates",
      "GMP certificates and site master files from our partner plants",
      "Coordination of stability and bioequivalence studies",
      "Responses to deficiency letters and authority queries",
      "Variations, renewals and product life-cycle maintenance",
    ],
    footer: "Tell us the countries and products you plan to register, and we will outline the documents and timelines involved.",
  },
];

/** The page's name in the menus. */
export const nav = "Services";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `Services | ${site.shortName}`,
  description: "Contract manufacturing, third-party manufacturing, institutional tenders and regulatory services for pharmaceutical importers and distributors.",
};
