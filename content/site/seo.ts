/** Title and meta description of each public page, kept together so lengths are checked in one place. */
import type { PublicPage } from "../../app/config/paths";
import { site } from "../../app/config/site";
import type { PageSeo } from "../../app/seo/seo";

/** The pages with a title and description of their own: the manifest's public pages, by id. */
export type { PageSeo, PublicPage };

const brand = site.shortName;
const city = "{city}";
const certifications = "{certifications}";

export const pageSeo: Record<PublicPage, PageSeo> = {
  home: {
    title: `${brand} | Pharmaceutical Exporter, ${city}`,
    description: `${certifications} certified pharmaceutical, nutraceutical and cosmetic products exported ${site.market.toLowerCase()} from ${city}. Quote in ${site.quoteTurnaroundHours} hours.`,
  },
  about: {
    title: `About Us | ${brand}`,
    description: `Since {established}, ${brand} has supplied importers with quality medicines, backed by contract manufacturing and drug regulatory expertise.`,
  },
  globalPresence: {
    title: `Global Presence | ${brand}`,
    description: `See the countries we serve across Africa, Asia, the Middle East, the CIS and Latin America, with regulatory, logistics and co-marketing support.`,
  },
  services: {
    title: `Services | ${brand}`,
    description: "Contract manufacturing, third-party manufacturing, institutional tenders and regulatory services for pharmaceutical importers and distributors.",
  },
  products: {
    title: `Products | ${brand}`,
    description: `Browse ${site.productCountClaim} pharmaceutical, nutraceutical and cosmetic products: tablets, capsules, syrups, injections, supplements and skin care.`,
  },
  contact: {
    title: `Contact Us | ${brand}`,
    description: `Contact our export team in ${city} by phone, e-mail or the enquiry form, and receive a detailed business quotation within ${site.quoteTurnaroundHours} hours.`,
  },
  compliance: {
    title: `Quality and Compliance | ${brand}`,
    description: "Our WHO-GMP and ISO 9001 certificates and manufacturing licence, with numbers, issuers and validity, and a link to verify each one with its issuer.",
  },
};
