/**
 * The Spanish bundle: interface texts, product texts and catalogue terms, checked against
 * ../types. Each page's copy is a module of its own beside it (app/i18n/page-copy.server.ts finds it).
 */
import type { CatalogueTerms, ProductTexts } from "../types";
import { productTexts } from "./product-texts";
import { terms } from "./terms";

export { companyFacts } from "./words";
export { messages } from "./messages";
export { useNames } from "./uses";
export { packUnits } from "./pack-units";

export const products: ProductTexts = productTexts;
export const catalogueTerms: CatalogueTerms = terms;
