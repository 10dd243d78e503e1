import { site } from "~/config/site";

/**
 * schema.org Organization for the home page, built from the site configuration so search
 * engines see the same facts as the page. React Router's meta renders it as a JSON-LD
 * script with `<` escaped, so no value here can close the script element.
 */
export function organizationJsonLd(siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, "");
  const address = site.address;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: `${base}/`,
    logo: `${base}/art/logo.svg`,
    description: site.tagline,
    foundingDate: String(site.established),
    telephone: `+${site.phone.e164}`,
    email: site.email,
    taxID: site.gstNumber,
    areaServed: site.market,
    knowsAbout: [...site.certifications],
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: `${address.locality}, ${address.city}`,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: `+${site.phone.e164}`,
      email: site.email,
      areaServed: site.market,
      availableLanguage: site.language,
    },
  };
}
