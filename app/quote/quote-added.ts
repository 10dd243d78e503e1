/**
 * The query a plain "Add to quote" post returns to its page with (`?added=<slug>`): that
 * product's button confirms it. Apart from the quote path (app/quote/quote.ts), which every page's
 * header loads, so that only the pages with the button carry it.
 */
export const ADDED_PARAM = "added";
