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
    const outcome = await services.messages.submitQuote(req.body, req.ip ?? "");
    sendOutcome(res, outcome, { status: 201, data: ({ id, reference }) => ({ id, reference }) });
  });
  return router;
}
