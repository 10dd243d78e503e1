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
