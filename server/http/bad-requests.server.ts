import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { isJsonEndpoint } from "./json-endpoints.server";

/** What the pages answer: GET and HEAD, and POST for the forms whose pages have an action. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
/** What the JSON API (and the MCP endpoint) answers somewhere; each route then says 404 or 405 for a method it lacks. */
export const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export const MALFORMED_URL_MESSAGE = "Bad request: the URL is malformed.";
export const MALFORMED_HOST_MESSAGE = "Bad request: the Host header is missing or malformed.";
export const METHOD_NOT_ALLOWED_MESSAGE = "Method not allowed.";


export interface BadRequestGuardOptions {
  /** Sets the headers every response carries (server/http/security-headers.server.ts). */
  setCommonHeaders?: (res: ServerResponse) => void;
  /** Told of each refusal, for a log line below error level. */
  onRefused?: (info: { status: number; method: string | undefined; url: string | undefined }) => void;
}

/**
 * Answers the requests no part of the site can serve before anything else sees them: a method
 * the site does not serve (405 with Allow) and a URL whose path is not valid percent-encoding or
 * not a path at all (400; `*` and absolute URLs included: the site is no proxy). Left to Express and React Router, these became 500s with a stack:
 * Express fails to decode the path, and React Router cannot build a Request for TRACE.
 * Returns true when it answered.
 */
export function badRequestGuard(options: BadRequestGuardOptions = {}): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const refusal = judge(req.method, req.url, req.headers.host);
    if (!refusal) return false;
    options.onRefused?.({ status: refusal.status, method: req.method, url: req.url });
    options.setCommonHeaders?.(res);
    const api = isJsonEndpoint(req.url ?? "");
    const body = api ? JSON.stringify({ success: false, message: refusal.message }) : refusal.message;
    const headers: OutgoingHttpHeaders = {
      "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
    };
    if (refusal.allow) headers.Allow = refusal.allow;
    // The rest of a refused request's body is not worth reading.
    if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined) {
      headers.Connection = "close";
    }
    res.writeHead(refusal.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}

interface Refusal {
  status: 400 | 405;
  message: string;
  allow?: string;
}

/** A host name or address, with an optional port: what a Host header may hold. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** True for a Host header a URL can be built from: a name or address, and a port up to 65535. */
export function isValidHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/**
 * Why a request cannot be served, or undefined when it can. `host` is the Host header: every
 * page and API answer builds its URL from it (an HTTP/1.0 request without one included).
 */
export function judge(method: string | undefined, url: string | undefined, host?: string): Refusal | undefined {
  if (!url || url[0] !== "/") return { status: 400, message: MALFORMED_URL_MESSAGE };
  if (!isValidHost(host)) return { status: 400, message: MALFORMED_HOST_MESSAGE };
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const allowed: readonly string[] = isJsonEndpoint(path) ? API_METHODS : PAGE_METHODS;
  if (!allowed.includes(method ?? "")) {
    return { status: 405, message: METHOD_NOT_ALLOWED_MESSAGE, allow: allowed.join(", ") };
  }
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: MALFORMED_URL_MESSAGE };
  }
  return undefined;
}

/**
 * Node hands CONNECT to its own event, and without a listener drops the connection unanswered:
 * the site proxies nothing, so it says so.
 */
export function refuseConnect(socket: Duplex): void {
  const body = METHOD_NOT_ALLOWED_MESSAGE;
  socket.end(
    [
      "HTTP/1.1 405 Method Not Allowed",
      `Allow: ${PAGE_METHODS.join(", ")}`,
      "Content-Type: text/plain; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Cache-Control: no-store",
      "X-Content-Type-Options: nosniff",
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
}
