import { CATALOGUE_API, PUBLIC_FILES, PUBLIC_PAGES, VISITOR_PAGES } from "../../app/config/paths";
import { splitLocale } from "../../app/i18n/locales";
import type { Catalogue } from "../catalogue/catalogue.server";

/**
 * The tags a cache in front keeps with each page (docs/decisions/0040), so a content change
 * purges exactly the pages that show it:
 *
 * - every page: `all`, `settings` (the company's details are in every header and footer) and
 *   its language, `lang-<code>`;
 * - the home page `home` (its featured products), the products list and the sitemap `products`;
 * - a category page `category-<name>`;
 * - a product page `product-<id>` for the product and for each related product it shows;
 * - any other public page `page-<id>`.
 */
export const TAGS = {
  all: "all",
  settings: "settings",
  home: "home",
  products: "products",
  lang: (locale: string) => `lang-${locale}`,
  category: (name: string) => `category-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
  product: (id: string) => `product-${id}`,
  page: (id: string) => `page-${id.toLowerCase()}`,
} as const;

type CatalogueView = Pick<Catalogue, "findCategory" | "getProductBySlug" | "getProductId" | "listRelatedProducts">;

const FIXED_PAGES = new Map<string, string>(
  [...Object.entries(PUBLIC_PAGES), ...Object.entries(VISITOR_PAGES)].map(([id, path]) => [path.toLowerCase(), id]),
);

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function pageTags(pathname: string, catalogue: CatalogueView): string[] {
  const api = apiReadTags(pathname, catalogue);
  if (api) return api;
  if (pathname.toLowerCase() === PUBLIC_FILES.sitemap) return [TAGS.all, TAGS.settings, TAGS.products];
  if (pathname.toLowerCase() === PUBLIC_FILES.robots) return [TAGS.all, TAGS.settings];
  const { locale, path } = splitLocale(pathname);
  const tags = [TAGS.all, TAGS.settings, TAGS.lang(locale)];
  const [, first = "", second, ...more] = path.replace(/\/+$/, "").split("/");
  const id = FIXED_PAGES.get(`/${first}`.toLowerCase());
  if (second === undefined && id !== undefined) {
    if (id === "home") tags.push(TAGS.home);
    else if (id === "products") tags.push(TAGS.products);
    else tags.push(TAGS.page(id));
    return tags;
  }
  const param = second === undefined || more.length > 0 ? undefined : decodeSegment(second);
  if (first.toLowerCase() === "category" && param !== undefined) {
    const category = catalogue.findCategory(param);
    tags.push(category ? TAGS.category(category) : TAGS.products);
    return tags;
  }
  if (first.toLowerCase() === "product" && param !== undefined) {
    const product = catalogue.getProductBySlug(param);
    const productId = product && catalogue.getProductId(product.slug);
    if (!product || !productId) {
      // A product that does not exist (yet): the page that says so changes with the catalogue.
      tags.push(TAGS.products);
      return tags;
    }
    tags.push(TAGS.product(productId));
    for (const related of catalogue.listRelatedProducts(product)) {
      const relatedId = catalogue.getProductId(related.slug);
      if (relatedId) tags.push(TAGS.product(relatedId));
    }
    return tags;
  }
  // A path no page has (the branded 404): it may become a page with the next change.
  tags.push(TAGS.products);
  return tags;
}

const API_PRODUCT_PREFIX = `${CATALOGUE_API.products}/`.toLowerCase();

/**
 * The catalogue's JSON reads (decision 0063), tagged like the pages they mirror: the product
 * list and the categories `products`, a product `product-<id>` (`products` while it does not
 * exist), the OpenAPI description `all` alone. Their language is in the query, not the path, and
 * no change purges by language. Undefined for any other path.
 */
function apiReadTags(pathname: string, catalogue: CatalogueView): string[] | undefined {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  if (path === CATALOGUE_API.openapi) return [TAGS.all];
  if (path === CATALOGUE_API.products || path === CATALOGUE_API.categories) return [TAGS.all, TAGS.products];
  if (!path.startsWith(API_PRODUCT_PREFIX)) return undefined;
  const slug = decodeSegment(pathname.replace(/\/+$/, "").slice(API_PRODUCT_PREFIX.length));
  if (slug === undefined || slug.includes("/")) return undefined;
  const product = catalogue.getProductBySlug(slug);
  const productId = product && catalogue.getProductId(product.slug);
  return [TAGS.all, productId ? TAGS.product(productId) : TAGS.products];
}

export type Fingerprints = ReadonlyMap<string, { category: string; fingerprint: string }>;

/**
 * The tags to purge after the catalogue changed from `before` to `after`: each product added,
 * removed or changed, the categories it was and is in, the home page and the products list.
 * Nothing when nothing a page shows changed.
 */
export function catalogueChangeTags(before: Fingerprints, after: Fingerprints): string[] {
  const tags = new Set<string>();
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const is = after.get(id);
    if (was?.fingerprint === is?.fingerprint && was?.category === is?.category) continue;
    tags.add(TAGS.product(id));
    if (was) tags.add(TAGS.category(was.category));
    if (is) tags.add(TAGS.category(is.category));
  }
  if (tags.size === 0) return [];
  return [...tags, TAGS.home, TAGS.products];
}

/** The tags to purge for a change of `what` (a kind of content announced on contentChanges). */
export function changeTags(what: string, catalogueChange: () => string[]): string[] {
  if (what === "catalogue") return catalogueChange();
  if (what === "settings") return [TAGS.settings];
  return [TAGS.all];
}
