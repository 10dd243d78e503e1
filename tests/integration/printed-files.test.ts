import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cataloguePath, dataSheetPath, sitePath, WHOLE_CATALOGUE } from "../../app/config/paths";
import { localizePath, type Locale } from "../../app/i18n/locales";
import { parseEnv } from "../../server/env.server";
import { createLogger } from "../../server/logger.server";
import { catalogueScope, PrintedFileRepository, PrintedFiles, type PrintedKind } from "../../server/printed/printed-files.server";
import { CONTENTS_ROWS, dataSheetHtml, withQrCodes } from "../../server/printed/printed-html.server";
import { createServices, type Services } from "../../server/services.server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { allText, hasJoinedArabic, readPdf, type PdfReadBack } from "../support/pdf-text";
import { startTestServer, type TestServer } from "../support/server";
import { until } from "../support/until";
import { api, login } from "../support/admin";

/** The text as drawn (pdf.js's own, before NFKC folds the joined Arabic forms back). */
const rawText = (read: PdfReadBack) => read.pages.flat().map((line) => line.raw).join("\n");

/** A stored printed file's bytes. */
async function bytesOf(services: Services, kind: PrintedKind, scope: string, language: Locale): Promise<Uint8Array> {
  const found = await services.printed.open(kind, scope, language);
  if (!found) throw new Error(`${kind} ${scope} ${language} is not printed`);
  const chunks: Buffer[] = [];
  for await (const chunk of found.file.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The data sheets and the catalogue (decision 0073) printed by the real engine (Chromium) from
 * the services of a real database, and read back with pdf.js.
 */
describe("printed files: data sheets and catalogues", () => {
  let services: Services;
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "printed-"));
    database = await createTestDatabase();
    const env = parseEnv({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "Admin12345",
      // The test prints what it reads, by hand: no pass in the background.
      PRINTED_FILES: "off",
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    services = await createServices(env, createLogger(env));
  });
  afterAll(async () => {
    await services?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const first = () => services.catalogue.listProducts()[0]!;
  const idOf = (slug: string) => services.catalogue.getProductId(slug)!;

  it("prints a product's data sheet on one page in each language: its facts, its address as text, Arabic joined and in order, Cyrillic", async () => {
    const product = first();
    const id = idOf(product.slug);
    const result = await services.printed.build((kind, scope) => kind === "data-sheet" && scope === id);
    expect(result).toEqual({ printed: 5, removed: 0, failed: 0 });

    const english = await readPdf(await bytesOf(services, "data-sheet", id, "en"));
    expect(english.pageCount).toBe(1);
    const text = allText(english).join("\n");
    expect(text).toContain(product.name);
    expect(text).toContain(product.composition);
    expect(text).toContain("Product data sheet");
    expect(text).toContain(product.packSize);
    expect(text).toContain(`/product/${product.slug}`);
    expect(english.fonts.some((font) => font.includes("DejaVu"))).toBe(true);

    const arabic = await readPdf(await bytesOf(services, "data-sheet", id, "ar"));
    expect(arabic.pageCount).toBe(1);
    const arabicText = allText(arabic).join("\n");
    expect(arabicText).toContain("نشرة بيانات المنتج");
    expect(hasJoinedArabic(rawText(arabic))).toBe(true);
    // The product's name stays as printed on the pack, left to right.
    expect(arabicText).toContain(product.name);
    expect(arabicText).toContain(`/ar/product/${product.slug}`);

    const russian = await readPdf(await bytesOf(services, "data-sheet", id, "ru"));
    expect(russian.pageCount).toBe(1);
    expect(allText(russian).join("\n")).toContain("Информационный лист продукта");
  });

  it("draws the product page's address as a QR code when it prints, not before (the fingerprint holds the address as text)", async () => {
    const found = services.publicCatalogue.product(first().slug, "fr");
    if (found.kind !== "ok") throw new Error("not found");
    const html = dataSheetHtml(found.value.product, services.publicCatalogue.dictionary("fr"), services.settings.company());
    expect(html).not.toContain("<svg");
    const printed = await withQrCodes(html);
    expect(printed.match(/<svg[^>]*viewBox/g)).toHaveLength(1);
    expect(printed).not.toContain("\uE000");
  });

  it("takes no placeholder from a product's texts: a name written with them prints as a name, with one QR code and the day of issue once", async () => {
    const found = services.publicCatalogue.product(first().slug, "en");
    if (found.kind !== "ok") throw new Error("not found");
    const forged = `Verdamol \uE000qr https://elsewhere.example/\uE000 \u0000issued\u0000`;
    const product = { ...found.value.product, name: forged, composition: forged };
    const html = dataSheetHtml(product, services.publicCatalogue.dictionary("en"), services.settings.company());
    const printed = await withQrCodes(html);
    expect(printed.match(/<svg[^>]*viewBox/g)).toHaveLength(1);
    expect(html.split("\u0000issued\u0000")).toHaveLength(2);
    expect(printed).toContain("Verdamol qr https://elsewhere.example/ issued");
    expect(printed).not.toContain("\uE000");
  });

  it("fits the product with the most words on its one page, nothing cut at its foot, in English and in Arabic", async () => {
    const longest = [...services.catalogue.listProducts()].sort((a, b) => JSON.stringify(services.publicCatalogue.product(b.slug, "ar")).length - JSON.stringify(services.publicCatalogue.product(a.slug, "ar")).length)[0]!;
    const id = idOf(longest.slug);
    await services.printed.build((kind, scope, language) => kind === "data-sheet" && scope === id && (language === "en" || language === "ar"));
    for (const language of ["en", "ar"] as const) {
      const found = services.publicCatalogue.product(longest.slug, language);
      if (found.kind !== "ok") throw new Error("not found");
      const detail = found.value.product;
      const read = await readPdf(await bytesOf(services, "data-sheet", id, language));
      expect(read.pageCount).toBe(1);
      // Compared without spaces (a long line wraps; an Arabic line's reading order is rebuilt) and
      // without Arabic vowel marks (pdf.js gives a mark drawn above a letter as a line of its own).
      const bare = (value: string) => value.normalize("NFKC").replace(/[\s\u064B-\u065F\u0670]+/g, "");
      const text = bare(allText(read).join(""));
      const shown = [...detail.keyBenefits, ...detail.descriptionList, ...detail.registrations.map((r) => r.country), ...detail.documents.map((d) => d.title)];
      expect(shown.length).toBeGreaterThan(8);
      for (const line of shown) expect([language, line, text.includes(bare(line))]).toEqual([language, line, true]);
    }
  });

  it("prints a data sheet again only when what it shows changed, and forgets the sheet of a product no longer public", async () => {
    const product = first();
    const id = idOf(product.slug);
    const only = (kind: PrintedKind, scope: string, language: Locale) => kind === "data-sheet" && scope === id && language === "en";
    expect(await services.printed.build(only)).toEqual({ printed: 0, removed: 0, failed: 0 });
    const before = await services.printed.open("data-sheet", id, "en");

    const admin = { id: "printed-test", name: "Printed test" };
    const record = await services.productAdmin.get(id);
    if (record.kind !== "ok") throw new Error("the product is not found");
    const edited = await services.productAdmin.update(id, { ...record.value, packSize: "12x12 tabs" }, admin);
    expect(edited.kind).toBe("ok");
    await services.catalogue.reloadNow();
    expect(await services.printed.build(only)).toEqual({ printed: 1, removed: 0, failed: 0 });
    const after = await services.printed.open("data-sheet", id, "en");
    expect(after!.record.mediaKey).not.toBe(before!.record.mediaKey);
    expect(allText(await readPdf(await bytesOf(services, "data-sheet", id, "en"))).join("\n")).toContain("12x12");
    // The earlier file is gone from storage: a key names its bytes for ever, so it is never reused.
    expect(await services.media.exists(before!.record.mediaKey)).toBe(false);

    const hidden = await services.productAdmin.setStatus(id, "hidden", admin);
    expect(hidden.kind).toBe("ok");
    await services.catalogue.reloadNow();
    expect(await services.printed.build(only)).toEqual({ printed: 0, removed: 1, failed: 0 });
    expect(await services.printed.open("data-sheet", id, "en")).toBeNull();
    expect(await services.media.exists(after!.record.mediaKey)).toBe(false);
    expect((await services.productAdmin.setStatus(id, "published", admin)).kind).toBe("ok");
    await services.catalogue.reloadNow();
  });

  it("prints the whole catalogue with every public product, contents whose page numbers are right, and a number on every page", async () => {
    const result = await services.printed.build((kind, scope, language) => kind === "catalogue" && scope === WHOLE_CATALOGUE && language === "en");
    expect(result).toEqual({ printed: 1, removed: 0, failed: 0 });
    const catalogue = await readPdf(await bytesOf(services, "catalogue", WHOLE_CATALOGUE, "en"));
    const products = services.catalogue.listProducts();
    expect(products.length).toBeGreaterThanOrEqual(100);
    const record = (await services.printed.open("catalogue", WHOLE_CATALOGUE, "en"))!.record;
    expect(catalogue.pageCount).toBe(record.pages);

    const pageText = catalogue.pages.map((lines) => lines.map((line) => line.text).join("\n"));
    expect(pageText[0]).toContain("Product catalogue");
    // Every page carries its number at its foot.
    pageText.forEach((text, index) => expect([index, text.includes(`Page ${index + 1} / ${catalogue.pageCount}`)]).toEqual([index, true]));
    // The contents: each product's line ends in a page number; that page is the product's sheet.
    const contents = pageText.slice(1).filter((text) => text.includes("Contents") || /\s\d+$/m.test(text)).join("\n");
    for (const product of products) {
      const line = contents.split("\n").find((l) => l.startsWith(`${product.name} `) && /\s\d+$/.test(l));
      expect([product.slug, line !== undefined]).toEqual([product.slug, true]);
      const page = Number(/(\d+)$/.exec(line!)![1]);
      const sheet = pageText[page - 1]!;
      expect([product.slug, page, sheet.includes("Product data sheet") && sheet.includes(product.name) && sheet.includes(`/product/${product.slug}`)]).toEqual([product.slug, page, true]);
    }
  });

  it("keeps the catalogues as they were until the content has been quiet for the quiet time after a change, then prints them (a controlled clock)", async () => {
    let clock = 1_000_000;
    const printed = new PrintedFiles({
      repository: new PrintedFileRepository(services.database.db),
      storage: services.media,
      print: (html, options) => services.pdf.render({ html }, options),
      catalogue: services.catalogue,
      publicCatalogue: services.publicCatalogue,
      company: () => services.settings.company(),
      log: services.log,
      catalogueQuietMs: 60_000,
      now: () => clock,
    });
    const catalogues = (kind: PrintedKind, scope: string, language: Locale) => kind === "catalogue" && scope === WHOLE_CATALOGUE && (language === "en" || language === "fr");
    const english = (await services.printed.open("catalogue", WHOLE_CATALOGUE, "en"))!.record;
    printed.changed();
    clock += 59_999;
    // The French catalogue is not printed yet, and the English one printed earlier is kept.
    expect(await printed.build(catalogues)).toEqual({ printed: 0, removed: 0, failed: 0 });
    expect(await printed.open("catalogue", WHOLE_CATALOGUE, "fr")).toBeNull();
    expect((await printed.open("catalogue", WHOLE_CATALOGUE, "en"))!.record.mediaKey).toBe(english.mediaKey);
    clock += 1;
    expect(await printed.build(catalogues)).toEqual({ printed: 1, removed: 0, failed: 0 });
    expect((await printed.open("catalogue", WHOLE_CATALOGUE, "fr"))!.record.pages).toBe(english.pages);
  });

  it("stops a pass at the first file that fails to print, keeping the files printed before, and says so once", async () => {
    const warnings: string[] = [];
    let prints = 0;
    const printed = new PrintedFiles({
      repository: new PrintedFileRepository(services.database.db),
      storage: services.media,
      // A machine without Chromium: every print fails.
      print: async () => {
        prints += 1;
        throw new Error("Chromium could not be started");
      },
      catalogue: services.catalogue,
      publicCatalogue: services.publicCatalogue,
      company: () => services.settings.company(),
      log: { ...services.log, warn: (_fields: unknown, message: string) => warnings.push(message), info: () => {} } as unknown as typeof services.log,
      catalogueQuietMs: 60_000,
    });
    const before = await new PrintedFileRepository(services.database.db).all();
    expect(before.length).toBeGreaterThan(0);
    expect(await printed.build()).toEqual({ printed: 0, removed: 0, failed: 1 });
    expect([prints, warnings]).toEqual([1, ["printed file not printed; the pass stops, the previous files are kept"]]);
    expect(await new PrintedFileRepository(services.database.db).all()).toEqual(before);
  });

  it("prints a category's catalogue in Arabic with only that category's products", async () => {
    const category = services.catalogue.listCategories()[1]!;
    const scope = catalogueScope(category.title);
    expect(await services.printed.build((kind, s, language) => kind === "catalogue" && s === scope && language === "ar")).toEqual({ printed: 1, removed: 0, failed: 0 });
    const read = await readPdf(await bytesOf(services, "catalogue", scope, "ar"));
    const text = allText(read).join("\n");
    expect(hasJoinedArabic(rawText(read))).toBe(true);
    const inCategory = services.catalogue.listProductsInCategory(category.title);
    for (const product of inCategory) expect([product.slug, text.includes(`/ar/product/${product.slug}`)]).toEqual([product.slug, true]);
    const others = services.catalogue.listProducts().filter((product) => product.category !== category.title);
    for (const product of others.slice(0, 10)) expect([product.slug, text.includes(`/ar/product/${product.slug}`)]).toEqual([product.slug, false]);
    // The cover, the contents (a heading and a row per product), a page per product.
    expect(read.pageCount).toBe(1 + Math.ceil((1 + inCategory.length) / CONTENTS_ROWS) + inCategory.length);
  });
});

describe("printed files over HTTP", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { PRINTED_FILES: "on" } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("links a product's data sheet from its page and serves it once printed, as a PDF with an ETag; the catalogue answers 503 until its turn", async () => {
    const page = await (await fetch(`${server.url}${localizePath(sitePath("products"), "fr")}`)).text();
    expect(page).toContain(`href="${cataloguePath(WHOLE_CATALOGUE, "fr")}"`);
    expect(page).toContain("Catalogue complet (PDF)");
    // Catalogues are printed after every data sheet: asked for now, the buyer is told to come back.
    const early = await fetch(`${server.url}${cataloguePath(WHOLE_CATALOGUE, "fr")}`);
    expect([early.status, early.headers.get("retry-after"), await early.text()]).toEqual([503, "60", "Ce fichier est en cours de préparation. Veuillez réessayer dans une minute."]);

    const slug = (await (await fetch(`${server.url}/api/products?limit=1`)).json()).data.products[0].slug as string;
    const productPage = await (await fetch(`${server.url}${localizePath(sitePath("product", { slug }), "ar")}`)).text();
    expect(productPage).toContain(`href="${dataSheetPath(slug, "ar")}"`);
    const sheet = await until(async () => {
      const res = await fetch(`${server.url}${dataSheetPath(slug, "ar")}`);
      return res.status === 200 ? res : (await res.body?.cancel(), false);
    }, "the first product's Arabic data sheet", 120_000);
    expect(sheet.headers.get("content-type")).toBe("application/pdf");
    expect(sheet.headers.get("content-disposition")).toBe(`inline; filename="${slug}-ar.pdf"`);
    const bytes = new Uint8Array(await sheet.arrayBuffer());
    expect(Number(sheet.headers.get("content-length"))).toBe(bytes.length);
    expect((await readPdf(bytes)).pageCount).toBe(1);
    const again = await fetch(`${server.url}${dataSheetPath(slug, "ar")}`, { headers: { "if-none-match": sheet.headers.get("etag")! } });
    expect(again.status).toBe(304);
  }, 150_000);

  it("prints a product's data sheet again within seconds of its edit in the admin, even while the first pass is still printing the rest", async () => {
    const cookie = await login(server);
    const list = (await api(server, "GET", "/api/admin/products?page=1", { cookie })).json.data.products as Array<{ id: string; slug: string }>;
    const first = (await (await fetch(`${server.url}/api/products?limit=1`)).json()).data.products[0].slug as string;
    const id = list.find((product) => product.slug === first)!.id;
    const record = (await api(server, "GET", `/api/admin/products/${id}`, { cookie })).json.data as Record<string, unknown>;
    const url = `${server.url}${dataSheetPath(first, "en")}`;
    const before = await until(async () => {
      const res = await fetch(url);
      return res.status === 200 ? res : (await res.body?.cancel(), false);
    }, "the first product's English data sheet", 120_000);
    const etag = before.headers.get("etag");
    await before.body?.cancel();

    const edited = await api(server, "PUT", `/api/admin/products/${id}`, { cookie, body: { ...record, packSize: "9x9 tabs" } });
    expect(edited.status, edited.text).toBe(200);
    // Catalogues come after every data sheet: the first pass is still under way when the edit lands.
    expect((await fetch(`${server.url}${cataloguePath(WHOLE_CATALOGUE, "en")}`)).status).toBe(503);
    const after = await until(async () => {
      const res = await fetch(url);
      if (res.status !== 200 || res.headers.get("etag") === etag) return (await res.body?.cancel(), false);
      return res;
    }, "the edited product's data sheet printed again", 60_000);
    // Printed again before the first pass reached the catalogues: the edit cut in, it did not wait.
    expect((await fetch(`${server.url}${cataloguePath(WHOLE_CATALOGUE, "en")}`)).status).toBe(503);
    const text = allText(await readPdf(new Uint8Array(await after.arrayBuffer()))).join("\n");
    expect(text).toContain("9x9 tabs");
  }, 120_000);

  it("answers 404 for an unknown product, language, category or file name", async () => {
    for (const url of ["/data-sheets/en/no-such-product.pdf", "/data-sheets/xx/anything.pdf", "/catalogues/en/no-such-category.pdf", "/catalogues/en/all.exe", "/data-sheets/en/..%2F..%2Fetc.pdf"]) {
      const res = await fetch(`${server.url}${url}`);
      expect([url, res.status]).toEqual([url, 404]);
    }
  });
});
