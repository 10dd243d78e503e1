/**
 * Every field of a product an admin edits, declared once. The input schema
 * (`app/schemas/product.ts`), the repository's columns and mapping
 * (`server/catalogue/product-repository.server.ts`), the admin form, the spreadsheet columns, the
 * history's labels and the product page's details table are all read from this table, so a new
 * field is a migration, an entry here and, when the public page shows it, its label in each
 * language. The admin is in English: its labels and help live here.
 *
 * Free of zod and of server code: the admin form and the public pages import it.
 */
import {
  ORDER_UNITS,
  PHARMACOPOEIAS,
  PRODUCT_STATUSES,
  PRODUCT_STATUS_LABELS,
  STORAGE_CONDITIONS,
  type VocabularyKind,
} from "./product-vocabulary";

/** How a field's value is typed, stored and checked. */
export type FieldKind = "text" | "choice" | "list" | "boolean" | "integer";

/** The admin form's control of a field. */
export type FieldControl = "input" | "textarea" | "select" | "list" | "checkbox" | "number";

interface SheetSpec {
  /** The column's header (also how the import finds it: any case, any order). */
  header: string;
  /** What the column holds, for the template's instructions. */
  help: string;
  /** The column's place in the sheet (ID and Slug come first). */
  order: number;
  width: number;
  /** A file without this column is refused. */
  required?: boolean;
  /** A blank cell keeps the product's current value (a new product gets the default). */
  blankKeeps?: boolean;
}

export interface FieldSpec {
  kind: FieldKind;
  /** The admin's name of the field: the history's label, the schema's messages. */
  label: string;
  /** The form's label when it differs from `label`. */
  formLabel?: string;
  /** The form's hint under the control. */
  hint?: string;
  control: FieldControl;
  /** The products table's column (a list is stored as JSON, a truth value as 0 or 1). */
  column: string;
  /** Must hold a value: a text at least one character, a choice one of the options. */
  required?: boolean;
  /** May be absent: stored as null, a blank in the form or the sheet. */
  optional?: boolean;
  /** Texts: the most characters. Integers: the largest value. */
  max?: number;
  /** Integers: the smallest value (0 otherwise). */
  min?: number;
  /** Texts: the whole value must match this (a regular expression's source), else `invalid` is the message. */
  pattern?: string;
  /** Must be given together with this other field (a quantity and its unit): both or neither. */
  pairedWith?: string;
  /** Lists: the fewest lines. */
  minLines?: number;
  /** Choices: the allowed values. */
  options?: readonly string[];
  /**
   * One of the admin's managed lists (categories, dosage forms): any key of it, checked against
   * the list as it is when saved (server/catalogue/vocabulary.server.ts), chosen in a select.
   */
  vocabulary?: VocabularyKind;
  /** Choices: how each value reads in the admin (the value itself otherwise). */
  optionLabels?: Readonly<Record<string, string>>;
  /** Choices: the empty option's text (none: the form always has a value). */
  placeholder?: string;
  /** The message for a value of the wrong type or outside the options, when the kind's own does not fit. */
  invalid?: string;
  /** Lists: how one line is named in the form ("Description line 2"). */
  line?: string;
  /**
   * What a missing value becomes: "default" the field's `default`; "keep" leaves it out (the
   * product keeps its value, a new one gets the repository's); none: the value is required.
   */
  absent?: "default" | "keep";
  default?: string | boolean | number | null | readonly string[];
  /** Part of the public product (pages, the in-memory catalogue); otherwise admins' only. */
  public?: boolean;
  /** Shown in the product page's details table (labelled by the page's language). */
  details?: boolean;
  /**
   * Shown in the product page's commercial facts (labels, units and option names in each
   * language: content/i18n/product-facts.ts), and in the product's JSON-LD.
   */
  facts?: boolean;
  /** Has texts per language (`product_translations`, same column name); the pages fall back to English. */
  translatable?: boolean;
  sheet: SheetSpec;
}

/**
 * The fields in the form's order, which the history's list of changes follows too.
 * `satisfies` keeps each entry's literal types, from which the product's shapes are derived.
 */
export const PRODUCT_FIELDS = {
  name: {
    kind: "text",
    label: "Name",
    hint: "The web address follows the name.",
    control: "input",
    column: "name",
    required: true,
    max: 200,
    public: true,
    sheet: { header: "Name", order: 2, required: true, width: 36, help: "Required. Renaming changes the slug." },
  },
  composition: {
    kind: "text",
    label: "Composition",
    control: "textarea",
    column: "composition",
    required: true,
    max: 2000,
    public: true,
    sheet: { header: "Composition", order: 5, required: true, width: 40, help: "Required." },
  },
  category: {
    kind: "text",
    label: "Category",
    control: "select",
    column: "category",
    required: true,
    max: 100,
    vocabulary: "category",
    placeholder: "Choose a category",
    invalid: "Choose a category",
    public: true,
    sheet: { header: "Category", order: 3, required: true, width: 18, help: "Required. One of the catalogue's categories (see the list below, or Products > Categories and forms)." },
  },
  dosageForm: {
    kind: "text",
    label: "Dosage form",
    control: "select",
    column: "dosage_form",
    required: true,
    max: 100,
    vocabulary: "dosageForm",
    placeholder: "Choose a dosage form",
    invalid: "Choose a dosage form",
    public: true,
    details: true,
    sheet: { header: "Dosage form", order: 4, required: true, width: 22, help: "Required. One of the dosage forms (see the list below, or Products > Categories and forms)." },
  },
  packSize: {
    kind: "text",
    label: "Pack size",
    control: "input",
    column: "pack_size",
    required: true,
    max: 100,
    public: true,
    details: true,
    sheet: { header: "Pack size", order: 6, required: true, width: 16, help: "Required, e.g. 10x10 Tablets." },
  },
  descriptionList: {
    kind: "list",
    label: "Description list",
    line: "Description line",
    hint: "The points under the product's name, in this order. At least one.",
    control: "list",
    column: "description_list",
    minLines: 1,
    default: [],
    public: true,
    translatable: true,
    sheet: { header: "Description list", order: 7, required: true, width: 50, help: "At least one item; one item per line (Alt+Enter in Excel)." },
  },
  keyBenefits: {
    kind: "list",
    label: "Key benefits",
    line: "Key benefit",
    hint: "Shown as a list on the product page; may be empty.",
    control: "list",
    column: "key_benefits",
    minLines: 0,
    default: [],
    public: true,
    translatable: true,
    sheet: { header: "Key benefits", order: 8, width: 50, help: "One item per line; may be empty." },
  },
  uses: {
    kind: "list",
    label: "Uses",
    line: "Use",
    hint: "What the product is for, a few words a line (antibiotic, cough, diabetes): buyers search by them. May be empty.",
    control: "list",
    column: "uses",
    minLines: 0,
    absent: "keep",
    default: [],
    public: true,
    translatable: true,
    sheet: { header: "Uses", order: 14, width: 30, help: "What the product is for, one per line (antibiotic, cough, diabetes); may be empty." },
  },
  remark: {
    kind: "text",
    label: "Internal remark",
    hint: "For the sales desk; never shown on the site.",
    control: "textarea",
    column: "remark",
    max: 2000,
    invalid: "Internal remark must be text",
    absent: "default",
    default: "",
    sheet: { header: "Internal remark", order: 13, width: 40, help: "For the sales desk only; never shown on the site. May be empty." },
  },
  status: {
    kind: "choice",
    label: "Status",
    control: "select",
    column: "status",
    options: PRODUCT_STATUSES,
    optionLabels: PRODUCT_STATUS_LABELS,
    invalid: "Choose a status: draft, published or hidden",
    absent: "default",
    default: "draft",
    sheet: {
      header: "Status",
      order: 9,
      blankKeeps: true,
      width: 12,
      help: "draft, published or hidden. Empty: a new product is a draft, an existing one keeps its status.",
    },
  },
  featured: {
    kind: "boolean",
    label: "Featured",
    formLabel: "Featured on the home page",
    control: "checkbox",
    column: "featured",
    absent: "default",
    default: false,
    sheet: {
      header: "Featured",
      order: 10,
      blankKeeps: true,
      width: 10,
      help: "yes or no: shown on the home page. Empty: no for a new product, unchanged otherwise.",
    },
  },
  featuredOrder: {
    kind: "integer",
    label: "Featured order",
    hint: "Smallest first.",
    control: "number",
    column: "featured_order",
    max: 100_000,
    absent: "default",
    default: 0,
    sheet: {
      header: "Featured order",
      order: 11,
      blankKeeps: true,
      width: 14,
      help: "A whole number, 0 or more: the order among featured products. Empty: 0 for a new product, unchanged otherwise.",
    },
  },
  position: {
    kind: "integer",
    label: "Display order",
    hint: "Smallest first; blank puts a new product last.",
    control: "number",
    column: "position",
    max: 100_000,
    absent: "keep",
    sheet: {
      header: "Display order",
      order: 12,
      blankKeeps: true,
      width: 14,
      help: "A whole number, 0 or more: the order in the catalogue. Empty: after the others for a new product, unchanged otherwise.",
    },
  },
  moq: {
    kind: "integer",
    label: "Minimum order quantity",
    hint: "With its unit below; blank: not stated.",
    control: "number",
    column: "moq",
    optional: true,
    min: 1,
    max: 10_000_000,
    pairedWith: "moqUnit",
    public: true,
    facts: true,
    sheet: { header: "Minimum order", order: 14, width: 14, help: "A whole number, 1 or more, with the unit in the next column; empty: not stated." },
  },
  moqUnit: {
    kind: "choice",
    label: "Minimum order unit",
    control: "select",
    column: "moq_unit",
    optional: true,
    options: ORDER_UNITS,
    placeholder: "No unit",
    invalid: `Choose a minimum order unit: ${ORDER_UNITS.join(", ")}`,
    pairedWith: "moq",
    public: true,
    sheet: { header: "Minimum order unit", order: 15, width: 16, help: `One of ${ORDER_UNITS.join(", ")}; required with a minimum order.` },
  },
  leadTimeDays: {
    kind: "integer",
    label: "Lead time (days)",
    hint: "From order to dispatch; blank: not stated.",
    control: "number",
    column: "lead_time_days",
    optional: true,
    min: 1,
    max: 365,
    public: true,
    facts: true,
    sheet: { header: "Lead time (days)", order: 16, width: 14, help: "A whole number of days, 1 to 365; empty: not stated." },
  },
  shelfLifeMonths: {
    kind: "integer",
    label: "Shelf life (months)",
    hint: "Blank: not stated.",
    control: "number",
    column: "shelf_life_months",
    optional: true,
    min: 1,
    max: 120,
    public: true,
    facts: true,
    sheet: { header: "Shelf life (months)", order: 17, width: 14, help: "A whole number of months, 1 to 120; empty: not stated." },
  },
  storageConditions: {
    kind: "choice",
    label: "Storage conditions",
    control: "select",
    column: "storage_conditions",
    optional: true,
    options: STORAGE_CONDITIONS,
    placeholder: "Not stated",
    invalid: "Choose storage conditions from the list",
    public: true,
    facts: true,
    sheet: { header: "Storage conditions", order: 18, width: 34, help: `One of: ${STORAGE_CONDITIONS.join(" | ")}. Empty: not stated.` },
  },
  hsCode: {
    kind: "text",
    label: "HS code",
    hint: "6 to 10 digits, without dots or spaces (e.g. 30049099).",
    control: "input",
    column: "hs_code",
    optional: true,
    max: 10,
    pattern: "^[0-9]{6,10}$",
    invalid: "HS code must be 6 to 10 digits",
    public: true,
    facts: true,
    sheet: { header: "HS code", order: 19, width: 12, help: "6 to 10 digits, e.g. 30049099; empty: not stated." },
  },
  pharmacopoeia: {
    kind: "choice",
    label: "Pharmacopoeia standard",
    control: "select",
    column: "pharmacopoeia",
    optional: true,
    options: PHARMACOPOEIAS,
    placeholder: "Not stated",
    invalid: `Choose a pharmacopoeia standard: ${PHARMACOPOEIAS.join(", ")}`,
    public: true,
    facts: true,
    sheet: { header: "Pharmacopoeia", order: 20, width: 12, help: `${PHARMACOPOEIAS.join(", ")}; empty: not stated.` },
  },
  manufacturerName: {
    kind: "text",
    label: "Manufacturer",
    hint: "Blank: the site says \"on request\" (keep the neutral code below).",
    control: "input",
    column: "manufacturer_name",
    optional: true,
    max: 200,
    public: true,
    facts: true,
    sheet: { header: "Manufacturer", order: 21, width: 28, help: "The manufacturer's name; empty: the site says \"on request\"." },
  },
  manufacturerSite: {
    kind: "text",
    label: "Manufacturing site",
    hint: "City and country of the plant; shown only with the manufacturer's name.",
    control: "input",
    column: "manufacturer_site",
    optional: true,
    max: 200,
    public: true,
    facts: true,
    sheet: { header: "Manufacturing site", order: 22, width: 28, help: "City and country of the plant; empty: not stated." },
  },
  manufacturerCode: {
    kind: "text",
    label: "Manufacturer code",
    hint: "A neutral code for the sales desk when the manufacturer is not named; never shown on the site.",
    control: "input",
    column: "manufacturer_code",
    optional: true,
    max: 40,
    sheet: { header: "Manufacturer code", order: 23, width: 16, help: "A neutral code kept instead of the name; never shown on the site." },
  },
  samplesAvailable: {
    kind: "boolean",
    label: "Samples available",
    control: "checkbox",
    column: "samples_available",
    absent: "default",
    default: false,
    public: true,
    facts: true,
    sheet: {
      header: "Samples",
      order: 24,
      blankKeeps: true,
      width: 10,
      help: "yes or no: samples can be sent. Empty: no for a new product, unchanged otherwise.",
    },
  },
} as const satisfies Record<string, FieldSpec>;

type Fields = typeof PRODUCT_FIELDS;
export type ProductFieldKey = keyof Fields;

/** The fields in the table's (the form's) order. */
export const PRODUCT_FIELD_KEYS = Object.keys(PRODUCT_FIELDS) as ProductFieldKey[];

/** A field's declaration, read as the general shape (for code that loops over the table). */
export function fieldSpec(key: ProductFieldKey): FieldSpec {
  return PRODUCT_FIELDS[key];
}

type KeysWhere<Condition> = { [K in ProductFieldKey]: Fields[K] extends Condition ? K : never }[ProductFieldKey];

/** Fields of the public product (pages, the in-memory catalogue). */
export type PublicFieldKey = KeysWhere<{ public: true }>;
/** Fields with texts per language. */
export type TranslatableFieldKey = KeysWhere<{ translatable: true }>;
/** Fields of the product page's details table. */
export type DetailFieldKey = KeysWhere<{ details: true }>;
/** Fields of the product page's commercial facts. */
export type FactFieldKey = KeysWhere<{ facts: true }>;
/** Fields edited as lists of lines; the others travel as one text each in the form. */
export type ListFieldKey = KeysWhere<{ kind: "list" }>;

/** A field's stored value. */
type BaseValue<F> = F extends { kind: "list" }
  ? string[]
  : F extends { kind: "boolean" }
    ? boolean
    : F extends { kind: "integer" }
      ? number
      : F extends { options: readonly (infer O)[] }
        ? O
        : string;
export type FieldValue<K extends ProductFieldKey> = Fields[K] extends { optional: true } ? BaseValue<Fields[K]> | null : BaseValue<Fields[K]>;

/** Every field with its value: what a product holds of them. */
export type ProductFieldValues = { [K in ProductFieldKey]: FieldValue<K> };

const keysWhere = (test: (spec: FieldSpec) => boolean | undefined) => PRODUCT_FIELD_KEYS.filter((key) => test(fieldSpec(key)));

export const PUBLIC_FIELD_KEYS = keysWhere((spec) => spec.public) as PublicFieldKey[];
export const TRANSLATABLE_FIELD_KEYS = keysWhere((spec) => spec.translatable) as TranslatableFieldKey[];
export const DETAIL_FIELD_KEYS = keysWhere((spec) => spec.details) as DetailFieldKey[];
export const FACT_FIELD_KEYS = keysWhere((spec) => spec.facts) as FactFieldKey[];
export const LIST_FIELD_KEYS = keysWhere((spec) => spec.kind === "list") as ListFieldKey[];

/** A field's value when nothing was given: null when optional, else its default or its kind's blank. */
export function blankValue<K extends ProductFieldKey>(key: K): FieldValue<K> {
  const spec = fieldSpec(key);
  const blank = spec.optional ? null : spec.default !== undefined ? spec.default : spec.kind === "list" ? [] : spec.kind === "boolean" ? false : spec.kind === "integer" ? 0 : "";
  return (Array.isArray(blank) ? [...blank] : blank) as FieldValue<K>;
}

/** The public fields a source does not give (a new optional field the catalogue file lacks), blank. */
export function blankPublicValues(): Pick<ProductFieldValues, PublicFieldKey> {
  return Object.fromEntries(PUBLIC_FIELD_KEYS.map((key) => [key, blankValue(key)])) as Pick<ProductFieldValues, PublicFieldKey>;
}

/** Every field blank (see blankValue). */
export function blankFieldValues(): ProductFieldValues {
  return Object.fromEntries(PRODUCT_FIELD_KEYS.map((key) => [key, blankValue(key)])) as ProductFieldValues;
}
