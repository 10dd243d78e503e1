import express from "express";
import { parseInboxQuery } from "../../app/schemas/inbox";
import { apiAdmin } from "../auth/require-admin.server";
import { sendJson } from "../http/api-errors.server";
import { sendOutcome } from "../http/api-outcome.server";
import type { Services } from "../services.server";

/**
 * The admin inbox as JSON, under `/api/admin/messages` (the admin API guard checks the session and the role: ADMIN_API_ENDPOINTS):
 * the same query, shapes and rules as the inbox pages.
 */
export function adminMessagesRouter(services: Services): express.Router {
  const { messages } = services;
  const router = express.Router();

  // ?view=&kind=&status=&delivery=&q=&page= (view: mine, unassigned or overdue, for the admin calling)
  router.get("/", async (req, res) => {
    const query = parseInboxQuery(new URL(req.originalUrl, "http://localhost").searchParams);
    const { messages: list, pagination } = await messages.inboxPage(query, apiAdmin(res).id);
    sendJson(res, 200, {
      success: true,
      data: { messages: list, page: pagination.page, pageCount: pagination.pageCount, pageSize: pagination.pageSize, total: pagination.total },
    });
  });

  router.get("/:id", async (req, res) => {
    sendOutcome(res, await messages.getMessage(req.params.id), { data: (message) => message });
  });

  // {status: "new" | "in_progress" | "replied" | "archived"}
  router.patch("/:id", async (req, res) => {
    sendOutcome(res, await messages.setStatus(req.params.id, req.body), { data: (message) => message });
  });

  // Puts a delivery parked as failed back in the queue.
  router.post("/:id/retry", async (req, res) => {
    sendOutcome(res, await messages.retryDelivery(req.params.id), { data: (message) => message });
  });

  return router;
}
