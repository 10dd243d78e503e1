/**
 * Each marketing page's copy in one language, as its loader sends it: plain data (functions
 * evaluated with the company's details as saved, server-only lists left out).
 */
import type { Dictionary } from "~/i18n/dictionary.server";
import type { CompanyDetails } from "~/lib/company";

export function homeCopy(dictionary: Dictionary, company: CompanyDetails) {
  const { overviewCards, featuredProductSlugs: _slugs, ...rest } = dictionary.site.home;
  return { ...rest, overviewCards: overviewCards(company) };
}

export function aboutCopy(dictionary: Dictionary) {
  return { ...dictionary.site.about };
}

export function servicesCopy(dictionary: Dictionary) {
  return { ...dictionary.site.services };
}

export function globalPresenceCopy(dictionary: Dictionary) {
  const { countriesServed: _all, ...rest } = dictionary.site.globalPresence;
  return rest;
}
