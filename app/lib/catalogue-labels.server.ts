/**
 * What the catalogue's pages need from their language on the server: the category and
 * dosage-form names (URLs and form values keep the English ones) and a product card's labels.
 */
import type { Dictionary } from "~/i18n/dictionary.server";
import type { Product } from "~/schemas/product";
import { CATEGORIES, DOSAGE_FORMS, type Category, type DosageForm } from "~/schemas/product-vocabulary";
import type { SearchOptions } from "~/components/site/catalogue-search-form";
import { toProductCard, type ProductCardData, type ProductLabels } from "./product-images";

export function categoryName(dictionary: Dictionary, category: Category): string {
  return dictionary.terms.categories[category] ?? category;
}

export function dosageFormName(dictionary: Dictionary, form: DosageForm): string {
  return dictionary.terms.dosageForms[form] ?? form;
}

export function productLabels(dictionary: Dictionary, product: Pick<Product, "category" | "dosageForm">): ProductLabels {
  return {
    images: dictionary.messages.catalogue.images,
    category: categoryName(dictionary, product.category),
    dosageForm: dosageFormName(dictionary, product.dosageForm),
  };
}

/** Products as listing cards in the dictionary's language. */
export function productCards(dictionary: Dictionary, products: readonly Product[]): ProductCardData[] {
  return products.map((product) => toProductCard(product, productLabels(dictionary, product)));
}

/** The search form's choices: English values (the URLs' and the filters'), names in the page's language. */
export function searchOptions(dictionary: Dictionary): SearchOptions {
  return {
    categories: CATEGORIES.map((value) => ({ value, label: categoryName(dictionary, value) })),
    dosageForms: DOSAGE_FORMS.map((value) => ({ value, label: dosageFormName(dictionary, value) })),
  };
}
