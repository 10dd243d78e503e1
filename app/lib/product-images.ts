import type { Product } from "../schemas/product";

/** Shown when a product has no image (specification: Product page). */
export const PLACEHOLDER_IMAGE = "/new/placeholder.svg";

/** Pixel size of the product drawings (and the placeholder), for width/height attributes. */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 600 } as const;

export interface ProductImage {
  src: string;
  alt: string;
}

/** The gallery of a product: its images with alt texts, or the placeholder alone. */
export function productGallery(product: Pick<Product, "name" | "dosageForm" | "images">): ProductImage[] {
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
