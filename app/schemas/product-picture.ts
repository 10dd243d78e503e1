import { z } from "zod";

export const ALT_MAX = 300;

/** What the public pages know of an uploaded picture: enough to build `<picture>`. */
export const ProductPictureSchema = z.object({
  /** Prefix of the variants' storage keys, e.g. `products/3f2a.../`; never reused. */
  key: z.string().regex(/^[a-z0-9/-]+$/),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The variant widths stored, ascending. */
  widths: z.array(z.number().int().positive()).min(1),
});
export type ProductPicture = z.infer<typeof ProductPictureSchema>;

/** An admin's alt text: required, one line. */
export const PictureAltSchema = z.object({
  alt: z
    .string({ error: "Alt text is required" })
    .trim()
    .min(1, "Alt text is required")
    .max(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters`)
    .refine((alt) => !/[\r\n]/.test(alt), "Alt text must be one line"),
});

/** A new order of a product's pictures: every picture id once. */
export const PictureOrderSchema = z.object({
  order: z.array(z.string().min(1), { error: "Order must be a list of picture ids" }).min(1, "Order must list the pictures"),
});
