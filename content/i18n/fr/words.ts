/**
 * French words the page-copy modules share: the few configured English values a French
 * sentence cannot carry (business type, market, country), the turnover band and the joined
 * certifications. A value missing from a table shows as configured.
 */
import type { CompanyDetails } from "../../../app/company/company";

const BUSINESS_TYPES: Record<string, string> = {
  "Export, Trader and Wholesale Supplier": "Exportateur, négociant et grossiste",
};
const MARKETS: Record<string, { name: string; where: string }> = {
  Worldwide: { name: "Monde entier", where: "dans le monde entier" },
};
const IN_COUNTRY: Record<string, string> = { India: "en Inde" };

/** The configured business type in French, or as configured when the table does not know it. */
export const businessTypeInFrench = (businessType: string): string => BUSINESS_TYPES[businessType] ?? businessType;

/** The configured market as a name («Monde entier») and as a place («dans le monde entier»); as configured when unknown. */
export const marketInFrench = (market: string): { name: string; where: string } =>
  MARKETS[market] ?? { name: market, where: market };

/** The configured country with its preposition («en Inde»), or «en» and the name as configured when unknown. */
export const inCountryPhrase = (country: string): string => IN_COUNTRY[country] ?? `en ${country}`;

/** The turnover band in French when it has the usual "Rs. <from> to <to> Crore" (or Lakh) shape; otherwise as saved. */
export function turnoverInFrench(band: string): string {
  const match = /^Rs\.?\s*([\d.,]+)\s+to\s+([\d.,]+)\s+(Crore|Lakh)s?$/i.exec(band.trim());
  if (!match) return band;
  const unit = match[3]!.toLowerCase() === "crore" ? "crores" : "lakhs";
  return `De ${match[1]} à ${match[2]} ${unit} de roupies`;
}

/** The certifications as sentences name them, filled from Settings. */
export const certifications = "{certifications}";

/**
 * The company's facts as {placeholders} in this language's copy: the page copy names them
 * ("{established}", "{city}"...) and the loaders fill them from Settings (fillCompanyFacts).
 */
export const companyFacts = (company: CompanyDetails): Record<string, string> => ({
  name: company.name,
  established: String(company.established),
  city: company.city,
  country: company.country,
  inCountry: inCountryPhrase(company.country),
  certifications: company.certifications.join(" et "),
});
