import express, { type Request, type Response, type Router } from "express";
import type { AccountSession } from "../../app/schemas/admin-account";
import { describeDevice } from "../../app/lib/user-agent";
import { sendJson } from "../http/api-errors.server";
import type { Services } from "../services.server";
import type { Outcome } from "../auth/account.server";
import type { SessionInfo } from "../auth/sessions.server";
import { toSessionUser } from "../auth/admins.server";
import { apiAdmin, requireAdminApi } from "../auth/require-admin.server";
import { readSessionToken, serializeSessionCookie } from "../auth/session-cookie.server";

const STATUS: Record<Exclude<Outcome["outcome"], "ok">, number> = {
  invalid: 400,
  "not-found": 404,
  conflict: 409,
  throttled: 429,
};

/**
 * An outcome as the JSON envelope (DESIGN section 5): field errors in `errors`, 429 with
 * Retry-After. `data` is only sent on success.
 */
function sendOutcome<T>(res: Response, outcome: Outcome<T>, data?: (value: T) => unknown): void {
  if (outcome.outcome === "ok") {
    sendJson(res, 200, { success: true, message: outcome.message, ...(data ? { data: data(outcome.value) } : {}) });
    return;
  }
  if (outcome.outcome === "throttled") res.setHeader("Retry-After", String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
  sendJson(res, STATUS[outcome.outcome], {
    success: false,
    message: outcome.message,
    ...(outcome.outcome === "invalid" ? { errors: outcome.errors } : {}),
  });
}

/** The body when it is a JSON object; otherwise a 400 is sent and undefined returned. */
function objectBody(req: Request, res: Response): Record<string, unknown> | undefined {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    sendJson(res, 400, { success: false, message: "Request body must be a JSON object" });
    return undefined;
  }
  return body as Record<string, unknown>;
}

export function toAccountSession(session: SessionInfo): AccountSession {
  return {
    id: session.id,
    device: describeDevice(session.userAgent),
    createdAt: new Date(session.createdAt).toISOString(),
    lastSeenAt: new Date(session.lastSeenAt).toISOString(),
    current: session.current,
  };
}

/**
 * An admin's own account (README, Admin account security): the code step of a two-factor
 * sign-in, password change and reset, two-factor set-up, and sessions.
 */
export function adminAccountRouter(services: Services): Router {
  const { account, sessions, env } = services;
  const router = express.Router();
  const guard = requireAdminApi(services);
  const ip = (req: Request) => req.ip ?? "unknown";

  router.post("/adminlogin/code", async (req, res) => {
    const body = objectBody(req, res);
    if (!body) return;
    const result = await account.completeLogin(body, ip(req), req.get("user-agent"));
    if (result.outcome !== "ok") return sendOutcome(res, result);
    await sessions.end(readSessionToken(env, req.headers.cookie));
    res.setHeader("Set-Cookie", serializeSessionCookie(env, result.value.token));
    sendJson(res, 200, { success: true, message: "Login successful", data: toSessionUser(result.value.admin) });
  });

  router.post("/forgot-password", async (req, res) => {
    const body = objectBody(req, res);
    if (body) sendOutcome(res, await account.requestPasswordReset(body, ip(req)));
  });

  router.post("/reset-password", async (req, res) => {
    const body = objectBody(req, res);
    if (body) sendOutcome(res, await account.resetPassword(body));
  });

  router.post("/password", guard, async (req, res) => {
    const body = objectBody(req, res);
    const token = readSessionToken(env, req.headers.cookie) ?? "";
    if (body) sendOutcome(res, await account.changePassword(apiAdmin(res), token, body));
  });

  router.get("/totp", guard, async (_req, res) => {
    const status = await account.totpStatus(apiAdmin(res).id);
    sendJson(res, 200, { success: true, data: status });
  });

  router.post("/totp/setup", guard, async (req, res) => {
    const body = objectBody(req, res);
    if (body) sendOutcome(res, await account.startTotpSetup(apiAdmin(res), body), (setup) => setup);
  });

  router.post("/totp/enable", guard, async (req, res) => {
    const body = objectBody(req, res);
    if (body) sendOutcome(res, await account.confirmTotp(apiAdmin(res), body), (v) => v);
  });

  router.post("/totp/disable", guard, async (req, res) => {
    const body = objectBody(req, res);
    if (body) sendOutcome(res, await account.disableTotp(apiAdmin(res), body));
  });

  router.get("/sessions", guard, async (req, res) => {
    const list = await account.listSessions(apiAdmin(res).id, readSessionToken(env, req.headers.cookie));
    sendJson(res, 200, { success: true, data: list.map(toAccountSession) });
  });

  router.delete("/sessions/:id", guard, async (req, res) => {
    sendOutcome(res, await account.endSession(apiAdmin(res).id, String(req.params.id)));
  });

  return router;
}
