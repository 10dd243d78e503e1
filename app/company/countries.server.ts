import isoCountries from "i18n-iso-countries";
import { countryAliases, countryNames } from "../../content/site/countries";

/** A country as the site stores it: the ISO 3166-1 alpha-2 code and the site's English name. */
export interface Country {
  code: string;
  name: string;
}

/** One suggestion of a country field's list: what the box receives, and the name it stands for. */
export interface CountryOption {
  value: string;
  label?: string;
}

/**
 * The form in which typed names are compared: only letters and digits count, without case or
 * accents, and a leading "the" is dropped. "Côte d'Ivoire", "cote d ivoire" and "COTE
 * D’IVOIRE" are one key; so are "O'zbekiston" and Uzbek's "Oʻzbekiston" (ʻ is a letter to
 * Unicode, so it goes with the apostrophes).
 */
export function countryKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[ʻʼ]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/^the /, "")
    .replace(/ /g, "");
}

const names = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Every accepted spelling's key and its code, built once. Earlier sources win: the site's own
 * names, its alias table, ISO's English names, the codes themselves, then the names in every
 * other language. Within one source a key two countries share (a name one language gives to
 * two of them) is left to no one rather than guessed.
 */
function buildIndex(): { index: Map<string, string>; english: Map<string, string> } {
  const english = new Map<string, string>();
  for (const [code, official] of Object.entries(isoCountries.getNames("en", { select: "official" }))) {
    english.set(code, countryNames[code] ?? official);
  }
  const index = new Map<string, string>();
  const claimed = new Set<string>();
  const addSource = (pairs: Iterable<[name: string, code: string]>) => {
    const source = new Map<string, string | null>();
    for (const [name, code] of pairs) {
      const key = countryKey(name);
      if (!key || claimed.has(key)) continue;
      const existing = source.get(key);
      source.set(key, existing === undefined || existing === code ? code : null);
    }
    for (const [key, code] of source) {
      claimed.add(key);
      if (code !== null) index.set(key, code);
    }
  };
  const all = (lang: string) =>
    Object.entries(isoCountries.getNames(lang, { select: "all" })).flatMap(([code, value]) =>
      names(value).map((name): [string, string] => [name, code]),
    );
  addSource([...english].map(([code, name]) => [name, code]));
  addSource(Object.entries(countryAliases));
  addSource(all("en"));
  addSource(
    Object.entries(isoCountries.getAlpha2Codes()).flatMap(([alpha2, alpha3]): Array<[string, string]> => [
      [alpha2, alpha2],
      [alpha3, alpha2],
    ]),
  );
  addSource(isoCountries.langs().filter((lang) => lang !== "en").flatMap(all));
  return { index, english };
}

let built: ReturnType<typeof buildIndex> | undefined;
const data = () => (built ??= buildIndex());

/**
 * The country a buyer typed or picked, in any accepted spelling: an English, native or common
 * name ("Perú", "Viet Nam", "USA", "Türkiye", "O'zbekiston") or an ISO code ("PE", "PER").
 * Undefined when it names no country, or could name two.
 */
export function resolveCountry(text: string): Country | undefined {
  const { index, english } = data();
  const code = index.get(countryKey(text));
  return code === undefined ? undefined : { code, name: english.get(code)! };
}

/** The site's English name of an ISO alpha-2 code. */
export function countryName(code: string): string | undefined {
  return data().english.get(code.toUpperCase());
}

const options = new Map<string, CountryOption[]>();

/**
 * The suggestions of a country field in a language. English: every English name, and the
 * alias table's names labelled with the country they stand for. Other languages: every
 * country's name in that language (ISO 3166-1 names from i18n-iso-countries), which is what the
 * box receives; the server's country rule resolves it to the code and the English name it
 * stores. Sorted as a reader of the language looks for them.
 */
export function countryOptions(locale: string = "en"): CountryOption[] {
  const cached = options.get(locale);
  if (cached) return cached;
  const { english } = data();
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  let list: CountryOption[];
  if (locale === "en") {
    const listed = new Set(english.values());
    const aliases = Object.entries(countryAliases)
      .filter(([alias]) => !listed.has(alias))
      .map(([alias, code]) => ({ value: alias, label: english.get(code)! }));
    list = [...[...listed].map((value) => ({ value })), ...aliases];
  } else {
    const names = isoCountries.getNames(locale, { select: "official" });
    list = [...english.keys()].map((code) => ({ value: names[code] ?? english.get(code)! }));
  }
  list.sort((a, b) => collator.compare(a.value, b.value));
  options.set(locale, list);
  return list;
}

/** A country's name in a language (the site's English name for English or when ISO has none). */
export function localCountryName(code: string, locale: string): string | undefined {
  if (locale === "en") return countryName(code);
  return isoCountries.getName(code.toUpperCase(), locale, { select: "official" }) ?? countryName(code);
}

/** Every country by code with the site's English name, sorted by name: a select's options (the admin's). */
export function countriesByName(): Country[] {
  return [...data().english]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}
