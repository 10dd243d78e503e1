/**
 * The admin area's part of the URL manifest (app/config/paths.ts holds the public site's): its
 * pages and JSON endpoints, apart so that no public page's script carries them.
 */
import { fillPath, type ParamNames, type ParamsArg } from "./paths";

/** Every admin page (each needs a session; never cached, never in the sitemap). */
export const ADMIN_PAGES = {
  login: "/adminlogin",
  logout: "/adminlogout",
  forgotPassword: "/adminforgotpassword",
  resetPassword: "/adminresetpassword",
  sidebar: "/adminSidebar",
  messagesCsv: "/adminmessages.csv",
  dashboard: "/admindashboard",
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
  documents: "/admindocuments",
  document: "/admindocuments/:id",
  catalogueTerms: "/admincatalogue",
  productRegistrations: "/adminproducts/:id/registrations",
  registrationsImport: "/adminproducts/registrations/import",
  registrationsImportPreview: "/adminproducts/registrations/import/:token",
  registrationsExportXlsx: "/adminproducts/registrations.xlsx",
  registrationsExportCsv: "/adminproducts/registrations.csv",
} as const;

/**
 * Admin files streamed by Express before React Router (server/api/document-files-router.server.ts):
 * not pages, so not in the route table; admin paths all the same (never cached).
 */
export const ADMIN_FILES = {
  documentFile: "/admindocuments/:id/versions/:version/file",
} as const;

/** The file of one version of a document, for a signed-in admin. */
export function adminDocumentFilePath(id: string, version: number): string {
  return fillPath(ADMIN_FILES.documentFile, { id, version: String(version) });
}

/** The admin's JSON endpoints: never pages, never cached. */
export const ADMIN_API_PREFIXES = {
  adminAuth: "/api/admin/auth",
  adminMessages: "/api/admin/messages",
  adminProducts: "/api/admin/products",
  adminSettings: "/api/admin/settings",
} as const;

export type AdminPage = keyof typeof ADMIN_PAGES;

/** The admin pages without parameters (the sidebar's entries are among them). */
export type FixedAdminPage = { [P in AdminPage]: [ParamNames<(typeof ADMIN_PAGES)[P]>] extends [never] ? P : never }[AdminPage];

/** The path of an admin page (the admin has no languages): `adminPath("editUser", { id })`. */
export function adminPath<P extends AdminPage>(page: P, ...[params]: ParamsArg<(typeof ADMIN_PAGES)[P]>): string {
  return fillPath(ADMIN_PAGES[page], (params ?? {}) as Record<string, string>);
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
