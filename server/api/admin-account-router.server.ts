import express, { type Request, type Response, type Router } from "express";
import { ACCOUNT_TEXT, type AccountSession } from "../../app/schemas/admin-account";
import { describeDevice } from "../../app/admin/user-agent";
import { sendJson } from "../http/api-errors.server";
import { NOT_AN_OBJECT, isJsonObject, sendOutcome, sendRefusal } from "../http/api-outcome.server";
import type { Services } from "../services.server";
import type { SessionInfo } from "../auth/sessions.server";
import { toSessionUser } from "../auth/admins.server";
import { apiAdmin } from "../auth/require-admin.server";
import { readSessionToken, serializeSessionCookie } from "../auth/session-cookie.server";

/** The body when it is a JSON object; otherwise a 400 is sent and undefined returned. */
function objectBody(req: Request, res: Response): Record<string, unknown> | undefined {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (isJsonObject(body)) return body;
  sendJson(res, 400, { success: false, message: NOT_AN_OBJECT });
  return undefined;
}

export function toAccountSession(session: SessionInfo): AccountSession {
  return {
    id: session.id,
    device: describeDevice(session.userAgent),
    address: session.ip,
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
  const ip = (req: Request) => req.ip ?? "unknown";

  router.post("/adminlogin/code", async (req, res) => {
    const body = objectBody(req, res);
    if (!body) return;
    const result = await account.completeLogin(body, ip(req), req.get("user-agent"));
    if (result.kind !== "ok") return sendRefusal(res, result);
    await sessions.end(readSessionToken(env, req.headers.cookie));
    res.setHeader("Set-Cookie", serializeSessionCookie(env, result.value.token));
    sendJson(res, 200, { success: true, message: "Login successful", data: toSessionUser(result.value.admin) });
  });

  router.post("/forgot-password", async (req, res) => {
    const body = objectBody(req, res);
    if (body) sendOutcome(res, await account.requestPasswordReset(body, ip(req)), { message: ACCOUNT_TEXT.forgotAnswer });
  });

  router.post("/reset-password", async (req, res) => {
    const body = objectBody(req, res);
    if (body) sendOutcome(res, await account.resetPassword(body), { message: ACCOUNT_TEXT.passwordReset });
  });

  router.post("/password", async (req, res) => {
    const body = objectBody(req, res);
    const token = readSessionToken(env, req.headers.cookie) ?? "";
    if (body) sendOutcome(res, await account.changePassword(apiAdmin(res), token, body), { message: ACCOUNT_TEXT.passwordChanged });
  });

  router.get("/totp", async (_req, res) => {
    const status = await account.totpStatus(apiAdmin(res).id);
    sendJson(res, 200, { success: true, data: status });
  });

  router.post("/totp/setup", async (req, res) => {
    const body = objectBody(req, res);
    if (body) sendOutcome(res, await account.startTotpSetup(apiAdmin(res), body), { message: ACCOUNT_TEXT.totpScan, data: (setup) => setup });
  });

  router.post("/totp/enable", async (req, res) => {
    const body = objectBody(req, res);
    if (body) sendOutcome(res, await account.confirmTotp(apiAdmin(res), body), { message: ACCOUNT_TEXT.totpOn, data: (v) => v });
  });

  router.post("/totp/disable", async (req, res) => {
    const body = objectBody(req, res);
    if (body) sendOutcome(res, await account.disableTotp(apiAdmin(res), body), { message: ACCOUNT_TEXT.totpOff });
  });

  router.get("/sessions", async (req, res) => {
    const list = await account.listSessions(apiAdmin(res).id, readSessionToken(env, req.headers.cookie));
    sendJson(res, 200, { success: true, data: list.map(toAccountSession) });
  });

  router.delete("/sessions/:id", async (req, res) => {
    sendOutcome(res, await account.endSession(apiAdmin(res).id, String(req.params.id)), { message: ACCOUNT_TEXT.sessionEnded });
  });

  return router;
}
