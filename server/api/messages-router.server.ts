import express from "express";
import { sendOutcome } from "../http/api-outcome.server";
import type { FormKind } from "../messages/kinds/index.server";
import type { Services } from "../services.server";

/** `POST /api/contact` and `POST /api/inquiry` (docs/requirements.md §5). */
export function messagesRouter(services: Services): express.Router {
  const router = express.Router();
  const handle =
    (kind: FormKind): express.RequestHandler =>
    async (req, res) => {
      // The page's language travels in the body (`locale`); the service stores an unknown one as English.
      const body: unknown = req.body;
      const locale = typeof body === "object" && body !== null ? (body as { locale?: unknown }).locale : undefined;
      const outcome = await services.messages.submit(kind, body, req.ip ?? "", locale);
      sendOutcome(res, outcome, { status: 201, data: ({ id }) => ({ id }) });
    };
  router.post("/contact", handle("contact"));
  router.post("/inquiry", handle("inquiry"));
  return router;
}
