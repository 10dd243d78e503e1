/** The quote lines' name in their list editor's buttons (`remove:lines:<product id>`). */
export const QUOTE_LINES_LIST = "lines";
