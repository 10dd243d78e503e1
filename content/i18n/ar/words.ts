/**
 * Arabic words the page-copy modules share: the usual Arabic forms of configured values, the
 * turnover band and the joined certifications. A value missing from the table shows as
 * configured.
 */
import type { CompanyDetails } from "../../../app/company/company";

/** Arabic forms of configured values; a value edited in the configuration shows as configured. */
const arabicNames: Record<string, string> = {
  Delhi: "دلهي",
  India: "الهند",
  Worldwide: "جميع أنحاء العالم",
  "Export, Trader and Wholesale Supplier": "تصدير وتجارة وتوريد بالجملة",
};

/** A configured English value in its usual Arabic form, or as configured when the table does not know it. */
export const inArabic = (value: string): string => arabicNames[value] ?? value;

/** The turnover band in Arabic when it has the usual "Rs. <from> to <to> Crore" (or Lakh) shape; otherwise as saved. */
export function turnoverInArabic(band: string): string {
  const match = /^Rs\.?\s*([\d.,]+)\s+to\s+([\d.,]+)\s+(Crore|Lakh)s?$/i.exec(band.trim());
  if (!match) return band;
  const unit = match[3]!.toLowerCase() === "crore" ? "كرور" : "لاك";
  return `من ${match[1]} إلى ${match[2]} ${unit} روبية هندية`;
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
  city: inArabic(company.city),
  country: inArabic(company.country),
  certifications: company.certifications.join(" و "),
});
