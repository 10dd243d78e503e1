import { VISITOR_PAGES } from "../config/paths";
/** The quote list's page, where every list change and the request are posted. */
export const QUOTE_PATH = VISITOR_PAGES.quote;
/** The quote lines' name in their list editor's buttons (`remove:lines:<product id>`). */
export const QUOTE_LINES_LIST = "lines";
