import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenLocally, type LocalServer } from "../../tests/support/server";
import { sharedCacheControl, sharedCachePolicy, TAG_HEADERS } from "./shared-cache.server";

const PUBLIC = sharedCacheControl(600);

describe("the shared cache's headers", () => {
  let site: LocalServer;
  beforeAll(async () => {
    const policy = sharedCachePolicy({ sMaxAge: 600, tagHeader: TAG_HEADERS.surrogateKey, tagsFor: (path) => ["all", `page${path.replace(/\//g, "-")}`] });
    site = await listenLocally(
      http.createServer((req, res) => {
        policy(req, res);
        const url = req.url ?? "/";
        if (url === "/sets-cookie") res.setHeader("Set-Cookie", "quote=abc; Path=/");
        if (url === "/assets/app.js") res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        if (url === "/own") res.setHeader("Cache-Control", "private");
        if (url === "/broken") return void res.writeHead(500).end();
        // As Express's router mounted on /api answers: req.url without the prefix while it does.
        if (url.startsWith("/api/")) req.url = url.slice("/api".length);
        if (url === "/not-modified") return void res.writeHead(304, { "Cache-Control": PUBLIC, "Surrogate-Key": "all" }).end();
        // As the in-memory page cache answers a hit: one writeHead with the stored headers.
        if (url === "/cached") return void res.writeHead(200, { "Content-Type": "text/html", "Cache-Control": PUBLIC, "Surrogate-Key": "all page-cached" }).end("hit");
        res.writeHead(url === "/missing" ? 404 : 200, { "Content-Type": "text/html" }).end("page");
      }),
    );
  });
  afterAll(() => site.close());

  const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    const res = await fetch(`${site.url}${path}`, { headers, method });
    return { cacheControl: res.headers.get("cache-control"), tags: res.headers.get("surrogate-key") };
  };

  it("gives a public page and a 404 the shared Cache-Control and their tags", async () => {
    expect(await get("/about")).toEqual({ cacheControl: PUBLIC, tags: "all page-about" });
    expect(await get("/missing", {}, "HEAD")).toEqual({ cacheControl: PUBLIC, tags: "all page-missing" });
    expect(await get("/cached")).toEqual({ cacheControl: PUBLIC, tags: "all page-cached" });
  });

  it("keeps a session, a quote list, the admin, the API and a cookie-setting answer private", async () => {
    const privately = { cacheControl: "private, no-store", tags: null };
    expect(await get("/about", { cookie: "sid=x" })).toEqual(privately);
    expect(await get("/about", { cookie: "theme=dark; __Host-sid=x" })).toEqual(privately);
    expect(await get("/cached", { cookie: "quote=0123456789abcdef0123456789abcdef" })).toEqual(privately);
    expect(await get("/about", { authorization: "Basic eDp5" })).toEqual(privately);
    expect(await get("/admindashboard")).toEqual(privately);
    expect(await get("/api/contact")).toEqual(privately);
    expect(await get("/metrics")).toEqual(privately);
    expect(await get("/sets-cookie")).toEqual(privately);
    expect(await get("/broken")).toEqual(privately);
  });

  it("gives the catalogue's JSON reads the pages' Cache-Control and the tags of the path asked, not of a router's rewritten one", async () => {
    for (const path of ["/api/products", "/api/products/verdamol-500-tablets", "/api/categories", "/api/openapi.json"]) {
      expect(await get(`${path}?lang=fr`), path).toEqual({ cacheControl: PUBLIC, tags: `all page${path.replace(/\//g, "-")}` });
    }
    const privately = { cacheControl: "private, no-store", tags: null };
    expect(await get("/api/products", { cookie: "sid=x" })).toEqual(privately);
    expect(await get("/api/products/a/b")).toEqual(privately);
    expect(await get("/api/admin/products")).toEqual(privately);
    expect(await get("/mcp")).toEqual(privately);
  });

  it("leaves what a response said for itself: a file's immutable, a route's private, a 304", async () => {
    expect(await get("/assets/app.js", { cookie: "quote=0123456789abcdef0123456789abcdef" })).toEqual({ cacheControl: "public, max-age=31536000, immutable", tags: null });
    expect(await get("/own")).toEqual({ cacheControl: "private", tags: null });
    expect((await get("/not-modified")).cacheControl).toBe(PUBLIC);
  });
});
