import type { RequestHandler, Response } from "express";
import { redirect } from "react-router";
import { loginUrlFor } from "../../app/admin/safe-redirect";
import { sendJson } from "../http/api-errors.server";
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
 * For admin page loaders: the signed-in admin, or a redirect to the login page that brings the
 * admin back to the page asked for.
 */
export async function requireAdmin(request: Request, services: Services): Promise<AdminUser> {
  const admin = await getAdmin(request, services);
  if (admin) return admin;
  const url = new URL(request.url);
  throw redirect(loginUrlFor(`${url.pathname}${url.search}`), { headers: { "Cache-Control": "no-store" } });
}

/** For admin API routes: 401 without a live session; the admin goes to `res.locals.admin`. */
export function requireAdminApi(services: Services): RequestHandler {
  return async (req, res, next) => {
    const admin = await services.sessions.resolve(readSessionToken(services.env, req.headers.cookie));
    if (!admin) {
      sendJson(res, 401, { success: false, message: NOT_AUTHENTICATED });
      return;
    }
    res.locals.admin = admin;
    next();
  };
}

/** The admin requireAdminApi let through. */
export function apiAdmin(res: Response): AdminUser {
  return res.locals.admin as AdminUser;
}
