import express from "express";
import { sendOutcome } from "../http/api-outcome.server";
import type { Services } from "../services.server";

/**
 * `POST /api/quote`: a request for quotation with its `lines` ([{product: slug, quantity,
 * unit, note}]) in the body; the /quote page's action calls the same service.
 */
export function quoteRouter(services: Services): express.Router {
  const router = express.Router();
  router.post("/quote", async (req, res) => {
    const body: unknown = req.body;
    const locale = typeof body === "object" && body !== null ? (body as { locale?: unknown }).locale : undefined;
    const outcome = await services.messages.submitQuote(body, req.ip ?? "", locale);
    sendOutcome(res, outcome, { status: 201, data: ({ id, reference }) => ({ id, reference }) });
  });
  return router;
}
