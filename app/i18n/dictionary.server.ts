/**
 * Everything a language says, looked up on the server: the interface texts, the products'
 * translated texts, the catalogue's terms and the company's facts as its sentences name them
 * (each page's copy is found by app/i18n/page-copy.server.ts). Only the server imports the
 * languages; a page receives its own language's texts through its loaders, so no page ships
 * another language's words.
 */
import { companyFacts as englishFacts } from "~content/site/company-facts";
import { messages as enMessages } from "~content/i18n/en/messages";
import { featureTexts } from "~content/i18n/feature-texts";
import type { ProductDetailLabels } from "~content/i18n/product-details";
import type { ProductFactTexts } from "~content/i18n/product-facts";
import type { RegistrationTexts } from "~content/i18n/registrations";
import type { CatalogueTerms, ClientMessages, Messages, ProductTexts, Translation, UseNames } from "~content/i18n/types";
import { USE_NAMES } from "~content/product-uses";
import type { PackUnits } from "~/catalogue/pack-size";
import { CATEGORIES, DOSAGE_FORMS } from "~/schemas/product-vocabulary";
import type { CompanyDetails } from "~/company/company";
import { localeOfPath, PREFIXED_LOCALES, type Locale } from "./locales";
import type { SentTexts } from "./use-messages";
import { sendOnce } from "~/loader-data";

export interface Dictionary {
  locale: Locale;
  messages: Messages;
  /** Translated product texts by slug; empty for English (the product record is English). */
  products: ProductTexts;
  /** The names of the categories and dosage forms, by key, in the lists' order. */
  terms: Terms;
  /** The words of the products' uses (content/product-uses.ts), for the seed and the search. */
  uses: UseNames;
  /** The words a pack size is counted in (app/catalogue/pack-size.ts); null for English, kept as typed. */
  packUnits: PackUnits | null;
  /** The product page's commercial facts, details table and registrations. */
  productFacts: ProductFactTexts;
  productDetails: ProductDetailLabels;
  registrations: RegistrationTexts;
}

/** Names by key: the specification's from the language's texts, the admin's managed lists once a page asks (`withTerms`). */
export interface Terms {
  categories: Readonly<Record<string, string>>;
  dosageForms: Readonly<Record<string, string>>;
}


const identity = <T extends string>(names: readonly T[]) => Object.fromEntries(names.map((name) => [name, name])) as unknown as Record<T, string>;
const englishTerms: CatalogueTerms = { categories: identity(CATEGORIES), dosageForms: identity(DOSAGE_FORMS) };

/**
 * Every language but English, from its folder's index (content/i18n/<code>/index.ts, a
 * `Translation`), found by its code in `LANGUAGES`: a new language is its folder and that line.
 * Read once as the server starts; a language without its folder stops the start, naming it.
 */
const translations = Object.fromEntries(
  await Promise.all(
    PREFIXED_LOCALES.map(async (locale) => {
      try {
        const folder = (await import(`../../content/i18n/${locale}/index.ts`)) as { default: Translation };
        return [locale, folder.default] as const;
      } catch (error) {
        throw new Error(`The texts of language "${locale}" are missing: content/i18n/${locale}/index.ts (see content/i18n/types.ts)`, { cause: error });
      }
    }),
  ),
) as Record<Exclude<Locale, "en">, Translation>;

const english: Dictionary = {
  locale: "en",
  messages: enMessages,
  products: {},
  terms: englishTerms,
  uses: USE_NAMES,
  packUnits: null,
  ...featureTexts("en"),
};

const dictionaries = Object.fromEntries([
  ["en", english],
  ...Object.entries(translations).map(([locale, t]): [string, Dictionary] => [
    locale,
    {
      locale: locale as Locale,
      messages: t.messages,
      products: t.products,
      terms: t.catalogueTerms,
      uses: t.useNames,
      packUnits: t.packUnits,
      productFacts: t.productFacts,
      productDetails: t.productDetails,
      registrations: t.registrations,
    },
  ]),
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

/**
 * The company's facts (name, year established, city, country, certifications) as a language's
 * sentences name them, from the details saved in Settings: the values of the copy's placeholders.
 */
export function companyFactsFor(locale: Locale, company: CompanyDetails): Record<string, string> {
  return (locale === "en" ? englishFacts : translations[locale].companyFacts)(company);
}

/** The language a request's page is in, from its path (/fr/... is French; no prefix is English). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/**
 * The areas of the interface texts a loader sends to the browser, as `messages` in its data
 * (`useTexts` reads them): the site layout sends `chrome`, a page adds what it shows, so a page
 * without a form or a product carries none of their texts. Mail texts never leave the server.
 *
 * They go as one JSON string, written once per language and set of areas (`sendOnce`): the
 * loader data of every uncached render is encoded for the page (React Router's turbo-stream),
 * value by value, and the texts as an object were a few hundred values more to encode on each
 * render and 2-4% more gzip bytes per page (docs/performance.md).
 */
export function clientTexts<A extends keyof ClientMessages>(locale: Locale, ...areas: A[]): SentTexts<A> {
  const messages = dictionaries[locale].messages;
  return sendOnce(messages, areas.join(" "), () => Object.fromEntries(areas.map((area) => [area, messages[area]])) as Pick<ClientMessages, A>) as SentTexts<A>;
}
