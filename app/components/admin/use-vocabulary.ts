import { useMatches } from "react-router";
import type { VocabularyKind } from "~/schemas/product-vocabulary";

/** The managed lists as the admin's selects offer them: each term's key and its English name. */
export type VocabularyChoices = Record<VocabularyKind, Array<readonly [string, string]>>;

/**
 * The categories and dosage forms as they are now, from the admin layout's loader (every admin
 * page has it), for the product form's selects and the product list's filters.
 */
export function useVocabularyChoices(): VocabularyChoices {
  for (const match of useMatches()) {
    const choices = (match.loaderData as { vocabulary?: VocabularyChoices } | undefined)?.vocabulary;
    if (choices) return choices;
  }
  return { category: [], dosageForm: [] };
}
