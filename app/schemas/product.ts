import { z } from "zod";
import { slugify } from "../lib/slug";
import { ProductPictureSchema } from "./product-picture";
import { CATEGORIES, DOSAGE_FORMS, PRODUCT_STATUSES } from "./product-vocabulary";

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
  name: nonEmpty,
  composition: nonEmpty,
  category: z.enum(CATEGORIES),
  descriptionList: z.array(nonEmpty).min(1),
  images: z.array(nonEmpty),
  dosageForm: z.enum(DOSAGE_FORMS),
  packSize: nonEmpty,
  keyBenefits: z.array(nonEmpty),
  /** Uploaded pictures in gallery order; absent when there are none (the drawings show). */
  pictures: z.array(ProductPictureSchema).optional(),
});
export type Product = z.infer<typeof ProductSchema>;

export function normalizeProduct(seed: ProductSeed): Product {
  // The source data has one product_url wrapped in an extra list; flattening here means no
  // page ever has to know about it. image_url was the original's "main image" field, so
  // when set it leads the gallery; duplicates are dropped so a thumbnail never repeats.
  const images = [...new Set([seed.image_url, ...seed.product_url.flat()])].filter(
    (path) => path !== "",
  );
  // Built field by field (not by spreading) so remark and price cannot leak through.
  return {
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
  name: 200,
  composition: 2000,
  listItem: 500,
  listItems: 20,
  packSize: 100,
  remark: 2000,
  order: 100_000,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

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

const order = (label: string) =>
  z
    .number({ error: `${label} must be a whole number, 0 or more` })
    .int(`${label} must be a whole number, 0 or more`)
    .min(0, `${label} must be a whole number, 0 or more`)
    .max(PRODUCT_LIMITS.order, `${label} must be at most ${PRODUCT_LIMITS.order}`);

/**
 * A product as an admin writes it, from the admin's page form and the admin JSON endpoints
 * alike. The slug is not part of it: it always follows from the name. Left out: `images`
 * keeps the stored pictures, `position` puts a new product last and keeps an existing one's,
 * `status` makes a draft.
 */
export const ProductInputSchema = z.object({
  name: requiredText("Name", PRODUCT_LIMITS.name).refine((name) => slugify(name).replace(/[-_]/g, "") !== "", {
    message: "Name must contain letters or digits",
  }),
  composition: requiredText("Composition", PRODUCT_LIMITS.composition),
  category: z.enum(CATEGORIES, { error: "Choose a category" }),
  descriptionList: listOf("Description list", 1),
  images: z.array(nonEmpty.max(500)).max(20).optional(),
  dosageForm: z.enum(DOSAGE_FORMS, { error: "Choose a dosage form" }),
  packSize: requiredText("Pack size", PRODUCT_LIMITS.packSize),
  keyBenefits: listOf("Key benefits", 0),
  remark: z
    .string({ error: "Internal remark must be text" })
    .trim()
    .max(PRODUCT_LIMITS.remark, `Internal remark must be at most ${PRODUCT_LIMITS.remark} characters`)
    .default(""),
  status: z.enum(PRODUCT_STATUSES, { error: "Choose a status: draft, published or hidden" }).default("draft"),
  featured: z.boolean({ error: "Featured must be true or false" }).default(false),
  featuredOrder: order("Featured order").default(0),
  position: order("Display order").optional(),
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
  })
  .superRefine((value, ctx) => {
    if (value.descriptionList.length === 0 && value.keyBenefits.length > 0) {
      ctx.addIssue({ code: "custom", path: ["descriptionList"], message: "Description list needs at least 1 line" });
    }
  });
export type ProductTranslationInput = z.infer<typeof ProductTranslationInputSchema>;
