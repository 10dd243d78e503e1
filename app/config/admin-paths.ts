/**
 * The admin area's part of the URL manifest (app/config/paths.ts holds the public site's): its
 * pages and JSON endpoints, apart so that no public page's script carries them.
 */
import type { AdminArea } from "../admin/roles";
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
  replyTemplates: "/admintemplates",
  mailbox: "/adminmailbox",
  quotation: "/adminquotations/:id",
} as const;

/** Who may open a page of the admin: the area it belongs to, or "open" for no session at all. */
export type AdminAccess = AdminArea | "open";

/**
 * The area of every admin page (docs/decisions/0065-admin-roles.md): its loader and action
 * refuse a role without it (403), the sidebar hides it, and the route-by-role test reads it. A
 * page missing here does not compile.
 */
export const ADMIN_PAGE_AREAS = {
  login: "open",
  logout: "open",
  forgotPassword: "open",
  resetPassword: "open",
  sidebar: "dashboard",
  messagesCsv: "inbox",
  dashboard: "dashboard",
  users: "users",
  createAdmin: "users",
  editUser: "users",
  deleteUser: "users",
  messages: "inbox",
  message: "inbox",
  messageLines: "inbox",
  account: "account",
  products: "catalogue",
  newProduct: "catalogue",
  editProduct: "catalogue",
  productHistory: "catalogue",
  settings: "settings",
  productPictures: "catalogue",
  productsImport: "catalogue",
  productsImportPreview: "catalogue",
  productsExportXlsx: "catalogue",
  productsExportCsv: "catalogue",
  productsTemplate: "catalogue",
  documents: "documents",
  document: "documents",
  catalogueTerms: "catalogue",
  productRegistrations: "catalogue",
  registrationsImport: "catalogue",
  registrationsImportPreview: "catalogue",
  registrationsExportXlsx: "catalogue",
  registrationsExportCsv: "catalogue",
  replyTemplates: "inbox",
  mailbox: "inbox",
  quotation: "inbox",
} as const satisfies Record<keyof typeof ADMIN_PAGES, AdminAccess>;

/** The admin pages that need a session, each with its area. */
export type GuardedAdminPage = { [P in keyof typeof ADMIN_PAGE_AREAS]: (typeof ADMIN_PAGE_AREAS)[P] extends "open" ? never : P }[keyof typeof ADMIN_PAGE_AREAS];

/**
 * Admin files streamed by Express before React Router (server/api/document-files-router.server.ts):
 * not pages, so not in the route table; admin paths all the same (never cached).
 */
export const ADMIN_FILES = {
  documentFile: "/admindocuments/:id/versions/:version/file",
  answerAttachment: "/adminmailbox/:mailId/attachments/:index",
} as const;

/** The area of each admin file, as ADMIN_PAGE_AREAS gives a page's. */
export const ADMIN_FILE_AREAS = {
  documentFile: "documents",
  answerAttachment: "inbox",
} as const satisfies Record<keyof typeof ADMIN_FILES, AdminArea>;

/** The file of one version of a document, for a signed-in admin. */
export function adminDocumentFilePath(id: string, version: number): string {
  return fillPath(ADMIN_FILES.documentFile, { id, version: String(version) });
}

/** An attachment of a buyer's answer (decision 0069), for a signed-in admin; always a download. */
export function adminAnswerAttachmentPath(mailId: string, index: number): string {
  return fillPath(ADMIN_FILES.answerAttachment, { mailId, index: String(index) });
}

/** The admin's JSON endpoints: never pages, never cached. */
export const ADMIN_API_PREFIXES = {
  adminAuth: "/api/admin/auth",
  adminMessages: "/api/admin/messages",
  adminProducts: "/api/admin/products",
  adminSettings: "/api/admin/settings",
} as const;

/** One admin endpoint of the JSON API: its method, its path, and who may call it. */
export interface AdminApiEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  access: AdminAccess;
}

const endpoint = (method: AdminApiEndpoint["method"], path: string, access: AdminAccess): AdminApiEndpoint => ({ method, path, access });

/**
 * Every endpoint under `/api/admin`, with its area (docs/decisions/0065-admin-roles.md). The
 * guard in front of them all (server/auth/require-admin.server.ts, mounted at `/api/admin`) lets through only what is
 * listed here: an endpoint added to a router but not to this list answers 404 to everyone.
 */
export const ADMIN_API_ENDPOINTS: readonly AdminApiEndpoint[] = [
  endpoint("POST", "/api/admin/auth/adminlogin", "open"),
  endpoint("POST", "/api/admin/auth/adminlogin/code", "open"),
  endpoint("POST", "/api/admin/auth/logout", "open"),
  endpoint("POST", "/api/admin/auth/forgot-password", "open"),
  endpoint("POST", "/api/admin/auth/reset-password", "open"),
  endpoint("GET", "/api/admin/auth/me", "account"),
  endpoint("GET", "/api/admin/auth/role", "account"),
  endpoint("POST", "/api/admin/auth/password", "account"),
  endpoint("GET", "/api/admin/auth/totp", "account"),
  endpoint("POST", "/api/admin/auth/totp/setup", "account"),
  endpoint("POST", "/api/admin/auth/totp/enable", "account"),
  endpoint("POST", "/api/admin/auth/totp/disable", "account"),
  endpoint("GET", "/api/admin/auth/sessions", "account"),
  endpoint("DELETE", "/api/admin/auth/sessions/:id", "account"),
  endpoint("GET", "/api/admin/auth/roles", "users"),
  endpoint("GET", "/api/admin/auth/getAllAdmin", "users"),
  endpoint("GET", "/api/admin/auth/getAdmin/:id", "users"),
  endpoint("POST", "/api/admin/auth/adminRegister", "users"),
  endpoint("PUT", "/api/admin/auth/adminUpdate/:id", "users"),
  endpoint("DELETE", "/api/admin/auth/adminDelete/:id", "users"),
  endpoint("GET", "/api/admin/messages", "inbox"),
  endpoint("GET", "/api/admin/messages/:id", "inbox"),
  endpoint("PATCH", "/api/admin/messages/:id", "inbox"),
  endpoint("POST", "/api/admin/messages/:id/retry", "inbox"),
  endpoint("GET", "/api/admin/products", "catalogue"),
  endpoint("POST", "/api/admin/products", "catalogue"),
  endpoint("POST", "/api/admin/products/import", "catalogue"),
  endpoint("GET", "/api/admin/products/:id", "catalogue"),
  endpoint("PUT", "/api/admin/products/:id", "catalogue"),
  endpoint("DELETE", "/api/admin/products/:id", "catalogue"),
  endpoint("PATCH", "/api/admin/products/:id/status", "catalogue"),
  endpoint("POST", "/api/admin/products/:id/duplicate", "catalogue"),
  endpoint("GET", "/api/admin/products/:id/translations/:locale", "catalogue"),
  endpoint("PUT", "/api/admin/products/:id/translations/:locale", "catalogue"),
  endpoint("DELETE", "/api/admin/products/:id/translations/:locale", "catalogue"),
  endpoint("GET", "/api/admin/products/:id/history", "catalogue"),
  endpoint("POST", "/api/admin/products/:id/history/:revisionId/restore", "catalogue"),
  endpoint("GET", "/api/admin/products/:id/pictures", "catalogue"),
  endpoint("POST", "/api/admin/products/:id/pictures", "catalogue"),
  endpoint("PUT", "/api/admin/products/:id/pictures/order", "catalogue"),
  endpoint("PATCH", "/api/admin/products/:id/pictures/:pictureId", "catalogue"),
  endpoint("DELETE", "/api/admin/products/:id/pictures/:pictureId", "catalogue"),
  endpoint("GET", "/api/admin/settings", "settings"),
  endpoint("PUT", "/api/admin/settings", "settings"),
  endpoint("POST", "/api/admin/settings/test-email", "settings"),
];

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
