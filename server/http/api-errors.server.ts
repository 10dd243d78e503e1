import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/database-errors.server";

/** Every JSON answer has this shape (docs/requirements.md §5). */
export interface ApiBody<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  errors?: Record<string, string>;
}

export function sendJson<T>(res: Response, status: number, body: ApiBody<T>): void {
  res.status(status).type("application/json").send(JSON.stringify(body));
}

/** JSON bodies only: a form post or a text body to the API is refused before parsing. */
export const requireJsonBody: RequestHandler = (req, res, next) => {
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  if (hasBody && !req.is("application/json")) {
    sendJson(res, 415, { success: false, message: "Content-Type must be application/json" });
    return;
  }
  next();
};

export const apiNotFound: RequestHandler = (_req, res) => {
  sendJson(res, 404, { success: false, message: "Not found" });
};

/**
 * A database that is down, frozen or locked is a passing condition: 503 with Retry-After, logged
 * as a warning without a stack. False when `err` is another kind of error.
 */
export function answerDatabaseUnavailable(
  err: unknown,
  res: Response,
  log: { warn: (obj: object, msg: string) => void },
  json: boolean,
): boolean {
  if (!isDatabaseUnavailable(err)) return false;
  log.warn({ reason: err instanceof Error ? err.message : String(err), method: res.req.method, url: res.req.originalUrl }, "database unavailable");
  res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  if (json) sendJson(res, 503, { success: false, message: "The service is temporarily unavailable. Please try again in a moment." });
  else res.status(503).type("text/plain").send("Service temporarily unavailable. Please try again in a moment.");
  return true;
}

interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/** Body-parser and unexpected errors become a JSON answer with a clear message, never a stack. */
export function apiErrorHandler(log: {
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const e = (err ?? {}) as HttpishError;
    if (e.type === "entity.too.large") {
      sendJson(res, 413, { success: false, message: "Request body is too large" });
    } else if (e.type === "entity.parse.failed") {
      sendJson(res, 400, { success: false, message: "Request body is not valid JSON" });
    } else if (e.type === "encoding.unsupported" || e.type === "charset.unsupported") {
      sendJson(res, 415, { success: false, message: "Unsupported body encoding" });
    } else if (answerDatabaseUnavailable(err, res, log, true)) {
      return;
    } else if ((e.status ?? e.statusCode ?? 500) < 500 && e.expose) {
      sendJson(res, e.status ?? e.statusCode ?? 400, { success: false, message: "Bad request" });
    } else {
      log.error({ err, method: req.method, url: req.originalUrl }, "unhandled API error");
      sendJson(res, 500, { success: false, message: "Something went wrong. Please try again later." });
    }
  };
}
