import { timingSafeEqual } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { SiteMetrics } from "../metrics.server";

export const OPERATIONS_PATHS = { livez: "/livez", readyz: "/readyz", metrics: "/metrics" } as const;

export interface OperationsOptions {
  /** True from the first moment of SIGTERM: /readyz answers 503 so a proxy stops sending. */
  draining: () => boolean;
  /** The database answers (on the health check's own connection, within HEALTH_TIMEOUT_MS). */
  ping: () => Promise<boolean>;
  metrics: SiteMetrics;
  /** METRICS_TOKEN: /metrics on the site's port answers only a request bearing it; unset: never. */
  token: string | undefined;
}

function answer(res: ServerResponse, status: number, body: string, type = "application/json; charset=utf-8"): void {
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

function pathOf(req: IncomingMessage): string {
  const url = req.url ?? "";
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function sendMetrics(res: ServerResponse, metrics: SiteMetrics): Promise<void> {
  try {
    answer(res, 200, await metrics.text(), metrics.contentType);
  } catch {
    answer(res, 500, "metrics unavailable\n", "text/plain; charset=utf-8");
  }
}

/**
 * /livez (the process answers), /readyz (the database answers and the process is not draining)
 * and /metrics, answered in the bare listener before the page cache and Express: they stay cheap
 * under load and are never cached. /metrics on the public port needs METRICS_TOKEN as a bearer
 * token, and is a plain 404 otherwise, as if it did not exist. Returns true when it answered.
 */
export function operationsEndpoints(options: OperationsOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = pathOf(req);
    if (path === OPERATIONS_PATHS.livez) {
      answer(res, 200, JSON.stringify({ status: "ok" }));
      return true;
    }
    if (path === OPERATIONS_PATHS.readyz) {
      if (options.draining()) {
        answer(res, 503, JSON.stringify({ status: "draining" }));
        return true;
      }
      void options.ping().then((ok) => answer(res, ok ? 200 : 503, JSON.stringify({ status: ok ? "ready" : "database unavailable" })));
      return true;
    }
    if (path === OPERATIONS_PATHS.metrics) {
      if (options.token !== undefined && bearerMatches(req.headers.authorization, options.token)) void sendMetrics(res, options.metrics);
      else answer(res, 404, "Not found.\n", "text/plain; charset=utf-8");
      return true;
    }
    return false;
  };
}

/** METRICS_PORT's server: /metrics without a token (it listens on METRICS_HOST, 127.0.0.1 by default), 404 for anything else. */
export function createMetricsServer(metrics: SiteMetrics): http.Server {
  return http.createServer((req, res) => {
    if ((req.method === "GET" || req.method === "HEAD") && pathOf(req) === OPERATIONS_PATHS.metrics) void sendMetrics(res, metrics);
    else answer(res, 404, "Not found.\n", "text/plain; charset=utf-8");
  });
}
