import type { Product } from "../schemas/product";
import { PICTURE_FORMATS, pictureSrcSet, variantUrl } from "./picture-urls";
import type { ProductPicture } from "../schemas/product-picture";

/** Shown when a product has no image (specification: Product page). */
export const PLACEHOLDER_IMAGE = "/new/placeholder.svg";

/** Pixel size of the product drawings (and the placeholder), for width/height attributes. */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 600 } as const;

export interface ProductImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** An uploaded picture's `<source>`s, best format first; absent for a drawing. */
  sources?: { type: string; srcSet: string }[];
}

/** The variant a browser without `<picture>` support (and JSON-LD) gets: the gallery's width. */
const FALLBACK_WIDTH = 640;

/** An uploaded picture as a gallery image. */
export function pictureImage(picture: ProductPicture): ProductImage {
  const width = picture.widths.find((w) => w >= FALLBACK_WIDTH) ?? picture.widths[picture.widths.length - 1]!;
  return {
    src: variantUrl(picture, width, "webp"),
    alt: picture.alt,
    width: picture.width,
    height: picture.height,
    sources: PICTURE_FORMATS.map((format) => ({ type: `image/${format}`, srcSet: pictureSrcSet(picture, format) })),
  };
}

/**
 * The gallery of a product: its uploaded pictures in their order; without any, its drawings
 * with alt texts, or the placeholder alone.
 */
export function productGallery(product: Pick<Product, "name" | "dosageForm" | "images" | "pictures">): ProductImage[] {
  if (product.pictures && product.pictures.length > 0) return product.pictures.map(pictureImage);
  if (product.images.length === 0) {
    return [drawing(PLACEHOLDER_IMAGE, `${product.name}: product image coming soon`)];
  }
  return product.images.map((src, index) => drawing(src, imageAlt(product, src, index)));
}

/** A drawing (or the placeholder) as a gallery image. */
export function drawing(src: string, alt: string): ProductImage {
  return { src, alt, ...PRODUCT_IMAGE_SIZE };
}

/**
 * Alt text from what the drawing shows: the generator draws a front view (name, strength)
 * and a back view (composition, pack size); other images are numbered.
 */
function imageAlt(product: Pick<Product, "name" | "dosageForm" | "images">, src: string, index: number): string {
  if (/-front\.\w+$/.test(src)) return `${product.name}: ${product.dosageForm.toLowerCase()} pack, front view`;
  if (/-back\.\w+$/.test(src)) return `${product.name}: back of the pack with composition and pack size`;
  return `${product.name}: image ${index + 1} of ${product.images.length}`;
}

/** What a product card shows: small enough to send many in a page's data. */
export interface ProductCardData {
  slug: string;
  name: string;
  category: Product["category"];
  composition: string;
  image: ProductImage;
}

export function toProductCard(product: Product): ProductCardData {
  const [image] = productGallery(product);
  return {
    slug: product.slug,
    name: product.name,
    category: product.category,
    composition: product.composition,
    image: image ?? drawing(PLACEHOLDER_IMAGE, product.name),
  };
}
