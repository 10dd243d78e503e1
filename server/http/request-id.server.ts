import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { requestContext } from "../logger.server";

/** An id a proxy may hand on: short, and only characters that cannot break a log line or a header. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * The id of one request: the proxy's `X-Request-Id` when the site trusts a proxy (TRUST_PROXY)
 * and the value is well formed, a new UUID otherwise. Answered in `X-Request-Id` and carried by
 * every log line written while the request is served (the logger reads `requestContext`).
 */
export function requestIdFor(req: IncomingMessage, trustProxy: boolean): string {
  const given = req.headers["x-request-id"];
  if (trustProxy && typeof given === "string" && FORWARDED_ID.test(given)) return given;
  return randomUUID();
}

/** Runs `serve` inside the request's context, with its id (`requestIdFor`) set on the response. */
export function withRequestId(res: ServerResponse, requestId: string, serve: () => void): void {
  res.setHeader(REQUEST_ID_HEADER, requestId);
  requestContext.run({ requestId }, serve);
}
