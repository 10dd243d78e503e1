import type { CompanyDetails } from "../../app/company/company";

/**
 * The company's facts as {placeholders} in this language's copy: the page copy names them
 * ("{established}", "{city}"...) and the loaders fill them from Settings (fillCompanyFacts).
 */
export const companyFacts = (company: CompanyDetails): Record<string, string> => ({
  name: company.name,
  established: String(company.established),
  city: company.city,
  country: company.country,
  certifications: company.certifications.join(" and "),
});
