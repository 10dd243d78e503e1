import { readdir, readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { LOCALE_NAMES, LOCALES, localizePath } from "../../app/i18n/locales";
import { BUDGETS, PUBLIC_PAGES } from "../../scripts/bench/budgets";
import { loadPageAssets, servedGzipBytes, totalServedGzip } from "../../scripts/bench/page-assets";
import { login, openServerDatabase } from "../support/admin";
import { makePicture, picturesApi, picturesForm } from "../support/pictures";
import { startTestServer, type TestServer } from "../support/server";

const CLIENT = path.resolve(import.meta.dirname, "../../build/client");
const readAsset = (url: string) => readFile(path.join(CLIENT, decodeURIComponent(url)));

/** Strings only the toast library and the Radix primitives (dialog, tooltip) contain. */
const HEAVY_WIDGETS = /data-sonner-toaster|data-radix-/;

interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; module: string; imports?: string[] }>;
}

/** The route manifest the client build ships (every route, not only a page's own). */
async function routeManifest(html: string): Promise<RouteManifest> {
  const url = /"url":\s*"(\/assets\/manifest-[\w-]+\.js)"/.exec(html)?.[1];
  if (!url) throw new Error("no route manifest named in the page");
  const code = (await readAsset(url)).toString("utf8");
  return JSON.parse(code.slice(code.indexOf("{"), code.lastIndexOf("}") + 1)) as RouteManifest;
}

/** Modules that only admin routes use: their route modules and chunks nobody else imports. */
function adminOnlyModules(manifest: RouteManifest): Set<string> {
  const admin = new Set<string>();
  const shared = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of Object.values(manifest.routes)) {
    const target = route.id.startsWith("routes/admin/") ? admin : shared;
    for (const m of [route.module, ...(route.imports ?? [])]) target.add(m);
  }
  for (const m of shared) admin.delete(m);
  return admin;
}

describe("public page bundles", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const html = async (p: string) => (await fetch(`${server.url}${p}`)).text();

  it("the admin-only set is real: an admin page loads it", async () => {
    const admin = adminOnlyModules(await routeManifest(await html("/")));
    expect(admin.size).toBeGreaterThan(0);
    const loaded = await loadPageAssets(await html("/adminlogin"), readAsset);
    expect([...loaded.scripts.keys()].some((url) => admin.has(url))).toBe(true);
  });

  it("carries none of React Router's development warnings (vite.config.ts drops them), yet its errors", async () => {
    const { scripts } = await loadPageAssets(await html("/products"), readAsset);
    const code = [...scripts.values()].map((script) => script.toString("utf8")).join("\n");
    // A warning of React Router's (a console.warn only) and one of its thrown errors, which stay.
    expect(code).not.toContain("You are trying to use a blocker on a POP navigation");
    expect(code).toContain("useNavigate() may be used only in the context of a <Router> component.");
  });

  it("the bench weighs a script as the server sends it to a browser that accepts gzip only", async () => {
    const { scripts, styles } = await loadPageAssets(await html("/product/verdamol-500-tablets"), readAsset);
    for (const url of [...scripts.keys(), ...styles.keys()]) {
      // node:http, not fetch: fetch would decompress the body before it could be counted.
      const sent = await new Promise<{ encoding?: string; bytes: number }>((resolve, reject) => {
        http
          .get(`${server.url}${url}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
            let bytes = 0;
            res.on("data", (chunk: Buffer) => (bytes += chunk.length));
            res.on("end", () => resolve({ encoding: res.headers["content-encoding"], bytes }));
          })
          .on("error", reject);
      });
      expect(sent.bytes, url).toBe(servedGzipBytes(CLIENT, url));
      // Sent whole only where compressing would not pay for the headers it adds.
      if (sent.encoding === undefined) expect(gzipSync(await readAsset(url)).length + 48, url).toBeGreaterThanOrEqual(sent.bytes);
      else expect(sent.encoding, url).toBe("gzip");
    }
  });

  // The page weight budget (docs/performance.md): sizes, not times, so a test can hold it.
  it(`every public page in every language loads at most ${BUDGETS.jsGzipBytesPerPage / 1000} KB of gzip JavaScript`, async () => {
    const weights: Record<string, number> = {};
    for (const locale of LOCALES) {
      for (const { path: page } of PUBLIC_PAGES) {
        const localized = localizePath(page, locale);
        const { scripts } = await loadPageAssets(await html(localized), readAsset);
        weights[localized] = totalServedGzip(CLIENT, scripts.keys());
      }
    }
    const over = Object.entries(weights).filter(([, bytes]) => bytes > BUDGETS.jsGzipBytesPerPage);
    expect(Object.keys(weights).length).toBe(LOCALES.length * PUBLIC_PAGES.length);
    expect(over).toEqual([]);
  });

  for (const { path: page, hasForm } of PUBLIC_PAGES) {
    it(`${page} loads no admin code${hasForm ? "" : ", no dialog or toast library"}`, async () => {
      const doc = await html(page);
      const admin = adminOnlyModules(await routeManifest(doc));
      const { scripts } = await loadPageAssets(doc, readAsset);
      expect(scripts.size).toBeGreaterThan(0);
      expect([...scripts.keys()].filter((url) => admin.has(url))).toEqual([]);
      if (!hasForm) {
        const heavy = [...scripts].filter(([, code]) => HEAVY_WIDGETS.test(code.toString("utf8"))).map(([url]) => url);
        expect(heavy).toEqual([]);
      }
    });
  }

  it("a page names no script before its first paint, and the bench still counts every module it loads", async () => {
    for (const page of ["/", "/fr/products", "/contact", "/ar/product/verdamol-500-tablets", "/adminlogin"]) {
      const doc = await html(page);
      expect(doc, page).not.toMatch(/<link rel="modulepreload"|<script[^>]*\ssrc=/);
      const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(doc)?.[1] ?? "";
      expect(bootstrap, page).toMatch(/^await new Promise\(\(painted\) => \{[^]*?\.observe\(\{ type: "paint", buffered: true \}\);\n\}\);\n/);
      expect(bootstrap, page).not.toMatch(/^\s*import\s/m);
      // What React Router would have preloaded is what the bootstrap preloads, and what the
      // bench counts: the entry, every route module of the page and everything they import.
      const named = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(bootstrap)?.[1] ?? "[]") as string[];
      const { scripts } = await loadPageAssets(doc, readAsset);
      const manifest = await routeManifest(doc);
      expect(named, page).toContain(manifest.entry.module);
      expect(new Set(named), page).toEqual(new Set(scripts.keys()));
    }
  });

  it("a product page with uploaded pictures loads no more JavaScript than with its drawings", async () => {
    const slug = "verdamol-650-tablets";
    const scriptsOf = async () => {
      const { scripts } = await loadPageAssets(await html(`/product/${slug}`), readAsset);
      return { urls: [...scripts.keys()].sort(), bytes: [...scripts.values()].reduce((sum, code) => sum + code.length, 0) };
    };
    const before = await scriptsOf();
    const cookie = await login(server);
    const db = openServerDatabase(server);
    const { id } = await db.db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
    await db.close();
    const png = await makePicture("png", 700, 700);
    const res = await fetch(`${server.url}${picturesApi(id)}`, {
      method: "POST",
      headers: { cookie },
      body: picturesForm([{ name: "a.png", bytes: png }, { name: "b.png", bytes: png }]),
    });
    expect(res.status).toBe(201);
    expect(await html(`/product/${slug}`)).toContain("<picture");
    expect(await scriptsOf()).toEqual(before);
  });
});

/** Every string in a value (a language's interface texts, product texts). */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("languages in the bundles", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("no script carries another language's words: only the switcher's five language names", async () => {
    const assets = path.join(CLIENT, "assets");
    const code = (await Promise.all((await readdir(assets)).filter((f) => f.endsWith(".js")).map((f) => readFile(path.join(assets, f), "utf8")))).join("\n");
    let rest = code;
    for (const name of Object.values(LOCALE_NAMES)) rest = rest.replaceAll(name, "");
    // Cyrillic and Arabic letters: none outside the language names.
    expect(rest.match(/[\u0400-\u04FF\u0600-\u06FF]+/g) ?? []).toEqual([]);
    // No French or Spanish interface or product text either (long enough not to match by chance).
    for (const locale of ["fr", "es"] as const) {
      const { messages, products } = dictionaryFor(locale);
      const found = [...texts(messages), ...texts(products)].filter((text) => text.length >= 16 && code.includes(text));
      expect(found, locale).toEqual([]);
    }
  });

  it("a page's data carries its own language's texts and no other's, but the suggestion bar's offers", async () => {
    const page = await (await fetch(`${server.url}/fr/product/verdamol-500-tablets`)).text();
    const french = dictionaryFor("fr");
    expect(page).toContain(french.messages.chrome.chatButton.label.replaceAll("'", "&#x27;").slice(0, 20));
    for (const locale of ["es", "ru", "ar"] as const) {
      const other = dictionaryFor(locale);
      // The suggestion bar offers the page in the visitor's language, in that language: its
      // five short texts are the one thing every page carries in all languages.
      const { languageSuggestion: _offer, ...chrome } = other.messages.chrome;
      const leaked = [...texts(chrome), ...texts(other.products["verdamol-500-tablets"])].filter(
        (text) => text.length >= 16 && page.includes(text),
      );
      expect(leaked, locale).toEqual([]);
    }
  });

  it("a page's data carries only the areas of interface texts it shows: no form texts without a form, no catalogue texts without products", async () => {
    const { messages } = dictionaryFor("fr");
    // Validation messages and gallery words: never visible on a page that loads cleanly, so
    // finding one means the area was sent (a message the catalogue also says does not count).
    const elsewhere = new Set([...texts(messages.chrome), ...texts(messages.catalogue)]);
    const validation = texts(messages.forms.validation).filter((text) => text.length >= 16 && !elsewhere.has(text));
    const formsSent = (page: string) => validation.some((text) => page.includes(text));
    const catalogueSent = (page: string) => texts(messages.catalogue.gallery).some((text) => text.length >= 12 && page.includes(text));
    const areas = async (path: string) => {
      const page = await (await fetch(`${server.url}${path}`)).text();
      return { forms: formsSent(page), catalogue: catalogueSent(page) };
    };
    expect(await areas("/fr/")).toEqual({ forms: false, catalogue: false });
    expect(await areas("/fr/about")).toEqual({ forms: false, catalogue: false });
    expect(await areas("/fr/products")).toEqual({ forms: false, catalogue: true });
    expect(await areas("/fr/contact")).toEqual({ forms: true, catalogue: false });
    // The product page's one form beyond the quote button is the inquiry dialog's: its texts come with it.
    expect(await areas("/fr/product/verdamol-500-tablets")).toEqual({ forms: false, catalogue: true });
    expect(await areas("/fr/product/verdamol-500-tablets?inquire=1")).toEqual({ forms: true, catalogue: true });
  });

  it("a product's documents carry the texts of their cards, not those of the request and link pages", async () => {
    const { documents } = dictionaryFor("fr").messages;
    const page = await (await fetch(`${server.url}/fr/product/verdamol-500-tablets`)).text();
    expect(page).toContain(documents.product.heading);
    for (const text of [documents.request.sent, documents.link.unknown]) expect(page).not.toContain(text);
  });
});

