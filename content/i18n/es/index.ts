/**
 * The Spanish bundle: everything the language says but its pages' copy, checked against
 * ../types (`Translation`). Each page's copy is a module of its own beside it
 * (app/i18n/page-copy.server.ts finds it).
 */
import { featureTexts } from "../feature-texts";
import type { Translation } from "../types";
import { messages } from "./messages";
import { packUnits } from "./pack-units";
import { productTexts } from "./product-texts";
import { terms } from "./terms";
import { useNames } from "./uses";
import { companyFacts } from "./words";

export default { messages, products: productTexts, catalogueTerms: terms, useNames, packUnits, companyFacts, ...featureTexts("es") } satisfies Translation;
