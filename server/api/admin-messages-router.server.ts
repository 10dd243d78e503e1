import express from "express";
import { fieldErrors } from "../../app/lib/field-errors";
import { MESSAGE_NOT_FOUND, NOT_RETRYABLE, StatusUpdateSchema, parseInboxQuery } from "../../app/schemas/inbox";
import { requireAdminApi } from "../auth/require-admin.server";
import { sendJson } from "../http/api-errors.server";
import { inboxPage, toInboxMessage } from "../messages/inbox-message.server";
import type { Services } from "../services.server";

/**
 * The admin inbox as JSON, under `/api/admin/messages` (every endpoint needs an admin session):
 * the same query, shapes and rules as the inbox pages.
 */
export function adminMessagesRouter(services: Services): express.Router {
  const { messages } = services;
  const router = express.Router();
  router.use(requireAdminApi(services));

  // ?kind=&status=&delivery=&q=&page=
  router.get("/", async (req, res) => {
    const query = parseInboxQuery(new URL(req.originalUrl, "http://localhost").searchParams);
    const { messages: list, pagination } = await inboxPage(messages, query);
    sendJson(res, 200, {
      success: true,
      data: { messages: list, page: pagination.page, pageCount: pagination.pageCount, pageSize: pagination.pageSize, total: pagination.total },
    });
  });

  router.get("/:id", async (req, res) => {
    const row = await messages.getMessage(req.params.id);
    if (!row) sendJson(res, 404, { success: false, message: MESSAGE_NOT_FOUND });
    else sendJson(res, 200, { success: true, data: toInboxMessage(row) });
  });

  // {status: "new" | "in_progress" | "replied" | "archived"}
  router.patch("/:id", async (req, res) => {
    const parsed = StatusUpdateSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      sendJson(res, 400, { success: false, message: Object.values(errors)[0] ?? "Invalid request", errors });
      return;
    }
    if (!(await messages.setStatus(req.params.id, parsed.data.status))) {
      sendJson(res, 404, { success: false, message: MESSAGE_NOT_FOUND });
      return;
    }
    sendJson(res, 200, { success: true, data: toInboxMessage((await messages.getMessage(req.params.id))!) });
  });

  // Puts a delivery parked as failed back in the queue.
  router.post("/:id/retry", async (req, res) => {
    const requeued = await messages.retryDelivery(req.params.id);
    const row = await messages.getMessage(req.params.id);
    if (!row) sendJson(res, 404, { success: false, message: MESSAGE_NOT_FOUND });
    else if (!requeued) sendJson(res, 409, { success: false, message: NOT_RETRYABLE });
    else sendJson(res, 200, { success: true, data: toInboxMessage(row) });
  });

  return router;
}
