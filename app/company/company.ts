/**
 * The company's details as an admin keeps them (Settings), and the links and lines the pages
 * derive from them. Pure and free of any schema library: it ships to every public page, whose
 * JavaScript has a budget; the rules live in app/schemas/company-settings.ts.
 */
/** The drawing of the map the footer links to the company's maps page with (public/art/). */
export const MAP_THUMBNAIL = "/art/map-thumb.svg";

export interface CompanyDetails {
  name: string;
  /** As shown, in international format: "+91 98765 43210". */
  phone: string;
  email: string;
  /** The WhatsApp number as shown; its digits make the wa.me link. */
  whatsapp: string;
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2, for JSON-LD. */
  countryCode: string;
  /** The Indian GSTIN. */
  gstNumber: string;
  /** The maps page the footer's map and the contact page link to. */
  mapUrl: string;
  /** The map embedded on the contact page (an https page that allows framing). */
  mapEmbedUrl: string;
  established: number;
  turnoverBand: string;
  certifications: string[];
}

/** A phone number's digits, country code first: E.164 without the plus. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

export function telUrl(company: Pick<CompanyDetails, "phone">): string {
  return `tel:+${phoneDigits(company.phone)}`;
}

export function mailtoUrl(company: Pick<CompanyDetails, "email">): string {
  return `mailto:${company.email}`;
}

export function whatsappUrl(company: Pick<CompanyDetails, "whatsapp">): string {
  return `https://wa.me/${phoneDigits(company.whatsapp)}`;
}

/** The postal address on one line, or on several (street; locality, city PIN; country). */
export function formatAddress(company: CompanyDetails, lines: "one" | "many" = "one"): string {
  const parts = [company.street, `${company.locality}, ${company.city} ${company.postalCode}`, company.country];
  return lines === "one" ? parts.join(", ") : parts.join("\n");
}
