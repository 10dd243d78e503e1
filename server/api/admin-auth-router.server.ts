import express, { type RequestHandler, type Router } from "express";
import { fieldErrors } from "../../app/forms/field-errors";
import { invalid } from "../../app/forms/outcome";
import { AdminLoginSchema } from "../../app/schemas/admin-user";
import { sendJson } from "../http/api-errors.server";
import { NOT_AN_OBJECT, isJsonObject, sendOutcome, sendRefusal } from "../http/api-outcome.server";
import type { Services } from "../services.server";
import { ROLE_AREAS } from "../../app/admin/roles";
import { toAdminData, toAdminRole, toSessionUser } from "../auth/admins.server";
import { apiAdmin } from "../auth/require-admin.server";
import { clearSessionCookie, readSessionToken, serializeSessionCookie } from "../auth/session-cookie.server";

export const TWO_FACTOR_REQUIRED = "Enter the code from your authenticator app";

/** A body that is not a JSON object is refused before any service sees it. */
const objectBody: RequestHandler = (req, res, next) => {
  if (isJsonObject(req.body)) next();
  else sendJson(res, 400, { success: false, message: NOT_AN_OBJECT });
};

/**
 * The specification's six admin endpoints (exact paths, docs/requirements.md §5), plus logout and me.
 * The admin API guard (ADMIN_API_ENDPOINTS) checks the session and the role of every other one.
 */
export function adminAuthRouter(services: Services): Router {
  const { admins, sessions, env } = services;
  const router = express.Router();

  router.post("/adminlogin", objectBody, async (req, res) => {
    const body = AdminLoginSchema.safeParse(req.body);
    if (!body.success) {
      sendRefusal(res, invalid(fieldErrors(body.error)));
      return;
    }
    const result = await admins.login(body.data.email, body.data.password, req.ip ?? "unknown", req.get("user-agent"));
    if (result.kind !== "ok") {
      sendRefusal(res, result);
      return;
    }
    const step = result.value;
    if (step.step === "second-factor") {
      // No session yet: the code goes to POST /adminlogin/code with this challenge.
      sendJson(res, 202, { success: true, message: TWO_FACTOR_REQUIRED, data: { twoFactor: true, challenge: step.challenge } });
      return;
    }
    // A new id at every login: whatever session the browser brought is ended, never reused.
    await sessions.end(readSessionToken(env, req.headers.cookie));
    res.setHeader("Set-Cookie", serializeSessionCookie(env, step.token));
    sendJson(res, 200, { success: true, message: "Login successful", data: toSessionUser(step.admin) });
  });

  router.post("/logout", async (req, res) => {
    await sessions.end(readSessionToken(env, req.headers.cookie));
    res.setHeader("Set-Cookie", clearSessionCookie(env));
    sendJson(res, 200, { success: true, message: "Logged out" });
  });

  router.get("/me", (_req, res) => {
    sendJson(res, 200, { success: true, data: toSessionUser(apiAdmin(res)) });
  });

  // The signed-in admin's role and the areas it may use (decision 0065).
  router.get("/role", (_req, res) => {
    const { role } = apiAdmin(res);
    sendJson(res, 200, { success: true, data: { role, areas: ROLE_AREAS[role] } });
  });

  // Every admin's role, beside getAllAdmin's specification shape.
  router.get("/roles", async (_req, res) => {
    sendJson(res, 200, { success: true, data: (await admins.list()).map(toAdminRole) });
  });

  router.get("/getAllAdmin", async (_req, res) => {
    const list = await admins.list();
    sendJson(res, 200, { success: true, data: list.map(toAdminData) });
  });

  router.get("/getAdmin/:id", async (req, res) => {
    sendOutcome(res, await admins.get(String(req.params.id)), { data: toAdminData });
  });

  router.post("/adminRegister", objectBody, async (req, res) => {
    sendOutcome(res, await admins.create(req.body), { status: 201, message: "Admin created successfully", data: toAdminData });
  });

  router.put("/adminUpdate/:id", objectBody, async (req, res) => {
    sendOutcome(res, await admins.update(String(req.params.id), req.body), {
      message: "Admin updated successfully!",
      data: toAdminData,
    });
  });

  router.delete("/adminDelete/:id", async (req, res) => {
    sendOutcome(res, await admins.delete(String(req.params.id), apiAdmin(res).id), { message: "User deleted" });
  });

  return router;
}
