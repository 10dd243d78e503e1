import compression from "compression";
import express from "express";
import http from "node:http";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { listenLocally } from "../../tests/support/server";
import { etagMatches, hasSessionCookie, isStorable, negotiateEncoding, PageCache, pageCacheKey } from "./page-cache.server";

const get = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers });

describe("pageCacheKey", () => {
  it("keys anonymous GET and HEAD of public pages", () => {
    for (const url of ["/", "/products", "/category/Pharmaceuticals", "/product/verdamol-500-tablets", "/about.data"]) {
      expect(pageCacheKey(get(url)), url).not.toBeNull();
    }
    expect(pageCacheKey({ ...get("/"), method: "HEAD" })).toBe(pageCacheKey(get("/")));
  });

  it("never keys other methods", () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) expect(pageCacheKey({ ...get("/"), method })).toBeNull();
  });

  it("bypasses the API, the health check, framework endpoints, test routes and media files", () => {
    for (const url of ["/api", "/api/contact", "/API/contact", "/healthz", "/HealthZ", "/__manifest?p=/", "/__test/render-error", "/media/products/ab12/320.avif", "/Media/x.webp"]) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
  });

  it("bypasses every admin page, in any letter case", () => {
    for (const url of [
      "/adminlogin",
      "/adminLogin?redirectTo=%2FadminDashboard",
      "/adminSidebar",
      "/adminDashboard",
      "/ADMINDASHBOARD",
      "/adminalluser",
      "/createadmin",
      "/createAdmin",
      "/editUser/42",
      "/edituser/42",
      "/delete/42",
      "/adminmessages",
      "/adminMessages/",
      "/adminaccount",
      "/adminforgotpassword",
      "/adminresetpassword?token=abc",
      "/adminResetPassword",
    ]) {
      expect(pageCacheKey(get(url)), url).toBeNull();
    }
  });

  it("bypasses a request with a session cookie or credentials", () => {
    expect(pageCacheKey(get("/", { cookie: "sid=abc" }))).toBeNull();
    expect(pageCacheKey(get("/", { cookie: "theme=light; __Host-sid=abc" }))).toBeNull();
    expect(pageCacheKey(get("/", { authorization: "Basic eDp5" }))).toBeNull();
    expect(pageCacheKey(get("/", { cookie: "theme=light; sidebar=1" }))).not.toBeNull();
  });

  it("allows only page, q and form in the query, a few of them, short", () => {
    expect(pageCacheKey(get("/products?page=2"))).not.toBeNull();
    expect(pageCacheKey(get("/products?q=tablet&page=2&form=sent"))).not.toBeNull();
    expect(pageCacheKey(get("/product/x?inquire=1"))).toBeNull();
    expect(pageCacheKey(get("/products?page=2&utm_source=mail"))).toBeNull();
    expect(pageCacheKey(get("/products?page=1&page=2"))).toBeNull();
    expect(pageCacheKey(get(`/products?q=${"x".repeat(101)}`))).toBeNull();
    expect(pageCacheKey(get("/products?_routes=root"))).toBeNull();
  });

  it("keeps hosts apart, since the renderer builds request.url from them", () => {
    expect(pageCacheKey(get("/", { host: "a.example" }))).not.toBe(pageCacheKey(get("/", { host: "b.example" })));
    expect(pageCacheKey(get("/", { "x-forwarded-host": "evil.example" }))).not.toBe(pageCacheKey(get("/")));
  });

  it("refuses absolute-form and overlong URLs", () => {
    expect(pageCacheKey(get("http://example.com/"))).toBeNull();
    expect(pageCacheKey(get(`/${"a".repeat(600)}`))).toBeNull();
  });
});

describe("hasSessionCookie", () => {
  it("matches the cookie names exactly", () => {
    expect(hasSessionCookie("sid=1")).toBe(true);
    expect(hasSessionCookie(" a=1 ;  sid=2")).toBe(true);
    expect(hasSessionCookie("xsid=1; sidx=2")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie("quote=0123456789abcdef0123456789abcdef")).toBe(false);
  });
});

describe("a quote list's cookie", () => {
  const withList = (url: string) => ({ method: "GET", url, headers: { host: "h", cookie: "quote=0123456789abcdef0123456789abcdef" } });
  it("shares the public pages (their count is filled in when answered)", () => {
    expect(pageCacheKey(withList("/products"))).not.toBeNull();
    expect(pageCacheKey(withList("/ar/product/x"))).not.toBeNull();
  });
  it("keeps the list's own page and data requests away from the cache, in every language", () => {
    for (const url of ["/quote", "/QUOTE/", "/fr/quote", "/ar/quote?form=1", "/products.data", "/_root.data"]) {
      expect(pageCacheKey(withList(url)), url).toBeNull();
    }
    expect(pageCacheKey({ method: "GET", url: "/quote", headers: { host: "h" } })).not.toBeNull();
  });
});

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeUndefined();
    expect(negotiateEncoding("gzip;q=0")).toBeUndefined();
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe("etagMatches", () => {
  it("compares weakly and understands lists and *", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("isStorable", () => {
  const page = (status: number, headers: Record<string, string | string[]> = {}) => ({ status, headers, body: Buffer.from("x") });
  it("keeps 200 and 404 that are the same for everyone", () => {
    expect(isStorable(page(200))).toBe(true);
    expect(isStorable(page(404))).toBe(true);
    expect(isStorable(page(200, { Vary: "Accept-Encoding" }))).toBe(true);
  });
  it("refuses other statuses, cookies, private or no-store answers and other Vary", () => {
    for (const status of [201, 204, 301, 302, 304, 400, 500, 503]) expect(isStorable(page(status)), String(status)).toBe(false);
    expect(isStorable(page(200, { "Set-Cookie": ["a=1"] }))).toBe(false);
    expect(isStorable(page(200, { "Cache-Control": "no-store" }))).toBe(false);
    expect(isStorable(page(200, { "cache-control": "private, max-age=0" }))).toBe(false);
    expect(isStorable(page(200, { Vary: "Cookie" }))).toBe(false);
  });
});

/**
 * The cache in front of a small Express app built like ours (compression, then the capture, then
 * the renderer), over real HTTP.
 */
interface Rig {
  url: string;
  cache: PageCache;
  renders: () => number;
  close(): Promise<void>;
}

const rigs: Rig[] = [];
afterEach(async () => {
  await Promise.all(rigs.splice(0).map((r) => r.close()));
});

type Render = (req: express.Request, res: express.Response) => void;

async function rig(render: Render, options: ConstructorParameters<typeof PageCache>[0] = {}): Promise<Rig> {
  const cache = new PageCache(options);
  let count = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  app.use(compression({ threshold: 0 }));
  app.use(cache.capture);
  app.use((req, res) => {
    count++;
    render(req, res);
  });
  const server = http.createServer((req, res) => {
    if (!cache.handle(req, res)) app(req, res);
  });
  const { url, close } = await listenLocally(server);
  const r: Rig = { url, cache, renders: () => count, close };
  rigs.push(r);
  return r;
}

const page = (body: string, status = 200): Render =>
  (_req, res) => {
    res.status(status);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Security-Policy", "script-src 'self' 'sha256-abc'");
    // Written in pieces, like the renderer's stream.
    res.write(body.slice(0, 10));
    res.end(body.slice(10));
  };

/** Waits until the fill (compressed off the event loop) has landed. */
/** Polls until `path` is answered from memory: asking for it again renders nothing. */
async function stored(r: { url: string; renders(): number }, path: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const before = r.renders();
    await fetch(`${r.url}${path}`);
    if (r.renders() === before) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never stored`);
}

async function settled(cache: PageCache, size: number): Promise<void> {
  for (let i = 0; i < 200 && cache.size !== size; i++) await new Promise((r) => setTimeout(r, 10));
  expect(cache.size).toBe(size);
}

const html = `<!DOCTYPE html><html><body>${"<p>Verdamol 500 Tablets</p>".repeat(200)}</body></html>`;

describe("PageCache over HTTP", () => {
  it("keeps the first render and answers later requests from memory with the same body and headers", async () => {
    const r = await rig(page(html));
    const first = await fetch(`${r.url}/products`);
    expect(await first.text()).toBe(html);
    await settled(r.cache, 1);

    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await fetch(`${r.url}/products`, { headers: { "accept-encoding": encoding } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(html);
      expect(res.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-abc'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("etag")).toMatch(/^W\/"[\w-]{27}"$/);
    }
    expect(r.renders()).toBe(1);
  });

  it("sends the pre-compressed body the client asked for, with its length", async () => {
    const r = await rig(page(html));
    await fetch(`${r.url}/`);
    await settled(r.cache, 1);
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${r.url}/`, { headers: { "accept-encoding": "gzip, br" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
    expect(raw.headers["content-encoding"]).toBe("br");
    expect(Number(raw.headers["content-length"])).toBe(raw.body.length);
    expect(raw.body.length).toBeLessThan(html.length / 10);
    expect(zlib.brotliDecompressSync(raw.body).toString()).toBe(html);
  });

  it("answers If-None-Match with 304 and HEAD with the headers alone", async () => {
    const r = await rig(page(html));
    await fetch(`${r.url}/about`);
    await settled(r.cache, 1);
    const etag = (await fetch(`${r.url}/about`)).headers.get("etag")!;
    const notModified = await fetch(`${r.url}/about`, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(await notModified.text()).toBe("");
    const head = await fetch(`${r.url}/about`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
    expect(head.headers.get("etag")).toBe(etag);
    expect(r.renders()).toBe(1);
  });

  it("keeps a 404 page, without an ETag", async () => {
    const r = await rig(page("<h1>Page not found</h1>", 404));
    await fetch(`${r.url}/nope`);
    await settled(r.cache, 1);
    const res = await fetch(`${r.url}/nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("<h1>Page not found</h1>");
    expect(res.headers.get("etag")).toBeNull();
    expect(r.renders()).toBe(1);
  });

  it("never keeps an error, a response that sets a cookie or one marked private", async () => {
    const variants: Record<string, Render> = {
      "/error": page("boom", 500),
      "/cookie": (_req, res) => {
        res.setHeader("Set-Cookie", "sid=1; HttpOnly");
        res.end("hello");
      },
      "/private": (_req, res) => {
        res.setHeader("Cache-Control", "private, no-store");
        res.end("hello");
      },
    };
    const r = await rig((req, res) => variants[req.path]!(req, res));
    for (const path of Object.keys(variants)) {
      await fetch(`${r.url}${path}`);
      await fetch(`${r.url}${path}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.cache.size).toBe(0);
    expect(r.renders()).toBe(6);
  });

  it("never answers a session-cookie request from the cache", async () => {
    let n = 0;
    const r = await rig((_req, res) => res.end(`render ${++n}`));
    await fetch(`${r.url}/`);
    await settled(r.cache, 1);
    expect(await (await fetch(`${r.url}/`)).text()).toBe("render 1");
    expect(await (await fetch(`${r.url}/`, { headers: { cookie: "sid=x" } })).text()).toBe("render 2");
    expect(await (await fetch(`${r.url}/`, { headers: { cookie: "sid=x" } })).text()).toBe("render 3");
  });

  it("drops everything on clear, and does not keep a render that straddled the change", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let n = 0;
    const r = await rig((req, res) => {
      const label = `render ${++n}`;
      if (req.path === "/slow") void gate.then(() => res.end(label));
      else res.end(label);
    });
    await fetch(`${r.url}/fast`);
    await settled(r.cache, 1);
    const slow = fetch(`${r.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    r.cache.clear();
    expect(r.cache.size).toBe(0);
    release();
    expect(await (await slow).text()).toBe("render 2");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.cache.size).toBe(0);
    expect(await (await fetch(`${r.url}/fast`)).text()).toBe("render 3");
  });

  it("evicts the least recently used page beyond its entry or byte bound", async () => {
    const r = await rig((req, res) => res.end(`page ${req.path}`), { maxEntries: 2 });
    await fetch(`${r.url}/a`);
    await settled(r.cache, 1);
    await fetch(`${r.url}/b`);
    await settled(r.cache, 2);
    await fetch(`${r.url}/a`); // a hit: /a is now the most recent
    await fetch(`${r.url}/c`);
    await stored(r, "/c");
    expect(r.cache.size).toBe(2);
    const before = r.renders();
    await fetch(`${r.url}/a`);
    expect(r.renders()).toBe(before);
    await fetch(`${r.url}/b`);
    expect(r.renders()).toBe(before + 1);

    const small = await rig(page(html), { maxBytes: Buffer.byteLength(html) + 2000 });
    await fetch(`${small.url}/one`);
    await settled(small.cache, 1);
    await fetch(`${small.url}/two`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(small.cache.size).toBe(1);
    expect(small.cache.totalBytes).toBeLessThanOrEqual(Buffer.byteLength(html) + 2000);
  });

  it("keeps a page hit between every other page's first visit, in a cache of four", async () => {
    const rendered: string[] = [];
    const r = await rig(
      (req, res) => {
        rendered.push(req.path);
        res.end(`page ${req.path}`);
      },
      { maxEntries: 4 },
    );
    // `stored` asks again until a page is kept, so a page may be rendered more than once before
    // (a slow machine compresses for longer than its wait): only the renders after count.
    const renders = (path: string) => rendered.filter((p) => p === path).length;
    await stored(r, "/hot");
    const hotRenders = renders("/hot");
    for (let i = 0; i < 20; i++) {
      await stored(r, `/page-${i}`);
      expect(await (await fetch(`${r.url}/hot`)).text()).toBe("page /hot");
    }
    expect(r.cache.size).toBe(4);
    expect(renders("/hot")).toBe(hotRenders);
    // The pages visited once went in their turn: the first is rendered again.
    const firstRenders = renders("/page-0");
    await fetch(`${r.url}/page-0`);
    expect(renders("/page-0")).toBe(firstRenders + 1);
  });

  it("renders a page again once it is older than its maximum age", async () => {
    let clock = 1_000;
    let n = 0;
    const r = await rig((_req, res) => res.end(`render ${++n}`), { maxAgeMs: 60_000, now: () => clock });
    await fetch(`${r.url}/`);
    await settled(r.cache, 1);
    clock += 59_000;
    expect(await (await fetch(`${r.url}/`)).text()).toBe("render 1");
    clock += 1_000;
    expect(await (await fetch(`${r.url}/`)).text()).toBe("render 2");
    await settled(r.cache, 1);
    expect(await (await fetch(`${r.url}/`)).text()).toBe("render 2");
  });

  it("serves but does not keep a page above the size bound", async () => {
    const r = await rig(page(html), { maxPageBytes: 100 });
    expect(await (await fetch(`${r.url}/big`)).text()).toBe(html);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.cache.size).toBe(0);
  });
});

describe("PageCache.answerHit, the first thing the server does with a request", () => {
  interface HitRig extends Rig {
    observed: { route: string; status: number }[];
    served: () => number;
  }

  /** Like the server: answerHit first, with the request's id; then the whole way (handle, then the app). */
  async function hitRig(render: Render, quoteCount: (req: http.IncomingMessage) => number = () => 0): Promise<HitRig> {
    const observed: { route: string; status: number }[] = [];
    const cache = new PageCache({
      quoteCount,
      // A policy that says which audience it decided for.
      sharedHeaders: (headers, status, pathname, shareable) => ({
        ...headers,
        "Cache-Control": shareable ? `public, s-maxage=60` : "private, no-store",
        ...(shareable ? { "Surrogate-Key": `page${pathname.replace(/\//g, "-")} status-${status}` } : {}),
      }),
      routeLabel: (pathname) => `route:${pathname}`,
      observe: (_req, route, status) => observed.push({ route, status }),
    });
    let renders = 0;
    let served = 0;
    const app = express();
    app.use(cache.capture);
    app.use((req, res) => {
      renders++;
      render(req, res);
    });
    let id = 0;
    const server = http.createServer((req, res) => {
      if (cache.answerHit(req, res, `request-${++id}`)) {
        served++;
        return;
      }
      if (!cache.handle(req, res)) app(req, res);
    });
    const { url, close } = await listenLocally(server);
    const r: HitRig = { url, cache, renders: () => renders, close, observed, served: () => served };
    rigs.push(r);
    return r;
  }

  const withList = (cookie: string) => ({ cookie: `quote=${cookie}` });

  it("answers a kept page whole, with the request's id and the policy's headers for its audience, and tells the metrics", async () => {
    const r = await hitRig(page(html));
    expect((await fetch(`${r.url}/products`)).status).toBe(200);
    expect(r.served()).toBe(0);
    await stored(r, "/products");
    const servedBefore = r.served();

    const anonymous = await fetch(`${r.url}/products`, { headers: { "accept-encoding": "identity" } });
    expect(await anonymous.text()).toBe(html);
    expect(anonymous.headers.get("x-request-id")).toMatch(/^request-\d+$/);
    expect(anonymous.headers.get("cache-control")).toBe("public, s-maxage=60");
    expect(anonymous.headers.get("surrogate-key")).toBe("page-products status-200");
    expect(anonymous.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-abc'");

    const visitor = await fetch(`${r.url}/products`, { headers: withList("a".repeat(32)) });
    expect(await visitor.text()).toBe(html);
    expect(visitor.headers.get("cache-control")).toBe("private, no-store");
    expect(visitor.headers.get("surrogate-key")).toBeNull();

    expect(r.served()).toBe(servedBefore + 2);
    expect(r.observed.slice(-2)).toEqual([
      { route: "route:/products", status: 200 },
      { route: "route:/products", status: 200 },
    ]);
    const etag = anonymous.headers.get("etag")!;
    expect((await fetch(`${r.url}/products`, { headers: { "if-none-match": etag } })).status).toBe(304);
    expect(r.observed.at(-1)).toEqual({ route: "route:/products", status: 304 });
  });

  it("leaves a session's request, credentials, another method and the quote page to the whole way", async () => {
    const r = await hitRig(page(html));
    for (const path of ["/about", "/quote"]) {
      await fetch(`${r.url}${path}`);
      await stored(r, path);
    }
    const served = r.served();
    const renders = r.renders();
    await fetch(`${r.url}/about`, { headers: { cookie: "sid=abc" } });
    await fetch(`${r.url}/about`, { headers: { authorization: "Basic eDp5" } });
    await fetch(`${r.url}/about`, { method: "POST" });
    await fetch(`${r.url}/quote`, { headers: withList("b".repeat(32)) });
    expect(r.served()).toBe(served);
    expect(r.renders()).toBe(renders + 4);
  });

  it("fills each visitor's own count, keeps the filled page per count and counts its bytes", async () => {
    const { QUOTE_COUNT_MARK } = await import("../../app/quote/quote-count");
    const marked = `<header><span>${QUOTE_COUNT_MARK}</span></header>${html}`;
    const counts = new Map([["a".repeat(32), 3], ["b".repeat(32), 12]]);
    const r = await hitRig(page(marked), (req) => counts.get(/quote=(\w+)/.exec(req.headers.cookie ?? "")?.[1] ?? "") ?? 0);
    await fetch(`${r.url}/products`);
    await stored(r, "/products");
    const plainBytes = r.cache.totalBytes;
    const renders = r.renders();

    const three = await fetch(`${r.url}/products`, { headers: { ...withList("a".repeat(32)), "accept-encoding": "identity" } });
    const twelve = await fetch(`${r.url}/products`, { headers: { ...withList("b".repeat(32)), "accept-encoding": "gzip" } });
    const anonymous = await fetch(`${r.url}/products`, { headers: { "accept-encoding": "identity" } });
    expect(await three.text()).toContain("<span>3</span>");
    expect(await twelve.text()).toContain("<span>12</span>");
    expect(twelve.headers.get("content-encoding")).toBe("gzip");
    expect(await anonymous.text()).toContain("<span>0</span>");
    expect(new Set([three.headers.get("etag"), twelve.headers.get("etag"), anonymous.headers.get("etag")]).size).toBe(3);
    // The two filled pages are kept, and the cache's size says so.
    expect(r.cache.totalBytes).toBeGreaterThan(plainBytes + marked.length);
    const again = await fetch(`${r.url}/products`, { headers: { ...withList("a".repeat(32)), "accept-encoding": "identity" } });
    expect(await again.text()).toContain("<span>3</span>");
    expect(r.renders()).toBe(renders);
  });
});
