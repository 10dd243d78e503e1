import type { RequestHandler } from "express";
import { isHttps, type Env } from "../env.server";

/** Headers every response carries; the page CSP is set where pages are rendered. */
export function securityHeaders(env: Env): RequestHandler {
  const hsts = isHttps(env);
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
