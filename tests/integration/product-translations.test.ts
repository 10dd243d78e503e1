import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSeeds } from "../../content/products";
import { normalizeProduct } from "../../app/schemas/product";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { pageEtag } from "../../server/http/page-cache.server";
import { api, login } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

const PRODUCTS = "/api/admin/products";
const seeded = productSeeds.map(normalizeProduct);
const pharma = seeded.filter((p) => p.category === "Pharmaceuticals");
/** A seeded product the French texts are written for (over the translators' texts, when there are any). */
const translatedSeed = pharma[0]!;

const FRENCH = {
  descriptionList: ["Analgésique et antipyrétique d’usage courant", "Soulage la fièvre & les douleurs <légères>"],
  keyBenefits: ["Action rapide contre la fièvre"],
};

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("product texts per language", () => {
  let server: TestServer;
  let cookie: string;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
    const list = await api(server, "GET", `${PRODUCTS}?q=&page=1`, { cookie });
    expect(list.status).toBe(200);
    for (let page = 1; page <= list.json.data.pageCount; page++) {
      const answer = await api(server, "GET", `${PRODUCTS}?page=${page}`, { cookie });
      for (const p of answer.json.data.products as Array<{ id: string; slug: string }>) ids.set(p.slug, p.id);
    }
  });
  afterAll(async () => {
    await server?.dispose();
  });

  let counter = 0;
  /**
   * A published product made by an admin: no language has texts for it until one is saved
   * (seeded products may already have the translators' texts).
   */
  async function createPublished() {
    counter += 1;
    const created = await api(server, "POST", PRODUCTS, {
      cookie,
      body: {
        name: `Aaltrans ${Date.now().toString(36)}${counter} Tablets`,
        composition: "Paracetamol IP 500 mg",
        category: "Pharmaceuticals",
        descriptionList: ["Pain relief for adults", "Reduces fever"],
        dosageForm: "Tablets",
        packSize: "10x10 tabs",
        keyBenefits: ["Fast acting"],
        status: "published",
        position: 0,
      },
    });
    expect(created.status, created.text).toBe(201);
    const product = created.json.data as { id: string; slug: string; descriptionList: string[] };
    ids.set(product.slug, product.id);
    return product;
  }

  const idOf = (slug: string) => {
    const id = ids.get(slug);
    if (!id) throw new Error(`no product ${slug}`);
    return id;
  };
  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { redirect: "manual", headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, html: body.toString("utf8"), fromCache: res.headers.get("etag") === pageEtag(body) };
  };
  const translationPath = (slug: string, locale: string) => `${PRODUCTS}/${idOf(slug)}/translations/${locale}`;

  it("serves a new database's products with the translators' texts in every language, in the raw HTML", async () => {
    const seed = pharma[1]!;
    for (const locale of ["fr", "es", "ru", "ar"] as const) {
      const { status, html } = await page(`/${locale}/product/${seed.slug}`);
      expect(status).toBe(200);
      const text = dictionaryFor(locale).products[seed.slug]!;
      for (const line of [...text.descriptionList, ...text.keyBenefits]) expect(html, `${locale}: ${line}`).toContain(escapeHtml(line));
      expect(html).not.toContain(`<li>${escapeHtml(seed.descriptionList[0]!)}</li>`);
    }
  });

  it("stores a French translation through the API and shows it in the raw HTML of /fr/product/<slug>", async () => {
    const saved = await api(server, "PUT", translationPath(translatedSeed.slug, "fr"), { cookie, body: FRENCH });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ locale: "fr", translated: true, ...FRENCH });

    const read = await api(server, "GET", translationPath(translatedSeed.slug, "fr"), { cookie });
    expect(read.json.data).toMatchObject({ translated: true, ...FRENCH, english: { descriptionList: translatedSeed.descriptionList } });

    const { status, html } = await page(`/fr/product/${translatedSeed.slug}`);
    expect(status).toBe(200);
    for (const line of [...FRENCH.descriptionList, ...FRENCH.keyBenefits]) expect(html).toContain(escapeHtml(line));
    // Name and composition stay as printed; the English description is gone from the French page.
    expect(html).toContain(escapeHtml(translatedSeed.name));
    expect(html).not.toContain(`<li>${escapeHtml(translatedSeed.descriptionList[0]!)}</li>`);
    expect(html).toMatch(/<html[^>]*lang="fr"/);
    // JSON-LD and meta in the page's language, with the French canonical URL.
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const productLd = jsonLd.find((d) => d["@type"] === "Product") as { description: string; url: string; additionalProperty: Array<{ name: string }> };
    expect(productLd.description).toContain(FRENCH.descriptionList[0]);
    expect(productLd.url).toMatch(new RegExp(`/fr/product/${translatedSeed.slug}$`));
    expect(productLd.additionalProperty.map((p) => p.name)).toEqual(["Forme galénique", "Conditionnement"]);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/fr/product/${translatedSeed.slug}"`));
    expect(html).toContain("à l’export depuis");

    // English stays English, and Spanish keeps its own (seeded) translation.
    const english = await page(`/product/${translatedSeed.slug}`);
    expect(english.html).toContain(escapeHtml(translatedSeed.descriptionList[0]!));
    expect(english.html).not.toContain(escapeHtml(FRENCH.descriptionList[0]!));
    const spanish = await page(`/es/product/${translatedSeed.slug}`);
    expect(spanish.html).toContain(escapeHtml(dictionaryFor("es").products[translatedSeed.slug]!.descriptionList[0]!));
    expect(spanish.html).not.toContain(escapeHtml(FRENCH.descriptionList[0]!));
  });

  it("falls back to the English texts for a language without a translation", async () => {
    const fresh = await createPublished();
    const { status, html } = await page(`/fr/product/${fresh.slug}`);
    expect(status).toBe(200);
    for (const line of fresh.descriptionList) expect(html).toContain(escapeHtml(line));
    const read = await api(server, "GET", translationPath(fresh.slug, "fr"), { cookie });
    expect(read.json.data).toMatchObject({ translated: false, descriptionList: [], keyBenefits: [] });
  });

  it("refuses an invalid translation with field messages and stores nothing", async () => {
    const fresh = await createPublished();
    const path = translationPath(fresh.slug, "ru");
    const cases: Array<[unknown, string]> = [
      [{ descriptionList: [], keyBenefits: ["Только польза"] }, "descriptionList"],
      [{ descriptionList: ["x".repeat(5000)], keyBenefits: [] }, "descriptionList.0"],
      [{ descriptionList: "одна строка", keyBenefits: [] }, "descriptionList"],
      [{ descriptionList: ["Строка"], keyBenefits: [42] }, "keyBenefits.0"],
    ];
    for (const [body, field] of cases) {
      const answer = await api(server, "PUT", path, { cookie, body });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json.success).toBe(false);
      expect(typeof answer.json.errors?.[field], answer.text).toBe("string");
    }
    const read = await api(server, "GET", path, { cookie });
    expect(read.json.data.translated).toBe(false);
    // An unknown language or product is not found; no session is refused.
    expect((await api(server, "PUT", translationPath(fresh.slug, "de"), { cookie, body: FRENCH })).status).toBe(404);
    expect((await api(server, "PUT", translationPath(fresh.slug, "en"), { cookie, body: FRENCH })).status).toBe(404);
    expect((await api(server, "PUT", `${PRODUCTS}/nope/translations/fr`, { cookie, body: FRENCH })).status).toBe(404);
    expect((await api(server, "GET", translationPath(fresh.slug, "fr"))).status).toBe(401);
  });

  it("updates and deletes a translation: empty lists fall back to English", async () => {
    const fresh = await createPublished();
    const path = translationPath(fresh.slug, "ar");
    const first = { descriptionList: ["مسكّن للألم"], keyBenefits: [] };
    const second = { descriptionList: ["مسكّن للألم وخافض للحرارة", "أقراص 500 mg"], keyBenefits: ["مفعول سريع"] };
    expect((await api(server, "PUT", path, { cookie, body: first })).status).toBe(200);
    expect((await api(server, "PUT", path, { cookie, body: second })).json.data).toMatchObject(second);
    let html = (await page(`/ar/product/${fresh.slug}`)).html;
    expect(html).toContain(second.descriptionList[0]);
    expect(html).toContain(second.keyBenefits[0]);
    expect(html).toMatch(/<html[^>]*dir="rtl"/);

    const removed = await api(server, "PUT", path, { cookie, body: { descriptionList: ["", " "], keyBenefits: [] } });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.data.translated).toBe(false);
    html = (await page(`/ar/product/${fresh.slug}`)).html;
    expect(html).not.toContain(second.descriptionList[0]);
    expect(html).toContain(escapeHtml(fresh.descriptionList[0]!));
  });

  it("records each translation save in the product's history, with the texts before", async () => {
    const fresh = await createPublished();
    const path = translationPath(fresh.slug, "es");
    const before = { descriptionList: ["Analgésico"], keyBenefits: [] };
    const after = { descriptionList: ["Analgésico y antipirético"], keyBenefits: ["Alivio rápido"] };
    await api(server, "PUT", path, { cookie, body: before });
    await api(server, "PUT", path, { cookie, body: after });
    const history = await api(server, "GET", `${PRODUCTS}/${idOf(fresh.slug)}/history`, { cookie });
    const [latest, previous] = history.json.data.revisions as Array<{ action: string; adminName: string; translation?: unknown }>;
    expect(latest).toMatchObject({ action: "translate", translation: { locale: "es", previous: before } });
    expect(latest!.adminName).toBeTruthy();
    expect(previous).toMatchObject({ action: "translate", translation: { locale: "es", previous: null } });

    // The admin's history page lists it.
    const historyPage = await fetch(`${server.url}/adminproducts/${idOf(fresh.slug)}/history`, { headers: { cookie } });
    expect(await historyPage.text()).toContain("Translation saved (Español)");
  });

  it("drops cached pages when a translation is saved", async () => {
    const fresh = await createPublished();
    const path = `/fr/product/${fresh.slug}`;
    let warm = await page(path);
    for (let i = 0; i < 50 && !warm.fromCache; i++) {
      await new Promise((r) => setTimeout(r, 50));
      warm = await page(path);
    }
    expect(warm.fromCache).toBe(true);
    const text = { descriptionList: ["Antalgique mis à jour à l’instant"], keyBenefits: [] };
    expect((await api(server, "PUT", translationPath(fresh.slug, "fr"), { cookie, body: text })).status).toBe(200);
    const after = await page(path);
    expect(after.html).toContain(escapeHtml(text.descriptionList[0]!));
  });

  it("shows category and dosage-form names in the page's language, with English URLs and form values", async () => {
    const { status, html } = await page("/fr/category/Pharmaceuticals");
    expect(status).toBe(200);
    // Placeholders until the translators' terms are wired in: the names come from the dictionary's terms.
    const { dictionaryFor } = await import("../../app/i18n/dictionary.server");
    const terms = dictionaryFor("fr").terms;
    expect(html).toContain(`<h1 class="mt-4 text-3xl font-bold break-words text-slate-900 sm:text-4xl">${escapeHtml(terms.categories.Pharmaceuticals!)}</h1>`);
    expect(html).toContain(`<option value="Tablets">${escapeHtml(terms.dosageForms.Tablets!)}</option>`);
    expect(html).toContain(`<option value="Pharmaceuticals" selected="">${escapeHtml(terms.categories.Pharmaceuticals!)}</option>`);
    expect(html).toContain('action="/fr/products"');
    expect(html).toMatch(/href="\/fr\/product\/[\w-]+"/);
    expect(html).not.toMatch(/href="\/product\//);
    expect(html).toContain("Affichage de 1 à 8 sur");
    expect(html).toContain("Fil d’Ariane");
    // The English page keeps the specification's words.
    const english = await page("/category/Pharmaceuticals");
    expect(english.html).toContain("Showing 1-8 of");
    expect(english.html).toContain(">Read more<");
  });

  it("writes a pack size in the page's language (10x10 tabs: таблеток, comprimés), a measure as typed", async () => {
    const russian = await page("/ru/product/verdamol-500-tablets");
    expect(russian.status).toBe(200);
    expect(russian.html).toContain(">10x10 таблеток<");
    expect(russian.html).not.toContain(">10x10 tabs<");
    expect((await page("/fr/product/verdamol-500-tablets")).html).toContain(">10x10 comprimés<");
    expect((await page("/ar/product/azimer-500-tablets")).html).toContain(">3 أقراص<");
    expect((await page("/ru/product/ambromer-ls-syrup")).html).toContain(">100ml<");
    expect((await page("/product/verdamol-500-tablets")).html).toContain(">10x10 tabs<");
  });

  it("keeps drafts and hidden products out of every language's pages", async () => {
    const name = `Aaltranslated ${Date.now().toString(36)} Tablets`;
    const created = await api(server, "POST", PRODUCTS, {
      cookie,
      body: {
        name,
        composition: "Testamol IP 250 mg",
        category: "Pharmaceuticals",
        descriptionList: ["English line"],
        dosageForm: "Tablets",
        packSize: "10x10 tabs",
        keyBenefits: [],
        status: "draft",
        position: 0,
      },
    });
    expect(created.status, created.text).toBe(201);
    const { id, slug } = created.json.data as { id: string; slug: string };
    for (const locale of ["fr", "es", "ru", "ar"]) {
      const saved = await api(server, "PUT", `${PRODUCTS}/${id}/translations/${locale}`, {
        cookie,
        body: { descriptionList: [`Ligne ${locale}`], keyBenefits: [] },
      });
      expect(saved.status).toBe(200);
    }
    for (const status of ["draft", "hidden"]) {
      expect((await api(server, "PATCH", `${PRODUCTS}/${id}/status`, { cookie, body: { status } })).status).toBe(200);
      for (const prefix of ["", "/fr", "/es", "/ru", "/ar"]) {
        expect((await page(`${prefix}/product/${slug}`)).status).toBe(404);
        expect((await page(`${prefix}/category/Pharmaceuticals`)).html).not.toContain(`/product/${slug}"`);
        expect((await page(`${prefix}/products?q=${encodeURIComponent(name)}`)).html).not.toContain(`/product/${slug}"`);
      }
    }
  });

  it("lists missing translations on the admin dashboard", async () => {
    const missing = await createPublished();
    const res = await fetch(`${server.url}/adminDashboard`, { headers: { cookie } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("Missing translations");
    // Per language: how many are missing, and links to the first few products' language tab,
    // each of which has no texts in that language.
    for (const locale of ["fr", "es", "ru", "ar"]) {
      const linked = [...html.matchAll(new RegExp(`href="/adminproducts/([\\w-]+)\\?lang=${locale}"`, "g"))].map((m) => m[1]!);
      expect(linked.length, locale).toBeGreaterThan(0);
      expect(linked.length, locale).toBeLessThanOrEqual(5);
      for (const id of linked) {
        const read = await api(server, "GET", `${PRODUCTS}/${id}/translations/${locale}`, { cookie });
        expect(read.json.data.translated, `${locale} ${id}`).toBe(false);
      }
    }
    expect(html).toMatch(/Français: \d+ products? missing/);
    // Once translated, a product leaves that language's list.
    await api(server, "PUT", `${PRODUCTS}/${missing.id}/translations/fr`, { cookie, body: FRENCH });
    const after = await (await fetch(`${server.url}/adminDashboard`, { headers: { cookie } })).text();
    expect(after).not.toContain(`href="/adminproducts/${missing.id}?lang=fr"`);
  });
});
