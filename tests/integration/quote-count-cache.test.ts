import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePath } from "../../app/config/paths";
import { slugify } from "../../app/catalogue/slug";
import { productSeeds } from "../../content/products";
import { pageEtag } from "../../server/http/page-cache.server";
import { startTestServer, type TestServer } from "../support/server";

/*
 * A buyer with a quote list gets public pages from the page cache, each with their own count in
 * the header (docs/decisions/0017-quote-list-cookie.md). A page the cache answered carries an
 * ETag made from the page without a list (a count of 0) and, for a buyer with a list, their
 * count after it: that is how these tests know the cache answered.
 */

const slugs = productSeeds.slice(0, 3).map((seed) => slugify(seed.name));
const PAGES = ["/products", sitePath("home", { locale: "fr" }), sitePath("product", { slug: slugs[0]!, locale: "ar" }), "/category/Pharmaceuticals"];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.dispose();
});

/** A buyer's new list holding `products`; the answer is their cookie. */
async function buyer(...products: string[]): Promise<string> {
  let cookie: string | undefined;
  for (const product of products) {
    const added = await fetch(`${server.url}/quote`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ intent: "add", product, returnTo: "/products" }),
    });
    expect(added.status).toBe(302);
    cookie ??= (added.headers.get("set-cookie") ?? "").split(";")[0]!;
  }
  return cookie!;
}

interface Answer {
  body: string;
  etag: string | null;
  encoding: string | null;
}

/** Over node:http, which leaves the body as sent (fetch would decompress gzip on its own). */
function get(path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers: { "accept-encoding": "identity", ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          try {
            expect(res.statusCode, path).toBe(200);
            const raw = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"] ?? null;
            const etag = res.headers.etag ?? null;
            resolve({ body: (encoding === "gzip" ? gunzipSync(raw) : raw).toString("utf8"), etag, encoding });
          } catch (error) {
            reject(error);
          }
        });
      })
      .on("error", reject);
  });
}

const countOf = (html: string) => Number(html.match(/data-quote-count=""[^>]*>(\d+)</)?.[1]);
const wordsOf = (html: string) => html.match(/data-quote-count=""[^>]*>\d+<\/span><span class="sr-only">([^<]*)</)?.[1];

/** The page as a visitor without a list gets it from the cache (asked until the cache answers). */
async function anonymous(path: string): Promise<Answer> {
  for (let i = 0; i < 50; i++) {
    const a = await get(path, {});
    if (a.etag === pageEtag(Buffer.from(a.body))) return a;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} never came from the cache`);
}

/** A buyer's answer from the cache (the first one may be rendered, and reads the count). */
async function fromCache(path: string, cookie: string, headers: Record<string, string> = {}): Promise<Answer> {
  const base = (await anonymous(path)).etag!.slice(0, -1);
  for (let i = 0; i < 50; i++) {
    const a = await get(path, { cookie, ...headers });
    if (a.etag?.startsWith(`${base}-`)) return a;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} never came from the cache for ${cookie}`);
}

describe("a quote-list visitor on the cached path", () => {
  it("gives two buyers with different lists the same cached pages, each with their own count, never the other's", async () => {
    const one = await buyer(slugs[0]!);
    const three = await buyer(slugs[0]!, slugs[1]!, slugs[2]!);
    for (const path of PAGES) {
      const plain = await anonymous(path);
      expect(countOf(plain.body), path).toBe(0);
      expect(plain.body, path).not.toContain("\uE000");
      // Alternating, so a count kept from the previous answer would show.
      for (let round = 0; round < 3; round++) {
        const a = await fromCache(path, one);
        const b = await fromCache(path, three);
        expect(countOf(a.body), path).toBe(1);
        expect(countOf(b.body), path).toBe(3);
        expect(a.etag, path).toBe(`${plain.etag!.slice(0, -1)}-1"`);
        expect(b.etag, path).toBe(`${plain.etag!.slice(0, -1)}-3"`);
        // The rest of the page is the cached page, word for word.
        expect(a.body.replace(/(data-quote-count=""[^>]*>)\d+(<\/span><span class="sr-only">)[^<]*/, "$10$2"), path).toBe(
          plain.body.replace(/(data-quote-count=""[^>]*>)\d+(<\/span><span class="sr-only">)[^<]*/, "$10$2"),
        );
        expect(wordsOf(a.body), path).not.toBe(wordsOf(b.body));
        expect(wordsOf(b.body), path).toBe(wordsOf(plain.body));
        expect(countOf((await get(path, {})).body), path).toBe(0);
      }
    }
  });

  it("puts a buyer's count into the cached page's gzip, which decompresses to the plain answer", async () => {
    const two = await buyer(slugs[1]!, slugs[2]!);
    const plain = await fromCache("/products", two);
    const gzipped = await fromCache("/products", two, { "accept-encoding": "gzip, br" });
    expect(gzipped.encoding).toBe("gzip");
    expect(countOf(gzipped.body)).toBe(2);
    expect(gzipped.body).toBe(plain.body);
  });

  it("shows a change to the list on the next page, and the list's own page is never shared", async () => {
    const cookie = await buyer(slugs[0]!);
    expect(countOf((await fromCache("/products", cookie)).body)).toBe(1);
    await fetch(`${server.url}/quote`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({ intent: "add", product: slugs[1]!, returnTo: "/products" }),
    });
    expect(countOf((await fromCache("/products", cookie)).body)).toBe(2);
    const list = await get(sitePath("quote"), { cookie });
    expect(list.etag).toBeNull();
    expect(countOf(list.body)).toBe(2);
    expect(list.body).toContain(`/product/${slugs[1]}`);
    const empty = await get(sitePath("quote"), {});
    expect(empty.body).not.toContain(`/product/${slugs[1]}`);
  });

  it("renders a page for a buyer with their count when the cache does not hold it yet", async () => {
    const cookie = await buyer(slugs[2]!);
    const fresh = await get(`${sitePath("products")}?page=1&q=zz${Date.now()}`, { cookie });
    expect(countOf(fresh.body)).toBe(1);
    expect(fresh.body).not.toContain("\uE000");
  });
});
