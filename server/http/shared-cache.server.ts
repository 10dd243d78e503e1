import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { isAdminPath } from "../../app/config/admin-paths";
import { CATALOGUE_API } from "../../app/config/paths";
import { QUOTE_COOKIE, SESSION_COOKIE } from "./cookies.server";
import { isJsonEndpoint, pathPattern } from "./json-endpoints.server";

/**
 * What a cache in front of the site (Varnish, Cloudflare, Fastly) may keep, decided once per
 * response when its headers are written (docs/decisions/0040-shared-cache-headers-and-purges.md).
 *
 * - A public page (GET or HEAD, not the API, the MCP endpoint, the admin, the operations endpoints
 *   or `/__*`, no session or quote-list cookie, no Authorization) answered 200 or 404 without a
 *   cookie and without a Cache-Control of its own gets `SHARED_CACHE_CONTROL` and its tags (the
 *   tag header). So does one of the API's public reads (`CATALOGUE_API`): the catalogue as JSON.
 * - Every other request or response: the tag header is removed, and a Cache-Control that would
 *   let a shared cache keep it (none at all, or one naming s-maxage, as a page served from the
 *   in-memory cache carries) becomes `private, no-store`. Files that set their own
 *   (`/assets`, `/media`: immutable) keep it.
 *
 * It adds no `Vary: Cookie`: that would stop the in-memory page cache from keeping any page
 * (decision 0009). The cache in front is told instead to pass requests with those cookies (the
 * kit's VCL, the CDN's bypass rule in docs/deploy.md).
 */

/** Cache-Control of a public page: browsers revalidate (ETag), shared caches keep it. */
export function sharedCacheControl(sMaxAge: number): string {
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`;
}

/** With a purger, a content change purges the pages at once: a shared cache may keep them a day. */
export const S_MAXAGE_WITH_PURGER_S = 86_400;
/** Without one, no longer than the in-memory page cache keeps a page (decision 0009). */
export const S_MAXAGE_WITHOUT_PURGER_S = 60;
export const STALE_WHILE_REVALIDATE_S = 30;
export const STALE_IF_ERROR_S = 86_400;
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The tag header each cache in front reads: Cloudflare's, or the Surrogate-Key that Fastly reads and the kit's VCL hands to xkey. */
export type TagHeader = { name: "Cache-Tag"; separator: "," } | { name: "Surrogate-Key"; separator: " " };
export const TAG_HEADERS = {
  cloudflare: { name: "Cache-Tag", separator: "," },
  surrogateKey: { name: "Surrogate-Key", separator: " " },
} as const satisfies Record<string, TagHeader>;

const STATUSES_WITH_TAGS = new Set([200, 404]);
/** Answers that repeat a page's headers (a 304) keep what they say. */
const LEFT_ALONE = new Set([304]);
const NON_PAGE_PATH = /^\/(?:api|healthz|livez|readyz|metrics|__[^/]*)(?:\/|$)/i;
/**
 * The JSON API's public reads (the catalogue for assistants and systems, decision 0063): the
 * same for every visitor and tagged like the pages they mirror, so a shared cache may keep them
 * as it keeps pages. The rest of the API and the MCP endpoint never.
 */
const PUBLIC_API_READS = Object.values(CATALOGUE_API).map(pathPattern);

/** Whether `pathname` is shared like a page: a page, or one of the API's public reads. */
function isSharedPath(pathname: string): boolean {
  if (PUBLIC_API_READS.some((pattern) => pattern.test(pathname))) return true;
  return !NON_PAGE_PATH.test(pathname) && !isJsonEndpoint(pathname);
}

/**
 * Cookies that make a page the visitor's own for a shared cache: an admin session, a quote list
 * (its count is in the header). Kept here, not borrowed from the in-memory page cache, whose own
 * rule for the quote list may differ (it may fill the count into a shared page).
 */
const PRIVATE_COOKIES = new Set<string>([SESSION_COOKIE.plain, SESSION_COOKIE.https, QUOTE_COOKIE]);

export function hasPrivateCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => {
    const eq = part.indexOf("=");
    return PRIVATE_COOKIES.has((eq === -1 ? part : part.slice(0, eq)).trim());
  });
}

export interface SharedCacheOptions {
  sMaxAge: number;
  tagHeader: TagHeader;
  /** The tags of what the page at this path shows (its product, category, language...). */
  tagsFor: (pathname: string) => readonly string[];
}

/** Whether a shared cache may keep the answer to this request at all. */
export function isShareableRequest(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = (req.url ?? "").split("?")[0] ?? "";
  if (!pathname.startsWith("/") || !isSharedPath(pathname) || isAdminPath(pathname)) return false;
  return req.headers.authorization === undefined && !hasPrivateCookie(req.headers.cookie);
}

/** Per response, the headers this policy may change, as the response had them before it did. */
const beforePolicy = new WeakMap<ServerResponse, Map<string, OutgoingHttpHeader | undefined>>();

function rememberBeforePolicy(response: ServerResponse, name: string): void {
  const headers = beforePolicy.get(response) ?? new Map<string, OutgoingHttpHeader | undefined>();
  if (!headers.has(name)) headers.set(name, response.getHeader(name));
  beforePolicy.set(response, headers);
}

/**
 * The shared-cache headers of a response as its route or file set them, before this policy
 * decided for the request (an empty map where it did not run). The in-memory page cache keeps
 * these: the policy decides again for every request the kept page answers, so a page rendered
 * for a buyer with a quote list (`private, no-store` in front) is still kept for everyone.
 */
export function headersBeforePolicy(response: ServerResponse): ReadonlyMap<string, OutgoingHttpHeader | undefined> {
  return beforePolicy.get(response) ?? new Map();
}

/** What the policy does to one response: the Cache-Control it gets and its tag header (null: removed); undefined: left as is. */
export interface SharedCacheHeaders {
  cacheControl?: string;
  tags?: string | null;
}

/** What the policy needs to know of a response. */
export interface SharedCacheCase {
  /** `isShareableRequest` of its request. */
  shareable: boolean;
  status: number;
  pathname: string;
  /** Its Cache-Control as its route or file set it ("" for none). */
  cacheControl: string;
  setsCookie: boolean;
}

/**
 * The policy's decision for one response, apart from any response: the hook below applies it as
 * the headers are written, the in-memory page cache applies it once to each page it keeps.
 */
export function sharedCacheDecision(options: SharedCacheOptions, publicControl: string, response: SharedCacheCase): SharedCacheHeaders {
  if (LEFT_ALONE.has(response.status)) return {};
  const current = response.cacheControl;
  const page = response.shareable && STATUSES_WITH_TAGS.has(response.status) && !response.setsCookie;
  if (page && current === "") {
    const tags = options.tagsFor(response.pathname);
    return { cacheControl: publicControl, tags: tags.length > 0 ? tags.join(options.tagHeader.separator) : undefined };
  }
  // A page that said for itself (a route's `private`, a file's `immutable`, a cached page's own) keeps it.
  if (page) return {};
  const privateControl = current === "" || /s-maxage/i.test(current) || (response.setsCookie && !/private|no-store/i.test(current));
  return { tags: null, cacheControl: privateControl ? PRIVATE_CACHE_CONTROL : undefined };
}

/**
 * The policy for a kept page: its headers (as the route set them, before the policy) with the
 * decision for a request that may be shared, or for one that may not (a quote list's visitor).
 */
export function sharedCacheHeaders(options: SharedCacheOptions): (headers: OutgoingHttpHeaders, status: number, pathname: string, shareable: boolean) => OutgoingHttpHeaders {
  const publicControl = sharedCacheControl(options.sMaxAge);
  const tagName = options.tagHeader.name;
  return (headers, status, pathname, shareable) => {
    const decided = sharedCacheDecision(options, publicControl, {
      shareable,
      status,
      pathname,
      cacheControl: String(headers["Cache-Control"] ?? ""),
      setsCookie: headers["Set-Cookie"] !== undefined,
    });
    const out = { ...headers };
    if (decided.cacheControl !== undefined) out["Cache-Control"] = decided.cacheControl;
    if (decided.tags === null) delete out[tagName];
    else if (decided.tags !== undefined) out[tagName] = decided.tags;
    return out;
  };
}

/**
 * The small hook into the response path: called first for every request Express may answer, it
 * decides the response's shared-cache headers when they are written (the renderer's, a static
 * file's, or the in-memory page cache's).
 */
export function sharedCachePolicy(options: SharedCacheOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const publicControl = sharedCacheControl(options.sMaxAge);
  const tagName = options.tagHeader.name;
  return (req, res) => {
    const shareable = isShareableRequest(req);
    // Read now: a router mounted on a prefix (the API's) rewrites req.url while it answers.
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      // writeHead(status, [message], [headers]): the headers are applied first, so the decision sees them.
      const last = rest[rest.length - 1];
      if (last !== null && typeof last === "object" && !Array.isArray(last)) {
        for (const [name, value] of Object.entries(last as OutgoingHttpHeaders)) if (value !== undefined) this.setHeader(name, value);
        rest.pop();
      }
      decide(this, statusCode);
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
    } as typeof res.writeHead;

    const decide = (response: ServerResponse, status: number) => {
      if (LEFT_ALONE.has(status)) return;
      rememberBeforePolicy(response, "Cache-Control");
      rememberBeforePolicy(response, tagName);
      const decided = sharedCacheDecision(options, publicControl, {
        shareable,
        status,
        pathname,
        cacheControl: String(response.getHeader("Cache-Control") ?? ""),
        setsCookie: response.hasHeader("Set-Cookie"),
      });
      if (decided.cacheControl !== undefined) response.setHeader("Cache-Control", decided.cacheControl);
      if (decided.tags === null) response.removeHeader(tagName);
      else if (decided.tags !== undefined) response.setHeader(tagName, decided.tags);
    };
  };
}
