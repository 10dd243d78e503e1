import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPageSamples } from "../../app/config/paths";
import { slugify } from "../../app/catalogue/slug";
import { productSeeds } from "../../content/products";
import { pageEtag } from "../../server/http/page-cache.server";
import { inlineScriptHashes } from "../../server/http/security-headers.server";
import { startTestServer, type TestServer } from "../support/server";

/**
 * The page cache on the real server. A page answered from the cache carries the cache's ETag, a
 * digest of the body; a page rendered by Express does not: that is how these tests tell the two
 * apart from outside.
 */

const productPath = `/product/${slugify(productSeeds[0]!.name)}`;
const PUBLIC_PAGES = publicPageSamples({ category: "Pharmaceuticals", slug: slugify(productSeeds[0]!.name) });
/** Headers that belong to one transfer, not to the page. */
const PER_RESPONSE = new Set(["date", "etag", "content-length", "transfer-encoding", "connection", "keep-alive", "content-encoding", "x-request-id"]);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ENABLE_TEST_ROUTES: "true" } });
});
afterAll(async () => {
  await server?.dispose();
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${server.url}${path}`, { method, headers: { "accept-encoding": "identity", ...headers } });

interface Answer {
  res: Response;
  body: string;
  fromCache: boolean;
}

async function answer(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await get(path, headers);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body: body.toString("utf8"), fromCache: res.headers.get("etag") === pageEtag(body) };
}

/** Requests the page until the cache answers it (the first request fills it in the background). */
async function cached(path: string): Promise<Answer> {
  for (let i = 0; i < 50; i++) {
    const a = await answer(path);
    if (a.fromCache) return a;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} never came from the cache`);
}

function pageHeaders(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!PER_RESPONSE.has(name)) out[name] = value;
  });
  return out;
}

describe("the page cache", () => {
  it("serves each public page from the cache byte-identical to an uncached render, with the same headers", async () => {
    for (const path of PUBLIC_PAGES) {
      const hit = await cached(path);
      const fresh = await answer(path, { cookie: "sid=dummy-session" });
      expect(fresh.fromCache, path).toBe(false);
      expect(hit.res.status, path).toBe(fresh.res.status);
      expect(hit.body, path).toBe(fresh.body);
      // The shared cache's headers differ by design: the cached page is public, the render for a
      // session private (decision 0040); everything else is the same.
      const { "cache-control": hitControl, "surrogate-key": tags, ...hitRest } = pageHeaders(hit.res);
      const { "cache-control": freshControl, "surrogate-key": noTags, ...freshRest } = pageHeaders(fresh.res);
      expect(hitRest, path).toEqual({ ...freshRest, vary: "Accept-Encoding" });
      expect([path, hitControl, freshControl, noTags]).toEqual([path, expect.stringMatching(/^public, .*s-maxage=/), "private, no-store", undefined]);
      expect(tags, path).toContain("all");
    }
  });

  it("keeps a valid CSP on a cached page: every inline script it holds is allowed by hash", async () => {
    const { res, body } = await cached("/products");
    const csp = res.headers.get("content-security-policy")!;
    const hashes = inlineScriptHashes(body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("never gives a cached page to a request with a session cookie", async () => {
    await cached("/about");
    for (const cookie of ["sid=dummy", "theme=light; sid=dummy", "__Host-sid=dummy"]) {
      for (let i = 0; i < 3; i++) {
        const a = await answer("/about", { cookie });
        expect(a.res.status).toBe(200);
        expect(a.fromCache, cookie).toBe(false);
      }
    }
  });

  it("never caches admin pages, the API, the health check or a query it does not know", async () => {
    for (const path of ["/adminlogin", "/adminDashboard", "/api/nothing", "/healthz", `${productPath}?inquire=1`]) {
      for (let i = 0; i < 3; i++) {
        expect((await answer(path)).fromCache, path).toBe(false);
        await new Promise((r) => setTimeout(r, 30));
      }
    }
  });

  it("answers If-None-Match with 304, and HEAD with the headers of GET", async () => {
    const { res: hit, body } = await cached("/");
    const etag = hit.headers.get("etag")!;
    const notModified = await get("/", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(await notModified.text()).toBe("");

    const head = await get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(head.headers.get("content-security-policy")).toBe(hit.headers.get("content-security-policy"));
    expect(await head.text()).toBe("");

    const stale = await get("/", { "if-none-match": 'W/"something-else"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it("sends the brotli or gzip body the browser accepts", async () => {
    const plain = (await cached("/products")).body;
    for (const encoding of ["br", "gzip"]) {
      const res = await fetch(`${server.url}/products`, { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(Number(res.headers.get("content-length"))).toBeLessThan(Buffer.byteLength(plain) / 2);
      expect(await res.text()).toBe(plain); // fetch decodes it
    }
  });

  it("keeps the branded 404 page with its status", async () => {
    // A kept 404 has no ETag; the cache tells itself apart by knowing the length it sends.
    let hit = await answer("/no/such/page");
    for (let i = 0; i < 50 && hit.res.headers.get("content-length") === null; i++) {
      await new Promise((r) => setTimeout(r, 50));
      hit = await answer("/no/such/page");
    }
    const fresh = await answer("/no/such/page", { cookie: "sid=dummy" });
    expect(hit.res.status).toBe(404);
    expect(hit.body).toContain("Page not found");
    expect(hit.body).toBe(fresh.body);
    // The cache knows the length of what it sends; the renderer streams without one.
    expect(hit.res.headers.get("content-length")).toBe(String(Buffer.byteLength(hit.body)));
    expect(fresh.res.headers.get("content-length")).toBeNull();
  });

  it("drops the cached pages when the content changes", async () => {
    for (const path of PUBLIC_PAGES) await cached(path);
    const res = await fetch(`${server.url}/__test/content-changed?what=catalogue`, { method: "POST" });
    expect(res.status).toBe(204);
    for (const path of PUBLIC_PAGES) expect((await answer(path)).fromCache, path).toBe(false);
    // ...and fills again from the next render.
    await cached("/products");
  });
});
