import type { Product } from "../schemas/product";
import type { Category } from "../schemas/product-vocabulary";
import { PICTURE_FORMATS, pictureSrcSet, variantUrl } from "./picture-urls";
import type { ProductPicture } from "../schemas/product-picture";
import { format } from "../i18n/format";

/** The alt texts of the drawings in the page's language (the catalogue messages' `images`). */
export interface DrawingTexts {
  comingSoon: string;
  front: string;
  back: string;
  numbered: string;
}

/** What a page says of a product's pictures and card: its language's texts and names. */
export interface ProductLabels {
  images: DrawingTexts;
  /** The product's category and dosage form in the page's language. */
  category: string;
  dosageForm: string;
}

/** Shown when a product has no image (specification: Product page). */
export const PLACEHOLDER_IMAGE = "/new/placeholder.svg";

/** The fixed illustration of each category, drawn by scripts/generate-art.ts. */
export function categoryImage(category: Category): string {
  return `/new/category-${category.toLowerCase()}.svg`;
}

/** Pixel size of the category illustrations, for width/height attributes. */
export const CATEGORY_IMAGE_SIZE = { width: 800, height: 500 } as const;

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
export function productGallery(
  product: Pick<Product, "name" | "images" | "pictures">,
  labels: Pick<ProductLabels, "images" | "dosageForm">,
): ProductImage[] {
  if (product.pictures && product.pictures.length > 0) return product.pictures.map(pictureImage);
  if (product.images.length === 0) {
    return [drawing(PLACEHOLDER_IMAGE, format(labels.images.comingSoon, { name: product.name }))];
  }
  return product.images.map((src, index) => drawing(src, imageAlt(product, labels, src, index)));
}

/** A drawing (or the placeholder) as a gallery image. */
export function drawing(src: string, alt: string): ProductImage {
  return { src, alt, ...PRODUCT_IMAGE_SIZE };
}

/**
 * Alt text from what the drawing shows: the generator draws a front view (name, strength)
 * and a back view (composition, pack size); other images are numbered.
 */
function imageAlt(
  product: Pick<Product, "name" | "images">,
  { images: texts, dosageForm }: Pick<ProductLabels, "images" | "dosageForm">,
  src: string,
  index: number,
): string {
  const { name } = product;
  if (/-front\.\w+$/.test(src)) return format(texts.front, { name, dosageForm: dosageForm.toLowerCase() });
  if (/-back\.\w+$/.test(src)) return format(texts.back, { name });
  return format(texts.numbered, { name, index: index + 1, count: product.images.length });
}

/** What a product card shows: small enough to send many in a page's data. */
export interface ProductCardData {
  slug: string;
  name: string;
  /** The category's name in the page's language. */
  category: string;
  composition: string;
  image: ProductImage;
  /** A remark under the composition, in the page's language (a registration in process in the buyer's country). */
  note?: string;
}

export function toProductCard(product: Product, labels: ProductLabels): ProductCardData {
  const [image] = productGallery(product, labels);
  return {
    slug: product.slug,
    name: product.name,
    category: labels.category,
    composition: product.composition,
    image: image ?? drawing(PLACEHOLDER_IMAGE, product.name),
  };
}
