/**
 * Each marketing page's copy in one language, as its loader sends it: plain data (functions
 * evaluated with the company's details as saved, server-only lists left out). `site` is the
 * language's copy with the company's facts filled in (siteContentFor).
 */
import type { SiteContent } from "~content/i18n/types";
import type { CompanyDetails } from "~/company/company";

export function homeCopy(site: SiteContent, company: CompanyDetails) {
  const { overviewCards, featuredProductSlugs: _slugs, ...rest } = site.home;
  return { ...rest, overviewCards: overviewCards(company) };
}

export function aboutCopy(site: SiteContent) {
  return { ...site.about };
}

export function servicesCopy(site: SiteContent) {
  return { ...site.services };
}

export function globalPresenceCopy(site: SiteContent) {
  const { countriesServed: _all, ...rest } = site.globalPresence;
  return rest;
}
