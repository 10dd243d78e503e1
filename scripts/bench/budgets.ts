import { slugify } from "../../app/catalogue/slug";
import { productSeeds } from "../../content/products";
import { PUBLIC_PAGES as PAGES, publicPageSamples, sitePath } from "../../app/config/paths";

/** docs/performance.md (docs/requirements.md §7). KB here is 1,000 bytes, as Vite reports sizes. */
export const BUDGETS = {
  /** A cached public page, as a share of the static baseline's requests per second. */
  cachedShareOfStatic: 0.6,
  /** A server-rendered (uncached) page: twice React Router on Express, 0.6% of static. */
  uncachedShareOfStatic: 0.012,
  /** A visitor with a quote list: the cached page with their count written in. */
  quoteVisitorShareOfStatic: 0.5,
  /** gzip JavaScript a public page loads up front: the framework's 110 KB and ours 10. */
  jsGzipBytesPerPage: 120_000,
  lighthouse: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  /**
   * Below this many requests per second the static baseline measures the load generator, not
   * nginx (autocannon tops out near 1,650 here): no share of it is computed.
   */
  minimumBaselineRps: 10_000,
} as const;

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The first product of the catalogue: its page stands for every product page. */
export const productPath = sitePath("product", { slug: slugify(productSeeds[0]!.name) });

/** Every public page kind (from the URL manifest), and whether it holds a form (forms may load the dialog and toasts). */
export const PUBLIC_PAGES: readonly { path: string; hasForm: boolean }[] = publicPageSamples({
  category: "Pharmaceuticals",
  slug: slugify(productSeeds[0]!.name),
}).map((path) => ({ path, hasForm: path === PAGES.contact || path === productPath }));

/**
 * Pages in other languages, weighed and run through Lighthouse beside the English ones: the
 * French home page and the Arabic (right-to-left) product page.
 */
export const LOCALIZED_PAGES: readonly { path: string; hasForm: boolean }[] = [
  { path: sitePath("home", { locale: "fr" }), hasForm: false },
  { path: sitePath("product", { slug: slugify(productSeeds[0]!.name), locale: "ar" }), hasForm: true },
];
