import type { Response } from "express";
import { REFUSAL_STATUS, retryAfterSeconds, reworded, type Outcome, type Refusal } from "../../app/forms/outcome";
import { VALIDATION_KEYS_HEADER, validationMessage, type ValidationText } from "../../app/schemas/validation-messages";
import { sendJson } from "./api-errors.server";

/** A message as the API words it: English, a public form's answer by its key's English text. */
type Message = string | ValidationText;

const english = (message: Message): string => (typeof message === "string" ? message : validationMessage(message));

/**
 * A refusal as the JSON envelope: `errors` only when there are field errors. A page's script
 * that sends VALIDATION_KEYS_HEADER gets the field errors' keys too (`keys`), to show them in
 * its language.
 */
export function sendRefusal(res: Response, refusal: Refusal<Message>): void {
  if (refusal.kind === "throttled") res.setHeader("Retry-After", String(retryAfterSeconds(refusal.retryAfterMs)));
  const words = reworded(refusal, english);
  const errors = "errors" in words && Object.keys(words.errors).length > 0 ? words.errors : undefined;
  const keyed = "errors" in refusal ? Object.entries(refusal.errors).filter((entry): entry is [string, ValidationText] => typeof entry[1] !== "string") : [];
  const keys = keyed.length > 0 && res.req.get(VALIDATION_KEYS_HEADER) ? Object.fromEntries(keyed) : undefined;
  sendJson(res, REFUSAL_STATUS[refusal.kind], { success: false, message: words.message, ...(errors ? { errors } : {}), ...(keys ? { keys } : {}) });
}

interface Success<T> {
  /** 200 unless said otherwise (201 for a creation). */
  status?: number;
  message?: string;
  /** The answer's `data` made from the outcome's value; none when absent. */
  data?: (value: T) => unknown;
}

/** The one way a service's outcome becomes a JSON answer. */
export function sendOutcome<T>(res: Response, outcome: Outcome<T, Message>, success: Success<T> = {}): void {
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
