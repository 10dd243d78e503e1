/**
 * Who may use what in the admin (docs/decisions/0065-admin-roles.md): the one place that says
 * it. Each admin page and endpoint of the URL manifest names its area (app/config/admin-paths.ts);
 * the server's guards (server/auth/require-admin.server.ts) and the sidebar ask `mayUse`.
 */

/** The roles an admin can have; the first admin and every admin before roles are owners. */
export const ADMIN_ROLES = ["owner", "sales", "catalogue"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The role of an admin created without one named (the original calls, the command line). */
export const DEFAULT_ROLE: AdminRole = "owner";

/** The parts of the admin a role is given or refused. */
export const ADMIN_AREAS = ["dashboard", "account", "inbox", "catalogue", "documents", "users", "settings"] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

/**
 * What each role may use. Everyone has the dashboard (showing only its own areas' parts) and
 * their own account (password, two-factor, sessions).
 */
export const ROLE_AREAS: Record<AdminRole, readonly AdminArea[]> = {
  owner: ADMIN_AREAS,
  sales: ["dashboard", "account", "inbox"],
  catalogue: ["dashboard", "account", "catalogue", "documents"],
};

/** True when `role` may use `area`. */
export function mayUse(role: AdminRole, area: AdminArea): boolean {
  return ROLE_AREAS[role].includes(area);
}

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** The roles' names and what each may do, as the users screens show them (the admin is in English). */
export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: "Owner",
  sales: "Sales",
  catalogue: "Catalogue",
};

export const ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: "everything, users and settings included",
  sales: "messages, their leads and document requests",
  catalogue: "products, pictures, registrations, imports and documents",
};

/** The answer to a signed-in admin whose role lacks the page or endpoint (403). */
export const NOT_ALLOWED = "Your role does not allow this page or action.";
export const NOT_ALLOWED_TITLE = "Not allowed";

/** The role field's messages (the users screens and the API). */
export const ROLE_REQUIRED = "Choose a role: Owner, Sales or Catalogue";
export const LAST_OWNER = "At least one owner must remain";
export const CANNOT_DELETE_LAST_OWNER = "The last owner cannot be deleted";
