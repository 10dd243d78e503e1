import { site } from "~/config/site";
import { phoneDigits, type CompanyDetails } from "~/lib/company";

/**
 * schema.org Organization for the home page, built from the company's details (Settings) so search
 * engines see the same facts as the page. React Router's meta renders it as a JSON-LD
 * script with `<` escaped, so no value here can close the script element.
 */
export function organizationJsonLd(siteUrl: string, company: CompanyDetails) {
  const base = siteUrl.replace(/\/+$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: site.legalName,
    url: `${base}/`,
    logo: `${base}/art/logo.svg`,
    description: site.tagline,
    foundingDate: String(company.established),
    telephone: `+${phoneDigits(company.phone)}`,
    email: company.email,
    taxID: company.gstNumber,
    areaServed: site.market,
    knowsAbout: [...company.certifications],
    address: {
      "@type": "PostalAddress",
      streetAddress: company.street,
      addressLocality: `${company.locality}, ${company.city}`,
      addressRegion: company.region,
      postalCode: company.postalCode,
      addressCountry: company.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: `+${phoneDigits(company.phone)}`,
      email: company.email,
      areaServed: site.market,
      availableLanguage: site.language,
    },
  };
}
