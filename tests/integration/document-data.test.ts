import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";

/**
 * A document carries its loaders' data in one JSON data block beside React Router's stream
 * (app/loader-data.ts): the stream holds references to it; a navigation's `.data` request gets
 * the JSON itself.
 */

const UNCACHED = { cookie: "sid=renders-every-time" };

/** The page's data block, parsed: each reference with its value. */
function dataBlock(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error("no data block in the page");
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

/** React Router's stream script: what it hands the browser as loader data. */
function streamScript(html: string): string {
  const match = /<script>(window\.__reactRouterContext\.streamController\.enqueue\([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error("no stream script in the page");
  return match[1]!;
}

describe("a document's data block", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("holds the page's data, and React Router's stream only references to it", async () => {
    const html = await (await fetch(`${server.url}/category/Pharmaceuticals`, { headers: UNCACHED })).text();
    const values = Object.values(dataBlock(html));
    // The interface texts, the site's frame and the page: each once.
    expect(values.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(values)).toContain("Showing {from}-{to} of {total} results");
    const stream = streamScript(html);
    expect(stream).not.toContain("Showing {from}");
    for (const reference of Object.keys(dataBlock(html))) expect(stream).toContain(JSON.stringify(JSON.stringify(reference)).slice(3, -3));
  });

  it("is not used for a navigation's data, which carries the JSON itself", async () => {
    const res = await fetch(`${server.url}/category/Pharmaceuticals.data`, { headers: UNCACHED });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Showing {from}-{to} of {total} results");
    expect(body).not.toContain("\\u0000");
  });

  it("writes a reflected search as data, never as markup: no < survives in the block", async () => {
    const attack = '</script><script>alert("x")</script><!--';
    const res = await fetch(`${server.url}/products?q=${encodeURIComponent(attack)}`, { headers: UNCACHED });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("<script>alert");
    const block = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(block).toContain("\\u003c/script>");
    expect(JSON.stringify(dataBlock(html))).toContain(JSON.stringify(attack).slice(1, -1));
  });

  it("gives each of many documents answered at once its own data", async () => {
    const category = await (await fetch(`${server.url}/category/Pharmaceuticals`, { headers: UNCACHED })).text();
    const slugs = [...new Set([...category.matchAll(/href="\/product\/([a-z0-9-]+)"/g)].map((m) => m[1]!))].slice(0, 8);
    expect(slugs.length).toBeGreaterThanOrEqual(4);
    const urls = Array.from({ length: 40 }, (_, n) => slugs[n % slugs.length]!);
    const pages = await Promise.all(
      urls.map(async (slug) => ({ slug, html: await (await fetch(`${server.url}/product/${slug}`, { headers: UNCACHED })).text() })),
    );
    for (const { slug, html } of pages) {
      const products = Object.values(dataBlock(html)).filter(
        (value): value is { product: { slug: string } } => typeof value === "object" && value !== null && "product" in value,
      );
      expect(products.map((page) => page.product.slug)).toEqual([slug]);
    }
  });

  it("never hands a navigation's data a document's references, with both waiting in the render queue at once", async () => {
    const requests = Array.from({ length: 60 }, (_, n) => (n % 2 === 0 ? "/category/Pharmaceuticals" : "/category/Pharmaceuticals.data"));
    const bodies = await Promise.all(requests.map(async (path) => ({ path, body: await (await fetch(`${server.url}${path}`, { headers: UNCACHED })).text() })));
    for (const { path, body } of bodies) {
      if (path.endsWith(".data")) {
        expect(body).toContain("Showing {from}-{to} of {total} results");
        expect(body).not.toContain("\\u0000");
      } else {
        expect(Object.keys(dataBlock(body)).length).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
