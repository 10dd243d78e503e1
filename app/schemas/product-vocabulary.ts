/**
 * The catalogue's fixed vocabularies. Kept free of zod so the browser bundle of a page that
 * lists them (the search form's selects) does not carry the schema library.
 */
export const CATEGORIES = ["Pharmaceuticals", "Nutraceuticals", "Cosmetic"] as const;
export type Category = (typeof CATEGORIES)[number];

export const DOSAGE_FORMS = [
  "Soap",
  "Powder",
  "Syrup",
  "Dry Syrup",
  "Capsules",
  "Softgel Capsules",
  "Sustained Release Capsules",
  "Tablets",
  "Bilayer Tablets",
  "Extended Release Tablets",
  "Sustained Release Tablets",
  "Effervescent Tablets",
  "Suspension",
  "Drops",
  "Sachet",
  "Injection",
  "Topical Gel",
] as const;
export type DosageForm = (typeof DOSAGE_FORMS)[number];

/** Where a product stands: only a published product appears anywhere public. */
export const PRODUCT_STATUSES = ["draft", "published", "hidden"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** How each status reads in the admin. */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: "Draft",
  published: "Published",
  hidden: "Hidden",
};

/** The units a minimum order is counted in (their names in each language: content/i18n/product-facts.ts). */
export const ORDER_UNITS = ["packs", "boxes", "cartons", "bottles", "units", "kg", "litres"] as const;
export type OrderUnit = (typeof ORDER_UNITS)[number];

/** The storage statements a label carries, worded as the pharmacopoeias do. */
export const STORAGE_CONDITIONS = [
  "Store below 25 °C",
  "Store below 30 °C",
  "Store below 25 °C, protected from light and moisture",
  "Store below 30 °C, protected from light and moisture",
  "Store at 2 °C to 8 °C; do not freeze",
] as const;
export type StorageCondition = (typeof STORAGE_CONDITIONS)[number];

/** The pharmacopoeia a product is made to ("None": the manufacturer's own specification). */
export const PHARMACOPOEIAS = ["IP", "BP", "USP", "Ph. Eur.", "None"] as const;
export type Pharmacopoeia = (typeof PHARMACOPOEIAS)[number];
