/**
 * Text matching for the catalogue search: case- and accent-insensitive, every word of the
 * query must appear somewhere (in any order), so "amoxicillin 500" finds
 * "Amoxicillin Trihydrate ... 500 mg" and "PARACÉTAMOL" finds "Paracetamol".
 */

/** Longest query we look at; anything beyond is cut, not refused. */
export const MAX_QUERY_LENGTH = 100;

/** Lower case, accents stripped, punctuation turned into spaces, runs of spaces collapsed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The distinct words of a query, normalised; empty when there is nothing to look for. */
export function searchWords(query: string): string[] {
  const normalized = normalizeSearchText(query.slice(0, MAX_QUERY_LENGTH));
  return normalized === "" ? [] : [...new Set(normalized.split(" "))];
}

/**
 * True when every word occurs in the haystack. Words match anywhere in the text, so a part of
 * a word ("clav" for "Clavulanate") finds it too. The haystack must already be normalised.
 */
export function matchesAllWords(normalizedHaystack: string, words: readonly string[]): boolean {
  return words.every((word) => normalizedHaystack.includes(word));
}
