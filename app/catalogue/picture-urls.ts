import { MEDIA_PREFIX } from "../config/paths";
import type { ProductPicture } from "../schemas/product-picture";

/**
 * URLs of an uploaded picture's stored variants. Kept apart from the schema (and zod) because
 * the public pages' script builds them.
 */

/** The formats a stored variant is encoded in, best first (the order of the `<source>`s). */
export const PICTURE_FORMATS = ["avif", "webp"] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

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
