/**
 * The product page's feature texts of the site's first five languages: its commercial facts, its
 * details table's labels and its registrations, each kept for all five in one file
 * (decision 0055), so a new field's label is written once. Each of those languages' folders
 * takes its own here (`featureTexts`); a language added later writes its own in its folder
 * (decision 0067).
 */
import { productDetailLabels } from "./product-details";
import { productFactTexts } from "./product-facts";
import { registrationTexts } from "./registrations";
import type { Translation } from "./types";

export type FeatureTexts = Pick<Translation, "productFacts" | "productDetails" | "registrations">;

/** The languages whose feature texts are kept in the feature files. */
export type FirstFive = keyof typeof productFactTexts & keyof typeof productDetailLabels & keyof typeof registrationTexts;

export function featureTexts(code: FirstFive): FeatureTexts {
  return { productFacts: productFactTexts[code], productDetails: productDetailLabels[code], registrations: registrationTexts[code] };
}
