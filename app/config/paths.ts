/**
 * The URL manifest: every page and API prefix of the site, written once. app/routes.ts builds
 * the route table from it, the page cache's bypass rule, the sitemap and the menus read it, and
 * so do the bench and the tests. Paths match case-insensitively (React Router's default).
 *
 * Links are built here and nowhere else: `sitePath(page, { ...params, locale })` for a public
 * page (in the visitor's language; components use `useSitePath()`), `adminPath(page, params)` (admin-paths.ts) for
 * an admin page. Components and routes write no path of their own (the lint rule in
 * eslint.config.js refuses a string starting with "/" there).
 */
import { localizePath, type Locale } from "../i18n/locales";

/**
 * Public pages without parameters, in menu order: the main menu and the footer list them (see
 * app/config/navigation.ts), the sitemap lists them, the page cache may keep them. Each page's
 * route file is `app/routes/site/<id in kebab-case>.tsx` and its menu label is the `nav` text
 * of the same id.
 */
export const PUBLIC_PAGES = {
  home: "/",
  about: "/about",
  globalPresence: "/globalPresence",
  services: "/service",
  products: "/products",
  contact: "/contact",
  compliance: "/compliance",
} as const;

/** Public pages with a parameter (the sitemap lists each category and product). */
export const PUBLIC_PATTERNS = {
  category: "/category/:category",
  product: "/product/:slug",
} as const;

/** Public pages a visitor works in rather than reads: not in the sitemap (the quote list). */
export const VISITOR_PAGES = {
  quote: "/quote",
  documentRequest: "/document-request",
} as const;

/**
 * Pages a visitor reaches by a link they were sent: the documents an approved request shares
 * (decision 0062). The token in the path is the permission: never cached, never in the sitemap.
 */
export const LINK_PAGES = {
  documentLink: "/document-request/:token",
  /** A sent quotation, to read and accept or decline (decision 0072). */
  quotationLink: "/quotation/:token",
} as const;

/** Public files made by a route. */
export const PUBLIC_FILES = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
} as const;

/**
 * Uploaded media, served from the disk or the bucket with immutable cache headers: files, not
 * pages (the page cache leaves them alone). Keys: ~/schemas/product-picture.ts.
 */
export const MEDIA_PREFIX = "/media";

/**
 * A document's file (docs/decisions/0050-document-library.md): streamed as an attachment,
 * never cached; a document that is not public is not found here.
 */
export const DOCUMENT_FILES = {
  document: "/documents/:id",
  /** A document shared through an approved request's link: the token is the permission (decision 0062). */
  granted: "/documents/granted/:token/:id",
} as const;
export const DOCUMENT_PREFIX = "/documents";

/** The path of a public document's file. */
export function documentFilePath(id: string): string {
  return fillPath(DOCUMENT_FILES.document, { id });
}

/** The path of a document's file through a request's link. */
export function grantedFilePath(token: string, id: string): string {
  return fillPath(DOCUMENT_FILES.granted, { token, id });
}

/**
 * The PDFs the site prints for buyers (decision 0073): a product's data sheet and the catalogue
 * (the whole, "all", or one category), in a language; built in the background, never on a
 * visitor's request. `file` is the product's slug or the catalogue's scope, with ".pdf".
 */
export const PRINTED_FILES = {
  dataSheet: "/data-sheets/:lang/:file",
  catalogue: "/catalogues/:lang/:file",
} as const;

/** The scope of the whole catalogue in its file's name (a category's is its key's slug). */
export const WHOLE_CATALOGUE = "all";

/** A product's data sheet in a language. */
export function dataSheetPath(slug: string, locale: Locale): string {
  return fillPath(PRINTED_FILES.dataSheet, { lang: locale, file: `${slug}.pdf` });
}

/** The catalogue in a language: the whole (WHOLE_CATALOGUE) or a category's (its key's slug). */
export function cataloguePath(scope: string, locale: Locale): string {
  return fillPath(PRINTED_FILES.catalogue, { lang: locale, file: `${scope}.pdf` });
}

/** The public JSON endpoints: never pages, never cached (the admin's are in admin-paths.ts). */
export const API_PREFIXES = {
  api: "/api",
  contact: "/api/contact",
  inquiry: "/api/inquiry",
} as const;

/**
 * The catalogue for assistants and other systems (decision 0063): JSON reads in the site's five
 * languages and their OpenAPI description. Like every API path, never a page; only the server
 * reads these (no page's script imports them).
 */
export const CATALOGUE_API = {
  products: "/api/products",
  product: "/api/products/:slug",
  categories: "/api/categories",
  openapi: "/api/openapi.json",
} as const;

/** The Model Context Protocol endpoint for assistants (Streamable HTTP, stateless: POST only; decision 0063). */
export const MCP_ENDPOINT = "/mcp";

/** A path of the JSON API as its router under `API_PREFIXES.api` mounts it: "/api/products" is "/products". */
export function apiRoute(path: string): string {
  return path.startsWith(`${API_PREFIXES.api}/`) ? path.slice(API_PREFIXES.api.length) : path;
}

/**
 * A page id as its files are named, in kebab case: "globalPresence" is the route
 * `routes/site/global-presence.tsx` and the copy `content/site/global-presence.ts`.
 */
export function pageFileName(page: string): string {
  return page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A manifest path as a route table entry: no leading slash. */
export function routePath(path: string): string {
  return path.replace(/^\//, "");
}

/** A path with its parameters filled in, each encoded: `fillPath("/editUser/:id", { id })`. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** Every page of the public site by id: the pages, the catalogue's patterns, the visitor's pages, the pages of a link. */
export const SITE_PAGES = { ...PUBLIC_PAGES, ...PUBLIC_PATTERNS, ...VISITOR_PAGES, ...LINK_PAGES } as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;
export type SitePage = keyof typeof SITE_PAGES;

/** The parameter names of a path pattern: "id" for "/adminmessages/:id/lines.xlsx". */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern's parameters; a page without any takes none (or leaves its argument out). */
export type ParamsArg<Path extends string, Extra = object> = [ParamNames<Path>] extends [never]
  ? [params?: Extra]
  : [params: Record<ParamNames<Path>, string> & Extra];

/** The public pages without parameters: the ones page copy may link to by id alone. */
export type FixedSitePage = { [P in SitePage]: [ParamNames<(typeof SITE_PAGES)[P]>] extends [never] ? P : never }[SitePage];

/** The arguments after a public page's id: its parameters, if it has any, and the options. */
export type SitePathArgs<P extends SitePage, Extra = object> = ParamsArg<(typeof SITE_PAGES)[P], Extra>;

/**
 * The path of a public page, in a language when `locale` is given (English paths carry no
 * prefix): `sitePath("product", { slug, locale })` is "/fr/product/<slug>" in French,
 * `sitePath("about")` is "/about". Parameters are encoded.
 */
export function sitePath<P extends SitePage>(page: P, ...[params]: SitePathArgs<P, { locale?: Locale }>): string {
  const { locale, ...values } = (params ?? {}) as Record<string, string> & { locale?: Locale };
  const path = fillPath(SITE_PAGES[page], values);
  return locale ? localizePath(path, locale) : path;
}

/**
 * A path with a query: empty values and page 1 are left out, so every listing page has exactly
 * one address (its canonical one): `withQuery(sitePath("products"), { q, page })`.
 */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || (key === "page" && Number(value) <= 1)) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** One URL of each public page kind, for a category and a product that exist (bench, tests). */
export function publicPageSamples(sample: { category: string; slug: string }): string[] {
  return [
    ...Object.values(PUBLIC_PAGES),
    sitePath("category", { category: sample.category }),
    sitePath("product", { slug: sample.slug }),
  ];
}
