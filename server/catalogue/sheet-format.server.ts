import { defuseCell, restoreCell } from "../files/cells.server";
import { blankFieldValues, fieldSpec, PRODUCT_FIELD_KEYS, TRANSLATABLE_FIELD_KEYS, type TranslatableFieldKey } from "../../app/schemas/product-fields";
import { LANGUAGES, PREFIXED_LOCALES, type Locale } from "../../app/i18n/locales";
import type { ProductTranslation, ProductValues } from "./product-repository.server";

/**
 * The catalogue spreadsheet: one row per product, one column per field, the same in XLSX and
 * CSV, on export, in the template and on import. A list (description list, key benefits)
 * is one cell with one item per line, so a row stays a row in any spreadsheet. After the
 * English columns come each language's texts, one column per translatable field and language
 * ("Description list (fr)"): decision 0045.
 */

/**
 * The product fields a sheet carries, as an import writes them. Pictures are not among them:
 * they are uploaded on the product's pictures page, and an import leaves them as they are.
 */
export type SheetFields = Omit<ProductValues, "slug" | "images">;

/** A product as the sheet shows it: its fields plus the keys that find it again on import. */
export interface SheetProduct extends SheetFields {
  id: string;
  slug: string;
  /** Its texts in the other languages (none: that language's pages show English). */
  translations?: Partial<Record<Locale, ProductTranslation>>;
}

type FieldKey = keyof SheetFields;

type ColumnKind = "text" | "list" | "boolean" | "integer";

export interface SheetColumn {
  header: string;
  /** What the column holds, for the template's instructions. */
  help: string;
  kind: ColumnKind | "key";
  /** The product field; absent for the ID and slug (keys, not fields). */
  field?: FieldKey;
  /** A file without this column is refused. */
  required?: boolean;
  /** A blank cell means "none" (an optional field). */
  optional?: boolean;
  /**
   * A blank cell keeps the product's current value (a new product gets the default), rather
   * than meaning "empty": for fields whose empty value is not a value.
   */
  blankKeeps?: boolean;
  width: number;
}

export const ID_HEADER = "ID";
export const SLUG_HEADER = "Slug";

/** The ID and Slug first, then each product field's column (app/schemas/product-fields.ts) in its order. */
export const SHEET_COLUMNS: readonly SheetColumn[] = [
  { header: ID_HEADER, kind: "key", width: 38, help: "Leave empty for a new product. Filled in by the export: it finds the product again even after a rename." },
  { header: SLUG_HEADER, kind: "key", width: 30, help: "The product's URL name, made from its name. Used to find the product when the ID is empty; leave both empty for a new product." },
  ...PRODUCT_FIELD_KEYS.map((field): SheetColumn & { order: number } => {
    const { kind, optional, sheet } = fieldSpec(field);
    return { ...sheet, kind: kind === "choice" ? "text" : kind, field, ...(optional ? { optional } : {}) };
  })
    // Stable: columns of one order keep the table's order.
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...column }) => column),
];

/** A translatable field's column in one language: "Description list (fr)". */
export interface TranslationColumn {
  header: string;
  help: string;
  locale: Locale;
  field: TranslatableFieldKey;
  width: number;
}

/** Each language's columns, language by language, in the fields' order. */
export const TRANSLATION_COLUMNS: readonly TranslationColumn[] = PREFIXED_LOCALES.flatMap((locale) =>
  TRANSLATABLE_FIELD_KEYS.map((field): TranslationColumn => {
    const { sheet } = fieldSpec(field);
    return {
      header: `${sheet.header} (${locale})`,
      help: `${sheet.header} in ${LANGUAGES[locale].english}, one item per line. Every ${LANGUAGES[locale].english} column empty: the ${LANGUAGES[locale].english} pages show the English texts. A missing column keeps the product's texts.`,
      locale,
      field,
      width: sheet.width,
    };
  }),
);

/** Every column's header, in the sheet's order: the English columns, then the languages'. */
export const SHEET_HEADERS: readonly string[] = [...SHEET_COLUMNS.map((c) => c.header), ...TRANSLATION_COLUMNS.map((c) => c.header)];

/** The column of a field, for error messages that name the column the admin sees. */
export function headerOfField(field: string): string | undefined {
  return SHEET_COLUMNS.find((c) => c.field === field)?.header;
}

export function joinList(items: readonly string[]): string {
  return items.join("\n");
}

/** One item per line; blank lines and surrounding spaces are not items. */
export function splitList(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** A product's row, cell by cell in column order, ready to write (formulas defused). */
export function productRow(product: SheetProduct): string[] {
  return [
    ...SHEET_COLUMNS.map((column) => defuseCell(cellText(column, product))),
    ...TRANSLATION_COLUMNS.map((column) => defuseCell(joinList(product.translations?.[column.locale]?.[column.field] ?? []))),
  ];
}

function cellText(column: SheetColumn, product: SheetProduct): string {
  if (column.header === ID_HEADER) return product.id;
  if (column.header === SLUG_HEADER) return product.slug;
  return valueText(column, product[column.field!]);
}

/** A field's value as its column writes it: a list one item per line, yes or no, a number. */
export function valueText(column: SheetColumn, value: unknown): string {
  if (column.kind === "list") return joinList(value as string[]);
  if (column.kind === "boolean") return value ? "yes" : "no";
  return String(value ?? "");
}

/** The example row of the template: a made-up product that shows every column's form. */
export const TEMPLATE_EXAMPLE: SheetProduct = {
  ...blankFieldValues(),
  id: "",
  slug: "",
  name: "Example Paracetamol 500 mg Tablets",
  category: "Pharmaceuticals",
  dosageForm: "Tablets",
  composition: "Each uncoated tablet contains: Paracetamol IP 500 mg",
  packSize: "10x10 Tablets",
  descriptionList: ["Pain and fever relief", "Blister pack of 10 tablets"],
  keyBenefits: ["Fast acting", "Gentle on the stomach"],
  status: "draft",
  featured: false,
  featuredOrder: 0,
  position: 0,
  remark: "Replace this example row with your own products",
};

/** A header as typed by someone: case, spaces and a stray BOM do not matter. */
export function normalizeHeader(header: string): string {
  return header.replace(/^\uFEFF/, "").trim().replace(/\s+/g, " ").toLowerCase();
}

/** What a cell of an uploaded file holds, as read: text, or a number or truth value from XLSX. */
export type CellValue = string | number | boolean | null;

/** A cell as the text it was written from: the export's apostrophe taken off, a number as its digits. */
export function readCellText(raw: CellValue): string {
  return typeof raw === "string" ? restoreCell(raw) : raw === null ? "" : String(raw);
}

/**
 * Where each of a sheet's columns is in a file, from its header row (case and spaces aside),
 * and the file's other columns, which an import reads past and its preview names. A column
 * twice, or a required one missing, refuses the file as a whole.
 */
export function locateColumns(
  headers: readonly string[],
  columns: ReadonlyArray<{ header: string; required?: boolean }>,
): { kind: "ok"; at: Map<string, number>; ignored: string[] } | { kind: "refused"; message: string } {
  const at = new Map<string, number>();
  const ignored: string[] = [];
  const known = new Map(columns.map((c) => [normalizeHeader(c.header), c.header]));
  for (const [index, header] of headers.entries()) {
    const column = known.get(normalizeHeader(header));
    if (!column) {
      if (header.trim() !== "") ignored.push(header.trim());
      continue;
    }
    if (at.has(column)) return { kind: "refused", message: `The column "${column}" appears twice.` };
    at.set(column, index);
  }
  const missing = columns.filter((c) => c.required && !at.has(c.header)).map((c) => c.header);
  if (missing.length > 0) {
    return { kind: "refused", message: `The file lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}: start from the template or an export.` };
  }
  return { kind: "ok", at, ignored };
}

export interface ParsedCells {
  /** The cells of the row's key columns, as text ("" when absent). */
  id: string;
  slug: string;
  /** Field values read from the row; a field absent here keeps (or defaults) its value. */
  fields: Partial<Record<FieldKey, unknown>>;
  /** Problems reading a cell (before the schema's rules): column header -> message. */
  errors: Record<string, string>;
  /** The languages' texts read from the row, by language, for the columns the file has. */
  translations: Partial<Record<Locale, Partial<ProductTranslation>>>;
}

const TRUE_WORDS = new Set(["yes", "y", "true", "1"]);
const FALSE_WORDS = new Set(["no", "n", "false", "0"]);

/**
 * Reads one row's cells by column into field values. Column presence comes from the file's
 * header row: a column the file lacks leaves its field out (the product keeps its value).
 */
export function readRowCells(cellOf: (header: string) => CellValue | undefined): ParsedCells {
  const result: ParsedCells = { id: "", slug: "", fields: {}, errors: {}, translations: {} };
  for (const column of TRANSLATION_COLUMNS) {
    const raw = cellOf(column.header);
    if (raw === undefined) continue;
    const text = readCellText(raw);
    result.translations[column.locale] = { ...result.translations[column.locale], [column.field]: splitList(text) };
  }
  for (const column of SHEET_COLUMNS) {
    const raw = cellOf(column.header);
    if (raw === undefined) continue;
    const text = readCellText(raw);
    if (column.header === ID_HEADER) result.id = text.trim();
    else if (column.header === SLUG_HEADER) result.slug = text.trim();
    else if (column.blankKeeps && text.trim() === "") continue;
    else if (column.optional && text.trim() === "") result.fields[column.field!] = null;
    else if (column.kind === "list") result.fields[column.field!] = splitList(text);
    else if (column.kind === "boolean") {
      const word = typeof raw === "boolean" ? String(raw) : text.trim().toLowerCase();
      if (TRUE_WORDS.has(word)) result.fields[column.field!] = true;
      else if (FALSE_WORDS.has(word)) result.fields[column.field!] = false;
      else result.errors[column.header] = `${column.header} must be yes or no`;
    } else if (column.kind === "integer") {
      const number = typeof raw === "number" ? raw : /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isSafeInteger(number) && number >= 0) result.fields[column.field!] = number;
      else result.errors[column.header] = `${column.header} must be a whole number, 0 or more`;
    } else {
      result.fields[column.field!] = text;
    }
  }
  return result;
}
