import { site } from "~/config/site";
import type { Locale } from "~/i18n/locales";
import { phoneDigits, type CompanyDetails } from "~/company/company";

/** The page's language for JSON-LD: where it is, its home page's URL and its description of the company. */
export interface JsonLdLanguage {
  locale: Locale;
  /** The home page in that language (the English one is the site's root). */
  url: string;
  description: string;
}

/**
 * schema.org Organization for the home page, built from the company's details (Settings) so search
 * engines see the same facts as the page. React Router's meta renders it as a JSON-LD
 * script with `<` escaped, so no value here can close the script element.
 */
export function organizationJsonLd(siteUrl: string, company: CompanyDetails, language?: JsonLdLanguage) {
  const base = siteUrl.replace(/\/+$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: site.legalName,
    ...(language ? { inLanguage: language.locale } : {}),
    url: language?.url ?? `${base}/`,
    logo: `${base}/art/logo.svg`,
    description: language && language.locale !== "en" ? language.description : site.tagline,
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
