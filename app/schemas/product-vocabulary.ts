/**
 * The catalogue's vocabularies. Kept free of zod so the browser bundle of a page that
 * lists them (the search form's selects) does not carry the schema library.
 *
 * Categories and dosage forms are the admin's managed lists (server/catalogue/vocabulary.server.ts,
 * decision 0056): the lists below are the specification's, seeded into a new database. A
 * category or form is named by its key (its English name when it was added), which products
 * store and URLs carry; its names in each language are the admin's to change.
 */
export const CATEGORIES = ["Pharmaceuticals", "Nutraceuticals", "Cosmetic"] as const;
/** A category's key: one of the managed list's. */
export type Category = string;
/** One of the specification's categories (seeded; each has its drawn picture). */
export type SeededCategory = (typeof CATEGORIES)[number];

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
/** A dosage form's key: one of the managed list's. */
export type DosageForm = string;
/** One of the specification's dosage forms (seeded). */
export type SeededDosageForm = (typeof DOSAGE_FORMS)[number];

/** The two managed lists. */
export const VOCABULARY_KINDS = ["category", "dosageForm"] as const;
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number];

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
