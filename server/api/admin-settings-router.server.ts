import express from "express";
import { apiAdmin } from "../auth/require-admin.server";
import { sendJson } from "../http/api-errors.server";
import { sendOutcome } from "../http/api-outcome.server";
import type { Services } from "../services.server";

/**
 * Settings as JSON, under `/api/admin/settings` (the admin API guard checks the session and the role: ADMIN_API_ENDPOINTS): the
 * company's details, the mail status, and the test e-mail; the same services as the page.
 */
export function adminSettingsRouter(services: Services): express.Router {
  const { settings, mail } = services;
  const router = express.Router();

  router.get("/", (_req, res) => {
    sendJson(res, 200, { success: true, data: { company: settings.company(), mail: mail.status() } });
  });

  // The whole set of details, as the form sends them (certifications as a list).
  router.put("/", async (req, res) => {
    const admin = apiAdmin(res);
    const outcome = await settings.update(req.body, { id: admin.id, name: admin.fullName });
    sendOutcome(res, outcome, { message: "Settings saved", data: (company) => company });
  });

  // {to: "me" | "company"}
  router.post("/test-email", async (req, res) => {
    const admin = apiAdmin(res);
    const to = (req.body as { to?: unknown } | undefined)?.to;
    const outcome = await mail.sendTest(to, { email: admin.email, name: admin.fullName });
    sendOutcome(res, outcome, { message: "Test e-mail sent", data: (sent) => sent });
  });

  return router;
}
