import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { DOCUMENT_PREFIX, LINK_PAGES, MEDIA_PREFIX, VISITOR_PAGES } from "../../app/config/paths";
import { isAdminPath } from "../../app/config/admin-paths";
import { splitLocale } from "../../app/i18n/locales";
import { QUOTE_COOKIE, SESSION_COOKIE } from "./cookies.server";
import { isJsonEndpoint } from "./json-endpoints.server";
import { fillQuoteCount, gzipQuoteCount, quoteCountTemplate, type QuoteCountTemplate } from "./quote-count.server";
import { REQUEST_ID_HEADER } from "./request-id.server";
import { hasPrivateCookie, headersBeforePolicy } from "./shared-cache.server";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The in-memory cache of rendered public pages (docs/requirements.md §7), answered in the bare `http`
 * listener before Express: Express alone caps a cached page at about a tenth of static-file
 * speed here. Filled from the real rendered response on first request, so a cached page carries
 * exactly the headers (the CSP with its script hashes included) and body the renderer produced;
 * dropped whole when the content changes.
 */

/** Query parameters a public page may read; any other (`?inquire=1`...) bypasses the cache. */
const CACHEABLE_QUERY_KEYS = new Set(["page", "q", "form", "document"]);
const MAX_QUERY_ENTRIES = 3;
const MAX_QUERY_VALUE_LENGTH = 100;
const MAX_URL_LENGTH = 512;

/** The API, health check and framework/test endpoints (`/__manifest`, `/__test/...`); the MCP endpoint by `isJsonEndpoint`. */
const NON_PAGE_PATH = /^\/(?:api|healthz|__[^/]*)(?:\/|$)/i;

/** Cookies that make a page the visitor's own: an admin session. Visitors without one share the cache. */
const SESSION_COOKIES = new Set([SESSION_COOKIE.plain, SESSION_COOKIE.https]);

/** Only these statuses are worth keeping: the page, or the branded 404 for a missing one. */
const CACHEABLE_STATUSES = new Set([200, 404]);

/** Headers that describe one transfer, not the page: never stored, recomputed per answer. */
const PER_TRANSFER_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
  "vary",
  // Each answer's own (server/http/request-id.server.ts).
  "x-request-id",
]);

export type Encoding = "br" | "gzip";

/** The cache key of a request, or null when the request must go to Express. */
export function pageCacheKey(req: { method?: string; url?: string; headers: IncomingHttpHeaders }): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url;
  if (!url || url[0] !== "/" || url.length > MAX_URL_LENGTH) return null;
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  if (NON_PAGE_PATH.test(pathname) || isJsonEndpoint(pathname) || isAdminPath(pathname) || pathname.toLowerCase().startsWith(`${MEDIA_PREFIX}/`) || pathname.toLowerCase().startsWith(`${DOCUMENT_PREFIX}/`)) return null;
  if (isLinkPage(pathname)) return null;
  if (q !== -1 && !isCacheableQuery(url.slice(q + 1))) return null;
  const h = req.headers;
  if (h.authorization !== undefined || hasSessionCookie(h.cookie)) return null;
  // A quote list's visitor shares the pages, filled with their own count when answered
  // (docs/decisions/0017-quote-list-cookie.md), but not the list's page nor a data request
  // (whose loader data carries the count).
  if (hasCookie(h.cookie, QUOTE_COOKIE) && (pathname.endsWith(".data") || isQuotePage(pathname))) return null;
  return keyOf(h, url);
}

/** The renderer builds request.url from these, so two hosts never share an entry. */
function keyOf(h: IncomingHttpHeaders, url: string): string {
  return `${h.host ?? ""}\n${h["x-forwarded-host"] ?? ""}\n${h["x-forwarded-proto"] ?? ""}\n${url}`;
}

/**
 * The key of a request for a page the cache may hold, by the rules that depend on the request
 * rather than its path: a kept page's key passed `pageCacheKey` when it was kept, and the path
 * and query are in the key. Null when the request is not one a kept page may answer.
 */
function hitKeyOf(req: IncomingMessage): string | null {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD") return null;
  const url = req.url;
  if (!url || url.length > MAX_URL_LENGTH) return null;
  const h = req.headers;
  if (h.authorization !== undefined) return null;
  const cookie = h.cookie;
  if (cookie !== undefined && cookie !== "") {
    if (hasSessionCookie(cookie)) return null;
    if (hasCookie(cookie, QUOTE_COOKIE)) {
      const q = url.indexOf("?");
      const pathname = q === -1 ? url : url.slice(0, q);
      if (pathname.endsWith(".data") || isQuotePage(pathname)) return null;
    }
  }
  return keyOf(h, url);
}

function isCacheableQuery(search: string): boolean {
  if (search === "") return true;
  const params = new URLSearchParams(search);
  let count = 0;
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (++count > MAX_QUERY_ENTRIES) return false;
    if (!CACHEABLE_QUERY_KEYS.has(key) || seen.has(key) || value.length > MAX_QUERY_VALUE_LENGTH) return false;
    seen.add(key);
  }
  return true;
}

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return hasCookie(cookieHeader, SESSION_COOKIES);
}

function hasCookie(cookieHeader: string | undefined, names: string | ReadonlySet<string>): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (typeof names === "string" ? name === names : names.has(name)) return true;
  }
  return false;
}

/** What comes before the first parameter of each page reached by a link sent to one visitor ("/document-request/"). */
const LINK_PAGE_PREFIXES = Object.values(LINK_PAGES).map((path) => path.slice(0, path.indexOf(":")).toLowerCase());

/** A page of a link sent to one visitor, in any language: its token is the permission, so it is never shared. */
function isLinkPage(pathname: string): boolean {
  const path = splitLocale(pathname).path.toLowerCase();
  return LINK_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}

/** The quote list's page, in any language (with or without a trailing slash). */
function isQuotePage(pathname: string): boolean {
  return splitLocale(pathname).path.replace(/(?<=.)\/+$/, "").toLowerCase() === VISITOR_PAGES.quote.toLowerCase();
}

/** The best encoding the client accepts among ours: brotli, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const { br, gzip: gz } = acceptedEncodings(acceptEncoding);
  if (br) return "br";
  if (gz) return "gzip";
  return undefined;
}

/** Browsers send a handful of Accept-Encoding values: each is read once. */
const ACCEPTED = new Map<string, Record<Encoding, boolean>>();
const MAX_ACCEPTED = 64;
const NONE_ACCEPTED: Record<Encoding, boolean> = { br: false, gzip: false };

function acceptedBy(acceptEncoding: string | undefined): Record<Encoding, boolean> {
  if (!acceptEncoding) return NONE_ACCEPTED;
  let accepted = ACCEPTED.get(acceptEncoding);
  if (accepted === undefined) {
    accepted = acceptedEncodings(acceptEncoding);
    if (ACCEPTED.size < MAX_ACCEPTED) ACCEPTED.set(acceptEncoding, accepted);
  }
  return accepted;
}

/** Which of our encodings the client accepts (`*` stands for brotli unless gzip is named). */
function acceptedEncodings(acceptEncoding: string | undefined): Record<Encoding, boolean> {
  if (!acceptEncoding) return { br: false, gzip: false };
  let br = false;
  let gz = false;
  let any = false;
  for (const item of acceptEncoding.toLowerCase().split(",")) {
    const [token = "", ...params] = item.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (token === "br") br = true;
    else if (token === "gzip" || token === "x-gzip") gz = true;
    else if (token === "*") any = true;
  }
  return { br: br || (any && !gz), gzip: gz || any };
}

/** Weak comparison (RFC 9110): a listed tag or `*` matches. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

export interface RenderedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** The headers a kept page goes out with, for one audience, decided when it was kept. */
interface Headers {
  /** Without the per-encoding ones, for an answer filled with a count. */
  base: OutgoingHttpHeaders;
  identity: OutgoingHttpHeaders;
  br: OutgoingHttpHeaders;
  gzip: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
  /**
   * The same as flat lists (name, value, name, value...) ending in the request id's name and an
   * empty slot, for `answerHit`: a copy of the list with the id put in its slot is the cheapest
   * way to hand Node a hit's headers (no object spread per request).
   */
  hit: Record<"identity" | "br" | "gzip" | "notModified", string[]>;
}

/** A page filled with one count, kept once asked for. */
interface Filled {
  etag: string | undefined;
  identity?: Buffer;
  gzip?: Buffer;
}

/** The counts whose filled pages an entry keeps (the first asked); a page for another count is put together per answer. */
const MAX_FILLED_COUNTS = 8;

interface Entry {
  key: string;
  /** When the entry goes stale (ms, the cache's clock). */
  expires: number;
  status: number;
  etag: string | undefined;
  /** The route label of the metrics, worked out once. */
  route: string;
  /** The page as a visitor without a quote list gets it (a count of 0). */
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The page split at its quote count's marks, for a visitor with a list; null when it has none. */
  template: QuoteCountTemplate | null;
  /** Filled with a visitor's count, by count. */
  filled: Map<number, Filled>;
  /** For a request a cache in front may share, and for one it may not (a quote list's visitor). */
  shared: Headers;
  own: Headers;
  bytes: number;
  /** The cache's count of uses when the entry last went to the end of the eviction order. */
  usedAt: number;
}

export interface PageCacheOptions {
  /** Most pages kept; the least recently used goes first. */
  maxEntries?: number;
  /** Most bytes kept, counting the plain, brotli and gzip bodies. */
  maxBytes?: number;
  /** A page larger than this is served but never kept. */
  maxPageBytes?: number;
  /**
   * How long a page is kept at most. Content changes drop pages at once, in every process on
   * PostgreSQL too (NOTIFY); this bounds how stale a page gets when a notice is lost.
   */
  maxAgeMs?: number;
  /** The clock, in ms (the tests move it). */
  now?: () => number;
  /** Told when compressing a page for the cache failed (the visitor was already answered). */
  onError?: (error: unknown) => void;
  /**
   * The header's quote count for this request: 0 without a list, the list's count (at once when
   * read lately, else as a promise of it). Without this option every answer carries a count of 0.
   */
  quoteCount?: (req: IncomingMessage) => number | Promise<number>;
  /**
   * The shared-cache policy (server/http/shared-cache.server.ts), applied once to each kept page
   * for both audiences: a hit answered before the policy's hook is written as it decided.
   */
  sharedHeaders?: (headers: OutgoingHttpHeaders, status: number, pathname: string, shareable: boolean) => OutgoingHttpHeaders;
  /** The metrics' label of a page's route, worked out once per kept page. */
  routeLabel?: (pathname: string) => string;
  /** Told of each answer `answerHit` wrote: the route's label, its status and when it began (performance.now()). */
  observe?: (req: IncomingMessage, route: string, status: number, startedAt: number) => void;
}

interface PendingFill {
  key: string;
  generation: number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new WeakMap<IncomingMessage, PendingFill>();
  private bytes = 0;
  /** Counts the entries kept and hit: an entry's `usedAt` is the count when it last moved to the end. */
  private uses = 0;
  /** Bumped on every clear: a render that started before a change is never stored after it. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxPageBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;
  private readonly quoteCount: (req: IncomingMessage) => number | Promise<number>;
  private readonly sharedHeaders: NonNullable<PageCacheOptions["sharedHeaders"]>;
  private readonly routeLabel: (pathname: string) => string;
  private readonly observe: NonNullable<PageCacheOptions["observe"]>;

  constructor(options: PageCacheOptions = {}) {
    this.onError = options.onError ?? (() => {});
    this.quoteCount = options.quoteCount ?? (() => 0);
    this.sharedHeaders = options.sharedHeaders ?? ((headers) => headers);
    this.routeLabel = options.routeLabel ?? (() => "page");
    this.observe = options.observe ?? (() => {});
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxPageBytes = options.maxPageBytes ?? 2 * 1024 * 1024;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * The first thing the server does with a request (docs/decisions/0066-cached-pages-first.md):
   * when it asks for a page held here, answers it whole (its headers were decided when it was
   * kept, `requestId` is its X-Request-Id) and returns true; else returns false, and the request
   * goes the whole way (`handle` below, then Express). Nothing else runs for a hit: the bad-request
   * guard passed the same method, host and URL when the page was kept.
   */
  answerHit(req: IncomingMessage, res: ServerResponse, requestId: string): boolean {
    const key = hitKeyOf(req);
    if (key === null) return false;
    const entry = this.entries.get(key);
    if (!entry || entry.expires <= this.now()) return false;
    const startedAt = performance.now();
    this.touch(key, entry);
    this.serve(req, res, entry, requestId, startedAt);
    return true;
  }

  /**
   * Answers the request from the cache and returns true, or returns false for Express to
   * answer it; a cacheable GET that missed is remembered so `capture` can keep its response.
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const key = pageCacheKey(req);
    if (key === null) return false;
    let entry = this.entries.get(key);
    if (entry && entry.expires <= this.now()) {
      this.entries.delete(key);
      this.bytes -= entry.bytes;
      entry = undefined;
    }
    if (!entry) {
      if (req.method === "GET") this.pending.set(req, { key, generation: this.generation });
      return false;
    }
    this.touch(key, entry);
    this.serve(req, res, entry, undefined, undefined);
    return true;
  }

  /**
   * Most recently used last: Map iteration order is the eviction order. An entry moved to the end
   * within the last half cache's worth of uses is in the newer half already and stays where it is:
   * a page hit thousands of times a second is moved once in a while, not on every hit.
   */
  private touch(key: string, entry: Entry): void {
    this.uses++;
    if (this.uses - entry.usedAt <= this.entries.size >> 1) return;
    entry.usedAt = this.uses;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  /**
   * Answers from the entry; `requestId` and `startedAt` are given by `answerHit` only (the whole
   * way, the request's id is already set and the metrics observe the response). No closure is made
   * for an answer known at once: this is the hottest path of the site.
   */
  private serve(req: IncomingMessage, res: ServerResponse, entry: Entry, requestId: string | undefined, startedAt: number | undefined): void {
    const headers = req.headers.cookie !== undefined && hasPrivateCookie(req.headers.cookie) ? entry.own : entry.shared;
    const count = entry.template ? this.quoteCount(req) : 0;
    if (typeof count === "number") {
      const status = this.answer(req, res, entry, headers, count, requestId);
      if (startedAt !== undefined) this.observe(req, entry.route, status, startedAt);
      return;
    }
    // The list's count is read once for every request of this visitor waiting on it; the page
    // goes out with none (0) if the database cannot say.
    const answerWith = (n: number) => {
      const status = this.answer(req, res, entry, headers, n, requestId);
      if (startedAt !== undefined) this.observe(req, entry.route, status, startedAt);
    };
    count.then(answerWith, () => answerWith(0));
  }

  /** The headers of one answer: the stored set, with the request's id when given. */
  private static withId(headers: OutgoingHttpHeaders, requestId: string | undefined): OutgoingHttpHeaders {
    return requestId === undefined ? headers : { ...headers, [REQUEST_ID_HEADER]: requestId };
  }

  /** A hit's headers as a flat list with the request's id in its slot (`Headers.hit`). */
  private static hitHeaders(list: string[], requestId: string): string[] {
    const headers = list.slice();
    headers[headers.length - 1] = requestId;
    return headers;
  }

  /** Writes the answer and returns its status. */
  private answer(req: IncomingMessage, res: ServerResponse, entry: Entry, headers: Headers, count: number, requestId: string | undefined): number {
    const filled = count === 0 ? undefined : this.filled(entry, count);
    const etag = filled ? filled.etag : entry.etag;
    if (etag !== undefined && etagMatches(req.headers["if-none-match"], etag)) {
      if (!filled && requestId !== undefined) res.writeHead(304, PageCache.hitHeaders(headers.hit.notModified, requestId));
      else res.writeHead(304, PageCache.withId(filled ? { ...headers.notModified, ETag: etag } : headers.notModified, requestId));
      res.end();
      return 304;
    }
    if (filled) {
      // A visitor with a quote list: the page with their count, as gzip (put together from the
      // stored compressed pieces) when they accept it, else plain; never brotli, which cannot be
      // put together that way.
      const gzipped = acceptedBy(req.headers["accept-encoding"]).gzip;
      const body = this.filledBody(entry, filled, count, gzipped);
      const set: OutgoingHttpHeaders = { ...headers.base, "Content-Length": body.length };
      if (etag !== undefined) set["ETag"] = etag;
      if (gzipped) set["Content-Encoding"] = "gzip";
      res.writeHead(entry.status, PageCache.withId(set, requestId));
      res.end(req.method === "HEAD" ? undefined : body);
      return entry.status;
    }
    const accepted = acceptedBy(req.headers["accept-encoding"]);
    const encoding = accepted.br ? "br" : accepted.gzip ? "gzip" : "identity";
    if (requestId !== undefined) res.writeHead(entry.status, PageCache.hitHeaders(headers.hit[encoding], requestId));
    else res.writeHead(entry.status, headers[encoding]);
    res.end(req.method === "HEAD" ? undefined : entry[encoding]);
    return entry.status;
  }

  /** The page filled with `count`: kept for the next visitor with as many lines, for the first few counts asked. */
  private filled(entry: Entry, count: number): Filled {
    let filled = entry.filled.get(count);
    if (!filled) {
      filled = { etag: entry.etag === undefined ? undefined : `${entry.etag.slice(0, -1)}-${count}"` };
      if (entry.filled.size < MAX_FILLED_COUNTS) entry.filled.set(count, filled);
    }
    return filled;
  }

  /** The filled page's bytes, put together once and counted in the cache's size when kept. */
  private filledBody(entry: Entry, filled: Filled, count: number, gzipped: boolean): Buffer {
    const known = gzipped ? filled.gzip : filled.identity;
    if (known) return known;
    const body = gzipped ? gzipQuoteCount(entry.template!, count) : fillQuoteCount(entry.template!, count);
    if (entry.filled.get(count) === filled && this.entries.get(entry.key) === entry) {
      if (gzipped) filled.gzip = body;
      else filled.identity = body;
      entry.bytes += body.length;
      this.bytes += body.length;
      this.evict();
    }
    return body;
  }

  /**
   * Express middleware mounted right before the page renderer (after compression, so it sees
   * the plain bytes): tees the rendered response of a remembered miss into the cache.
   */
  readonly capture: RequestHandler = (req, res, next) => {
    const fill = this.pending.get(req);
    if (!fill) {
      next();
      return;
    }
    this.pending.delete(req);
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > this.maxPageBytes) overflow = true;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: typeof res, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: typeof res, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...args: unknown[]) => typeof res).call(this, chunk, ...rest);
    } as typeof res.end;
    res.once("finish", () => {
      if (overflow) return;
      // Raw names keep the casing Express wrote, so a hit looks exactly like the render.
      const headers: OutgoingHttpHeaders = {};
      // (Node has it on every outgoing message; its type declares it on ClientRequest only.)
      const rawNames = (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
      for (const name of rawNames) headers[name] = res.getHeader(name);
      // What the cache in front was told for this request is decided again for each answer.
      for (const [name, value] of headersBeforePolicy(res)) {
        for (const raw of Object.keys(headers)) if (raw.toLowerCase() === name.toLowerCase()) delete headers[raw];
        if (value !== undefined) headers[name] = value;
      }
      const page = { status: res.statusCode, headers, body: Buffer.concat(chunks) };
      if (!isStorable(page)) return;
      this.store(fill.key, page, fill.generation).catch(this.onError);
    });
    next();
  };

  /** Compresses once and keeps the page, unless the content changed while it was rendered. */
  async store(key: string, page: RenderedPage, generation = this.generation): Promise<boolean> {
    if (page.body.length > this.maxPageBytes) return false;
    // Kept with its quote count's marks; the plain copy is a visitor's without a list.
    const template = quoteCountTemplate(page.body);
    const plain = { ...page, body: template ? fillQuoteCount(template, 0) : page.body };
    const [br, gz] = await Promise.all([
      brotli(plain.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.body.length,
        },
      }),
      gzip(plain.body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (generation !== this.generation) return false;
    const pathname = key.slice(key.lastIndexOf("\n") + 1).split("?")[0] ?? "/";
    const entry = buildEntry(plain, br, gz, this.now() + this.maxAgeMs, template, {
      key,
      route: this.routeLabel(pathname),
      decide: (headers, shareable) => this.sharedHeaders(headers, plain.status, pathname, shareable),
    });
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    entry.usedAt = ++this.uses;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return true;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

/** A response is kept only when it is the same for every anonymous visitor. */
export function isStorable(page: RenderedPage): boolean {
  if (!CACHEABLE_STATUSES.has(page.status)) return false;
  if (headerValue(page.headers, "set-cookie") !== undefined) return false;
  const cacheControl = String(headerValue(page.headers, "cache-control") ?? "").toLowerCase();
  if (/\b(?:no-store|private)\b/.test(cacheControl)) return false;
  // A page that says it differs by anything but the encoding (a cookie, a language) is not shared.
  const vary = String(headerValue(page.headers, "vary") ?? "")
    .toLowerCase()
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "" && s !== "accept-encoding");
  return vary.length === 0;
}

/** The validator of a cached page: a digest of its plain body, the same for every encoding. */
export function pageEtag(body: Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

function headerValue(headers: OutgoingHttpHeaders, name: string): OutgoingHttpHeaders[string] {
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/** Headers as a flat list (a repeated header once per value), then the request id's name and its empty slot. */
function hitList(headers: OutgoingHttpHeaders): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one));
  }
  list.push(REQUEST_ID_HEADER, "");
  return list;
}

function buildEntry(
  page: RenderedPage,
  br: Buffer,
  gz: Buffer,
  expires: number,
  template: QuoteCountTemplate | null,
  how: { key: string; route: string; decide: (headers: OutgoingHttpHeaders, shareable: boolean) => OutgoingHttpHeaders },
): Entry {
  const stored: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(page.headers)) {
    if (value !== undefined && !PER_TRANSFER_HEADERS.has(name.toLowerCase())) stored[name] = value;
  }
  // Conditional requests apply to successful pages only; a 404 is simply served again.
  const etag = page.status === 200 ? pageEtag(page.body) : undefined;
  const headersFor = (shareable: boolean): Headers => {
    const base: OutgoingHttpHeaders = { ...how.decide(stored, shareable), Vary: "Accept-Encoding" };
    if (etag) base["ETag"] = etag;
    const notModified: OutgoingHttpHeaders = { ...base };
    for (const name of Object.keys(notModified)) {
      if (name.toLowerCase() === "content-type") delete notModified[name];
    }
    const identity = { ...base, "Content-Length": page.body.length };
    const brotli = { ...base, "Content-Encoding": "br", "Content-Length": br.length };
    const gzip = { ...base, "Content-Encoding": "gzip", "Content-Length": gz.length };
    return {
      base,
      identity,
      br: brotli,
      gzip,
      notModified,
      hit: { identity: hitList(identity), br: hitList(brotli), gzip: hitList(gzip), notModified: hitList(notModified) },
    };
  };
  return {
    key: how.key,
    expires,
    status: page.status,
    etag,
    route: how.route,
    identity: page.body,
    br,
    gzip: gz,
    template,
    filled: new Map(),
    shared: headersFor(true),
    own: headersFor(false),
    bytes: page.body.length + br.length + gz.length + (template ? page.body.length + template.deflated.reduce((sum, piece) => sum + piece.length, 0) : 0),
    usedAt: 0,
  };
}
