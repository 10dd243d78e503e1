import type { CompanyDetails } from "~/company/company";

/**
 * The company's fixed facts, and the defaults of the details an admin edits in Settings (a new
 * database starts from `companyDefaults`; from then on the database's copy is the one shown,
 * read through the site layout's loader). Every value here is a clearly fictional default (the
 * phone and GST numbers are of the right shape but not real).
 */
export const site = {
  name: "Verdant Meridian Exports",
  shortName: "Verdant Meridian",
  legalName: "Verdant Meridian Exports Private Limited (fictional)",
  tagline: "Pharmaceutical, nutraceutical and cosmetic exports from Delhi",
  businessType: "Export, Trader and Wholesale Supplier",
  established: 2018,
  productCountClaim: "150+",
  market: "Worldwide",
  turnoverBand: "Rs. 0 to 10 Crore",
  gstNumber: "07AAAAA0000A1Z0",
  certifications: ["WHO-GMP", "ISO 9001:2015"],
  quoteTurnaroundHours: 24,
  phone: "+91 98765 43210",
  whatsapp: "+91 98765 43210",
  email: "export@verdant-meridian.example",
  address: {
    street: "Plot 14, Example Industrial Estate, Patparganj",
    locality: "Shahdara",
    city: "Delhi",
    region: "Delhi",
    postalCode: "110092",
    country: "India",
    countryCode: "IN",
  },
  map: {
    /** The embedded map on the contact page. */
    embedUrl: "https://www.google.com/maps?q=Patparganj,+Delhi+110092&output=embed",
    /** The external maps page the footer's map image links to. */
    linkUrl: "https://www.google.com/maps/search/?api=1&query=Patparganj%2C+Delhi+110092",
  },
  language: "English",
} as const;

export type Site = typeof site;

/** The details a new database starts with (Settings edits them from then on). */
export const companyDefaults: CompanyDetails = {
  name: site.name,
  phone: site.phone,
  email: site.email,
  whatsapp: site.whatsapp,
  ...site.address,
  gstNumber: site.gstNumber,
  mapUrl: site.map.linkUrl,
  mapEmbedUrl: site.map.embedUrl,
  established: site.established,
  turnoverBand: site.turnoverBand,
  certifications: [...site.certifications],
};
