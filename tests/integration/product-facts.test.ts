import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHEET_HEADERS } from "../../server/catalogue/sheet-format.server";
import { api, login } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

const PRODUCTS = "/api/admin/products";
let counter = 0;

function newProduct(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Factamol ${Date.now().toString(36)}${counter} Tablets`,
    composition: "Factamol IP 500 mg",
    category: "Pharmaceuticals",
    descriptionList: ["First point"],
    dosageForm: "Tablets",
    packSize: "10x10 tabs",
    keyBenefits: [],
    status: "published",
    ...overrides,
  };
}

const FACTS = {
  moq: 500,
  moqUnit: "packs",
  leadTimeDays: 21,
  shelfLifeMonths: 24,
  storageConditions: "Store below 30 °C, protected from light and moisture",
  hsCode: "30049099",
  pharmacopoeia: "BP",
  manufacturerName: "Meridian Formulations Pvt. Ltd.",
  manufacturerSite: "Baddi, Himachal Pradesh, India",
  manufacturerCode: "VM-M07",
  samplesAvailable: true,
};

/** A page's visible text, tags dropped, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The facts section's rows as "label: value". */
function factRows(html: string): string[] {
  const section = /<section[^>]*data-testid="product-facts"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  return [...section.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => {
    const [label, value] = [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => textOf(cell[1]!).trim());
    return `${label}: ${value}`;
  });
}

function productJsonLd(html: string) {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json!) as { "@type": string };
    if (data["@type"] === "Product") return data as Record<string, unknown>;
  }
  throw new Error("no Product JSON-LD");
}

describe("commercial facts", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, html: await res.text() };
  };

  async function create(body: Record<string, unknown>) {
    const answer = await api(server, "POST", PRODUCTS, { cookie, body });
    expect(answer.status, answer.text).toBe(201);
    return answer.json.data as { id: string; slug: string } & Record<string, unknown>;
  }

  it("refuses a bad HS code, a quantity without its unit and values out of range, each under its field", async () => {
    for (const hsCode of ["3004", "30049099123", "3004.90.99", "30O49099"]) {
      const answer = await api(server, "POST", PRODUCTS, { cookie, body: newProduct({ hsCode }) });
      expect(answer.status, hsCode).toBe(400);
      expect(answer.json.errors).toEqual({ hsCode: "HS code must be 6 to 10 digits" });
    }
    const answer = await api(server, "POST", PRODUCTS, {
      cookie,
      body: newProduct({ moq: 0, leadTimeDays: 400, shelfLifeMonths: 2.5, pharmacopoeia: "JP", storageConditions: "Keep cool" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({
      moq: "Minimum order quantity must be a whole number, 1 or more",
      leadTimeDays: "Lead time (days) must be at most 365",
      shelfLifeMonths: "Shelf life (months) must be a whole number, 1 or more",
      pharmacopoeia: "Choose a pharmacopoeia standard: IP, BP, USP, Ph. Eur., None",
      storageConditions: "Choose storage conditions from the list",
    });
    const alone = await api(server, "POST", PRODUCTS, { cookie, body: newProduct({ moq: 100 }) });
    expect(alone.json.errors).toEqual({ moqUnit: "Minimum order unit is required with minimum order quantity" });
    const unitAlone = await api(server, "POST", PRODUCTS, { cookie, body: newProduct({ moqUnit: "boxes" }) });
    expect(unitAlone.json.errors).toEqual({ moq: "Minimum order quantity is required with minimum order unit" });
    // Six and ten digits are both HS codes.
    for (const hsCode of ["300490", "3004909910"]) expect((await create(newProduct({ hsCode }))).hsCode).toBe(hsCode);
  });

  it("shows the stated facts on the product page in its language, the manufacturer's code never", async () => {
    const product = await create(newProduct(FACTS));
    expect(product).toMatchObject(FACTS);
    const en = await page(`/product/${product.slug}`);
    expect(en.status).toBe(200);
    expect(factRows(en.html)).toEqual([
      "Minimum order: 500 packs",
      "Lead time: 21 days",
      "Shelf life: 24 months",
      "Storage: Store below 30 °C, protected from light and moisture",
      "HS code: 30049099",
      "Pharmacopoeia standard: BP (British Pharmacopoeia)",
      "Manufacturer: Meridian Formulations Pvt. Ltd.",
      "Manufacturing site: Baddi, Himachal Pradesh, India",
      "Samples: Available",
    ]);
    expect(en.html).not.toContain("VM-M07");

    const ru = await page(`/ru/product/${product.slug}`);
    expect(factRows(ru.html).slice(0, 3)).toEqual(["Минимальный заказ: 500 упаковок", "Срок отгрузки: 21 день", "Срок годности: 24 месяца"]);
    const ar = await page(`/ar/product/${product.slug}`);
    expect(factRows(ar.html)).toContain("ظروف التخزين: يُحفظ في درجة حرارة أقل من 30 °م بعيدًا عن الضوء والرطوبة");
    expect(factRows(ar.html)).toContain("مهلة الشحن: 21 يومًا");
    const fr = await page(`/fr/product/${product.slug}`);
    expect(factRows(fr.html)).toContain("Commande minimale: 500 paquets");

    const jsonLd = productJsonLd(en.html);
    expect(jsonLd.manufacturer).toEqual({ "@type": "Organization", name: FACTS.manufacturerName, location: FACTS.manufacturerSite });
    expect(jsonLd.additionalProperty).toEqual(
      expect.arrayContaining([
        { "@type": "PropertyValue", name: "HS code", value: "30049099" },
        { "@type": "PropertyValue", name: "Shelf life", value: "24 months" },
        { "@type": "PropertyValue", name: "Dosage Form", value: "Tablets" },
      ]),
    );
  });

  it("a product that states nothing shows only the manufacturer, on request, and no manufacturer in its JSON-LD", async () => {
    const product = await create(newProduct());
    expect(product).toMatchObject({ moq: null, moqUnit: null, hsCode: null, manufacturerName: null, samplesAvailable: false });
    const en = await page(`/product/${product.slug}`);
    expect(factRows(en.html)).toEqual(["Manufacturer: On request"]);
    expect(productJsonLd(en.html).manufacturer).toBeUndefined();
    expect(factRows((await page(`/es/product/${product.slug}`)).html)).toEqual(["Fabricante: A petición"]);
  });

  describe("in the admin's form, without JavaScript", () => {
    const post = (path: string, body: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie },
        body: new URLSearchParams(body),
        redirect: "manual",
      });
    const form = (overrides: Record<string, string>) => ({
      name: `Formfact ${Date.now().toString(36)}${++counter} Syrup`,
      composition: "Formamol 5 ml",
      category: "Pharmaceuticals",
      dosageForm: "Syrup",
      packSize: "100 ml",
      "descriptionList.0": "One",
      remark: "",
      status: "published",
      featuredOrder: "0",
      position: "0",
      moq: "",
      moqUnit: "",
      leadTimeDays: "",
      shelfLifeMonths: "",
      storageConditions: "",
      hsCode: "",
      pharmacopoeia: "",
      manufacturerName: "",
      manufacturerSite: "",
      manufacturerCode: "",
      ...overrides,
    });

    it("refuses a short HS code under its field, keeping what was typed, and saves blanks as not stated", async () => {
      const refused = await post("/adminproducts/new", form({ hsCode: "3004", moq: "250", moqUnit: "cartons" }));
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain("HS code must be 6 to 10 digits");
      expect(/<input[^>]*name="hsCode"[^>]*>/.exec(html)?.[0]).toContain('value="3004"');
      expect(/<select[^>]*name="moqUnit"[\s\S]*?<\/select>/.exec(html)?.[0]).toMatch(/<option value="cartons" selected="">/);

      const typed = form({ hsCode: "30042019", moq: "250", moqUnit: "cartons", samplesAvailable: "on" });
      const saved = await post("/adminproducts/new", typed);
      expect(saved.status).toBe(302);
      const listed = await api(server, "GET", `${PRODUCTS}?q=${encodeURIComponent(typed.name)}`, { cookie });
      const stored = listed.json.data.products[0];
      expect(stored).toMatchObject({ hsCode: "30042019", moq: 250, moqUnit: "cartons", samplesAvailable: true, leadTimeDays: null, manufacturerName: null, storageConditions: null });
    });
  });

  describe("in the spreadsheet", () => {
    async function csvRows(text: string): Promise<string[][]> {
      const book = new ExcelJS.Workbook();
      const sheet = await book.csv.read(Readable.from([text.replace(/^\uFEFF/, "")]), { map: (v: unknown) => v });
      const rows: string[][] = [];
      sheet.eachRow((row) => rows.push((row.values as string[]).slice(1).map((v) => v ?? "")));
      return rows;
    }
    const toCsv = (rows: string[][]) => rows.map((row) => row.map((t) => (/[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t)).join(",")).join("\r\n") + "\r\n";
    const col = (header: string) => SHEET_HEADERS.indexOf(header);

    async function previewOf(csv: string) {
      const body = new FormData();
      body.append("file", new Blob([csv]), "products.csv");
      const res = await fetch(`${server.url}/adminproducts/import`, { method: "POST", headers: { origin: server.url, cookie }, body, redirect: "manual" });
      expect(res.status).toBe(302);
      const location = res.headers.get("location")!;
      return { location, text: textOf(await (await fetch(`${server.url}${location}`, { headers: { cookie } })).text()) };
    }

    it("exports the facts in their columns, refuses a bad HS code in a row, and applies good ones", async () => {
      const product = await create(newProduct(FACTS));
      const exported = await csvRows(await (await fetch(`${server.url}/adminproducts/export.csv`, { headers: { cookie } })).text());
      const header = exported[0]!;
      for (const name of ["Minimum order", "Minimum order unit", "Lead time (days)", "Shelf life (months)", "Storage conditions", "HS code", "Pharmacopoeia", "Manufacturer", "Manufacturing site", "Manufacturer code", "Samples"]) {
        expect(header).toContain(name);
      }
      const row = exported.find((r) => r[col("ID")] === product.id)!;
      expect([row[col("Minimum order")], row[col("Minimum order unit")], row[col("HS code")], row[col("Pharmacopoeia")], row[col("Samples")], row[col("Manufacturer code")]]).toEqual([
        "500",
        "packs",
        "30049099",
        "BP",
        "yes",
        "VM-M07",
      ]);

      const bad = [...row];
      bad[col("HS code")] = "30 04";
      const refused = await previewOf(toCsv([header, bad]));
      expect(refused.text).toContain("HS code must be 6 to 10 digits");

      const good = [...row];
      good[col("HS code")] = "3004909910";
      good[col("Shelf life (months)")] = "36";
      good[col("Pharmacopoeia")] = "usp";
      good[col("Manufacturer")] = "";
      const { location, text } = await previewOf(toCsv([header, good]));
      expect(text).toContain("Rows with errors 0");
      const applied = await fetch(`${server.url}${location}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie },
        body: new URLSearchParams({}),
        redirect: "manual",
      });
      expect(applied.status).toBe(302);
      const stored = (await api(server, "GET", `${PRODUCTS}/${product.id}`, { cookie })).json.data;
      expect(stored).toMatchObject({ hsCode: "3004909910", shelfLifeMonths: 36, pharmacopoeia: "USP", manufacturerName: null, moq: 500 });
      expect(factRows((await page(`/product/${product.slug}`)).html)).toContain("Manufacturer: On request");
    });
  });
});
