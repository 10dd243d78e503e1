import { z } from "zod";
import { slugify } from "../lib/slug";
import { ProductPictureSchema } from "./product-picture";
import { CATEGORIES, DOSAGE_FORMS } from "./product-vocabulary";

// Re-exported so server code and tests keep one import; browser code imports the vocabulary file.
export { CATEGORIES, DOSAGE_FORMS, type Category, type DosageForm } from "./product-vocabulary";

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

/**
 * A product as an admin writes it (the later product-management screens): the public fields
 * plus the internal remark. The slug is not part of it: it always follows from the name.
 */
export const ProductInputSchema = z.object({
  name: nonEmpty.max(200).refine((name) => slugify(name).replace(/-/g, "") !== "", {
    message: "Name must contain letters or digits",
  }),
  composition: nonEmpty.max(2000),
  category: z.enum(CATEGORIES),
  descriptionList: z.array(nonEmpty.max(500)).min(1).max(20),
  images: z.array(nonEmpty.max(500)).max(20),
  dosageForm: z.enum(DOSAGE_FORMS),
  packSize: nonEmpty.max(100),
  keyBenefits: z.array(nonEmpty.max(500)).max(20),
  remark: z.string().trim().max(2000),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;
