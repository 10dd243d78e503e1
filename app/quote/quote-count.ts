/**
 * The header's quote count is filled in when a page is answered, not when it is rendered
 * (docs/decisions/0017-quote-list-cookie.md): a page rendered for a GET holds these marks in its
 * place, the same for every visitor, so the page cache keeps one copy of it and each answer
 * writes the visitor's own number into it (server/http/quote-count.server.ts).
 *
 * The marks are text React writes as they are (no character here is escaped in HTML): a
 * private-use character around a name that appears nowhere else in a page.
 */
export const QUOTE_COUNT_MARK = "\uE000quote-count\uE001";

/** Before the screen reader's words, which follow the count: "one|other", chosen when filled. */
export const QUOTE_WORDS_MARK_START = "\uE000quote-words\uE002";
/** Between the singular and the plural words. */
export const QUOTE_WORDS_SEPARATOR = "\uE002";
export const QUOTE_WORDS_MARK_END = "\uE001";

/** The words that follow a count: the singular for exactly one. */
export function quoteCountWords<T>(count: number, words: { one: T; other: T }): T {
  return count === 1 ? words.one : words.other;
}

/** The screen reader's words as a mark, both forms inside it, for the answer to choose. */
export function quoteWordsMark(words: { one: string; other: string }): string {
  return `${QUOTE_WORDS_MARK_START}${words.one}${QUOTE_WORDS_SEPARATOR}${words.other}${QUOTE_WORDS_MARK_END}`;
}
