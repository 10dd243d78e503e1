/**
 * The Russian bundle: everything the language says but its pages' copy, checked against
 * ../types (`Translation`). Each page's copy is a module of its own beside it
 * (app/i18n/page-copy.server.ts finds it).
 */
import type { Translation } from "../types";
import { productDetailLabels } from "../product-details";
import { productFactTexts } from "../product-facts";
import { registrationTexts } from "../registrations";
import { messages } from "./messages";
import { packUnits } from "./pack-units";
import { productTexts } from "./product-texts";
import { terms } from "./terms";
import { useNames } from "./uses";
import { companyFacts } from "./words";

const translation: Translation = {
  messages,
  products: productTexts,
  catalogueTerms: terms,
  useNames,
  packUnits,
  companyFacts,
  productFacts: productFactTexts.ru,
  productDetails: productDetailLabels.ru,
  registrations: registrationTexts.ru,
};

export default translation;
