import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES, sitePath } from "../../app/config/paths";
import { LOCALES, localizePath, type Locale } from "../../app/i18n/locales";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { startTestServer, type TestServer } from "../support/server";

const SITE_URL = "https://www.verdant-meridian.example";
const products = productSeeds.map(normalizeProduct);
const categories = [...new Set(products.map((product) => product.category))];

/** Every public page's path without a language, indexable ones only (the quote list is noindex). */
const PAGES = [...Object.values(PUBLIC_PAGES), sitePath("category", { category: "Pharmaceuticals" }), sitePath("product", { slug: "verdamol-500-tablets" })];

interface HeadLinks {
  lang: string | undefined;
  canonical: string | undefined;
  alternates: Map<string, string>;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replace(/&amp;/g, "&");
}

function headLinks(html: string): HeadLinks {
  const tags = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const alternates = new Map<string, string>();
  let canonical: string | undefined;
  for (const tag of tags) {
    const rel = attribute(tag, "rel");
    if (rel === "canonical") canonical = attribute(tag, "href");
    if (rel === "alternate" && attribute(tag, "hreflang")) alternates.set(attribute(tag, "hreflang")!, attribute(tag, "href")!);
  }
  return { lang: /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1], canonical, alternates };
}

const absolute = (path: string, locale: Locale) => `${SITE_URL}${localizePath(path, locale)}`;

describe("languages: hreflang, canonical and the sitemap", () => {
  let server: TestServer;
  const heads = new Map<string, HeadLinks>();

  async function fetchHead(url: string): Promise<HeadLinks> {
    const cached = heads.get(url);
    if (cached) return cached;
    const response = await fetch(url.replace(SITE_URL, server.url));
    expect(response.status, url).toBe(200);
    const head = headLinks(await response.text());
    heads.set(url, head);
    return head;
  }

  beforeAll(async () => {
    server = await startTestServer({ env: { SITE_URL } });
  }, 60_000);

  afterAll(async () => {
    await server?.dispose();
  });

  it("gives every public page, in every language, its own URL as canonical and the full hreflang set", async () => {
    for (const path of PAGES) {
      for (const locale of LOCALES) {
        const url = absolute(path, locale);
        const head = await fetchHead(url);
        expect(head.lang, url).toBe(locale);
        expect(head.canonical, url).toBe(url);
        expect(Object.fromEntries(head.alternates), url).toEqual({
          en: absolute(path, "en"),
          fr: absolute(path, "fr"),
          es: absolute(path, "es"),
          ru: absolute(path, "ru"),
          ar: absolute(path, "ar"),
          "x-default": absolute(path, "en"),
        });
      }
    }
  }, 120_000);

  it("has reciprocal alternates: each alternate's page lists the same set", async () => {
    for (const path of PAGES) {
      const english = await fetchHead(absolute(path, "en"));
      for (const [hreflang, href] of english.alternates) {
        const other = await fetchHead(href);
        expect(Object.fromEntries(other.alternates), `${hreflang} of ${path}`).toEqual(Object.fromEntries(english.alternates));
        // Each page names itself among its alternates: the link back.
        if (hreflang !== "x-default") expect(other.alternates.get(hreflang)).toBe(other.canonical);
      }
    }
  }, 120_000);

  it("lists every localized URL of every page, category and product in the sitemap, with alternates", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map(([, loc, links]) => [
        loc!.replace(/&amp;/g, "&"),
        Object.fromEntries([...links!.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map(([, lang, href]) => [lang!, href!.replace(/&amp;/g, "&")])),
      ]),
    );
    const paths = [
      ...Object.values(PUBLIC_PAGES),
      ...categories.map((category) => sitePath("category", { category: category })),
      ...products.map((product) => sitePath("product", { slug: product.slug })),
    ];
    const missing: string[] = [];
    for (const path of paths) {
      const expected = Object.fromEntries([...LOCALES.map((l) => [l, absolute(path, l)]), ["x-default", absolute(path, "en")]]);
      for (const locale of LOCALES) {
        const loc = absolute(path, locale);
        if (!entries.has(loc)) missing.push(loc);
        else expect(entries.get(loc), loc).toEqual(expected);
      }
    }
    expect(missing).toEqual([]);
    expect(entries.size).toBe(paths.length * LOCALES.length);
  });

  it("never redirects by Accept-Language: the English page answers, the same bytes as for anyone", async () => {
    const plain = await fetch(`${server.url}/products`, { redirect: "manual" });
    const french = await fetch(`${server.url}/products`, { redirect: "manual", headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    expect(french.status).toBe(200);
    expect(french.headers.get("location")).toBeNull();
    const body = await french.text();
    expect(headLinks(body).lang).toBe("en");
    expect(body).toBe(await plain.text());
  });

  it("knows only its own prefixes: /en/ and unknown ones are not found, a capitalised one is that language", async () => {
    for (const path of ["/en/products", "/xx/products", "/fr-fr/products"]) {
      expect((await fetch(`${server.url}${path}`, { redirect: "manual" })).status, path).toBe(404);
    }
    const capitalised = await fetch(`${server.url}/FR/products`);
    expect(capitalised.status).toBe(200);
    const head = headLinks(await capitalised.text());
    expect(head.lang).toBe("fr");
    expect(head.canonical).toBe(absolute("/products", "fr"));
  });
});
