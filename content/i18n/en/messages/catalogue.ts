/** The catalogue's pages in English: listings, search, product page, quote list. */
export const catalogue = {};
