/**
 * What the catalogue's pages need from their language on the server: the category and
 * dosage-form names (URLs and form values keep the English ones) and a product card's labels.
 */
import type { Dictionary } from "~/i18n/dictionary.server";
import type { Product } from "~/schemas/product";
import type { Category, DosageForm } from "~/schemas/product-vocabulary";
import { DETAIL_FIELD_KEYS, fieldSpec } from "~/schemas/product-fields";
import { formatNumber } from "~/i18n/format";
import { localPackSize } from "./pack-size";
import { localCountryName } from "~/company/countries.server";
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

/**
 * The search form's choices: English values (the URLs' and the filters'), names in the page's
 * language; the countries of registration (`countries`, codes) in the order of their names there.
 */
export function searchOptions(dictionary: Dictionary, countries: readonly string[]): SearchOptions {
  const locale = dictionary.locale;
  return {
    categories: Object.keys(dictionary.terms.categories).map((value) => ({ value, label: categoryName(dictionary, value) })),
    dosageForms: Object.keys(dictionary.terms.dosageForms).map((value) => ({ value, label: dosageFormName(dictionary, value) })),
    countries: countries
      .map((value) => ({ value, label: localCountryName(value, locale) ?? value }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
  };
}

/** A pack size as the dictionary's language writes it ("10 tabs" -> "10 comprimés"; "200ml" as typed). */
export function packSizeIn(dictionary: Dictionary, packSize: string): string {
  return localPackSize(packSize, dictionary.locale, dictionary.packUnits);
}

/** One line of the product page's details table (and of its JSON-LD properties). */
export interface ProductDetail {
  label: string;
  value: string;
}

/**
 * The fields the field table shows in the product page's details, in its order, labelled and
 * worded in the dictionary's language (a dosage form by its name there, a number in its digits);
 * a field without a value is left out.
 */
export function productDetails(dictionary: Dictionary, product: Product): ProductDetail[] {
  const labels = dictionary.productDetails;
  return DETAIL_FIELD_KEYS.flatMap((field) => {
    const value: unknown = product[field];
    const text =
      field === "dosageForm"
        ? dosageFormName(dictionary, product.dosageForm)
        : field === "packSize"
          ? packSizeIn(dictionary, product.packSize)
        : Array.isArray(value)
          ? value.join(", ")
          : typeof value === "number" && fieldSpec(field).kind === "integer"
            ? formatNumber(value, dictionary.locale)
            : value === null || value === undefined
              ? ""
              : String(value);
    return text === "" ? [] : [{ label: labels[field], value: text }];
  });
}
