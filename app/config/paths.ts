/**
 * The URL manifest: every page and API prefix of the site, written once. app/routes.ts builds
 * the route table from it, the page cache's bypass rule and the sitemap read it, and so do the
 * bench and the tests. Paths match case-insensitively (React Router's default).
 */

/** Public pages without parameters: the sitemap lists them, the page cache may keep them. */
export const PUBLIC_PAGES = {
  home: "/",
  about: "/about",
  globalPresence: "/globalPresence",
  services: "/service",
  products: "/products",
  contact: "/contact",
} as const;

/** Public pages with a parameter (the sitemap lists each category and product). */
export const PUBLIC_PATTERNS = {
  category: "/category/:category",
  product: "/product/:slug",
} as const;

/** Public pages a visitor works in rather than reads: not in the sitemap (the quote list). */
export const VISITOR_PAGES = {
  quote: "/quote",
} as const;

/** Public files made by a route. */
export const PUBLIC_FILES = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
} as const;

/** Every admin page (each needs a session; never cached, never in the sitemap). */
export const ADMIN_PAGES = {
  login: "/adminlogin",
  logout: "/adminlogout",
  forgotPassword: "/adminforgotpassword",
  resetPassword: "/adminresetpassword",
  sidebar: "/adminSidebar",
  messagesCsv: "/adminmessages.csv",
  dashboard: "/adminDashboard",
  users: "/adminalluser",
  createAdmin: "/createadmin",
  editUser: "/editUser/:id",
  deleteUser: "/delete/:id",
  messages: "/adminmessages",
  message: "/adminmessages/:id",
  messageLines: "/adminmessages/:id/lines.xlsx",
  account: "/adminaccount",
  products: "/adminproducts",
  newProduct: "/adminproducts/new",
  editProduct: "/adminproducts/:id",
  productHistory: "/adminproducts/:id/history",
  settings: "/adminsettings",
  productPictures: "/adminproducts/:id/pictures",
  productsImport: "/adminproducts/import",
  productsImportPreview: "/adminproducts/import/:token",
  productsExportXlsx: "/adminproducts/export.xlsx",
  productsExportCsv: "/adminproducts/export.csv",
  productsTemplate: "/adminproducts/template.xlsx",
} as const;

/**
 * Uploaded media, served from the disk or the bucket with immutable cache headers: files, not
 * pages (the page cache leaves them alone). Keys: ~/schemas/product-picture.ts.
 */
export const MEDIA_PREFIX = "/media";

/** JSON endpoints and other non-page prefixes: never pages, never cached. */
export const API_PREFIXES = {
  api: "/api",
  adminAuth: "/api/admin/auth",
  adminMessages: "/api/admin/messages",
  adminProducts: "/api/admin/products",
  adminSettings: "/api/admin/settings",
  contact: "/api/contact",
  inquiry: "/api/inquiry",
} as const;

/** A manifest path as a route table entry: no leading slash. */
export function routePath(path: string): string {
  return path.replace(/^\//, "");
}

/** A path with its parameters filled in: `fillPath(ADMIN_PAGES.editUser, { id })`. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

const firstSegment = (path: string) => path.split("/")[1]!.toLowerCase();

/** The first path segments that belong to the admin area, from the manifest. */
export const ADMIN_SEGMENTS: ReadonlySet<string> = new Set(Object.values(ADMIN_PAGES).map(firstSegment));

/** A first segment starting with this is admin, listed or not (a new page is private at once). */
export const ADMIN_SEGMENT_PREFIX = "admin";

/**
 * True for a path of the admin area: a segment of the manifest's admin pages, or any segment
 * starting with "admin" (a page added under that name is private before anyone lists it).
 */
export function isAdminPath(pathname: string): boolean {
  const segment = (pathname.split("/")[1] ?? "").toLowerCase();
  return ADMIN_SEGMENTS.has(segment) || segment.startsWith(ADMIN_SEGMENT_PREFIX);
}

/** One URL of each public page kind, for a category and a product that exist (bench, tests). */
export function publicPageSamples(sample: { category: string; slug: string }): string[] {
  return [
    ...Object.values(PUBLIC_PAGES),
    fillPath(PUBLIC_PATTERNS.category, { category: sample.category }),
    fillPath(PUBLIC_PATTERNS.product, { slug: sample.slug }),
  ];
}
