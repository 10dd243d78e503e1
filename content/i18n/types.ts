/**
 * The shapes a translation must fill. Every language other than English has a folder here
 * (content/i18n/<locale>/) whose index exports a `Translation`; TypeScript refuses a
 * translation that leaves a text out or adds one the pages do not know.
 */
import type { FixedSitePage } from "../../app/config/paths";
import type { SeededCategory, SeededDosageForm } from "../../app/schemas/product-vocabulary";
import type { FieldValue, TranslatableFieldKey } from "../../app/schemas/product-fields";
import type { messages as englishMessages } from "./en/messages";
import type { ProductUse } from "../product-uses";
import type { PackUnits } from "../../app/catalogue/pack-size";
import type { CompanyDetails } from "../../app/company/company";
import type { ProductDetailLabels } from "./product-details";
import type { ProductFactTexts } from "./product-facts";
import type { RegistrationTexts } from "./registrations";

/**
 * An English value with every text widened to `string`, so its translation fits the same slot;
 * a link's page id stays a page id (links name pages, not paths).
 */
export type Translated<T> = T extends FixedSitePage
  ? FixedSitePage
  : T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends readonly (infer U)[]
      ? readonly Translated<U>[]
      : T extends object
        ? { -readonly [K in keyof T]: Translated<T[K]> }
        : T;

/**
 * A product's translated texts: its translatable fields (app/schemas/product-fields.ts), the
 * description list and key benefits, line for line with the English (same number of lines).
 * Name and composition stay as printed on the pack.
 */
export type ProductText = { [K in Exclude<TranslatableFieldKey, "uses">]: FieldValue<K> } & {
  /** The seed gives each language its uses from the vocabulary (UseNames), so a product's text leaves them out. */
  uses?: FieldValue<"uses">;
};

/** The words of the products' uses in one language (content/product-uses.ts holds the English and each product's). */
export type UseNames = Record<ProductUse, string>;

/** Every product's texts in one language, by slug. */
export type ProductTexts = Record<string, ProductText>;

/**
 * Names of the specification's categories and dosage forms in one language (URLs keep English):
 * what a new database's managed lists start from (server/catalogue/vocabulary.server.ts).
 */
export interface CatalogueTerms {
  categories: Record<SeededCategory, string>;
  dosageForms: Record<SeededDosageForm, string>;
}

/** The interface texts of one language: the English catalogue's shape (content/i18n/en/messages/). */
export type Messages = Translated<typeof englishMessages>;

/** The interface texts a page's browser code reads (its loaders send the areas it shows); mail and the printed files' texts stay on the server. */
export type ClientMessages = Omit<Messages, "mail" | "printed">;

/**
 * Everything a language says but its pages' copy (which app/i18n/page-copy.server.ts finds by
 * file name): what its folder's index exports as default, found by the dictionary
 * (app/i18n/dictionary.server.ts) by the language's code. So a new language is its folder and
 * its line in `LANGUAGES` (app/i18n/locales.ts).
 */
export interface Translation {
  messages: Messages;
  /** Its texts of the seeded products, by slug (the admin and the spreadsheets fill the others). */
  products: ProductTexts;
  catalogueTerms: CatalogueTerms;
  useNames: UseNames;
  packUnits: PackUnits;
  /** The company's facts (Settings) as its sentences name them. */
  companyFacts: (company: CompanyDetails) => Record<string, string>;
  /** The product page's commercial facts, details table and registrations (the first five languages keep theirs in one file per feature). */
  productFacts: ProductFactTexts;
  productDetails: ProductDetailLabels;
  registrations: RegistrationTexts;
}
