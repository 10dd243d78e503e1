/**
 * Text matching for the catalogue search, built for what buyers type rather than for how the
 * catalogue happens to spell things:
 * - case, accents and punctuation are ignored, and every word of the query must match
 *   somewhere (in any order): "amoxicillin 500" finds "Amoxicillin Trihydrate ... 500 mg";
 * - a word matches a part of a word ("clav" finds "Clavulanate"), but a number matches a whole
 *   number only, so "50" does not find "250 mg" or "500 mg";
 * - a strength is one token however it is written: "500mg", "500 mg" and "500 MG" are the
 *   same, and "500" finds all three;
 * - British and American spellings of a molecule meet (amoxycillin/amoxicillin,
 *   cephalexin/cefalexin, sulphate/sulfate, paediatric/pediatric) through a few spelling rules,
 *   and names the rules cannot bridge (paracetamol/acetaminophen, vitamin C/ascorbic acid) through
 *   a small table of the catalogue's own molecules;
 * - dosage-form shorthand (tabs, caps, syp, inj...) means the dosage form;
 * - a word of one or two letters ("c" in "vitamin c", "d3") matches a whole word only, and a
 *   part inside a word needs four letters or more, so short words cannot match everything;
 * - Arabic letter forms (hamza carriers, taa marbuta, alef maqsura, diacritics, tatweel) and
 *   Eastern Arabic digits are folded on both sides;
 * - with a stemmer (`WordStems`, given by the server: server/catalogue/search-languages.server.ts),
 *   a word also meets its other inflections: "таблеток" finds "Таблетки", "comprimés" "Comprimé".
 * Results are ranked: the name itself, then a name that starts with the query, then a name that
 * holds it, and so on (see `rankSearch`).
 *
 * The product side is prepared once per catalogue load (`buildSearchEntry`); a query is parsed
 * once per request (`parseSearchQuery`), so a search costs a few string comparisons per product.
 */

/** Longest query we look at; anything beyond is cut, not refused. */
export const MAX_QUERY_LENGTH = 100;

/**
 * A table's own entry: a word such as "constructor" or "__proto__" must not reach the object's
 * prototype. (Plain object literals rather than Maps, so the browser bundle, which imports this
 * file for MAX_QUERY_LENGTH, can leave them out.)
 */
function lookUp(table: Readonly<Record<string, string>>, word: string): string | undefined {
  return Object.hasOwn(table, word) ? table[word] : undefined;
}

/** Unit spellings, each to the one form the search compares. */
const UNITS: Readonly<Record<string, string>> = {
  mg: "mg",
  mgs: "mg",
  milligram: "mg",
  milligrams: "mg",
  mcg: "mcg",
  μg: "mcg",
  ug: "mcg",
  microgram: "mcg",
  micrograms: "mcg",
  g: "g",
  gm: "g",
  gms: "g",
  gram: "g",
  grams: "g",
  kg: "kg",
  ml: "ml",
  mls: "ml",
  iu: "iu",
  // Russian and Arabic abbreviations.
  мг: "mg",
  мкг: "mcg",
  г: "g",
  кг: "kg",
  мл: "ml",
  ме: "iu",
  ملغ: "mg",
  مغ: "mg",
  ملجم: "mg",
  ميكروغرام: "mcg",
  غ: "g",
  غم: "g",
  جم: "g",
  كغ: "kg",
  مل: "ml",
};

/**
 * Dosage-form words and their shorthand, each to one form. Only words that mean nothing else
 * in a pharmaceutical catalogue are listed.
 */
const FORM_WORDS: Readonly<Record<string, string>> = {
  tab: "tablet",
  tabs: "tablet",
  tablet: "tablet",
  tablets: "tablet",
  cap: "capsule",
  caps: "capsule",
  capsule: "capsule",
  capsules: "capsule",
  softgel: "softgel",
  softgels: "softgel",
  syp: "syrup",
  syr: "syrup",
  syrup: "syrup",
  syrups: "syrup",
  susp: "suspension",
  suspension: "suspension",
  suspensions: "suspension",
  inj: "injection",
  injection: "injection",
  injections: "injection",
  injectable: "injection",
  oint: "ointment",
  ointment: "ointment",
  ointments: "ointment",
  gel: "gel",
  gels: "gel",
  drop: "drop",
  drops: "drop",
  sachet: "sachet",
  sachets: "sachet",
  pwd: "powder",
  pwdr: "powder",
  powder: "powder",
  powders: "powder",
  soap: "soap",
  soaps: "soap",
};

/**
 * Other names of the molecules and ingredients in the catalogue (INN, BAN, USAN and common
 * names) that the spelling rules of `foldSpelling` do not bridge. A product that mentions one
 * name of a group is found by every name of it. Kept to what the catalogue holds: a test checks
 * that each group names something in content/products.ts.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ["paracetamol", "acetaminophen", "APAP"],
  ["salbutamol", "albuterol"],
  ["levosalbutamol", "levalbuterol"],
  ["cholecalciferol", "colecalciferol", "vitamin D3"],
  ["ascorbic acid", "vitamin C"],
  ["vitamin E", "tocopherol", "tocopheryl"],
  ["simethicone", "simeticone"],
  ["aluminium", "aluminum"],
  ["ubidecarenone", "coenzyme Q10", "CoQ10"],
  ["divalproex", "valproate semisodium", "semisodium valproate"],
  ["valproic acid", "valproate"],
  ["diethylamine", "diethylammonium"],
  ["hydrochloride", "HCl"],
  ["cyanocobalamin", "vitamin B12"],
  ["riboflavin", "vitamin B2"],
  ["thiamine", "vitamin B1"],
  ["pyridoxine", "vitamin B6"],
  ["niacinamide", "nicotinamide", "vitamin B3"],
  ["folic acid", "folate", "vitamin B9"],
  ["retinol", "vitamin A"],
  ["biotin", "vitamin B7", "vitamin H"],
  ["eicosapentaenoic acid", "EPA"],
  ["docosahexaenoic acid", "DHA"],
  ["gamma-linolenic acid", "GLA"],
  ["psyllium", "ispaghula", "isabgol"],
  ["Curcuma longa", "turmeric"],
  ["Silybum marianum", "milk thistle"],
  ["amla", "Indian gooseberry"],
  ["Aloe barbadensis", "aloe vera"],
  ["sodium hyaluronate", "hyaluronic acid"],
  ["sodium laureth sulphate", "SLES"],
  ["glycerin", "glycerol"],
  ["aqua", "water"],
];

/** Names of a combination, given to a product that holds every one of its parts. */
export const COMBINATION_NAMES: readonly { parts: readonly string[]; names: readonly string[] }[] = [
  { parts: ["amoxicillin", "clavulanate"], names: ["co-amoxiclav", "amoxiclav"] },
];

/**
 * A word's stems in a language (or, for a query word, in each language it may be written in),
 * from the word in lower case with its accents; the caller's stemmer, so this file stays free of
 * the stemming library (the browser imports it for MAX_QUERY_LENGTH).
 */
export type WordStems = (word: string) => readonly string[];

/**
 * A word as typed (lower case, no accents), as compared (shorthand resolved, spelling folded)
 * and as stemmed (folded too; empty without a stemmer).
 */
interface Token {
  raw: string;
  key: string;
  stems: readonly string[];
  /** Begins with a digit: a number, matched as a whole number. */
  digit: boolean;
}

/**
 * British spellings and their American/INN counterparts made equal: ph/f (sulphate, cephalexin,
 * guaiphenesin), y/i between consonants (amoxycillin, besylate, but not hyaluronate or dry),
 * ae/e and oe/e inside a word (paediatric, oestradiol), and a final -ine/-in (glycerine).
 * Applied to both sides, and only compared at the start of a word, so it cannot make "fat"
 * match "sulphate".
 */
function foldSpelling(word: string): string {
  if (/^\d/.test(word)) return word;
  return word
    .replace(/ph/g, "f")
    .replace(/(?<=[b-df-hj-np-tv-xz])y(?=[b-df-hj-np-tv-xz])/g, "i")
    .replace(/[ao]e(?=.)/g, "e")
    .replace(/ine$/, "in");
}

function keyOf(raw: string): string {
  return foldSpelling(lookUp(FORM_WORDS, raw) ?? raw);
}

const NUMBER = /^\d+(?:\.\d+)?$/;
const NUMBER_WITH_UNIT = /^(\d+(?:\.\d+)?)(\p{L}+)$/u;

/** Eastern Arabic (U+0660) and Persian (U+06F0) digits, and the Arabic decimal and thousands signs, as Western ones. */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, ".")
    .replace(/\u066C/g, ",");
}

/**
 * A word as compared: without accents or diacritics (NFKD, marks dropped: é→e, ё→е, أ/إ/آ→ا,
 * ؤ→و, ئ→ي, harakat gone), taa marbuta as haa and alef maqsura as yaa.
 */
export function foldWord(word: string): string {
  // Plain ASCII has nothing to fold (most of a catalogue's words).
  if (/^[\x20-\x7e]*$/.test(word)) return word;
  return word.normalize("NFKD").replace(/\p{M}+/gu, "").replace(/\u0629/g, "\u0647").replace(/\u0649/g, "\u064A").normalize("NFC");
}

/**
 * The words of a text. A decimal point and a thousands comma stay inside their number
 * ("47.5", "60,000" → "60000"), and a number and its unit become one token ("500 mg",
 * "500mg" → "500mg"; "1 gm" → "1g"). `stems` gives each word's stems (see WordStems);
 * a stem of one or two letters ("tos" → "to" in English) is left out.
 */
function tokenize(text: string, stems?: WordStems): Token[] {
  // Short texts repeat across products (dosage forms, categories, uses): made once per stemmer.
  if (text.length > SHORT_TEXT) return tokenizeText(text, stems);
  const memo = shortTexts.get(stems ?? shortTexts) ?? new Map<string, Token[]>();
  shortTexts.set(stems ?? shortTexts, memo);
  let tokens = memo.get(text);
  if (!tokens) {
    tokens = tokenizeText(text, stems);
    if (memo.size >= WORD_MEMO_LIMIT) memo.clear();
    memo.set(text, tokens);
  }
  return tokens;
}

const SHORT_TEXT = 80;
const shortTexts = new WeakMap<object, Map<string, Token[]>>();

function tokenizeText(text: string, stems?: WordStems): Token[] {
  const plain = westernDigits(text)
    .normalize("NFC")
    .replace(/\u0640/g, "")
    .toLowerCase()
    .replace(/(?<=\d),(?=\d{3}(?!\d))/g, "")
    .replace(/(?<=\d),(?=\d)/g, ".")
    .replace(/[^\p{L}\p{M}\p{N}.]+/gu, " ")
    .replace(/(?<!\d)\.|\.(?!\d)/g, " ");
  const words = plain.split(" ").filter(Boolean);
  const tokens: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const raw = foldWord(word);
    if (raw === "") continue;
    const next = words[i + 1];
    const joined = NUMBER_WITH_UNIT.exec(raw);
    const unit = joined ? lookUp(UNITS, joined[2] as string) : undefined;
    const nextUnit = next === undefined ? undefined : lookUp(UNITS, foldWord(next));
    if (joined && unit) {
      tokens.push(token(`${joined[1]}${unit}`));
    } else if (NUMBER.test(raw) && nextUnit) {
      tokens.push(token(`${raw}${nextUnit}`));
      i++;
    } else {
      tokens.push(wordToken(word, raw, stems));
    }
  }
  return tokens;
}

function token(raw: string, stems: readonly string[] = []): Token {
  return { raw, key: keyOf(raw), stems, digit: /^\d/.test(raw) };
}

/** Tokens already made, per stemmer and word: a catalogue repeats its words, and a token never changes. */
const wordTokens = new WeakMap<WordStems, Map<string, Token>>();
const plainTokens = new Map<string, Token>();
const WORD_MEMO_LIMIT = 200_000;

/** A word's token with its stems (folded; none of one or two letters, none equal to the word). */
function wordToken(word: string, raw: string, stems: WordStems | undefined): Token {
  let memo = plainTokens;
  if (stems) {
    memo = wordTokens.get(stems) ?? new Map<string, Token>();
    wordTokens.set(stems, memo);
  }
  const known = memo.get(word);
  if (known) return known;
  const stemmed = stems && !/^\d/.test(raw) ? [...new Set(stems(word).map(foldWord))].filter((stem) => stem !== raw && stem.length >= 3) : [];
  const made = token(raw, stemmed);
  if (memo.size >= WORD_MEMO_LIMIT) memo.clear();
  memo.set(word, made);
  return made;
}

/** A word of one or two letters (not a number): it matches whole words only. */
function isShort(word: Token): boolean {
  return word.raw.length <= 2 && !word.digit;
}

/** The two words share a stem, or one's stem is the other word. */
function stemsMeet(token: Token, word: Token): boolean {
  for (const stem of word.stems) {
    if (stem === token.raw || token.stems.includes(stem)) return true;
  }
  return token.stems.includes(word.raw);
}

/**
 * True when a text's token begins with the query's word. A number must end where the token's
 * number ends: "500" begins "500mg" but not "5000mcg" or "500.5mg".
 */
function startsWord(token: Token, word: Token): boolean {
  if (isShort(word)) return sameWord(token, word);
  if (!token.raw.startsWith(word.raw) && !token.key.startsWith(word.key)) return stemsMeet(token, word);
  if (!word.digit) return true;
  const after = token.raw.charAt(word.raw.length);
  return !/[\d.]/.test(after);
}

function sameWord(token: Token, word: Token): boolean {
  return token.raw === word.raw || token.key === word.key || stemsMeet(token, word);
}

/** The words appear one after the other; the last one may be the start of a longer word. */
function holdsPhrase(tokens: readonly Token[], words: readonly Token[], at?: number): boolean {
  const last = words.length - 1;
  const fits = (start: number) =>
    words.every((word, i) => {
      const token = tokens[start + i];
      return token !== undefined && (i === last ? startsWord(token, word) : sameWord(token, word));
    });
  if (at !== undefined) return fits(at);
  for (let start = 0; start + words.length <= tokens.length; start++) if (fits(start)) return true;
  return false;
}

/** A product as the search sees it, prepared once when the catalogue loads. */
export interface SearchEntry {
  /** The name's words. */
  name: readonly Token[];
  /** Composition, dosage form, pack size, uses and other names, each a run of words. */
  rest: readonly (readonly Token[])[];
  /** The words of the name and of `rest` (descriptions are looked up as whole words only). */
  all: readonly Token[];
  /** Those words as typed, space-separated, for matching the start or a part of a word. */
  text: string;
  /** Those words' compared keys, space-separated, for matching the start of one. */
  keyText: string;
  /** The words of `rest` alone, as typed and as keys: the rank's look-ups. */
  restText: string;
  restKeyText: string;
  /** The words of `rest` as typed, compared and stemmed. */
  restWords: ReadonlySet<string>;
  /** The words of `rest` as typed and compared (no stems): the rank's exact words. */
  restExact: ReadonlySet<string>;
  /** Every word, descriptions included, as typed, compared and stemmed: the whole-word look-up. */
  words: ReadonlySet<string>;
}

/** A text and the stemmer of its language. */
export interface SearchText {
  text: string;
  stems?: WordStems;
}

export interface SearchableProduct {
  name: string;
  composition: string;
  dosageForm: string;
  packSize: string;
  /** Texts ranked like the composition: uses, the dosage form and category in every language. */
  named?: readonly SearchText[];
  /** Texts that find the product but rank it last: descriptions and key benefits in every language. */
  described?: readonly SearchText[];
}

/** Groups of other names, each phrase tokenised with its language's stemmer (see prepareNameGroups). */
export interface NameGroups {
  groups: readonly (readonly Token[])[][];
}

/** Tokenises groups of names of one thing (a molecule in five languages) once, for every product. */
export function prepareNameGroups(groups: readonly (readonly SearchText[])[]): NameGroups {
  return { groups: groups.map((group) => group.map((name) => tokenize(name.text, name.stems))) };
}

/** The tables tokenised, on first use (the browser imports this file for MAX_QUERY_LENGTH only). */
let tables:
  | { synonyms: Token[][][]; combinations: { parts: Token[]; names: Token[][] }[] }
  | undefined;
function preparedTables() {
  tables ??= {
    synonyms: SYNONYMS.map((group) => group.map((phrase) => tokenize(phrase))),
    combinations: COMBINATION_NAMES.map(({ parts, names }) => ({
      parts: parts.flatMap((part) => tokenize(part)),
      names: names.map((name) => tokenize(name)),
    })),
  };
  return tables;
}

/**
 * `stems` stems the English texts (name, composition, form, pack); `names` are groups of
 * other names in any language, given to the product when it mentions one of the group.
 */
export function buildSearchEntry(product: SearchableProduct, stems?: WordStems, names?: NameGroups): SearchEntry {
  const name = tokenize(product.name, stems);
  const own = [tokenize(product.composition, stems), tokenize(product.dosageForm, stems), tokenize(product.packSize, stems)];
  const mentioned = [name, ...own];
  const mentionedKeys = new Set(mentioned.flat().map((token) => token.key));
  const mentions = (phrase: readonly Token[]) =>
    phrase.length > 0 && mentionedKeys.has((phrase[0] as Token).key) && mentioned.some((tokens) => wholePhrase(tokens, phrase));
  const aliases: (readonly Token[])[] = [];
  const { synonyms, combinations } = preparedTables();
  for (const group of [...synonyms, ...(names?.groups ?? [])]) {
    if (group.some(mentions)) aliases.push(...group.filter((phrase) => !mentions(phrase)));
  }
  for (const { parts, names: combined } of combinations) {
    if (parts.every((part) => mentioned.some((tokens) => tokens.some((t) => t.key.startsWith(part.key))))) {
      aliases.push(...combined);
    }
  }
  const named = (product.named ?? []).map((part) => tokenize(part.text, part.stems));
  const described = (product.described ?? []).map((part) => tokenize(part.text, part.stems));
  const rest = [...own, ...aliases, ...named];
  const restTokens = rest.flat();
  const all = [...name, ...restTokens];
  const restWords = new Set<string>();
  const restExact = new Set<string>();
  for (const token of restTokens) {
    restExact.add(token.raw);
    restExact.add(token.key);
    restWords.add(token.raw);
    restWords.add(token.key);
    for (const stem of token.stems) restWords.add(stem);
  }
  const words = new Set(restWords);
  for (const token of [...name, ...described.flat()]) {
    words.add(token.raw);
    words.add(token.key);
    for (const stem of token.stems) words.add(stem);
  }
  const spaced = (tokens: readonly Token[], part: "raw" | "key") => ` ${tokens.map((t) => t[part]).join(" ")} `;
  return {
    name,
    rest,
    all,
    text: spaced(all, "raw"),
    keyText: spaced(all, "key"),
    restText: spaced(restTokens, "raw"),
    restKeyText: spaced(restTokens, "key"),
    restWords,
    restExact,
    words,
  };
}

/** The phrase's words appear whole and in order (a synonym must not fire on a part of a word). */
function wholePhrase(tokens: readonly Token[], phrase: readonly Token[]): boolean {
  for (let start = 0; start + phrase.length <= tokens.length; start++) {
    if (phrase.every((word, i) => tokens[start + i]?.key === word.key)) return true;
  }
  return false;
}

/** A query ready to be compared; empty `words` matches everything. */
export interface SearchQuery {
  words: readonly Token[];
}

/** `stems` gives a word's stems in every language it may be written in. */
export function parseSearchQuery(query: string, stems?: WordStems): SearchQuery {
  const seen = new Set<string>();
  const words = tokenize(query.slice(0, MAX_QUERY_LENGTH), stems).filter((word) => {
    if (seen.has(word.raw)) return false;
    seen.add(word.raw);
    return true;
  });
  return { words };
}

/**
 * One query word is in the product: as a whole word or one of its stems; else, for a word of
 * three letters or more, as the start of a word; a word of four letters or more also inside a
 * word; a number only as a whole number.
 */
function holdsWord(entry: SearchEntry, word: Token): boolean {
  if (entry.words.has(word.raw) || entry.words.has(word.key) || word.stems.some((stem) => entry.words.has(stem))) return true;
  if (word.digit) return entry.all.some((token) => startsWord(token, word));
  if (isShort(word)) return false;
  if (entry.text.includes(word.raw.length >= 4 ? word.raw : ` ${word.raw}`)) return true;
  return entry.keyText.includes(` ${word.key}`);
}

/** Every word of the query appears in the product (see the rules at the top). */
export function matchesSearch(entry: SearchEntry, query: SearchQuery): boolean {
  return query.words.every((word) => holdsWord(entry, word));
}

/**
 * How well a matching product answers the query; lower is better:
 * 0 the name is the query; 1 the name starts with it; 2 the name holds it as a phrase;
 * 3 every word begins a word of the name; 4 the composition (or another name) holds the
 * phrase; 5 the words are spread over the product (descriptions included). Within a rank, more
 * query words that are whole words of the name come first, then more that are whole words of
 * the composition, uses or other names.
 */
export function rankSearch(entry: SearchEntry, query: SearchQuery): number {
  const { words } = query;
  if (words.length === 0) return 0;
  const inName = words.filter((word) => entry.name.some((token) => sameWord(token, word))).length;
  // Then more words that are, as typed, whole words of the composition, uses or other names.
  const whole = words.filter((word) => entry.restExact.has(word.raw) || entry.restExact.has(word.key)).length;
  const tie = 0.6 * (1 - inName / (words.length + 1)) + 0.3 * (1 - whole / (words.length + 1));
  return tierOf(entry, words) + tie;
}

function tierOf(entry: SearchEntry, words: readonly Token[]): number {
  // Ranks 0 to 3 all need every word to begin a word of the name: most matches fail that at once.
  if (!words.every((word) => entry.name.some((token) => startsWord(token, word)))) return restTier(entry, words);
  if (entry.name.length === words.length && entry.name.every((token, i) => sameWord(token, words[i] as Token))) return 0;
  if (holdsPhrase(entry.name, words, 0)) return 1;
  if (holdsPhrase(entry.name, words)) return 2;
  return 3;
}

/** Rank 4 when `rest` holds the words as a phrase, else 5. */
function restTier(entry: SearchEntry, words: readonly Token[]): number {
  // A phrase needs each of its words in `rest`: the look-ups rule most products out before the scan.
  if (!words.every((word) => restHolds(entry, word))) return 5;
  return words.length === 1 || entry.rest.some((tokens) => tokens.length >= words.length && holdsPhrase(tokens, words)) ? 4 : 5;
}

/** One word begins a word of `rest` (holdsPhrase for one word, from the entry's look-ups). */
function restHolds(entry: SearchEntry, word: Token): boolean {
  if (entry.restWords.has(word.raw) || entry.restWords.has(word.key) || word.stems.some((stem) => entry.restWords.has(stem))) return true;
  if (word.digit) return entry.rest.some((tokens) => tokens.some((token) => startsWord(token, word)));
  if (isShort(word)) return false;
  return entry.restText.includes(` ${word.raw}`) || entry.restKeyText.includes(` ${word.key}`);
}

/**
 * The items' entries with, for every word, the items that hold it: a query then looks at the
 * words of the catalogue instead of at each product's texts (the same rules as matchesSearch,
 * which a test checks), and ranks only the items that match.
 */
export interface SearchIndex<T> {
  items: readonly T[];
  entries: readonly SearchEntry[];
  /** Every word (as typed, compared, stemmed; descriptions included) -> the items that hold it. */
  whole: ReadonlyMap<string, readonly number[]>;
  /** The words of the names and `rest`, as typed and compared -> the items: starts and parts of words. */
  typed: ReadonlyMap<string, readonly number[]>;
  keys: ReadonlyMap<string, readonly number[]>;
}

export function buildSearchIndex<T>(items: readonly T[], entryOf: (item: T) => SearchEntry): SearchIndex<T> {
  const entries = items.map(entryOf);
  const whole = new Map<string, number[]>();
  const typed = new Map<string, number[]>();
  const keys = new Map<string, number[]>();
  const post = (map: Map<string, number[]>, word: string, index: number) => {
    const list = map.get(word);
    if (!list) map.set(word, [index]);
    else if (list[list.length - 1] !== index) list.push(index);
  };
  entries.forEach((entry, index) => {
    for (const word of entry.words) post(whole, word, index);
    for (const token of entry.all) {
      post(typed, token.raw, index);
      post(keys, token.key, index);
    }
  });
  return { items, entries, whole, typed, keys };
}

/** The positions of the items that hold one query word (holdsWord, over the index). */
function holdersOf<T>(index: SearchIndex<T>, word: Token): Set<number> {
  const found = new Set<number>();
  const add = (list: readonly number[] | undefined) => {
    if (list) for (const position of list) found.add(position);
  };
  add(index.whole.get(word.raw));
  add(index.whole.get(word.key));
  for (const stem of word.stems) add(index.whole.get(stem));
  if (word.digit) {
    for (const [typed, list] of index.typed) {
      if (typed.startsWith(word.raw) && !/[\d.]/.test(typed.charAt(word.raw.length))) add(list);
    }
    for (const [key, list] of index.keys) {
      if (key.startsWith(word.key) && !/[\d.]/.test(key.charAt(word.raw.length))) add(list);
    }
  } else if (!isShort(word)) {
    const inside = word.raw.length >= 4;
    for (const [typed, list] of index.typed) if (inside ? typed.includes(word.raw) : typed.startsWith(word.raw)) add(list);
    for (const [key, list] of index.keys) if (key.startsWith(word.key)) add(list);
  }
  return found;
}

/** The items that match (and that `keep` keeps), best first; items of equal rank keep their order. */
export function searchIndex<T>(index: SearchIndex<T>, query: SearchQuery, keep?: (item: T) => boolean): T[] {
  const kept = (position: number) => !keep || keep(index.items[position] as T);
  if (query.words.length === 0) return index.items.filter((_, position) => kept(position));
  let positions: number[] | undefined;
  for (const word of query.words) {
    const holders = holdersOf(index, word);
    positions = positions ? positions.filter((position) => holders.has(position)) : [...holders];
    if (positions.length === 0) return [];
  }
  return (positions ?? [])
    .filter(kept)
    .map((position) => ({ position, rank: rankSearch(index.entries[position] as SearchEntry, query) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ position }) => index.items[position] as T);
}

/**
 * The items that match, best first; items of equal rank keep their order. `entryOf` returns
 * the item's prepared entry.
 */
export function searchItems<T>(items: readonly T[], query: SearchQuery, entryOf: (item: T) => SearchEntry): T[] {
  if (query.words.length === 0) return [...items];
  return items
    .map((item, index) => ({ item, index, entry: entryOf(item) }))
    .filter(({ entry }) => matchesSearch(entry, query))
    .map((hit) => ({ ...hit, rank: rankSearch(hit.entry, query) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
