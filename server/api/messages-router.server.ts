import express from "express";
import type { MessageKind } from "../db/schema.server";
import { sendJson } from "../http/api-errors.server";
import type { Services } from "../services.server";

/** `POST /api/contact` and `POST /api/inquiry` (DESIGN section 5). */
export function messagesRouter(services: Services): express.Router {
  const router = express.Router();
  const handle =
    (kind: MessageKind): express.RequestHandler =>
    async (req, res) => {
      const result = await services.messages.submit(kind, req.body, req.ip ?? "");
      if (result.status === 201) {
        sendJson(res, 201, { success: true, data: { id: result.id } });
      } else if (result.status === 400) {
        sendJson(res, 400, { success: false, message: "Please correct the highlighted fields", errors: result.errors });
      } else {
        res.setHeader("Retry-After", String(result.retryAfterSeconds));
        sendJson(res, 429, { success: false, message: result.message });
      }
    };
  router.post("/contact", handle("contact"));
  router.post("/inquiry", handle("inquiry"));
  return router;
}
