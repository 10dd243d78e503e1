/** The Spanish bundle: page copy, product texts and catalogue terms. */
import type { CatalogueTerms, ProductTexts, SiteContent } from "../types";
export { useNames } from "./uses";
export { packUnits } from "./pack-units";
import * as about from "./about";
import * as contact from "./contact";
import * as globalPresence from "./global-presence";
import * as home from "./home";
import * as seo from "./seo";
import * as services from "./services";
import { productTexts } from "./products";
import { terms } from "./terms";

export { companyFacts } from "./words";
export { messages } from "./messages";

export const site: SiteContent = { home, about, services, globalPresence, contact, seo };
export const products: ProductTexts = productTexts;
export const catalogueTerms: CatalogueTerms = terms;
