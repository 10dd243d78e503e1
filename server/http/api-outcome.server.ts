import type { Response } from "express";
import { REFUSAL_STATUS, retryAfterSeconds, type Outcome, type Refusal } from "../../app/lib/outcome";
import { sendJson } from "./api-errors.server";

/** A refusal as the JSON envelope: `errors` only when there are field errors. */
export function sendRefusal(res: Response, refusal: Refusal): void {
  if (refusal.kind === "throttled") res.setHeader("Retry-After", String(retryAfterSeconds(refusal.retryAfterMs)));
  const errors = "errors" in refusal && Object.keys(refusal.errors).length > 0 ? refusal.errors : undefined;
  sendJson(res, REFUSAL_STATUS[refusal.kind], { success: false, message: refusal.message, ...(errors ? { errors } : {}) });
}

interface Success<T> {
  /** 200 unless said otherwise (201 for a creation). */
  status?: number;
  message?: string;
  /** The answer's `data` made from the outcome's value; none when absent. */
  data?: (value: T) => unknown;
}

/** The one way a service's outcome becomes a JSON answer. */
export function sendOutcome<T>(res: Response, outcome: Outcome<T>, success: Success<T> = {}): void {
  if (outcome.kind !== "ok") {
    sendRefusal(res, outcome);
    return;
  }
  sendJson(res, success.status ?? 200, {
    success: true,
    ...(success.message !== undefined ? { message: success.message } : {}),
    ...(success.data ? { data: success.data(outcome.value) } : {}),
  });
}

/** A JSON body must be an object before any schema sees it (a transport rule, not a domain one). */
export const NOT_AN_OBJECT = "Request body must be a JSON object";

export function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}
