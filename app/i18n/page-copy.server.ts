/**
 * Each public page's copy in one language, found by its file name: `content/site/<page>.ts` in
 * English and `content/i18n/<code>/<page>.ts` in the other languages, <page> being the page's
 * id in kebab case, as its route file is named (app/config/paths.ts). Every copy module exports
 * `nav`, the page's name in the menus, and `seo`, its title and meta description, besides the
 * page's own texts; so a new page is its route, its copy in each language and its manifest
 * entry, and no list names it a second time. content/i18n/translations.test.ts checks that
 * every language has every page's module with the English one's texts.
 *
 * A loader sends its page plain data: the copy with the company's facts, as saved in Settings,
 * filled into its placeholders (functions evaluated, server-only lists left out).
 */
import { PUBLIC_PAGES, pageFileName, type PublicPage } from "~/config/paths";
import type { CompanyDetails } from "~/company/company";
import type { PageSeo } from "~/seo/seo";
import type * as Home from "~content/site/home";
import type * as About from "~content/site/about";
import type * as Services from "~content/site/services";
import type * as GlobalPresence from "~content/site/global-presence";
import { companyFactsFor } from "./dictionary.server";
import { formatAll } from "./format";
import { LOCALES, type Locale } from "./locales";
import { sendOnce } from "~/loader-data";

/** What every page's copy module exports, whatever else it says. */
export interface PageCopyModule {
  nav: string;
  seo: PageSeo;
}

// The content folders' modules, read when the server starts (a build bundles them all).
const modules = import.meta.glob<PageCopyModule>(["../../content/site/*.ts", "../../content/i18n/*/*.ts", "!**/*.test.ts"], {
  eager: true,
});

const modulePath = (page: PublicPage, locale: Locale) =>
  locale === "en" ? `../../content/site/${pageFileName(page)}.ts` : `../../content/i18n/${locale}/${pageFileName(page)}.ts`;

/** A page's copy module in a language, or undefined where the language has none. */
export function pageCopyModule(page: PublicPage, locale: Locale): PageCopyModule | undefined {
  return modules[modulePath(page, locale)];
}

const PAGES = Object.keys(PUBLIC_PAGES) as PublicPage[];

// A page without its copy in some language stops the server as it starts, naming the files,
// rather than answering 500 for that page alone.
const missing = LOCALES.flatMap((locale) => PAGES.filter((page) => !pageCopyModule(page, locale)).map((page) => modulePath(page, locale).slice("../../".length)));
if (missing.length) throw new Error(`Page copy missing (see app/i18n/page-copy.server.ts): ${missing.join(", ")}`);

const copyModule = (page: PublicPage, locale: Locale) => pageCopyModule(page, locale)!;

/** Filled copies per saved details: a save replaces the details object, so its copies go with it. */
const filledCopies = new WeakMap<CompanyDetails, Map<string, unknown>>();

/**
 * A page's copy in a language with the company's facts filled in. `Copy` is the English module's
 * type (`typeof import("~content/site/<page>")`), the shape every language fills.
 */
export function pageCopy<Copy extends PageCopyModule>(page: PublicPage, locale: Locale, company: CompanyDetails): Copy {
  const copies = filledCopies.get(company) ?? new Map<string, unknown>();
  filledCopies.set(company, copies);
  const key = `${locale}:${page}`;
  if (!copies.has(key)) copies.set(key, formatAll({ ...copyModule(page, locale) }, companyFactsFor(locale, company)));
  return copies.get(key) as Copy;
}

/** A page's title and meta description in a language, the company's facts filled in. */
export function pageSeo(page: PublicPage, locale: Locale, company: CompanyDetails): PageSeo {
  return pageCopy(page, locale, company).seo;
}

const navLabelsByLocale = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.fromEntries(PAGES.map((page) => [page, copyModule(page, locale).nav]))]),
) as Record<Locale, Record<PublicPage, string>>;

/** Every public page's name in the menus, in a language: the site layout sends it to the header and footer. */
export function pageNames(locale: Locale): Record<PublicPage, string> {
  return navLabelsByLocale[locale];
}

/** A copy without its menu label and metadata, which the page sends as `seo` and the layout as names. */
function pageText<Copy extends PageCopyModule>(copy: Copy): Omit<Copy, "nav" | "seo"> {
  const { nav: _nav, seo: _seo, ...rest } = copy;
  return rest;
}

export function homeCopy(locale: Locale, company: CompanyDetails) {
  return sendOnce(company, `${locale}:home`, () => {
    const { overviewCards, featuredProductSlugs: _slugs, ...rest } = pageText(pageCopy<typeof Home>("home", locale, company));
    return { ...rest, overviewCards: overviewCards(company) };
  });
}

export function aboutCopy(locale: Locale, company: CompanyDetails) {
  return sendOnce(company, `${locale}:about`, () => pageText(pageCopy<typeof About>("about", locale, company)));
}

export function servicesCopy(locale: Locale, company: CompanyDetails) {
  return sendOnce(company, `${locale}:services`, () => pageText(pageCopy<typeof Services>("services", locale, company)));
}

export function globalPresenceCopy(locale: Locale, company: CompanyDetails) {
  return sendOnce(company, `${locale}:globalPresence`, () => {
    const { countriesServed: _all, ...rest } = pageText(pageCopy<typeof GlobalPresence>("globalPresence", locale, company));
    return rest;
  });
}
