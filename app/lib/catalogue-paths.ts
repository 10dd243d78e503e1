import type { Category } from "../schemas/product-vocabulary";

/** `/category/{name}` with the name URL-encoded (specification: Products). */
export function categoryPath(category: string): string {
  return `/category/${encodeURIComponent(category)}`;
}

export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

/** The fixed illustration of each category, drawn by scripts/generate-art.ts. */
export function categoryImage(category: Category): string {
  return `/new/category-${category.toLowerCase()}.svg`;
}

/** Pixel size of the category illustrations, for width/height attributes. */
export const CATEGORY_IMAGE_SIZE = { width: 800, height: 500 } as const;

/**
 * A listing URL with its query: empty values and page 1 are left out, so every listing page
 * has exactly one address (its canonical one).
 */
export function listingHref(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || (key === "page" && Number(value) <= 1)) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
