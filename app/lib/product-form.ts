import { data } from "react-router";
import { API_PREFIXES, adminPath, withQuery } from "~/config/paths";
import { asciiDigits } from "~/schemas/form-rules";
import type { FormResult } from "./form-result";
import { readListIntent, type ListIntent as SharedListIntent, type ListOp } from "./list-intent";
import type { ProductInputDraft } from "~/schemas/product";

/**
 * The admin's product form as flat posted text, and back. A list travels as one field per line
 * (`descriptionList.0`, `descriptionList.1`...), so a refused post gives every line back as
 * typed, and the list buttons work as plain submit buttons without JavaScript
 * (`intent=add:descriptionList`, `remove:descriptionList:2`, `up:...`, `down:...`).
 */
/** The product form's name among the page's action results. */
export const PRODUCT_FORM = "product";

export const PRODUCT_LIST_FIELDS = ["descriptionList", "keyBenefits"] as const;
export type ProductListField = (typeof PRODUCT_LIST_FIELDS)[number];

export const PRODUCT_TEXT_FIELDS = [
  "name",
  "composition",
  "category",
  "dosageForm",
  "packSize",
  "remark",
  "status",
  "featured",
  "featuredOrder",
  "position",
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

/** The form's state: text fields as typed, lists as lines. */
export type ProductFormValues = Record<ProductTextField, string> & Record<ProductListField, string[]>;

/** A stored product as the form shows it. */
export function formValuesOf(product: {
  name: string;
  composition: string;
  category: string;
  dosageForm: string;
  packSize: string;
  remark: string;
  status: string;
  featured: boolean;
  featuredOrder: number;
  position: number;
  descriptionList: string[];
  keyBenefits: string[];
}): ProductFormValues {
  return {
    name: product.name,
    composition: product.composition,
    category: product.category,
    dosageForm: product.dosageForm,
    packSize: product.packSize,
    remark: product.remark,
    status: product.status,
    featured: product.featured ? "on" : "",
    featuredOrder: String(product.featuredOrder),
    position: String(product.position),
    descriptionList: [...product.descriptionList],
    keyBenefits: [...product.keyBenefits],
  };
}

/** A new product's empty form: a draft with one empty description line to type into. */
export function emptyFormValues(): ProductFormValues {
  return {
    name: "",
    composition: "",
    category: "",
    dosageForm: "",
    packSize: "",
    remark: "",
    status: "draft",
    featured: "",
    featuredOrder: "0",
    position: "",
    descriptionList: [""],
    keyBenefits: [],
  };
}

/** The lines of a list field among posted values, in their order. */
function linesOf(posted: Record<string, string>, field: ProductListField): string[] {
  const lines: Array<[number, string]> = [];
  const prefix = `${field}.`;
  for (const [key, value] of Object.entries(posted)) {
    if (!key.startsWith(prefix)) continue;
    const index = Number(key.slice(prefix.length));
    if (Number.isInteger(index) && index >= 0 && index < 100) lines.push([index, value]);
  }
  return lines.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
}

/** Posted values (or a refused post's values) as the form's state. */
export function formValuesFromPost(posted: Record<string, string>): ProductFormValues {
  const values = emptyFormValues();
  for (const field of PRODUCT_TEXT_FIELDS) values[field] = posted[field] ?? (field === "featured" ? "" : values[field]);
  values.descriptionList = linesOf(posted, "descriptionList");
  values.keyBenefits = linesOf(posted, "keyBenefits");
  return values;
}

/** The form's state as flat values, the way the form posts them. */
export function flattenFormValues(values: ProductFormValues): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const field of PRODUCT_TEXT_FIELDS) flat[field] = values[field];
  for (const field of PRODUCT_LIST_FIELDS) values[field].forEach((line, i) => (flat[`${field}.${i}`] = line));
  return flat;
}

/** A whole number as typed; blank is left out (the schema's default applies), anything else is checked. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : Number(asciiDigits(trimmed));
}

/** The form's state as the schema's input (the same the JSON endpoints take). */
export function productInputOf(values: ProductFormValues): ProductInputDraft {
  return {
    name: values.name,
    composition: values.composition,
    category: values.category as ProductInputDraft["category"],
    descriptionList: values.descriptionList,
    dosageForm: values.dosageForm as ProductInputDraft["dosageForm"],
    packSize: values.packSize,
    keyBenefits: values.keyBenefits,
    remark: values.remark,
    status: (values.status || undefined) as ProductInputDraft["status"],
    featured: values.featured === "on",
    featuredOrder: numberOf(values.featuredOrder),
    position: numberOf(values.position),
  };
}

export type ListIntent = { op: ListOp; field: ProductListField; index: number };

/** A list editor's button as the product form's change, or null when it is not one of its lists'. */
export function productListIntent({ op, list, row }: SharedListIntent): ListIntent | null {
  if (!(PRODUCT_LIST_FIELDS as readonly string[]).includes(list)) return null;
  if (row !== undefined && !/^\d{1,2}$/.test(row)) return null;
  return { op, field: list as ProductListField, index: row === undefined ? -1 : Number(row) };
}

/** A posted `intent` as a list button's change, or null when it is not one. */
export function parseListIntent(intent: string | undefined): ListIntent | null {
  const read = readListIntent(intent);
  return read && productListIntent(read);
}

/** A list with one button's change applied; an out-of-range button changes nothing. */
export function applyListIntent(values: ProductFormValues, { op, field, index }: ListIntent): ProductFormValues {
  const lines = [...values[field]];
  if (op === "add") lines.push("");
  else if (index >= 0 && index < lines.length) {
    if (op === "remove") lines.splice(index, 1);
    const target = op === "up" ? index - 1 : op === "down" ? index + 1 : -1;
    if (target >= 0 && target < lines.length) [lines[index], lines[target]] = [lines[target]!, lines[index]!];
  }
  return { ...values, [field]: lines };
}

/** The JSON endpoint a product's pictures are uploaded to (the pictures page's script posts there). */
export const picturesApiPath = (id: string) => `${API_PREFIXES.adminProducts}/${encodeURIComponent(id)}/pictures`;
/** The product editor's tab for one language ("en" is the product's own form). */
export const productLanguagePath = (id: string, locale: string) => withQuery(adminPath("editProduct", { id }), { lang: locale === "en" ? undefined : locale });

/** What a plain (script-less) post's redirect says on the list, by the `notice` it carries. */
export const PRODUCT_NOTICES: Record<string, string> = {
  created: "Product created",
  updated: "Product updated",
  duplicated: "Product duplicated as a draft",
  published: "Product published",
  hidden: "Product hidden",
  deleted: "Product deleted",
  restored: "Product restored",
  translated: "Translation saved",
  imported: "Import applied",
};

/** The list's filters and page as a query string ("" when none). */
export function productListSearch(query: {
  q?: string;
  category?: string;
  form?: string;
  status?: string;
  page?: number;
}): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.form) params.set("form", query.form);
  if (query.status) params.set("status", query.status);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * A list button pressed without JavaScript: the form comes back with the change applied and
 * everything else as posted. Nothing is saved.
 */
export function answerListIntent(posted: Record<string, string>, intent: ListIntent) {
  return data<FormResult>({ form: PRODUCT_FORM, values: flattenFormValues(applyListIntent(formValuesFromPost(posted), intent)) });
}
