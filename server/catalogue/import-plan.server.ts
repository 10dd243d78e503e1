import { slugify } from "../../app/catalogue/slug";
import { SEEDED_VOCABULARY, type VocabularyLookup } from "./catalogue.server";
import { invalid, ok, type Outcome } from "../../app/forms/outcome";
import { ProductInputSchema, ProductTranslationInputSchema } from "../../app/schemas/product";
import { blankValue, fieldSpec, PRODUCT_FIELD_KEYS, TRANSLATABLE_FIELD_KEYS } from "../../app/schemas/product-fields";
import type { Locale } from "../../app/i18n/locales";
import type { ProductTranslation } from "./product-repository.server";
import {
  ID_HEADER,
  SHEET_COLUMNS,
  TRANSLATION_COLUMNS,
  joinList,
  SLUG_HEADER,
  headerOfField,
  locateColumns,
  readRowCells,
  valueText,
  type CellValue,
  type SheetFields,
  type SheetProduct,
} from "./sheet-format.server";

/** Why a row cannot be imported: the column it is about (as the file names it) and what is wrong. */
export interface RowProblem {
  column: string;
  message: string;
}

/** One changed column of a row: its values before and after, as the sheet writes them. */
export interface ColumnChange {
  column: string;
  from: string;
  to: string;
}

interface RowBase {
  /** The row number the spreadsheet shows (the header is row 1). */
  row: number;
  name: string;
  slug: string;
}

/** A row's texts per language to write: null removes the language's texts (its pages show English). */
export type PlannedTranslations = Partial<Record<Locale, ProductTranslation | null>>;

export type PlannedRow =
  | (RowBase & { action: "create"; input: SheetFields; translations?: PlannedTranslations })
  | (RowBase & {
      action: "update";
      productId: string;
      previousSlug: string;
      changed: string[];
      changes: ColumnChange[];
      input: SheetFields;
      /** The languages whose texts change. */
      translations?: PlannedTranslations;
      /** False when only the languages' texts change (the product's own fields stay). */
      fieldsChanged?: boolean;
    })
  | (RowBase & { action: "unchanged"; productId: string })
  | (RowBase & { action: "error"; problems: RowProblem[] });

export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  error: number;
}

/** What an uploaded file would do to the catalogue, row by row; nothing is written to make it. */
export interface ImportPlan {
  rows: PlannedRow[];
  counts: ImportCounts;
  /** Columns of the file that are not catalogue columns: read past, said in the preview. */
  ignoredColumns: string[];
}

export const PLAN_TEXT = {
  unknownId: "No product has this ID; leave ID and Slug empty to add a new product",
  unknownSlug: "No product has this slug; leave ID and Slug empty to add a new product",
  noRows: "The file has a header row but no product rows.",
} as const;

const FIELD_COLUMNS = SHEET_COLUMNS.filter((c) => c.field !== undefined);

/**
 * Compares a file's rows with the catalogue: each row is a new product, a change (with the
 * columns that change), unchanged, or refused with its reasons. A file without the required
 * columns is refused as a whole. Pure: the same catalogue and rows give the same plan.
 */
export function planImport(
  existing: readonly SheetProduct[],
  headers: readonly string[],
  rows: ReadonlyArray<{ rowNumber: number; cells: CellValue[] }>,
  vocabulary: VocabularyLookup = SEEDED_VOCABULARY,
): Outcome<ImportPlan> {
  const located = locateColumns(headers, [...SHEET_COLUMNS, ...TRANSLATION_COLUMNS]);
  if (located.kind === "refused") return invalid({ file: located.message });
  const { at: columns, ignored: ignoredColumns } = located;
  if (rows.length === 0) return invalid({ file: PLAN_TEXT.noRows });

  const byId = new Map(existing.map((p) => [p.id, p]));
  const bySlug = new Map(existing.map((p) => [p.slug.toLowerCase(), p]));
  const claimedBy = new Map<string, number>();
  let nextPosition = existing.reduce((max, p) => Math.max(max, p.position + 1), 0);

  const planned: PlannedRow[] = rows.map(({ rowNumber, cells }) => {
    const read = readRowCells((header) => {
      const index = columns.get(header);
      return index === undefined ? undefined : (cells[index] ?? null);
    });
    const problems: RowProblem[] = Object.entries(read.errors).map(([column, message]) => ({ column, message }));
    let current: SheetProduct | undefined;
    if (read.id !== "") {
      current = byId.get(read.id);
      if (!current) problems.push({ column: ID_HEADER, message: PLAN_TEXT.unknownId });
    } else if (read.slug !== "") {
      current = bySlug.get(read.slug.toLowerCase());
      if (!current) problems.push({ column: SLUG_HEADER, message: PLAN_TEXT.unknownSlug });
    }
    if (current) {
      const earlier = claimedBy.get(current.id);
      if (earlier !== undefined) problems.push({ column: current === byId.get(read.id) ? ID_HEADER : SLUG_HEADER, message: `Row ${earlier} already has this product` });
      else claimedBy.set(current.id, rowNumber);
    }
    const typedName = typeof read.fields.name === "string" ? read.fields.name.trim() : "";
    const base = current ? fieldsOf(current) : { ...NEW_PRODUCT_DEFAULTS, position: nextPosition };
    const candidate = { ...base, ...canonical(read.fields, vocabulary) };
    const parsed = ProductInputSchema.safeParse(candidate);
    if (!parsed.success) problems.push(...parsed.error.issues.map(problemOf));
    problems.push(...unlisted(candidate, vocabulary, parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]))));
    const languages = plannedTranslations(current, read.translations, problems);
    if (problems.length > 0 || !parsed.success) {
      return { row: rowNumber, action: "error", name: typedName || current?.name || "", slug: current?.slug ?? "", problems };
    }
    // Every field had a value (the product's, a default or the file's), so none is left out.
    const input = parsed.data as SheetFields;
    const slug = slugify(input.name);
    const withTexts = Object.keys(languages.translations).length > 0 ? { translations: languages.translations } : {};
    if (!current) {
      if (read.fields.position === undefined) nextPosition++;
      return { row: rowNumber, action: "create", name: input.name, slug, input, ...withTexts };
    }
    const fieldChanges = columnChanges(fieldsOf(current), input);
    const changes = [...fieldChanges, ...languages.changes];
    if (changes.length === 0) return { row: rowNumber, action: "unchanged", name: input.name, slug, productId: current.id };
    const changed = changes.map((change) => change.column);
    return {
      row: rowNumber,
      action: "update",
      name: input.name,
      slug,
      productId: current.id,
      previousSlug: current.slug,
      changed,
      changes,
      input,
      ...withTexts,
      fieldsChanged: fieldChanges.length > 0,
    };
  });

  const withSlugs = refuseSlugClashes(existing, planned);
  return ok({ rows: withSlugs, counts: countRows(withSlugs), ignoredColumns });
}

const NO_TEXTS = Object.fromEntries(TRANSLATABLE_FIELD_KEYS.map((key) => [key, []])) as unknown as ProductTranslation;

/**
 * The languages whose texts a row changes: for each language the file has a column of, the
 * product's texts with the file's columns over them, checked like the admin's language tab
 * (problems added to `problems`, named by the language's column); all empty removes the texts.
 */
function plannedTranslations(
  current: SheetProduct | undefined,
  read: Partial<Record<Locale, Partial<ProductTranslation>>>,
  problems: RowProblem[],
): { translations: PlannedTranslations; changes: ColumnChange[] } {
  const translations: PlannedTranslations = {};
  const changes: ColumnChange[] = [];
  for (const [locale, cells] of Object.entries(read) as [Locale, Partial<ProductTranslation>][]) {
    const before = current?.translations?.[locale] ?? null;
    const parsed = ProductTranslationInputSchema.safeParse({ ...(before ?? NO_TEXTS), ...cells });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, item] = issue.path;
        const column = TRANSLATION_COLUMNS.find((c) => c.locale === locale && c.field === field)?.header ?? `${String(field)} (${locale})`;
        problems.push({ column, message: typeof item === "number" ? `item ${item + 1}: ${issue.message}` : issue.message });
      }
      continue;
    }
    const after: ProductTranslation | null = TRANSLATABLE_FIELD_KEYS.every((key) => parsed.data[key].length === 0) ? null : parsed.data;
    const columnChangesOf = TRANSLATION_COLUMNS.filter((c) => c.locale === locale).flatMap((column) => {
      const from = joinList(before?.[column.field] ?? []);
      const to = joinList(after?.[column.field] ?? []);
      return from === to ? [] : [{ column: column.header, from, to }];
    });
    if (columnChangesOf.length === 0) continue;
    translations[locale] = after;
    changes.push(...columnChangesOf);
  }
  return { translations, changes };
}

/**
 * What a new product is when the file leaves a field blank or out: a field's default, none for
 * an optional one, no lines for a list that may be empty. The display order is counted apart.
 */
const NEW_PRODUCT_DEFAULTS = Object.fromEntries(
  PRODUCT_FIELD_KEYS.filter((key) => {
    const spec = fieldSpec(key);
    return spec.absent === "default" || spec.optional || (spec.kind === "list" && !spec.minLines);
  }).map((key) => [key, blankValue(key)]),
);

function fieldsOf(product: SheetProduct): SheetFields {
  const { id: _id, slug: _slug, translations: _translations, ...fields } = product;
  return fields;
}

/** A vocabulary word written in another case is the word: "tablets" is "Tablets" (a managed list's key too). */
function canonical(fields: Partial<Record<keyof SheetFields, unknown>>, vocabulary: VocabularyLookup): Partial<Record<keyof SheetFields, unknown>> {
  const out = { ...fields };
  for (const key of PRODUCT_FIELD_KEYS) {
    const { options, vocabulary: list } = fieldSpec(key);
    const value = out[key];
    if (typeof value !== "string") continue;
    if (options) out[key] = options.find((w) => w.toLowerCase() === value.trim().toLowerCase()) ?? value;
    else if (list) out[key] = vocabulary.find(list, value) ?? value;
  }
  return out;
}

/** A category or dosage form not on its managed list (unless the schema already refused the field). */
function unlisted(candidate: Record<string, unknown>, vocabulary: VocabularyLookup, refused: readonly string[]): RowProblem[] {
  return PRODUCT_FIELD_KEYS.flatMap((key) => {
    const spec = fieldSpec(key);
    const value = candidate[key];
    if (!spec.vocabulary || refused.includes(key) || typeof value !== "string" || vocabulary.find(spec.vocabulary, value)) return [];
    return [{ column: headerOfField(key) ?? spec.label, message: spec.invalid ?? `Choose a ${spec.label.toLowerCase()}` }];
  });
}

function problemOf(issue: { path: PropertyKey[]; message: string }): RowProblem {
  const [field, item] = issue.path;
  const column = headerOfField(String(field)) ?? String(field ?? "Row");
  const message = typeof item === "number" ? `item ${item + 1}: ${issue.message}` : issue.message;
  return { column, message };
}

/** The columns whose value differs, in the sheet's order, each with its value before and after. */
export function columnChanges(before: SheetFields, after: SheetFields): ColumnChange[] {
  return FIELD_COLUMNS.filter((column) => JSON.stringify(before[column.field!]) !== JSON.stringify(after[column.field!])).map((column) => ({
    column: column.header,
    from: valueText(column, before[column.field!]),
    to: valueText(column, after[column.field!]),
  }));
}

/**
 * Two products may not end up with one slug: a row whose name gives the slug of another row,
 * or of a product the file leaves alone, is refused (never silently suffixed).
 */
function refuseSlugClashes(existing: readonly SheetProduct[], rows: PlannedRow[]): PlannedRow[] {
  const changedIds = new Set(rows.flatMap((r) => (r.action === "create" || r.action === "error" ? [] : [r.productId])));
  const owners = new Map<string, string[]>();
  const own = (slug: string, owner: string) => owners.set(slug, [...(owners.get(slug) ?? []), owner]);
  for (const product of existing) if (!changedIds.has(product.id)) own(product.slug, `the product "${product.name}"`);
  for (const row of rows) if (row.action !== "error") own(row.slug, `row ${row.row}`);
  return rows.map((row) => {
    if (row.action === "error") return row;
    const others = (owners.get(row.slug) ?? []).filter((owner) => owner !== `row ${row.row}`);
    if (others.length === 0) return row;
    return {
      row: row.row,
      action: "error",
      name: row.name,
      slug: row.slug,
      problems: [{ column: "Name", message: `The slug "${row.slug}" would also belong to ${others[0]}: choose another name` }],
    };
  });
}

export function countRows(rows: readonly PlannedRow[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.action]++;
  return counts;
}
