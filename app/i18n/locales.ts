/**
 * The site's languages and where each lives: English at today's URLs, every other language
 * under its own path prefix (/fr/products, /ar/product/<slug>). Plain data and string work,
 * so the browser bundle can use it (the switcher builds its links with it).
 */
/** What the site needs to know of a language besides its texts (content/i18n/<code>/). */
interface Language {
  /** In its own words, as the switcher lists it ("Français"). */
  name: string;
  /** In English, as the inbox and the company's e-mail name it ("French"). */
  english: string;
  /** Arabic reads right to left. */
  direction: "ltr" | "rtl";
  /** OpenGraph's language_TERRITORY. */
  og: string;
  /** The Unicode script it is written in: the search reads a query word's language from its letters. */
  script: "Latin" | "Cyrillic" | "Arabic" | "Greek" | "Devanagari" | "Han" | "Hiragana" | "Hangul" | "Thai" | "Hebrew";
}

/**
 * The site's languages, one line each; English first. Everything that lists the languages (the
 * switcher, the routes, hreflang and the sitemap, the inbox's names, the search) reads this; the
 * texts of a language are its folder content/i18n/<code>/, which the dictionary
 * (dictionary.server.ts) finds by the code. A new language is its folder and its line here.
 */
export const LANGUAGES = {
  en: { name: "English", english: "English", direction: "ltr", og: "en_IN", script: "Latin" },
  fr: { name: "Français", english: "French", direction: "ltr", og: "fr_FR", script: "Latin" },
  es: { name: "Español", english: "Spanish", direction: "ltr", og: "es_LA", script: "Latin" },
  ru: { name: "Русский", english: "Russian", direction: "ltr", og: "ru_RU", script: "Cyrillic" },
  ar: { name: "العربية", english: "Arabic", direction: "rtl", og: "ar_AR", script: "Arabic" },
} as const satisfies Record<string, Language>;

export type Locale = keyof typeof LANGUAGES;

export const LOCALES = Object.keys(LANGUAGES) as readonly Locale[];

/** English: the specification's language, at URLs without a prefix. */
export const DEFAULT_LOCALE: Locale = "en";

/** The languages with a path prefix. */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Each language in its own words, as the switcher lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = Object.fromEntries(LOCALES.map((locale) => [locale, LANGUAGES[locale].name])) as Record<Locale, string>;

export function localeDirection(locale: Locale): "ltr" | "rtl" {
  return LANGUAGES[locale].direction;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A prefix segment that names a language other than English ("fr", not "en" or "FR"). */
export function isPrefixedLocale(value: unknown): value is Locale {
  return isLocale(value) && value !== DEFAULT_LOCALE;
}

/**
 * The language of a path and the path without its prefix: "/fr/products" is French
 * "/products"; "/fr" and "/fr/" are the French home page "/"; "/products" is English.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  // Paths match ignoring case (React Router's default), so /FR/products is French too.
  const match = /^\/([a-zA-Z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const prefix = match?.[1]?.toLowerCase();
  if (match && isPrefixedLocale(prefix)) return { locale: prefix, path: rooted(match[2] || "/") };
  return { locale: DEFAULT_LOCALE, path: rooted(pathname || "/") };
}

/**
 * A path on this site: a leading run of slashes or backslashes becomes one "/", since a link to
 * "//host" or "/\host" leaves the site (/fr//evil.example must not link "English" to evil.example).
 */
function rooted(path: string): string {
  return path.replace(/^[\\/]+/, "/");
}

/** The language a path is in. */
export function localeOfPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

/**
 * A site path in a language: "/products" in French is "/fr/products", the home page "/" is
 * "/fr/". English paths keep no prefix. Query and hash are kept.
 */
export function localizePath(given: string, locale: Locale): string {
  const path = rooted(given);
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#")) return `/${locale}/${path.slice(1)}`;
  return `/${locale}${path}`;
}
