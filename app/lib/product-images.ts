import type { Product } from "../schemas/product";
import { variantUrl } from "./picture-urls";
import type { ProductPicture } from "../schemas/product-picture";

/** Shown when a product has no image (specification: Product page). */
export const PLACEHOLDER_IMAGE = "/new/placeholder.svg";

/** Pixel size of the product drawings (and the placeholder), for width/height attributes. */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 600 } as const;

export interface ProductImage {
  src: string;
  alt: string;
  /** An uploaded picture's variants; absent for a drawing. */
  picture?: ProductPicture;
}

/** The variant a browser without `<picture>` support (and JSON-LD) gets: the gallery's width. */
const FALLBACK_WIDTH = 640;

/** An uploaded picture as a gallery image. */
export function pictureImage(picture: ProductPicture): ProductImage {
  const width = picture.widths.find((w) => w >= FALLBACK_WIDTH) ?? picture.widths[picture.widths.length - 1]!;
  return { src: variantUrl(picture, width, "webp"), alt: picture.alt, picture };
}

/**
 * The gallery of a product: its uploaded pictures in their order; without any, its drawings
 * with alt texts, or the placeholder alone.
 */
export function productGallery(product: Pick<Product, "name" | "dosageForm" | "images" | "pictures">): ProductImage[] {
  if (product.pictures && product.pictures.length > 0) return product.pictures.map(pictureImage);
  if (product.images.length === 0) {
    return [{ src: PLACEHOLDER_IMAGE, alt: `${product.name}: product image coming soon` }];
  }
  return product.images.map((src, index) => ({ src, alt: imageAlt(product, src, index) }));
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
    image: image ?? { src: PLACEHOLDER_IMAGE, alt: product.name },
  };
}
