/** Copy for the About Us page. Company facts are read from the site configuration. */
import { site } from "../../app/config/site";
import type { IconCard, Link, PointedBlock, SectionIntro } from "./home";
import type { PageSeo } from "../../app/seo/seo";

const certifications = "{certifications}";

export interface PageBanner {
  heading: string;
  text: string;
  image: `/art/${string}.svg`;
  imageAlt: string;
}

export const aboutBanner: PageBanner = {
  heading: "About Us",
  text: `A {city}-based partner for pharmaceutical, nutraceutical and cosmetic supply, serving importers since {established}.`,
  image: "/art/about-banner.svg",
  imageAlt: "Illustration of a pharmaceutical facility with a leaf and capsule emblem",
};

export const aboutIntro = {
  heading: "Who We Are",
  paragraphs: [
    `{name} is an ${site.businessType.toLowerCase()} of finished pharmaceutical formulations, nutraceuticals and cosmetic products. From our office in {city}, we connect overseas distributors, hospitals, pharmacy chains and health ministries with manufacturers that meet ${certifications} requirements.`,
    `We began in {established} with a clear idea: buyers abroad should not need a local office in {country} to source quality medicines with confidence. We visit and qualify the plants we work with, review every batch's documentation before it ships, and remain your single point of responsibility from quotation to delivery.`,
    `Today our catalogue lists ${site.productCountClaim} products, from antibiotics and analgesics to vitamins, herbal supplements and medicated skin care, and we add new formulations whenever a market we serve asks for them.`,
  ],
};

export const expertise: PointedBlock[] = [
  {
    title: "Contract and Third-Party Manufacturing",
    text: "We turn your product concept into a registered, market-ready brand. Our partner plants have spare capacity in solid, liquid, semi-solid and injectable dosage forms, and our team oversees each run so that what arrives matches what you approved.",
    points: [
      "Formulation development and technology transfer",
      "Production under your brand name and artwork",
      "In-process and finished-product testing to BP, USP or IP",
      "Pack sizes and leaflets adapted to your market",
    ],
  },
  {
    title: "Drug Regulatory Affairs",
    text: "Registration is often the slowest step in entering a new market. Our regulatory desk prepares and maintains the documents that health authorities ask for, and answers their queries promptly so your products reach the shelf sooner.",
    points: [
      "Product dossiers in CTD and ACTD formats",
      "Certificate of pharmaceutical product, free-sale and GMP certificates",
      "Stability studies and bioequivalence data coordination",
      "Responses to authority queries and renewal tracking",
    ],
  },
];

/** Heads of the About page's sections that have no heading of their own above. */
export const aboutSections = {
  expertise: {
    eyebrow: "Our Expertise",
    heading: "Manufacturing and Registration, Handled by Specialists",
    text: "Two disciplines that decide how quickly a product reaches a new market.",
  },
  visionMission: {
    eyebrow: "Vision and Mission",
    heading: "Where We Are Going and Why",
    text: "The aims every order, audit and shipment is measured against.",
  },
  coreValues: {
    eyebrow: "Core Values",
    heading: "The Principles Behind Every Shipment",
    text: "Six values our buyers hold us to, and we hold ourselves to.",
  },
} satisfies Record<string, SectionIntro>;

export const vision = {
  heading: "Our Vision",
  text: `To be the most trusted source of quality medicines from {country} for emerging markets, known for products that pass every inspection and for partnerships that last for decades.`,
};

export const aboutMission = {
  heading: "Our Mission",
  text: `To supply safe, effective and affordable healthcare products made in ${certifications} certified facilities, backed by complete documentation, honest pricing and a quotation within ${site.quoteTurnaroundHours} hours of every enquiry.`,
};

export const coreValues: IconCard[] = [
  {
    title: "Quality",
    text: "No batch leaves for export until its certificate of analysis has been checked against the agreed specification.",
    icon: "gem",
  },
  {
    title: "Integrity",
    text: "We quote honestly, disclose the manufacturer behind every product and never promise a date we cannot keep.",
    icon: "scale",
  },
  {
    title: "Reliability",
    text: "Buyers plan their tenders and stock levels around our dispatch dates, so we treat every commitment as binding.",
    icon: "shield-check",
  },
  {
    title: "Innovation",
    text: "We keep adding modern dosage forms, such as sustained-release tablets and effervescent formats, as our markets evolve.",
    icon: "lightbulb",
  },
  {
    title: "Partnership",
    text: "We measure success by how long our clients stay with us, not by the size of a single order.",
    icon: "handshake",
  },
  {
    title: "Global Excellence",
    text: "Products and paperwork are prepared to meet the standards of regulators on every continent we serve.",
    icon: "globe",
  },
];

export const aboutCta = {
  heading: "Ready to Discuss Your Requirement?",
  text: `Tell us the products, quantities and destination you have in mind, and our export team will reply with a detailed quotation within ${site.quoteTurnaroundHours} hours.`,
  button: { label: "Contact Us Today", page: "contact" },
} satisfies { heading: string; text: string; button: Link };

/** The page's name in the menus. */
export const nav = "About Us";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `About Us | ${site.shortName}`,
  description: `Since {established}, ${site.shortName} has supplied importers with quality medicines, backed by contract manufacturing and drug regulatory expertise.`,
};
