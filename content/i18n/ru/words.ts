/**
 * Russian words the page-copy modules share: the configuration's English values in Russian,
 * the plural rule and the phrases several pages repeat. A value missing from a table shows as
 * configured.
 */
import { site } from "../../../app/config/site";
import type { CompanyDetails } from "../../../app/company/company";

/** Russian for the configuration's English phrases; a value edited in Settings shows as typed. */
const russian: Partial<Record<string, string>> = {
  "Export, Trader and Wholesale Supplier": "Экспортёр, торговая компания и оптовый поставщик",
  Worldwide: "Весь мир",
  "Rs. 0 to 10 Crore": "От 0 до 10 крор рупий",
  Delhi: "Дели",
};

/** A configured English value in Russian, or as configured when the table does not know it. */
export const inRussian = (value: string): string => russian[value] ?? value;

/** The country after «в», «из», «по» (for «Индия» these cases coincide). */
const obliqueCountries: Partial<Record<string, string>> = { India: "Индии" };

/** The configured country after «в», «из», «по», or as configured when the table does not know it. */
export const countryOblique = (country: string): string => obliqueCountries[country] ?? country;

/** The market as an adverb and as a destination. */
const marketPhrases: Partial<Record<string, { where: string; markets: string }>> = {
  Worldwide: { where: "по всему миру", markets: "рынки всего мира" },
};

/** The configured market as an adverb («по всему миру») and as a destination («рынки всего мира»). */
export const marketInRussian = (market: string): { where: string; markets: string } =>
  marketPhrases[market] ?? { where: market, markets: `рынки: ${market}` };

/** Russian plural: one (1, 21), few (2-4, 22-24), many (0, 5-20, 25...). */
export function plural(n: number, [one, few, many]: [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** The certifications as sentences name them, filled from Settings. */
export const certifications = "{certifications}";

/** The quote turnaround in hours. */
export const quoteHours = site.quoteTurnaroundHours;

/** «в течение 24 часов», «в течение 1 часа». */
export const withinHours = `в течение ${quoteHours} ${plural(quoteHours, ["часа", "часов", "часов"])}`;

/**
 * The company's facts as {placeholders} in this language's copy: the page copy names them
 * ("{established}", "{city}"...) and the loaders fill them from Settings (fillCompanyFacts).
 */
export const companyFacts = (company: CompanyDetails): Record<string, string> => ({
  name: company.name,
  established: String(company.established),
  city: inRussian(company.city),
  country: countryOblique(company.country),
  certifications: company.certifications.join(" и "),
});
