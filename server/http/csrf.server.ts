import type { RequestHandler } from "express";
import type { Env } from "../env.server";
import { sendJson } from "./api-errors.server";
import { isJsonEndpoint } from "./json-endpoints.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Cross-site request refused";

/**
 * Refuses state-changing requests that another site made a browser send: a cross-site
 * Sec-Fetch-Site, or an Origin that is neither the configured site nor the host asked. With the
 * SameSite=Lax session cookie this closes CSRF without tokens in every form.
 */
export function rejectCrossSite(env: Env): RequestHandler {
  const siteOrigin = new URL(env.SITE_URL).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const hostOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    const foreignOrigin = origin !== undefined && origin !== siteOrigin && origin !== hostOrigin;
    if (fetchSite === "cross-site" || foreignOrigin) {
      if (isJsonEndpoint(req.path)) sendJson(res, 403, { success: false, message: CROSS_SITE_MESSAGE });
      else res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
      return;
    }
    next();
  };
}
