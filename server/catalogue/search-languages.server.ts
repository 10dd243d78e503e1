/**
 * The catalogue search in the site's five languages: what app/catalogue/search.ts compares,
 * given each language's stemmer (Snowball's, from @orama/stemmers) and each product's texts in
 * every language, so a buyer finds a product in the words of the page ("comprimés",
 * "таблеток", "أقراص") or of another of our languages.
 *
 * - A product's texts are stemmed in their own language: the English record in English, each
 *   translation, dosage-form name, category name and use in its language.
 * - A query word is stemmed in every language of its script (Latin: English, French and
 *   Spanish; Cyrillic: Russian; Arabic: Arabic), so "antibiotiques" meets "antibiotic".
 * - Snowball leaves some forms apart that a buyer writes: the Russian fleeting vowel
 *   (таблетки / таблеток, кашель / кашля) and the Arabic article and conjunctions (الفيتامينات /
 *   فيتامين). Each word also gets a second stem for those, on both sides.
 * - The names of the catalogue's molecules and ingredients, which the product record keeps in
 *   English (as printed on the pack), are given in each language by `LOCAL_NAMES`.
 */
import { stemmer as arabic } from "@orama/stemmers/arabic";
import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as russian } from "@orama/stemmers/russian";
import { stemmer as spanish } from "@orama/stemmers/spanish";
import {
  buildSearchEntry,
  foldWord,
  parseSearchQuery,
  prepareNameGroups,
  type NameGroups,
  type SearchEntry,
  type SearchQuery,
  type SearchText,
  type WordStems,
} from "../../app/catalogue/search";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { LANGUAGES, LOCALES, type Locale } from "../../app/i18n/locales";
import type { Product } from "../../app/schemas/product";
import type { ProductTranslation } from "./product-repository.server";

/**
 * Each language's Snowball stemmer. A language added later without one here is searched word for
 * word (its words folded, not stemmed) until it gets one.
 */
const SNOWBALL: Partial<Record<Locale, (word: string) => string>> = { en: english, fr: french, es: spanish, ru: russian, ar: arabic };

const RUSSIAN_VOWELS = "аеёиоуыэюя";
/** A stem that ends in a consonant, a fleeting о/е/ё and a consonant: the form without the vowel. */
const FLEETING = new RegExp(`(?<=[^${RUSSIAN_VOWELS}\\s])[оеё](?=[^${RUSSIAN_VOWELS}]$)`, "u");
/** Arabic prefixes a word may carry: the article, and conjunctions and prepositions before it. */
const ARABIC_PREFIX = /^(?:وال|فال|بال|كال|لل|ال)/u;
/** Arabic plural and feminine endings. */
const ARABIC_SUFFIX = /(?:ات|ين|ون|ة|ه)$/u;

/** Stems already computed, by language and word: a catalogue repeats its words (bounded, see stemsOf). */
const memo = new Map<string, readonly string[]>();
const MEMO_LIMIT = 100_000;

/** A word's stems in one language: Snowball's, and the second stem of the rules above. */
function stemsOf(locale: Locale, word: string): readonly string[] {
  const key = `${locale}:${word}`;
  const known = memo.get(key);
  if (known) return known;
  const stems = computeStems(locale, word);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, stems);
  return stems;
}

function computeStems(locale: Locale, word: string): string[] {
  const stem = SNOWBALL[locale]?.(word) ?? word;
  const stems = [stem];
  if (locale === "ru" && stem.length >= 5) {
    const short = stem.replace(FLEETING, "");
    if (short !== stem) stems.push(short);
  }
  if (locale === "ar") {
    const bare = word.replace(ARABIC_PREFIX, "");
    const light = bare.length >= 4 ? bare.replace(ARABIC_SUFFIX, "") : bare;
    if (light.length >= 3) stems.push(light);
  }
  return stems;
}

/** The stemmer of texts written in `locale`. */
export function textStems(locale: Locale): WordStems {
  return (word) => stemsOf(locale, word);
}

/**
 * The site's scripts, each with its languages (LANGUAGES' `script`); Latin last, so a word with
 * Latin letters among others ("витаминC") counts as the other script's.
 */
const SCRIPTS = [...new Set(LOCALES.map((locale) => LANGUAGES[locale].script))]
  .sort((a, b) => Number(a === "Latin") - Number(b === "Latin"))
  .map((script) => ({ letters: new RegExp(`\\p{Script=${script}}`, "u"), locales: LOCALES.filter((locale) => LANGUAGES[locale].script === script) }));

/** The languages a word may be in, by its letters. */
function languagesOf(word: string): readonly Locale[] {
  return SCRIPTS.find((script) => script.letters.test(word))?.locales ?? [];
}

/** A query word's stems in every language of its script. */
export const queryStems: WordStems = (word) => languagesOf(word).flatMap((locale) => stemsOf(locale, word));

/**
 * The catalogue's molecules and ingredients, and words buyers put with them, in each language
 * (the product record names them in English). A product whose English texts name one is found
 * by the others. Kept to what the catalogue holds: a test checks each English name is in it.
 */
export const LOCAL_NAMES: readonly Readonly<{ en: string } & Partial<Record<Locale, string>>>[] = [
  { en: "paracetamol", fr: "paracétamol", es: "paracetamol", ru: "парацетамол", ar: "باراسيتامول" },
  { en: "vitamin", fr: "vitamine", es: "vitamina", ru: "витамин", ar: "فيتامين" },
  { en: "multivitamin", fr: "multivitamines", es: "multivitamínico", ru: "мультивитамины", ar: "فيتامينات متعددة" },
  // Russian buyers write the vitamin's letter in Cyrillic (С, Д, Е); the Latin one finds the English.
  { en: "vitamin C", fr: "vitamine C", es: "vitamina C", ru: "витамин С", ar: "فيتامين سي" },
  { en: "vitamin D3", fr: "vitamine D3", es: "vitamina D3", ru: "витамин Д3", ar: "فيتامين د3" },
  { en: "vitamin E", fr: "vitamine E", es: "vitamina E", ru: "витамин Е", ar: "فيتامين هـ" },
  { en: "amoxicillin", fr: "amoxicilline", es: "amoxicilina", ru: "амоксициллин", ar: "أموكسيسيلين" },
  { en: "azithromycin", fr: "azithromycine", es: "azitromicina", ru: "азитромицин", ar: "أزيثروميسين" },
  { en: "cefixime", fr: "céfixime", es: "cefixima", ru: "цефиксим", ar: "سيفيكسيم" },
  { en: "ciprofloxacin", fr: "ciprofloxacine", es: "ciprofloxacino", ru: "ципрофлоксацин", ar: "سيبروفلوكساسين" },
  { en: "ceftriaxone", fr: "ceftriaxone", es: "ceftriaxona", ru: "цефтриаксон", ar: "سيفترياكسون" },
  { en: "metronidazole", fr: "métronidazole", es: "metronidazol", ru: "метронидазол", ar: "ميترونيدازول" },
  { en: "doxycycline", fr: "doxycycline", es: "doxiciclina", ru: "доксициклин", ar: "دوكسيسيكلين" },
  { en: "ibuprofen", fr: "ibuprofène", es: "ibuprofeno", ru: "ибупрофен", ar: "ايبوبروفين" },
  { en: "diclofenac", fr: "diclofénac", es: "diclofenaco", ru: "диклофенак", ar: "ديكلوفيناك" },
  { en: "metformin", fr: "metformine", es: "metformina", ru: "метформин", ar: "ميتفورمين" },
  { en: "pantoprazole", fr: "pantoprazole", es: "pantoprazol", ru: "пантопразол", ar: "بانتوبرازول" },
  { en: "omeprazole", fr: "oméprazole", es: "omeprazol", ru: "омепразол", ar: "أوميبرازول" },
  { en: "cetirizine", fr: "cétirizine", es: "cetirizina", ru: "цетиризин", ar: "سيتريزين" },
  { en: "amlodipine", fr: "amlodipine", es: "amlodipino", ru: "амлодипин", ar: "أملوديبين" },
  { en: "atorvastatin", fr: "atorvastatine", es: "atorvastatina", ru: "аторвастатин", ar: "أتورفاستاتين" },
  { en: "albendazole", fr: "albendazole", es: "albendazol", ru: "альбендазол", ar: "ألبيندازول" },
  { en: "fluconazole", fr: "fluconazole", es: "fluconazol", ru: "флуконазол", ar: "فلوكونازول" },
  { en: "ondansetron", fr: "ondansétron", es: "ondansetrón", ru: "ондансетрон", ar: "أوندانسيترون" },
  { en: "ambroxol", fr: "ambroxol", es: "ambroxol", ru: "амброксол", ar: "أمبروكسول" },
  { en: "calcium", fr: "calcium", es: "calcio", ru: "кальций", ar: "كالسيوم" },
  { en: "iron", fr: "fer", es: "hierro", ru: "железо", ar: "حديد" },
  { en: "zinc", fr: "zinc", es: "zinc", ru: "цинк", ar: "زنك" },
  { en: "magnesium", fr: "magnésium", es: "magnesio", ru: "магний", ar: "مغنيسيوم" },
  { en: "folic acid", fr: "acide folique", es: "ácido fólico", ru: "фолиевая кислота", ar: "حمض الفوليك" },
  { en: "omega-3", fr: "oméga-3", es: "omega-3", ru: "омега-3", ar: "أوميغا 3" },
  { en: "protein", fr: "protéine", es: "proteína", ru: "протеин", ar: "بروتين" },
  { en: "probiotic", fr: "probiotique", es: "probiótico", ru: "пробиотик", ar: "بروبيوتيك" },
  { en: "collagen", fr: "collagène", es: "colágeno", ru: "коллаген", ar: "كولاجين" },
  { en: "biotin", fr: "biotine", es: "biotina", ru: "биотин", ar: "بيوتين" },
  { en: "aloe", fr: "aloès", es: "aloe", ru: "алоэ", ar: "الصبار" },
  { en: "neem", fr: "neem", es: "neem", ru: "ним", ar: "النيم" },
  { en: "turmeric", fr: "curcuma", es: "cúrcuma", ru: "куркума", ar: "الكركم" },
  { en: "charcoal", fr: "charbon", es: "carbón", ru: "уголь", ar: "الفحم" },
  { en: "glycerin", fr: "glycérine", es: "glicerina", ru: "глицерин", ar: "الجلسرين" },
  { en: "soap", fr: "savon", es: "jabón", ru: "мыло", ar: "صابون" },
  { en: "gel", fr: "gel", es: "gel", ru: "гель", ar: "جل" },
];

let names: NameGroups | undefined;
/** LOCAL_NAMES tokenised once, each name with its language's stemmer. */
function localNames(): NameGroups {
  names ??= prepareNameGroups(
    LOCAL_NAMES.map((group) => LOCALES.flatMap((locale): SearchText[] => (group[locale] === undefined ? [] : [{ text: group[locale], stems: textStems(locale) }]))),
  );
  return names;
}

/**
 * A product prepared for the search in every language: its English record, the dosage form,
 * category and uses in each language (ranked like the composition), and its descriptions and key
 * benefits in each language (found, ranked after). `translations` are its texts by language.
 */
export function productSearchEntry(product: Product, translations: Partial<Record<Locale, ProductTranslation>> = {}): SearchEntry {
  const named: SearchText[] = [];
  const described: SearchText[] = [];
  for (const locale of LOCALES) {
    const stems = textStems(locale);
    const { terms } = dictionaryFor(locale);
    const texts = locale === "en" ? product : translations[locale];
    if (locale !== "en") named.push({ text: terms.dosageForms[product.dosageForm] ?? product.dosageForm, stems });
    named.push({ text: terms.categories[product.category] ?? product.category, stems });
    for (const use of texts?.uses ?? []) named.push({ text: use, stems });
    for (const line of [...(texts?.descriptionList ?? []), ...(texts?.keyBenefits ?? [])]) described.push({ text: line, stems });
  }
  return buildSearchEntry({ ...product, named, described }, textStems("en"), localNames());
}

/**
 * Words that carry no meaning in a product search ("sirop contre la toux", "таблетки от
 * давления"): left out of a query that has other words. Letters that name a vitamin (c, e) are
 * not among them.
 */
const STOP_WORDS = new Set(
  [
    "the", "of", "for", "and", "with", "against", "in", "to",
    "le", "la", "les", "de", "du", "des", "contre", "pour", "et", "en", "au", "aux", "avec", "un", "une",
    "el", "los", "las", "del", "para", "y", "con", "una",
    "от", "для", "и", "в", "при", "из", "на",
    "من", "ضد", "في", "و", "على", "مع",
  ].map(foldWord),
);

/** A buyer's query, in any of the languages. */
export function parseLanguageQuery(query: string): SearchQuery {
  const parsed = parseSearchQuery(query, queryStems);
  const words = parsed.words.filter((word) => !STOP_WORDS.has(word.raw));
  return words.length > 0 ? { words } : parsed;
}
