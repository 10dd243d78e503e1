import express, { type Response, type Router } from "express";
import type { z } from "zod";
import {
  AdminLoginSchema,
  CreateAdminSchema,
  EditAdminSchema,
  fieldErrors,
  type AdminSessionUser,
  type AdminUser as AdminUserData,
} from "../../app/schemas/admin-user";
import { sendJson } from "../http/api-errors.server";
import type { Services } from "../services.server";
import type { AdminUser } from "./admins-repository.server";
import { apiAdmin, requireAdminApi } from "./require-admin.server";
import { clearSessionCookie, readSessionToken, serializeSessionCookie } from "./session-cookie.server";

export const INVALID_LOGIN = "Invalid email or password";
export const TWO_FACTOR_REQUIRED = "Enter the code from your authenticator app";
export const ADMIN_NOT_FOUND = "Admin not found";
export const CANNOT_DELETE_SELF = "You cannot delete your own account";
export const CANNOT_DELETE_LAST = "The last admin cannot be deleted";

/** The API's view of an admin (DESIGN section 5): the specification's field names, no secret. */
export function toAdminData(admin: AdminUser): AdminUserData {
  return {
    _id: admin.id,
    FullName: admin.fullName,
    email: admin.email,
    userName: admin.userName,
    createdAt: new Date(admin.createdAt).toISOString(),
  };
}

export function toSessionUser(admin: AdminUser): AdminSessionUser {
  return { _id: admin.id, FullName: admin.fullName, email: admin.email, userName: admin.userName, isAdmin: true };
}

/** A JSON object body, or a 400 naming what is wrong. Field errors carry the schema's messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, res: Response): z.infer<S> | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    sendJson(res, 400, { success: false, message: "Request body must be a JSON object" });
    return undefined;
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  sendJson(res, 400, { success: false, message: Object.values(errors)[0] ?? "Invalid request", errors });
  return undefined;
}

function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? "1 minute" : `${n} minutes`;
}

/** The 429 message of a throttled login, for the endpoint and the login page alike. */
export function loginThrottledMessage(retryAfterMs: number): string {
  return `Too many failed login attempts. Please try again in ${minutes(retryAfterMs)}.`;
}

/**
 * The specification's six admin endpoints (exact paths, DESIGN section 5), plus logout and me.
 * Everything except adminlogin and logout needs a live admin session.
 */
export function adminAuthRouter(services: Services): Router {
  const { admins, sessions, env } = services;
  const router = express.Router();
  const guard = requireAdminApi(services);

  router.post("/adminlogin", async (req, res) => {
    const body = parseBody(AdminLoginSchema, req.body, res);
    if (!body) return;
    const result = await admins.login(body.email, body.password, req.ip ?? "unknown", req.get("user-agent"));
    if (result.outcome === "throttled") {
      res.setHeader("Retry-After", String(Math.ceil(result.retryAfterMs / 1000)));
      sendJson(res, 429, {
        success: false,
        message: loginThrottledMessage(result.retryAfterMs),
      });
      return;
    }
    if (result.outcome === "invalid") {
      sendJson(res, 401, { success: false, message: INVALID_LOGIN });
      return;
    }
    if (result.outcome === "second-factor") {
      // No session yet: the code goes to POST /adminlogin/code with this challenge.
      sendJson(res, 202, { success: true, message: TWO_FACTOR_REQUIRED, data: { twoFactor: true, challenge: result.challenge } });
      return;
    }
    // A new id at every login: whatever session the browser brought is ended, never reused.
    await sessions.end(readSessionToken(env, req.headers.cookie));
    res.setHeader("Set-Cookie", serializeSessionCookie(env, result.token));
    sendJson(res, 200, { success: true, message: "Login successful", data: toSessionUser(result.admin) });
  });

  router.post("/logout", async (req, res) => {
    await sessions.end(readSessionToken(env, req.headers.cookie));
    res.setHeader("Set-Cookie", clearSessionCookie(env));
    sendJson(res, 200, { success: true, message: "Logged out" });
  });

  router.get("/me", guard, (_req, res) => {
    sendJson(res, 200, { success: true, data: toSessionUser(apiAdmin(res)) });
  });

  router.get("/getAllAdmin", guard, async (_req, res) => {
    const list = await admins.list();
    sendJson(res, 200, { success: true, data: list.map(toAdminData) });
  });

  router.get("/getAdmin/:id", guard, async (req, res) => {
    const admin = await admins.get(String(req.params.id));
    if (!admin) {
      sendJson(res, 404, { success: false, message: ADMIN_NOT_FOUND });
      return;
    }
    sendJson(res, 200, { success: true, data: toAdminData(admin) });
  });

  router.post("/adminRegister", guard, async (req, res) => {
    const body = parseBody(CreateAdminSchema, req.body, res);
    if (!body) return;
    const result = await admins.create(body);
    if (result.outcome === "duplicate") {
      sendJson(res, 409, { success: false, message: Object.values(result.errors)[0], errors: result.errors });
      return;
    }
    sendJson(res, 201, { success: true, message: "Admin created successfully", data: toAdminData(result.admin) });
  });

  router.put("/adminUpdate/:id", guard, async (req, res) => {
    const body = parseBody(EditAdminSchema, req.body, res);
    if (!body) return;
    const result = await admins.update(String(req.params.id), body);
    if (result.outcome === "not-found") {
      sendJson(res, 404, { success: false, message: ADMIN_NOT_FOUND });
      return;
    }
    if (result.outcome === "duplicate") {
      sendJson(res, 409, { success: false, message: Object.values(result.errors)[0], errors: result.errors });
      return;
    }
    sendJson(res, 200, { success: true, message: "Admin updated successfully!", data: toAdminData(result.admin) });
  });

  router.delete("/adminDelete/:id", guard, async (req, res) => {
    const result = await admins.delete(String(req.params.id), apiAdmin(res).id);
    if (result === "not-found") sendJson(res, 404, { success: false, message: ADMIN_NOT_FOUND });
    else if (result === "self") sendJson(res, 400, { success: false, message: CANNOT_DELETE_SELF });
    else if (result === "last-admin") sendJson(res, 400, { success: false, message: CANNOT_DELETE_LAST });
    else sendJson(res, 200, { success: true, message: "User deleted" });
  });

  return router;
}
