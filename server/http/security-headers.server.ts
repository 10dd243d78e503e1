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
const SCRIPT_OPEN = /<script\b([^>]*)>/gi;
const SCRIPT_CLOSE = /<\/script\s*>/gi;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const SCRIPT_SRC = /\bsrc\s*=/i;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The CSP source expressions ('sha256-...') of every inline script the page runs. Data blocks
 * (JSON-LD) are not scripts to the browser and need no hash.
 */
export function inlineScriptHashes(page: Buffer | string): string[] {
  const bytes = typeof page === "string" ? Buffer.from(page, "utf8") : page;
  // The bytes read as Latin-1, one character per byte: the tags are ASCII, so they are found at
  // their byte offsets without decoding UTF-8, and each script is hashed as its bytes.
  const html = bytes.toString("latin1");
  const hashes = new Set<string>();
  // The start tag, then the end tag after it, each found by its own search: one expression with
  // a lazy body in between cost a tenth of an uncached render.
  SCRIPT_OPEN.lastIndex = 0;
  for (let open = SCRIPT_OPEN.exec(html); open; open = SCRIPT_OPEN.exec(html)) {
    SCRIPT_CLOSE.lastIndex = SCRIPT_OPEN.lastIndex;
    const close = SCRIPT_CLOSE.exec(html);
    if (!close) break;
    const attributes = open[1] ?? "";
    const type = (SCRIPT_TYPE.exec(attributes)?.[1] ?? "").toLowerCase();
    if (!SCRIPT_SRC.test(attributes) && EXECUTABLE_TYPES.has(type)) {
      const body = bytes.subarray(SCRIPT_OPEN.lastIndex, close.index);
      hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
    SCRIPT_OPEN.lastIndex = SCRIPT_CLOSE.lastIndex;
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
export function pageContentSecurityPolicy(page: Buffer | string, options: PagePolicyOptions): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(page)].join(" "),
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
