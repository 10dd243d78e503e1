/**
 * Copy for the home page, in the order its sections appear. Every company fact comes
 * from the site configuration so that a deployer who edits it never finds a stale
 * value hiding in a sentence.
 */
import type { IconName } from "../../app/components/ui/icon-names";
import type { FixedSitePage } from "../../app/config/paths";
import { companyDefaults, site } from "../../app/config/site";
import type { CompanyDetails } from "../../app/company/company";
import type { PageSeo } from "../../app/seo/seo";

/** A link to a page of the site, by its id in the URL manifest (the page's language is added where it is shown). */
export interface Link {
  label: string;
  page: FixedSitePage;
}

export interface BannerSlide {
  id: string;
  heading: string;
  text: string;
  image: `/art/${string}.svg`;
  imageAlt: string;
  cta?: Link;
}

export interface OverviewCard {
  title: string;
  value: string;
  icon: IconName;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface IconCard extends TitledText {
  icon: IconName;
}

export interface PointedBlock extends TitledText {
  points: string[];
}

export interface Stat {
  value: string;
  label: string;
}

export interface Testimonial {
  name: string;
  role: string;
  text: string;
  image: `/art/${string}.svg`;
}

export interface SectionIntro {
  eyebrow: string;
  heading: string;
  text: string;
}

const certifications = "{certifications}";
const city = "{city}";
const country = "{country}";

export const bannerSlides: BannerSlide[] = [
  {
    id: "manufacturing",
    heading: "Quality Medicines, Made to International Standards",
    text: `Tablets, capsules, syrups, injectables and topical products manufactured in ${certifications} certified facilities and supplied under your specifications.`,
    image: "/art/banner-1.svg",
    imageAlt: "Illustration of a modern tablet production line with a compression machine, a conveyor and blister packs",
    cta: { label: "Explore Products", page: "products" },
  },
  {
    id: "export",
    heading: `From ${city} to Markets ${site.market}`,
    text: "Export-ready paperwork, consolidated cargo and dependable freight partners bring pharmaceutical, nutraceutical and cosmetic products to your warehouse on schedule.",
    image: "/art/banner-2.svg",
    imageAlt: "Illustration of a container ship, stacked shipping containers and a globe with export routes",
    cta: { label: "Our Global Presence", page: "globalPresence" },
  },
  {
    id: "quality-control",
    heading: "Every Batch Tested, Every Shipment Documented",
    text: "A certificate of analysis, stability data and pharmacopoeial test results travel with each consignment, so registration and import checks move without delay.",
    image: "/art/banner-3.svg",
    imageAlt: "Illustration of a quality-control laboratory with a microscope, glassware and an analytical instrument",
    cta: { label: "Request a Quote", page: "quote" },
  },
];

/** The registration facts, from the company's details as saved in Settings. */
export function overviewCards(company: CompanyDetails = companyDefaults): OverviewCard[] {
  return [
    { title: "Nature of Business", value: site.businessType, icon: "building" },
    { title: "Year of Establishment", value: String(company.established), icon: "calendar-check" },
    { title: "Market Covered", value: site.market, icon: "earth" },
    { title: "Annual Turnover", value: company.turnoverBand, icon: "indian-rupee" },
    { title: "GST Number", value: company.gstNumber, icon: "receipt" },
    { title: "Certifications", value: company.certifications.join(", "), icon: "badge-check" },
  ];
}

export const sectionIntros = {
  overview: {
    eyebrow: "Company Overview",
    heading: "A Registered Exporter You Can Verify",
    text: "The facts a procurement team asks for first, in one place.",
  },
  featuredProducts: {
    eyebrow: "Featured Products",
    heading: "Popular Formulations Among Our Buyers",
    text: `A few of the ${site.productCountClaim} products we supply across pharmaceutical, nutraceutical and cosmetic ranges.`,
  },
  services: {
    eyebrow: "What We Do",
    heading: "Manufacturing and Supply, Under One Contract",
    text: "Whether you need your own brand made to order or registered generics ready to ship, one team manages it from enquiry to delivery.",
  },
  whyWorkWithUs: {
    eyebrow: "Why Work With Us",
    heading: "Built Around the Needs of Importers",
    text: "Four commitments that shape every order we accept.",
  },
  whyUs: {
    eyebrow: "Why Choose Us",
    heading: "What Our Buyers Can Count On",
    text: "The practical details that keep a long-distance supply relationship running smoothly.",
  },
  globalPresence: {
    eyebrow: "Global Presence",
    heading: `Shipping From ${city} to Every Continent`,
    text: "Distributors, hospitals, pharmacy chains and public health programmes across Africa, Asia, the Middle East, the CIS, Latin America and Oceania rely on our supply.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    heading: "What Our Partners Say",
    text: "Buyers who have worked with us across several order cycles.",
  },
} satisfies Record<string, SectionIntro>;

/**
 * The products a new database features on the home page, in order: the catalogue seed marks
 * them featured. From then on admins choose (Products: "Featured on the home page"). Slugs (not
 * copies) so a renamed or removed product fails the content test instead of showing a stale card.
 */
export const featuredProductSlugs: string[] = [
  "verdamol-500-tablets",
  "ambromer-ls-syrup",
  "verdomega-1000-softgels",
  "verdafizz-c-1000-effervescent-tablets",
  "verdaleaf-neem-tulsi-soap",
];

export const mission = {
  eyebrow: "About Us",
  heading: "Our Mission",
  /** The button to the quote list (the specification's REQUEST A QUOTE). */
  quoteButton: "REQUEST A QUOTE",
  paragraphs: [
    `Our mission is simple: to make dependable, affordable medicines available wherever they are needed. Since {established}, {name} has supplied distributors, hospitals, pharmacy chains and government buyers with pharmaceutical, nutraceutical and cosmetic products manufactured in ${certifications} certified facilities.`,
    `As an ${site.businessType.toLowerCase()} based in ${city}, we pair the breadth of ${country}'s generic-medicine industry with the accountability of a single partner: one team handles sourcing, quality documentation, registration dossiers and freight, so you are never left chasing several suppliers for one order.`,
    `Our range of ${site.productCountClaim} products covers tablets, capsules, syrups, injectables, supplements and personal-care lines. Send us your requirement and you will receive a detailed business quotation within ${site.quoteTurnaroundHours} hours.`,
  ],
};

/** Below the two home-page services: the full list lives on the Services page. */
export const homeServicesLink: Link = { label: "Explore All Services", page: "services" };

/** Beside the mission text: the claims a buyer checks before asking for a quote. */
export const missionHighlights: Stat[] = [
  { value: certifications, label: "Certified manufacturing facilities" },
  { value: `Quote within ${site.quoteTurnaroundHours} hours`, label: "A detailed business quotation for every enquiry" },
  { value: `${site.productCountClaim} products`, label: "Pharmaceutical, nutraceutical and cosmetic ranges" },
  { value: `Established {established}`, label: `Exporting ${site.market.toLowerCase()} from ${city}` },
];

export const homeServices: PointedBlock[] = [
  {
    title: "Contract Manufacturing",
    text: "Launch products under your own brand without investing in a plant. We place your formulation with audited partner manufacturers and manage production, packing and release on your behalf.",
    points: [
      "Your formula or one of our approved formulations",
      "Artwork and packaging to your market's labelling rules",
      "Batch records and certificate of analysis with every lot",
      "Flexible minimum order quantities for first launches",
    ],
  },
  {
    title: "Generic Products",
    text: "A ready portfolio of widely prescribed generic medicines, nutraceuticals and cosmetics, produced to pharmacopoeial standards and available for quick dispatch.",
    points: [
      "Anti-infectives, analgesics, cardiovascular and gastro care",
      "Vitamins, minerals and herbal supplements",
      "Medicated soaps, gels and skin-care lines",
      "Product dossiers available for registration",
    ],
  },
];

export const whyWorkWithUs: IconCard[] = [
  {
    title: "Quality Assurance",
    text: `Every product comes from ${certifications} certified facilities, and each batch is released only against a full certificate of analysis.`,
    icon: "shield-check",
  },
  {
    title: "Timely Delivery",
    text: "Production slots are booked the day an order is confirmed, and we share dispatch dates and tracking details until the cargo reaches you.",
    icon: "truck",
  },
  {
    title: "Competitive Pricing",
    text: `Direct relationships with manufacturers across ${country} and consolidated shipping keep our prices fair without compromising on quality.`,
    icon: "hand-coins",
  },
  {
    title: "Export Documentation",
    text: "Commercial invoice, packing list, certificate of origin, certificate of pharmaceutical product and legalised papers, prepared correctly the first time.",
    icon: "file-check",
  },
];

export const whyUsChecklist: string[] = [
  `${certifications} certified manufacturing`,
  `Business quotation within ${site.quoteTurnaroundHours} hours`,
  `${site.productCountClaim} products across three ranges`,
  "Certificate of analysis with every batch",
  "Registration dossiers in CTD format",
  "Private-label and contract manufacturing",
  "Packaging adapted to local labelling rules",
  "Flexible order quantities",
  "Air and sea freight to any port",
  "One dedicated account manager per buyer",
];

export const stats: Stat[] = [
  { value: site.productCountClaim, label: "Products" },
  { value: "5+", label: "Years of Experience" },
  { value: `${site.quoteTurnaroundHours}+`, label: "Hours Turnaround" },
  { value: "100%", label: "Client Satisfaction" },
];

export const homeGlobalPresence = {
  image: "/art/world-map.svg",
  imageAlt: `World map with markers on the regions we export to and ${city} highlighted`,
  cta: { label: "See Where We Export", page: "globalPresence" },
} satisfies { image: `/art/${string}.svg`; imageAlt: string; cta: Link };

export const testimonials: Testimonial[] = [
  {
    name: "Wanjiru Kamau",
    role: "Procurement Head, a distributor in Nairobi",
    text: "Our tender deadlines are tight, and their team has never missed one. Documents arrive complete, the batches match the samples, and every question gets an answer the same day.",
    image: "/art/testimonial-1.svg",
  },
  {
    name: "Rafael Mendoza",
    role: "Purchasing Director, a hospital supply group in Lima",
    text: "They prepared our registration dossiers and adapted the packs to Peruvian labelling rules before the first shipment. That saved us months with the regulator.",
    image: "/art/testimonial-2.svg",
  },
  {
    name: "Dilnoza Karimova",
    role: "Head of Regulatory Affairs, a pharmacy chain in Tashkent",
    text: "We moved our nutraceutical private label to them two years ago. Quality has been consistent across every batch and the pricing has stayed fair as our volumes grew.",
    image: "/art/testimonial-3.svg",
  },
];

/** The page's name in the menus. */
export const nav = "Home";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `${site.shortName} | Pharmaceutical Exporter, {city}`,
  description: `{certifications} certified pharmaceutical, nutraceutical and cosmetic products exported ${site.market.toLowerCase()} from {city}. Quote in ${site.quoteTurnaroundHours} hours.`,
};
