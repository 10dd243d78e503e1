/**
 * The company's details: the ONE place a deployer edits. Every value here is a clearly
 * fictional default (the phone and GST numbers are of the right shape but not real).
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
  phone: {
    display: "+91 98765 43210",
    /** E.164 without the plus: used for tel: and WhatsApp links. */
    e164: "919876543210",
  },
  whatsappNumber: "919876543210",
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

export function formatAddress(lines: "one" | "many" = "one"): string {
  const a = site.address;
  const parts = [a.street, `${a.locality}, ${a.city} ${a.postalCode}`, a.country];
  return lines === "one" ? parts.join(", ") : parts.join("\n");
}

export const whatsappUrl = `https://wa.me/${site.whatsappNumber}`;
export const telUrl = `tel:+${site.phone.e164}`;
export const mailtoUrl = `mailto:${site.email}`;
