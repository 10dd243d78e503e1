import type { RequestHandler, Response } from "express";
import { data, matchPath, redirect } from "react-router";
import { loginUrlFor } from "../../app/admin/safe-redirect";
import { NOT_ALLOWED, mayUse } from "../../app/admin/roles";
import { ADMIN_API_ENDPOINTS, ADMIN_PAGE_AREAS, type AdminApiEndpoint, type GuardedAdminPage } from "../../app/config/admin-paths";
import { apiNotFound, sendJson } from "../http/api-errors.server";
import type { Services } from "../services.server";
import type { AdminUser } from "./admins-repository.server";
import { readSessionToken } from "./session-cookie.server";

export type { AdminUser };

export const NOT_AUTHENTICATED = "Not authenticated";

/** The signed-in admin of a page request, or null. */
export async function getAdmin(request: Request, services: Services): Promise<AdminUser | null> {
  return services.sessions.resolve(readSessionToken(services.env, request.headers.get("cookie")));
}

/**
 * Any signed-in admin, whatever the role, or a redirect to the login page that brings the admin
 * back to the page asked for. For the admin layout, which every page shares; a page's own
 * loader and action use `requireAdmin` with its id.
 */
export async function requireSignedIn(request: Request, services: Services): Promise<AdminUser> {
  const admin = await getAdmin(request, services);
  if (admin) return admin;
  const url = new URL(request.url);
  throw redirect(loginUrlFor(`${url.pathname}${url.search}`), { headers: { "Cache-Control": "no-store" } });
}

/** The 403 a page, an action or a download throws to a role without its area (decision 0065). */
export function notAllowed() {
  return data(NOT_ALLOWED, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/**
 * For admin page loaders and actions: the signed-in admin when its role may use the page's area
 * (ADMIN_PAGE_AREAS), a 403 when it may not, or a redirect to the login page without a session.
 */
export async function requireAdmin(request: Request, services: Services, page: GuardedAdminPage): Promise<AdminUser> {
  const admin = await requireSignedIn(request, services);
  if (!mayUse(admin.role, ADMIN_PAGE_AREAS[page])) throw notAllowed();
  return admin;
}

/** The manifest's entry for an API request (HEAD is served as GET), or undefined when none lists it. */
export function findAdminEndpoint(method: string, path: string): AdminApiEndpoint | undefined {
  const asked = method === "HEAD" ? "GET" : method;
  return ADMIN_API_ENDPOINTS.find((entry) => entry.method === asked && matchPath({ path: entry.path, end: true }, path) !== null);
}

/**
 * In front of every endpoint under `/api/admin` (mounted there, first in the API): an endpoint
 * the manifest does not list answers 404, an open one passes, any other needs a live session
 * (401) and a role that may use its area (403). The admin goes to `res.locals.admin`.
 */
export function adminApiGuard(services: Services): RequestHandler {
  return async (req, res, next) => {
    // Express answers OPTIONS itself with the route's Allow header; no handler of ours runs.
    if (req.method === "OPTIONS") return next();
    const entry = findAdminEndpoint(req.method, `${req.baseUrl}${req.path}`);
    if (!entry) return apiNotFound(req, res, next);
    if (entry.access === "open") return next();
    const admin = await services.sessions.resolve(readSessionToken(services.env, req.headers.cookie));
    if (!admin) return sendJson(res, 401, { success: false, message: NOT_AUTHENTICATED });
    if (!mayUse(admin.role, entry.access)) return sendJson(res, 403, { success: false, message: NOT_ALLOWED });
    res.locals.admin = admin;
    next();
  };
}

/**
 * What the sidebar shows a signed-in admin (the layout's and /adminSidebar's): its role's
 * entries, and the count of new messages to a role with the inbox.
 */
export async function sidebarData(admin: AdminUser, services: Services): Promise<{ role: AdminUser["role"]; badges: { messages?: number } }> {
  return { role: admin.role, badges: mayUse(admin.role, "inbox") ? { messages: await services.messages.countNew() } : {} };
}

/** The admin adminApiGuard let through. */
export function apiAdmin(res: Response): AdminUser {
  return res.locals.admin as AdminUser;
}
