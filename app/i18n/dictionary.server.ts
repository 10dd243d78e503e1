/**
 * Everything a language says, looked up on the server: the interface texts, each page's copy,
 * the products' translated texts and the catalogue's terms. Only the server imports the
 * languages; a page receives its own language's texts through its loaders, so no page ships
 * another language's words.
 */
import { englishSite } from "~content/site";
import { companyFacts as englishFacts } from "~content/site/company-facts";
import { messages as enMessages } from "~content/i18n/en/messages";
import * as fr from "~content/i18n/fr";
import * as es from "~content/i18n/es";
import * as ru from "~content/i18n/ru";
import * as ar from "~content/i18n/ar";
import type { CatalogueTerms, ClientMessages, Messages, ProductTexts, SiteContent } from "~content/i18n/types";
import { CATEGORIES, DOSAGE_FORMS } from "~/schemas/product-vocabulary";
import type { CompanyDetails } from "~/company/company";
import { format } from "./format";
import { localeOfPath, type Locale } from "./locales";

export interface Dictionary {
  locale: Locale;
  messages: Messages;
  site: SiteContent;
  /** Translated product texts by slug; empty for English (the product record is English). */
  products: ProductTexts;
  /** The names of the categories and dosage forms, by key, in the lists' order. */
  terms: Terms;
}

/** Names by key: the specification's from the language's texts, the admin's managed lists once a page asks (`withTerms`). */
export interface Terms {
  categories: Readonly<Record<string, string>>;
  dosageForms: Readonly<Record<string, string>>;
}


const identity = <T extends string>(names: readonly T[]) => Object.fromEntries(names.map((name) => [name, name])) as unknown as Record<T, string>;
const englishTerms: CatalogueTerms = { categories: identity(CATEGORIES), dosageForms: identity(DOSAGE_FORMS) };

/** What a language's folder (content/i18n/<code>/index.ts) exports. */
interface Translation {
  messages: Messages;
  site: SiteContent;
  products: ProductTexts;
  catalogueTerms: CatalogueTerms;
  companyFacts: (company: CompanyDetails) => Record<string, string>;
}

/** Every language but English, by its folder: one line each, and the compiler wants one for each of LANGUAGES. */
const translations: Record<Exclude<Locale, "en">, Translation> = { fr, es, ru, ar };

const english: Dictionary = { locale: "en", messages: enMessages, site: englishSite, products: {}, terms: englishTerms };

const dictionaries = Object.fromEntries([
  ["en", english],
  ...Object.entries(translations).map(([locale, t]) => [locale, { locale, messages: t.messages, site: t.site, products: t.products, terms: t.catalogueTerms }]),
]) as Record<Locale, Dictionary>;

export function dictionaryFor(locale: Locale): Dictionary {
  return dictionaries[locale];
}

/**
 * A language's dictionary naming the categories and dosage forms as the admin's managed lists
 * do (`context.services.vocabulary.termsFor(locale)`): what a catalogue page's loader uses.
 */
export function withTerms(locale: Locale, terms: Terms): Dictionary {
  return { ...dictionaries[locale], terms };
}

const facts = (locale: Locale) => (locale === "en" ? englishFacts : translations[locale].companyFacts);

/** Every text of a value with its placeholders filled; functions (computed copy) are kept. */
function fill<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return format(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fill(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, values)])) as T;
  }
  return value;
}

/** Filled copies per saved details: a save replaces the details object, so its copies go with it. */
const filledCopies = new WeakMap<CompanyDetails, Partial<Record<Locale, SiteContent>>>();

/**
 * A language's page copy with the company's facts (name, year established, city, country,
 * certifications) as saved in Settings: the copy names them as placeholders, so no sentence
 * keeps a default that Settings changed.
 */
export function siteContentFor(locale: Locale, company: CompanyDetails): SiteContent {
  const copies = filledCopies.get(company) ?? {};
  filledCopies.set(company, copies);
  return (copies[locale] ??= fill(dictionaries[locale].site, facts(locale)(company)));
}

/** The language a request's page is in, from its path (/fr/... is French; no prefix is English). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/**
 * The areas of the interface texts a loader sends to the browser, as `messages` in its data
 * (`useTexts` reads them): the site layout sends `chrome`, a page adds what it shows, so a page
 * without a form or a product carries none of their texts. Mail texts never leave the server.
 */
export function clientTexts<A extends keyof ClientMessages>(locale: Locale, ...areas: A[]): Pick<ClientMessages, A> {
  const messages = dictionaries[locale].messages;
  return Object.fromEntries(areas.map((area) => [area, messages[area]])) as Pick<ClientMessages, A>;
}
