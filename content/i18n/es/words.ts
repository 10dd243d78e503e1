/**
 * Spanish words the page-copy modules share: the configuration's English values in Spanish and
 * the joined certifications. A value missing from the table shows as configured.
 */
import type { CompanyDetails } from "../../../app/company/company";

/** Spanish for the configuration's English phrases; a value edited in Settings shows as typed. */
const spanish: Record<string, string> = {
  "Export, Trader and Wholesale Supplier": "Exportador, comerciante y proveedor mayorista",
  Worldwide: "Todo el mundo",
  "Rs. 0 to 10 Crore": "Rs. 0 a 10 crore",
};

/** A configured English value in Spanish, or as configured when the table does not know it. */
export const inSpanish = (value: string): string => spanish[value] ?? value;

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
  certifications: company.certifications.join(" y "),
});
