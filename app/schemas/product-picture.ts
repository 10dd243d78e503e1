import { z } from "zod";

/** The formats a stored variant is encoded in, best first (the order of the `<source>`s). */
export const PICTURE_FORMATS = ["avif", "webp"] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** Where stored media are served; keys follow it (app/config/paths.ts lists the prefix). */
export const MEDIA_PREFIX = "/media";

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

/** The storage key of one variant. */
export function variantKey(key: string, width: number, format: PictureFormat): string {
  return `${key}/${width}.${format}`;
}

export function variantUrl(picture: Pick<ProductPicture, "key">, width: number, format: PictureFormat): string {
  return `${MEDIA_PREFIX}/${variantKey(picture.key, width, format)}`;
}

/** A `srcset` listing every stored width of one format. */
export function pictureSrcSet(picture: Pick<ProductPicture, "key" | "widths">, format: PictureFormat): string {
  return picture.widths.map((w) => `${variantUrl(picture, w, format)} ${w}w`).join(", ");
}

/** The largest variant (the zoom view's). */
export function largestWidth(picture: Pick<ProductPicture, "widths">): number {
  return picture.widths[picture.widths.length - 1]!;
}
