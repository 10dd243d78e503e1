import { z } from "zod";
import { slugify } from "../catalogue/slug";
import { ProductPictureSchema, type ProductPicture } from "./product-picture";
import {
  blankPublicValues,
  fieldSpec,
  PRODUCT_FIELD_KEYS,
  PRODUCT_FIELDS,
  PUBLIC_FIELD_KEYS,
  type FieldSpec,
  type FieldValue,
  type ProductFieldKey,
  type ProductFieldValues,
  type PublicFieldKey,
} from "./product-fields";
import { CATEGORIES, DOSAGE_FORMS } from "./product-vocabulary";

// Re-exported so server code and tests keep one import; browser code imports the vocabulary file.
export {
  CATEGORIES,
  DOSAGE_FORMS,
  PRODUCT_STATUSES,
  type Category,
  type DosageForm,
  type ProductStatus,
} from "./product-vocabulary";

const nonEmpty = z.string().trim().min(1);

/**
 * One bundled catalogue entry, in the field names of the original data set. It keeps the
 * original's quirks (snake_case, an always-empty price, a product_url that may hold a
 * nested list) so the content file reads like the source it replaces.
 */
export const ProductSeedSchema = z.object({
  name: nonEmpty,
  composition: nonEmpty,
  category: z.enum(CATEGORIES),
  description_list: z.array(nonEmpty).min(1),
  /** Internal note for the sales desk; never shown publicly. */
  remark: z.string(),
  product_url: z.array(z.union([nonEmpty, z.array(nonEmpty)])),
  image_url: z.string(),
  price: z.literal(""),
  dosage_form: z.enum(DOSAGE_FORMS),
  pack_size: nonEmpty,
  key_benefits: z.array(nonEmpty),
});
export type ProductSeed = z.infer<typeof ProductSeedSchema>;

/** What pages and the API see: flat image list, camelCase, no internal fields. */
export const ProductSchema = z.object({
  slug: z.string().regex(/^[\w-]+$/),
  ...storedShape(),
  images: z.array(nonEmpty),
  /** Uploaded pictures in gallery order; absent when there are none (the drawings show). */
  pictures: z.array(ProductPictureSchema).optional(),
});
export type Product = { slug: string; images: string[]; pictures?: ProductPicture[] } & Pick<ProductFieldValues, PublicFieldKey>;

/** The public fields as stored: what the catalogue checks before a product reaches a page. */
function storedShape() {
  const shape: Record<string, z.ZodType> = {};
  for (const key of PUBLIC_FIELD_KEYS) {
    const spec = fieldSpec(key);
    const base =
      spec.kind === "list"
        ? z.array(nonEmpty).min(spec.minLines ?? 0)
        : spec.kind === "boolean"
          ? z.boolean()
          : spec.kind === "integer"
            ? z.number().int()
            : spec.kind === "choice"
              ? z.enum(spec.options as [string, ...string[]])
              : spec.required
                ? nonEmpty
                : z.string();
    shape[key] = spec.optional ? base.nullable() : base;
  }
  return shape as { [K in PublicFieldKey]: z.ZodType<FieldValue<K>> };
}

export function normalizeProduct(seed: ProductSeed): Product {
  // The source data has one product_url wrapped in an extra list; flattening here means no
  // page ever has to know about it. image_url was the original's "main image" field, so
  // when set it leads the gallery; duplicates are dropped so a thumbnail never repeats.
  const images = [...new Set([seed.image_url, ...seed.product_url.flat()])].filter(
    (path) => path !== "",
  );
  // Built field by field (not by spreading) so remark and price cannot leak through.
  return {
    ...blankPublicValues(),
    slug: slugify(seed.name),
    name: seed.name,
    composition: seed.composition,
    category: seed.category,
    descriptionList: [...seed.description_list],
    images,
    dosageForm: seed.dosage_form,
    packSize: seed.pack_size,
    keyBenefits: [...seed.key_benefits],
  };
}

/** Limits of the admin's product form; the specification gives none, so ours are plain. */
export const PRODUCT_LIMITS = {
  name: PRODUCT_FIELDS.name.max,
  composition: PRODUCT_FIELDS.composition.max,
  listItem: 500,
  listItems: 20,
  packSize: PRODUCT_FIELDS.packSize.max,
  remark: PRODUCT_FIELDS.remark.max,
  order: PRODUCT_FIELDS.position.max,
} as const;

const text = (spec: FieldSpec) => {
  const max = spec.max ?? PRODUCT_LIMITS.listItem;
  const tooLong = `${spec.label} must be at most ${max} characters`;
  if (spec.pattern) return z.string({ error: spec.invalid ?? `${spec.label} must be text` }).trim().regex(new RegExp(spec.pattern), spec.invalid);
  if (!spec.required) return z.string({ error: spec.invalid ?? `${spec.label} must be text` }).trim().max(max, tooLong);
  return z
    .string({ error: `${spec.label} is required` })
    .trim()
    .min(1, `${spec.label} is required`)
    .max(max, tooLong);
};

const listOf = (label: string, min: number) =>
  z
    .array(
      z
        .string({ error: `${label} must be a list of lines` })
        .trim()
        .max(PRODUCT_LIMITS.listItem, `Each line must be at most ${PRODUCT_LIMITS.listItem} characters`),
      { error: `${label} must be a list of lines` },
    )
    // Blank lines are dropped rather than refused: a form posts the empty line an admin added last.
    .transform((lines) => lines.filter((line) => line !== ""))
    .pipe(
      z
        .array(z.string())
        .min(min, `${label} needs at least ${min} line`)
        .max(PRODUCT_LIMITS.listItems, `${label} may have at most ${PRODUCT_LIMITS.listItems} lines`),
    );

const integer = (spec: FieldSpec) => {
  const min = spec.min ?? 0;
  const wrong = `${spec.label} must be a whole number, ${min} or more`;
  const max = spec.max ?? Number.MAX_SAFE_INTEGER;
  return z.number({ error: wrong }).int(wrong).min(min, wrong).max(max, `${spec.label} must be at most ${max}`);
};

/** An optional field left blank ("" or spaces, as a form or a sheet posts it) is none. */
const blankAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** One field's rule, from its declaration; a missing value as the declaration says. */
function inputRule(spec: FieldSpec): z.ZodType {
  const rule: z.ZodType =
    spec.kind === "list"
      ? listOf(spec.label, spec.minLines ?? 0)
      : spec.kind === "boolean"
        ? z.boolean({ error: spec.invalid ?? `${spec.label} must be true or false` })
        : spec.kind === "integer"
          ? integer(spec)
          : spec.kind === "choice"
            ? z.enum(spec.options as [string, ...string[]], { error: spec.invalid ?? `Choose a ${spec.label.toLowerCase()}` })
            : spec.vocabulary
              // Any key here; the service checks it against the managed list as it is when saved.
              ? z.string({ error: spec.invalid }).trim().min(1, spec.invalid).max(spec.max ?? PRODUCT_LIMITS.listItem, spec.invalid)
              : text(spec);
  if (spec.optional) return z.preprocess(blankAsNull, rule.nullable()).default(null);
  if (spec.absent === "default") return rule.default(spec.default as never);
  if (spec.absent === "keep") return rule.optional();
  return rule;
}

/** A field's rule with its types: required, or left to its default, or left out (kept). */
type InputRule<K extends ProductFieldKey> = (typeof PRODUCT_FIELDS)[K] extends { optional: true } | { absent: "default" }
  ? z.ZodDefault<z.ZodType<FieldValue<K>, FieldValue<K>>>
  : (typeof PRODUCT_FIELDS)[K] extends { absent: "keep" }
    ? z.ZodOptional<z.ZodType<FieldValue<K>, FieldValue<K>>>
    : z.ZodType<FieldValue<K>, FieldValue<K>>;

function inputShape() {
  const shape: Record<string, z.ZodType> = {};
  for (const key of PRODUCT_FIELD_KEYS) shape[key] = inputRule(fieldSpec(key));
  return shape as { [K in ProductFieldKey]: InputRule<K> };
}

/**
 * A product as an admin writes it, from the admin's page form, the admin JSON endpoints and a
 * spreadsheet's rows alike: one rule per field of the table (app/schemas/product-fields.ts). The
 * slug is not part of it: it always follows from the name. Left out: `images` keeps the stored
 * pictures, `position` puts a new product last and keeps an existing one's, `status` makes a draft.
 */
const fieldRules = inputShape();
export const ProductInputSchema = z
  .object({
    ...fieldRules,
    name: fieldRules.name.refine((name) => slugify(name).replace(/[-_]/g, "") !== "", {
      message: "Name must contain letters or digits",
    }),
    images: z.array(nonEmpty.max(500)).max(20).optional(),
  })
  .superRefine((product, ctx) => {
    // Fields given together (a quantity and its unit): one without the other is refused on the missing one.
    for (const key of PRODUCT_FIELD_KEYS) {
      const other = fieldSpec(key).pairedWith as ProductFieldKey | undefined;
      if (!other) continue;
      const given = (k: ProductFieldKey) => product[k] !== null && product[k] !== undefined;
      if (given(key) && !given(other)) {
        ctx.addIssue({ code: "custom", path: [other], message: `${fieldSpec(other).label} is required with ${fieldSpec(key).label.toLowerCase()}` });
      }
    }
  });
/** A valid product input, defaults applied. */
export type ProductInput = z.infer<typeof ProductInputSchema>;
/** What a client may send (defaults not yet applied). */
export type ProductInputDraft = z.input<typeof ProductInputSchema>;

/**
 * A failed product parse as `{field: message}`; a list line's problem is keyed by its place
 * (`descriptionList.2`) so the form shows it under that line.
 */
export function productFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [field, index] = issue.path;
    const key = typeof index === "number" ? `${String(field)}.${index}` : String(field ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A product's texts in one language other than English, from the admin's language tab and
 * the translations endpoint alike: the lines follow the English lists' rules. Both lists empty
 * means "no translation" (the pages show English); otherwise the description needs a line.
 */
export const ProductTranslationInputSchema = z
  .object({
    descriptionList: listOf("Description list", 0),
    keyBenefits: listOf("Key benefits", 0),
    uses: listOf("Uses", 0).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.descriptionList.length === 0 && (value.keyBenefits.length > 0 || value.uses.length > 0)) {
      ctx.addIssue({ code: "custom", path: ["descriptionList"], message: "Description list needs at least 1 line" });
    }
  });
export type ProductTranslationInput = z.infer<typeof ProductTranslationInputSchema>;
