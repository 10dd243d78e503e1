import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSeeds } from "../../content/products";
import { normalizeProduct } from "../../app/schemas/product";
import { CATEGORIES, DOSAGE_FORMS } from "../../app/schemas/product-vocabulary";
import { api, login } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

const PRODUCTS = "/api/admin/products";
const seeded = productSeeds.map(normalizeProduct);
let counter = 0;

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const names = (en: string, rest: Partial<Record<"fr" | "es" | "ru" | "ar", string>> = {}) => ({
  "names.en": en,
  "names.fr": rest.fr ?? `${en} (fr)`,
  "names.es": rest.es ?? `${en} (es)`,
  "names.ru": rest.ru ?? `${en} (ru)`,
  "names.ar": rest.ar ?? `${en} (ar)`,
});

describe("managed categories and dosage forms", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const page = async (path: string, withCookie = false) => {
    const res = await fetch(`${server.url}${path}`, { headers: withCookie ? { cookie } : {}, redirect: "manual" });
    return { status: res.status, location: res.headers.get("location"), html: await res.text() };
  };
  /** The lists page's form, posted without JavaScript. */
  const post = (body: Record<string, string>) =>
    fetch(`${server.url}/admincatalogue`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie },
      body: new URLSearchParams(body),
      redirect: "manual",
    });
  const newProduct = (overrides: Record<string, unknown>) => ({
    name: `Vocabmol ${Date.now().toString(36)}${++counter} Cream`,
    composition: "Vocabmol 1% w/w",
    category: "Cosmetic",
    descriptionList: ["For the skin"],
    dosageForm: "Topical Gel",
    packSize: "30 g tube",
    keyBenefits: [],
    status: "published",
    ...overrides,
  });

  it("starts with the specification's three categories and seventeen forms, each named in every language", async () => {
    const { status, html } = await page("/admincatalogue", true);
    expect(status).toBe(200);
    const keys = [...html.matchAll(/data-term="([^"]+)"/g)].map((m) => m[1]);
    expect(keys).toEqual([...CATEGORIES, ...DOSAGE_FORMS]);
    // The seeded names are the languages' texts: the French category page's heading is unchanged.
    const fr = await page("/fr/category/Nutraceuticals");
    expect(fr.status).toBe(200);
    expect(fr.html).toMatch(/<h1[^>]*>Nutraceutiques<\/h1>/);
    expect((await page("/admincatalogue")).status).toBe(302);
  });

  it("adds a dosage form in five languages; a product filed as a cream shows it in each page's language and filters by it", async () => {
    const refused = await post({ intent: "add", kind: "dosageForm", ...names("Cream", { ar: " " }) });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Name is required");
    expect(refusedHtml).toContain('value="Cream"');
    // Before it is on the list, a product cannot be filed under it.
    const early = await api(server, "POST", PRODUCTS, { cookie, body: newProduct({ dosageForm: "Cream" }) });
    expect(early.status).toBe(400);
    expect(early.json.errors).toEqual({ dosageForm: "Choose a dosage form" });

    const added = await post({ intent: "add", kind: "dosageForm", ...names("Cream", { fr: "Crème", ar: "كريم", ru: "Крем", es: "Crema" }) });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/admincatalogue?notice=added");
    const twice = await post({ intent: "add", kind: "dosageForm", ...names("cream") });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("This list already has");

    // Written in another case, it is the listed one.
    const product = (await api(server, "POST", PRODUCTS, { cookie, body: newProduct({ dosageForm: "cream" }) })).json.data as { slug: string; dosageForm: string; name: string };
    expect(product.dosageForm).toBe("Cream");
    expect(textOf((await page(`/product/${product.slug}`)).html)).toContain("Dosage Form Cream");
    expect(textOf((await page(`/fr/product/${product.slug}`)).html)).toContain("Crème");
    expect(textOf((await page(`/ar/product/${product.slug}`)).html)).toContain("كريم");
    const filtered = await page("/products?form=cream");
    expect(filtered.html).toContain(`/product/${product.slug}"`);
    expect(filtered.html).toContain('<option value="Cream" selected="">Cream</option>');
    expect((await page("/es/products")).html).toContain('<option value="Cream">Crema</option>');
    // The admin's form offers it.
    expect((await page("/adminproducts/new", true)).html).toContain('<option value="Cream">Cream</option>');
  });

  it("renames a seeded category in every language: its URL and its products stay, every page shows the new names", async () => {
    const renamed = await post({
      intent: "rename",
      kind: "category",
      key: "Cosmetic",
      ...names("Cosmetics and Skin Care", { fr: "Cosmétiques et soins de la peau", es: "Cosmética y cuidado de la piel", ru: "Косметика и уход за кожей", ar: "مستحضرات التجميل والعناية بالبشرة" }),
    });
    expect(renamed.status).toBe(302);
    const en = await page("/category/Cosmetic");
    expect(en.status).toBe(200);
    expect(en.html).toMatch(/<h1[^>]*>Cosmetics and Skin Care<\/h1>/);
    const cosmetic = seeded.find((p) => p.category === "Cosmetic")!;
    expect(en.html).toContain(`/product/${cosmetic.slug}"`);
    expect((await page("/ru/category/cosmetic")).html).toMatch(/<h1[^>]*>Косметика и уход за кожей<\/h1>/);
    expect((await page("/ar/category/Cosmetic")).html).toMatch(/<h1[^>]*>مستحضرات التجميل والعناية بالبشرة<\/h1>/);
    // Its picture stays the drawn one.
    expect((await page("/products")).html).toContain('src="/new/category-cosmetic.svg"');
    const stored = await api(server, "GET", `${PRODUCTS}?q=${encodeURIComponent(cosmetic.name)}`, { cookie });
    expect(stored.json.data.products[0].category).toBe("Cosmetic");
    // A rename keeps every language required.
    const refused = await post({ intent: "rename", kind: "category", key: "Cosmetic", ...names("Cosmetics", { fr: "" }) });
    expect(refused.status).toBe(400);
    expect((await post({ intent: "rename", kind: "category", key: "Sweets", ...names("Sweets") })).status).toBe(404);
  });

  it("every seeded category's and form's address keeps working", async () => {
    for (const category of CATEGORIES) expect((await page(`/category/${category}`)).status, category).toBe(200);
    const forms = await page(`/products?form=${encodeURIComponent("Dry Syrup")}`);
    expect(forms.html).toContain('<option value="Dry Syrup" selected="">');
  });

  it("adds a category whose page lists its products, in each language", async () => {
    const added = await post({ intent: "add", kind: "category", ...names("Ayurvedic", { fr: "Ayurvédique", ar: "أيورفيدا", ru: "Аюрведа", es: "Ayurvédica" }) });
    expect(added.status).toBe(302);
    const product = (await api(server, "POST", PRODUCTS, { cookie, body: newProduct({ category: "Ayurvedic", dosageForm: "Powder" }) })).json.data as { slug: string };
    const categoryPage = await page("/category/Ayurvedic");
    expect(categoryPage.status).toBe(200);
    expect(categoryPage.html).toContain(`/product/${product.slug}"`);
    expect((await page("/fr/category/ayurvedic")).html).toMatch(/<h1[^>]*>Ayurvédique<\/h1>/);
    const overview = await page("/products");
    expect(textOf(overview.html)).toContain("Ayurvedic (1 products)");
  });
});
