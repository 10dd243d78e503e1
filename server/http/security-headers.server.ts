import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { isHttps, type Env } from "../env.server";

/** Headers every response carries; a page's CSP is set by the renderer (app/entry.server.tsx). */
export function securityHeaders(env: Env): RequestHandler {
  const set = securityHeaderSetter(env);
  return (_req, res, next) => {
    set(res);
    next();
  };
}

/** The same headers for a response answered outside Express. */
export function securityHeaderSetter(env: Env): (res: Pick<ServerResponse, "setHeader">) => void {
  const hsts = isHttps(env);
  return (res) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

/** An executable `<script>` element: no type, a JavaScript MIME type, or a module. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const SCRIPT_SRC = /\bsrc\s*=/i;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The CSP source expressions ('sha256-...') of every inline script the page runs. Data blocks
 * (JSON-LD) are not scripts to the browser and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? "";
    if (SCRIPT_SRC.test(attributes)) continue;
    const type = (SCRIPT_TYPE.exec(attributes)?.[1] ?? "").toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export interface PagePolicyOptions {
  /** Origins the page may frame (the contact page's map). */
  frameOrigins: readonly string[];
  /** Vite's dev server talks to the page over a WebSocket for hot reload. */
  development?: boolean;
  /** Upgrades any stray http:// subresource on an https site. */
  https?: boolean;
}

/**
 * The enforced CSP of a rendered page (docs/requirements.md §8). Inline scripts are allowed by hash, not
 * by nonce: the hashes are a function of the HTML, so a cached page is byte-identical to a fresh
 * render and its stored header stays valid (docs/decisions/0008-csp-script-hashes.md).
 */
export function pageContentSecurityPolicy(html: string, options: PagePolicyOptions): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(" "),
    // Components style through classes; the headless widgets set element styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    options.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    `frame-src ${options.frameOrigins.length > 0 ? options.frameOrigins.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
