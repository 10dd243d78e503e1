/**
 * How the product fields of `product-fields.ts` are stored: each in its column of `products`
 * (a translatable one also in `product_translations`, same column name), a list as JSON text, a
 * truth value as 0 or 1. The database types and the repository's mapping both come from here.
 */
import {
  fieldSpec,
  PRODUCT_FIELD_KEYS,
  type PRODUCT_FIELDS,
  TRANSLATABLE_FIELD_KEYS,
  type FieldSpec,
  type FieldValue,
  type ProductFieldKey,
  type ProductFieldValues,
  type TranslatableFieldKey,
} from "./product-fields";

type Fields = typeof PRODUCT_FIELDS;
type Stored<F> = F extends { kind: "boolean" | "integer" } ? number : string;
type ColumnOf<F> = F extends { optional: true } ? Stored<F> | null : Stored<F>;

/** The products table's columns of the declared fields. */
export type ProductFieldColumns = { [K in ProductFieldKey as Fields[K]["column"]]: ColumnOf<Fields[K]> };

/** The product_translations table's columns of the translatable fields. */
export type TranslationFieldColumns = { [K in TranslatableFieldKey as Fields[K]["column"]]: ColumnOf<Fields[K]> };

/** A field's value as its column holds it. */
function toColumn(spec: FieldSpec, value: unknown): string | number | null {
  if (value === null || value === undefined) return spec.optional ? null : spec.kind === "list" ? "[]" : "";
  if (spec.kind === "list") return JSON.stringify(value);
  if (spec.kind === "boolean") return value ? 1 : 0;
  return value as string | number;
}

/** A column as the field's value; a damaged list reads as empty rather than failing the whole catalogue. */
function fromColumn(spec: FieldSpec, raw: unknown): unknown {
  if (raw === null || raw === undefined) return spec.optional ? null : blankOfKind(spec);
  if (spec.kind === "list") return parseList(String(raw));
  if (spec.kind === "boolean") return Number(raw) === 1;
  if (spec.kind === "integer") return Number(raw);
  // Choices are checked against the schema by the catalogue service before anything is shown.
  return String(raw);
}

function blankOfKind(spec: FieldSpec): unknown {
  return spec.kind === "list" ? [] : spec.kind === "boolean" ? false : spec.kind === "integer" ? 0 : "";
}

/** A JSON list column's strings. */
export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** The columns of the given fields' values (a field missing from `values` is left out). */
export function fieldColumns<K extends ProductFieldKey>(keys: readonly K[], values: Partial<Pick<ProductFieldValues, K>>): Record<string, string | number | null> {
  const columns: Record<string, string | number | null> = {};
  for (const key of keys) {
    if (!(key in values)) continue;
    const spec = fieldSpec(key);
    columns[spec.column] = toColumn(spec, values[key]);
  }
  return columns;
}

/** The given fields' values read from a row's columns. */
export function fieldValues<K extends ProductFieldKey>(keys: readonly K[], row: object): Pick<ProductFieldValues, K> {
  const values: Partial<Record<ProductFieldKey, unknown>> = {};
  for (const key of keys) {
    const spec = fieldSpec(key);
    values[key] = fromColumn(spec, (row as Record<string, unknown>)[spec.column]);
  }
  return values as Pick<ProductFieldValues, K>;
}

type ColumnsOf<K extends ProductFieldKey> = { [P in K as Fields[P]["column"]]: ColumnOf<Fields[P]> };

/** The columns of the declared fields among `values` (other keys, like the slug, are left out). */
export function productFieldColumns<V extends Partial<ProductFieldValues>>(values: V): ColumnsOf<Extract<keyof V, ProductFieldKey>> {
  return fieldColumns(PRODUCT_FIELD_KEYS, values) as ColumnsOf<Extract<keyof V, ProductFieldKey>>;
}
/** Every declared field read from a products row. */
export const productFieldValues = (row: object): ProductFieldValues => fieldValues(PRODUCT_FIELD_KEYS, row);
/** The translatable fields' columns of a product_translations row. */
export const translationColumns = (texts: Pick<ProductFieldValues, TranslatableFieldKey>) => fieldColumns(TRANSLATABLE_FIELD_KEYS, texts) as TranslationFieldColumns;
/** The translatable fields of a product_translations row. */
export const translationValues = (row: object): { [K in TranslatableFieldKey]: FieldValue<K> } => fieldValues(TRANSLATABLE_FIELD_KEYS, row);
