import { VISITOR_PAGES } from "../config/paths";
/** The quote list's page, where every list change and the request are posted. */
export const QUOTE_PATH = VISITOR_PAGES.quote;

/** A line's fields in the /quote form, named by the product's id (a rename keeps it). */
export const lineKeys = (id: string) => ({ quantity: `quantity:${id}`, unit: `unit:${id}`, note: `note:${id}` });

/** The query a plain "Add to quote" post returns to its page with (`?added=<slug>`): that product's button confirms it. */
export const ADDED_PARAM = "added";
