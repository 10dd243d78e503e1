import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUOTE_MESSAGES } from "../../app/schemas/quote";
import { validationMessage } from "../../app/schemas/validation-messages";
import type { Database } from "../../server/db/database.server";
import { api, login, openServerDatabase } from "../support/admin";
import { addDocument } from "../support/documents";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM loader.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

type ToolResult = { content: Array<{ type: string; text?: string }>; structuredContent?: Record<string, unknown>; isError?: boolean };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
type Json = any;

/** An MCP client of the SDK's own, over Streamable HTTP, as an assistant connects. */
async function connect(server: TestServer): Promise<Client> {
  const client = new Client({ name: "assistants-api-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

/** A tool's text answer (every tool answers JSON text, or words for an error). */
const textOf = (result: ToolResult) => result.content.map((part) => part.text ?? "").join("\n");

/** A buyer's request as an assistant would send it, for one of the sample products. */
function quotation(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "Amina Odhiambo",
    company: "Lakeside Distributors Ltd",
    email,
    phone: "+254 722 000111",
    country: "Kenya",
    destination: "Kisumu",
    incoterm: "CIF",
    privateLabel: "no",
    documents: ["coa"],
    message: "Please quote for our next tender.",
    language: "fr",
    lines: [
      { product: "verdamol-500-tablets", quantity: 12000, unit: "boxes", note: "Alu-PVC blisters" },
      { product: "verdamol-650-tablets", quantity: 3000 },
    ],
    ...overrides,
  };
}

async function getJson(server: TestServer, path: string): Promise<{ status: number; headers: Headers; json: Json }> {
  const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

const countMessages = async (database: Database) =>
  Number((await database.db.selectFrom("messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

describe("the catalogue for assistants and systems", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let database: Database;
  let client: Client;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <web@exports.example>", MAIL_TO: "sales@exports.example" } });
    database = openServerDatabase(server);
    client = await connect(server);
    cookie = await login(server);
  });
  afterAll(async () => {
    await client?.close();
    await database?.close();
    await server?.dispose();
    await smtp?.close();
  });

  describe("through MCP", () => {
    it("lists its four tools, each with its arguments described", async () => {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(["get_product", "list_categories", "request_quotation", "search_products"]);
      const byName = new Map(tools.map((tool) => [tool.name, tool]));
      expect(Object.keys(byName.get("search_products")!.inputSchema.properties ?? {}).sort()).toEqual(["category", "country", "language", "limit", "page", "query"]);
      expect(byName.get("search_products")!.annotations?.readOnlyHint).toBe(true);
      const quote = byName.get("request_quotation")!;
      expect(quote.annotations?.readOnlyHint).toBe(false);
      expect([...(quote.inputSchema.required ?? [])].sort()).toEqual(["company", "country", "destination", "email", "incoterm", "lines", "name", "privateLabel"]);
      expect((quote.inputSchema.properties as Json).incoterm.enum).toEqual(["EXW", "FOB", "CFR", "CIF", "DAP", "DDP"]);
    });

    it("finds tablets for a French query, best matches first, with French names", async () => {
      const result = await call(client, "search_products", { query: "comprimés", language: "fr", limit: 50 });
      expect(result.isError).toBeFalsy();
      const data = result.structuredContent as Json;
      expect(JSON.parse(textOf(result))).toEqual(data);
      expect(data.language).toBe("fr");
      expect(data.total).toBeGreaterThan(20);
      const forms: string[] = data.products.map((p: Json) => p.dosageForm.key);
      // Every tablet before anything else: a form that only mentions tablets ranks after them.
      const lastTablet = forms.findLastIndex((form) => form.endsWith("Tablets"));
      expect(forms.slice(0, lastTablet + 1).every((form) => form.endsWith("Tablets"))).toBe(true);
      expect(lastTablet + 1).toBeGreaterThanOrEqual(data.total - 1);
      const verdamol = data.products.find((p: Json) => p.slug === "verdamol-500-tablets");
      expect(verdamol).toMatchObject({
        name: "Verdamol 500 Tablets",
        dosageForm: { key: "Tablets", name: "Comprimés" },
        packSize: "10x10 comprimés",
        url: `${server.url.replace("127.0.0.1", "localhost")}/fr/product/verdamol-500-tablets`,
      });
    });

    it("keeps to the products registered in a country, marking those in process", async () => {
      const kenya = (await call(client, "search_products", { country: "KE" })).structuredContent as Json;
      expect(kenya.query.country).toBe("KE");
      expect(kenya.products.map((p: Json) => [p.slug, p.registration])).toEqual([
        ["verdamol-500-tablets", "registered"],
        ["verdamol-650-tablets", "registered"],
      ]);
      const nigeria = (await call(client, "search_products", { country: "Nigeria", query: "paracetamol" })).structuredContent as Json;
      expect(nigeria.products.map((p: Json) => [p.slug, p.registration])).toEqual([["verdamol-500-tablets", "in-process"]]);
    });

    it("gives a product with its documents (never an internal or expired one) and its registrations", async () => {
      const verdamolId = (await database.db.selectFrom("products").select("id").where("slug", "=", "verdamol-500-tablets").executeTakeFirstOrThrow()).id;
      await addDocument(server, cookie, { type: "coa", title: "Internal batch record, Verdamol 500", visibility: "internal", productIds: verdamolId });
      await addDocument(server, cookie, { type: "stability", title: "Old stability summary, Verdamol 500", visibility: "public", issuedOn: "2020-01-01", expiresOn: "2021-01-01", productIds: verdamolId });

      const result = await call(client, "get_product", { slug: "verdamol-500-tablets", language: "fr" });
      expect(result.isError).toBeFalsy();
      const { product } = result.structuredContent as Json;
      expect(product).toMatchObject({ slug: "verdamol-500-tablets", composition: "Each uncoated tablet contains: Paracetamol IP 500 mg", category: { key: "Pharmaceuticals" } });
      expect(product.descriptionList.length).toBeGreaterThan(0);
      expect(product.commercial).toMatchObject({ moq: null, samplesAvailable: false });
      expect(
        product.documents.map((d: Json) => [d.title, d.type, d.availability, d.country]).sort((a: string[], b: string[]) => a[0]!.localeCompare(b[0]!)),
      ).toEqual([
        ["Certificate of analysis, Verdamol 500 Tablets", "coa", "public", null],
        ["CoPP, Verdamol 500 Tablets, Kenya", "copp", "on-request", "KE"],
        ["Registration certificate, Verdamol 500 Tablets, Kenya", "registration", "public", "KE"],
      ]);
      expect(product.documents.find((d: Json) => d.type === "coa").typeName).toBe("Certificat d’analyse");
      // Titles and types only: no file, no link, no number of a document.
      expect(JSON.stringify(product.documents)).not.toMatch(/\/documents\/|href|SAMPLE-/);
      expect(product.registrations.map((r: Json) => [r.countryCode, r.country, r.status, r.statusText, r.number, r.validUntil, r.certificate])).toEqual([
        ["GH", "Ghana", "registered", "Enregistré", "SAMPLE-GH-FDA-2291", "2027-09-30", null],
        ["KE", "Kenya", "registered", "Enregistré", "SAMPLE-KE-PPB-0417", "2028-03-31", "public"],
        ["NG", "Nigéria", "in-process", "En cours", null, null, null],
        ["PH", "Philippines", "withdrawn", "Retiré", "SAMPLE-PH-DR-0083", "2025-06-30", null],
      ]);
    });

    it("answers an unknown product and bad arguments with a tool error that says what is wrong", async () => {
      const unknown = await call(client, "get_product", { slug: "no-such-product" });
      expect(unknown.isError).toBe(true);
      expect(textOf(unknown)).toContain('Product not found: no published product has the slug "no-such-product"');
      const language = await call(client, "list_categories", { language: "de" });
      expect(language.isError).toBe(true);
      expect(textOf(language)).toContain("Language must be one of en, fr, es, ru, ar");
      const limit = await call(client, "search_products", { limit: 500 });
      expect(limit.isError).toBe(true);
      expect(textOf(limit)).toMatch(/limit/);
      const country = await call(client, "search_products", { country: "Atlantis" });
      expect(country.isError).toBe(true);
      expect(textOf(country)).toContain('country: Unknown country "Atlantis"');
      const category = await call(client, "search_products", { category: "Toys" });
      expect(textOf(category)).toContain('Unknown category "Toys": one of Pharmaceuticals, Nutraceuticals, Cosmetic');
      const tool = await call(client, "delete_everything", {});
      expect(tool.isError).toBe(true);
      expect(textOf(tool)).toContain("Tool delete_everything not found");
    });

    it("lists the categories in the language asked for, with their counts", async () => {
      const result = await call(client, "list_categories", { language: "es" });
      const { categories } = result.structuredContent as Json;
      expect(categories.map((c: Json) => c.key)).toEqual(["Pharmaceuticals", "Nutraceuticals", "Cosmetic"]);
      expect(categories[0].name).toBe("Productos farmacéuticos");
      expect(categories[0].url).toMatch(/\/es\/category\/Pharmaceuticals$/);
      const all = (await call(client, "search_products", { limit: 1 })).structuredContent as Json;
      expect(categories.reduce((sum: number, c: Json) => sum + c.count, 0)).toBe(all.total);
    });

    it("sends a request for quotation to the inbox, marked as from an assistant, mails the company and acknowledges to the buyer", async () => {
      const email = "amina@lakeside.example";
      const result = await call(client, "request_quotation", quotation(email));
      expect(result.isError, textOf(result)).toBeFalsy();
      const { reference, id } = result.structuredContent as Json;
      expect(reference).toMatch(/^Q-\d{4}-\d{5}$/);
      expect(textOf(result)).toContain(reference);

      const stored = await database.db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ kind: "quote", channel: "assistant", reference, email, company: "Lakeside Distributors Ltd", country_code: "KE", incoterm: "CIF", locale: "fr" });
      const lines = await database.db.selectFrom("quote_lines").selectAll().where("message_id", "=", id).orderBy("position").execute();
      expect(lines.map((l) => [l.product_slug, Number(l.quantity), l.unit, l.note])).toEqual([
        ["verdamol-500-tablets", 12000, "boxes", "Alu-PVC blisters"],
        ["verdamol-650-tablets", 3000, "units", ""],
      ]);
      // Staff see it in the inbox (its API and its page) as sent through an assistant.
      const inbox = await api(server, "GET", `/api/admin/messages/${id}`, { cookie });
      expect(inbox.json.data).toMatchObject({ kind: "quote", channel: "assistant", quote: { reference } });
      const page = await (await fetch(`${server.url}/adminmessages/${id}`, { headers: { cookie } })).text();
      expect(page).toContain("An AI assistant (MCP)");
      const csv = await (await fetch(`${server.url}/adminmessages.csv?kind=quote&q=${encodeURIComponent(email)}`, { headers: { cookie } })).text();
      // The channel, then the lead's owner (nobody yet), stage and follow-up (none).
      expect(csv.trim().split("\r\n")[1]!.endsWith(",assistant,,new,")).toBe(true);

      const company = await until(async () => smtp.mails.find((m) => m.headers.to === "sales@exports.example" && m.text.includes(reference)), "the company's mail");
      expect(company.text).toContain("Sent through: An AI assistant (MCP)");
      expect(company.headers["reply-to"]).toBe(`Amina Odhiambo <${email}>`);
      const ack = await until(async () => smtp.mails.find((m) => m.headers.to === email), "the buyer's acknowledgement");
      expect(ack.headers.subject).toContain(reference);
      expect(ack.text).toContain("Verdamol 500 Tablets");
      // In the buyer's language, and with nothing they typed.
      expect(ack.html).toContain('lang="fr"');
      for (const typed of ["Amina", "Kisumu", "Alu-PVC blisters", "tender"]) expect(ack.text).not.toContain(typed);
    });

    it("refuses a request with bad arguments with the quote form's own messages, storing nothing", async () => {
      const before = await countMessages(database);
      const badEmail = await call(client, "request_quotation", quotation("nobody"));
      expect(badEmail.isError).toBe(true);
      expect(textOf(badEmail)).toContain(`- email: ${validationMessage(QUOTE_MESSAGES.emailInvalid)}`);
      const unknown = await call(client, "request_quotation", quotation("b@lakeside.example", { lines: [{ product: "no-such-product", quantity: 5 }] }));
      expect(textOf(unknown)).toContain(`- lines: ${validationMessage(QUOTE_MESSAGES.productUnknown)}`);
      const empty = await call(client, "request_quotation", quotation("b@lakeside.example", { lines: [] }));
      expect(textOf(empty)).toContain(`- lines: ${validationMessage(QUOTE_MESSAGES.linesRequired)}`);
      const zero = await call(client, "request_quotation", quotation("b@lakeside.example", { lines: [{ product: "verdamol-500-tablets", quantity: 0 }] }));
      expect(zero.isError).toBe(true);
      expect(textOf(zero)).toMatch(/quantity/i);
      const incoterm = await call(client, "request_quotation", quotation("b@lakeside.example", { incoterm: "FAS" }));
      expect(textOf(incoterm)).toContain("The Incoterm must be one of EXW, FOB, CFR, CIF, DAP, DDP");
      const missing = await call(client, "request_quotation", { ...quotation("b@lakeside.example"), destination: undefined });
      expect(missing.isError).toBe(true);
      expect(textOf(missing)).toMatch(/destination/);
      expect(await countMessages(database)).toBe(before);
    });

    it("answers only POST: GET and DELETE are 405, a cross-site post 403, an oversized body 413", async () => {
      for (const method of ["GET", "DELETE"]) {
        const res = await fetch(`${server.url}/mcp`, { method });
        expect(res.status, method).toBe(405);
        expect(res.headers.get("allow")).toBe("POST");
        expect((await res.json()).error.message).toMatch(/POST only/);
      }
      const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
      const listTools = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
      const crossSite = await fetch(`${server.url}/mcp`, { method: "POST", headers: { ...headers, origin: "https://elsewhere.example" }, body: listTools });
      expect(crossSite.status).toBe(403);
      const big = await fetch(`${server.url}/mcp`, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { pad: "x".repeat(70 * 1024) } }) });
      expect(big.status).toBe(413);
      const broken = await fetch(`${server.url}/mcp`, { method: "POST", headers, body: "{not json" });
      expect(broken.status).toBe(400);
      expect((await broken.json()).error.code).toBe(-32700);
    });
  });

  describe("as JSON", () => {
    it("answers a search in each language, with the same products and the language's names", async () => {
      const tablets: Record<string, string> = { en: "Tablets", fr: "Comprimés", es: "Tabletas", ru: "Таблетки", ar: "أقراص" };
      const prefixes: Record<string, string> = { en: "", fr: "/fr", es: "/es", ru: "/ru", ar: "/ar" };
      let slugs: string[] | undefined;
      for (const lang of Object.keys(tablets)) {
        const { status, json } = await getJson(server, `/api/products?q=paracetamol&form=tablets&lang=${lang}`);
        expect(status, lang).toBe(200);
        expect(json.data.language).toBe(lang);
        expect(json.data.query).toEqual({ q: "paracetamol", category: null, form: "Tablets", country: null });
        const names = new Set(json.data.products.map((p: Json) => p.dosageForm.name));
        expect([...names], lang).toEqual([tablets[lang]]);
        expect(json.data.products[0].url).toMatch(new RegExp(`${prefixes[lang]}/product/${json.data.products[0].slug}$`));
        const these = json.data.products.map((p: Json) => p.slug);
        slugs ??= these;
        expect(these, lang).toEqual(slugs);
      }
      expect(slugs).toContain("verdamol-500-tablets");
      // A Russian query finds the same tablets.
      const russian = await getJson(server, `/api/products?q=${encodeURIComponent("парацетамол таблетки")}&lang=ru`);
      expect(russian.json.data.products.map((p: Json) => p.slug)).toEqual(expect.arrayContaining(["verdamol-500-tablets", "verdamol-650-tablets"]));
    });

    it("pages through the catalogue", async () => {
      const first = (await getJson(server, "/api/products?limit=7")).json.data;
      const second = (await getJson(server, "/api/products?limit=7&page=2")).json.data;
      expect(first).toMatchObject({ page: 1, limit: 7, pageCount: Math.ceil(first.total / 7) });
      expect(first.products).toHaveLength(7);
      expect(second.products).toHaveLength(7);
      expect(second.products[0].slug).not.toBe(first.products[0].slug);
      const past = (await getJson(server, `/api/products?limit=7&page=${first.pageCount + 1}`)).json.data;
      expect(past.products).toEqual([]);
    });

    it("gives a product in a language, 404 for an unknown one, 301 from a renamed product's old slug", async () => {
      const { status, json, headers } = await getJson(server, "/api/products/verdamol-500-tablets?lang=ru");
      expect(status).toBe(200);
      expect(json.data.language).toBe("ru");
      expect(json.data.product.dosageForm).toEqual({ key: "Tablets", name: "Таблетки" });
      expect(json.data.product.registrations.find((r: Json) => r.countryCode === "KE")).toMatchObject({ country: "Кения", status: "registered" });
      expect(headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(headers.get("surrogate-key")).toMatch(/^all product-[0-9a-f-]{36}$/);

      const missing = await getJson(server, "/api/products/no-such-product");
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ success: false, message: "Product not found" });

      const created = await api(server, "POST", "/api/admin/products", {
        cookie,
        body: { name: "Renamol 250 Tablets", composition: "Renamol 250 mg", category: "Pharmaceuticals", descriptionList: ["A tablet"], dosageForm: "Tablets", packSize: "10x10 tabs", keyBenefits: [], status: "published" },
      });
      expect(created.status).toBe(201);
      const renamed = await api(server, "PUT", `/api/admin/products/${created.json.data.id}`, { cookie, body: { ...created.json.data, name: "Renamol Forte 250 Tablets" } });
      expect(renamed.status).toBe(200);
      const moved = await getJson(server, "/api/products/renamol-250-tablets?lang=fr");
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/api/products/renamol-forte-250-tablets?lang=fr");
      expect(moved.json).toMatchObject({ success: true, data: { slug: "renamol-forte-250-tablets" } });
    });

    it("refuses a bad language or parameter with 400 and says which, never caching the refusal", async () => {
      const cases: Array<[string, string, RegExp]> = [
        ["/api/products?lang=de", "lang", /^Language must be one of en, fr, es, ru, ar$/],
        ["/api/categories?lang=xx", "lang", /^Language must be one of/],
        ["/api/products/verdamol-500-tablets?lang=EN-GB", "lang", /^Language must be one of/],
        ["/api/products?categroy=Cosmetic", "categroy", /^Unknown parameter "categroy": this endpoint takes q, category, form, country, page, limit, lang$/],
        ["/api/products?page=two", "page", /^The page must be a whole number$/],
        ["/api/products?page=0", "page", /^The page must be a whole number, 1 or more$/],
        ["/api/products?limit=500", "limit", /^The limit must be a whole number from 1 to 50$/],
        ["/api/products?q=a&q=b", "q", /given more than once/],
        ["/api/products?category=Toys", "category", /^Unknown category "Toys"/],
        ["/api/products?form=Pills", "form", /^Unknown dosage form "Pills"/],
        ["/api/products?country=Atlantis", "country", /^Unknown country "Atlantis"/],
        [`/api/products?q=${"x".repeat(101)}`, "q", /at most 100 characters/],
        ["/api/categories?page=2", "page", /^Unknown parameter "page": this endpoint takes lang$/],
      ];
      for (const [path, field, message] of cases) {
        const { status, json, headers } = await getJson(server, path);
        expect(status, path).toBe(400);
        expect(json.success, path).toBe(false);
        expect(json.errors?.[field], path).toMatch(message);
        expect(headers.get("cache-control"), path).toMatch(/no-store/);
        expect(headers.get("surrogate-key"), path).toBeNull();
      }
    });

    it("is described by a valid OpenAPI 3.1 document that its real answers match", async () => {
      const { status, json: description, headers } = await getJson(server, "/api/openapi.json");
      expect(status).toBe(200);
      expect(headers.get("content-type")).toMatch(/^application\/json/);
      const validator = new Validator();
      const verdict = await validator.validate(description);
      expect(verdict.errors ?? [], JSON.stringify(verdict.errors)).toEqual([]);
      expect(verdict.valid).toBe(true);
      expect(validator.version).toBe("3.1");
      expect(Object.keys(description.paths).sort()).toEqual(["/api/categories", "/api/openapi.json", "/api/products", "/api/products/{slug}"]);

      // The response schemas with their references pointed at the components, compiled by ajv (JSON Schema 2020-12, as OpenAPI 3.1).
      const ajv = new Ajv2020({ strict: true, allErrors: true });
      addFormats(ajv);
      const retarget = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/'));
      ajv.addSchema({ $id: "components", $defs: retarget(description.components.schemas) });
      const schemaOf = (path: string, status: number) => ajv.compile(retarget(description.paths[path].get.responses[String(status)].content["application/json"].schema));
      const check = (path: string, status: number, body: unknown) => {
        const validate = schemaOf(path, status);
        expect(validate(body), `${path} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
      };

      // A product with every commercial fact stated, so the facts' schemas meet real values.
      const created = await api(server, "POST", "/api/admin/products", {
        cookie,
        body: {
          name: "Factamol 500 Tablets",
          composition: "Factamol 500 mg",
          category: "Pharmaceuticals",
          descriptionList: ["A tablet"],
          dosageForm: "Tablets",
          packSize: "10x10 tabs",
          keyBenefits: [],
          status: "published",
          moq: 500,
          moqUnit: "packs",
          leadTimeDays: 21,
          shelfLifeMonths: 24,
          storageConditions: "Store below 30 °C",
          hsCode: "30049099",
          pharmacopoeia: "BP",
          manufacturerName: "Meridian Formulations Pvt. Ltd.",
          manufacturerSite: "Baddi, India",
          samplesAvailable: true,
        },
      });
      expect(created.status, created.text).toBe(201);

      for (const lang of ["en", "fr", "es", "ru", "ar"]) {
        check("/api/products", 200, (await getJson(server, `/api/products?lang=${lang}&limit=50`)).json);
        check("/api/products", 200, (await getJson(server, `/api/products?lang=${lang}&country=KE&q=verdamol`)).json);
        check("/api/categories", 200, (await getJson(server, `/api/categories?lang=${lang}`)).json);
        for (const slug of ["verdamol-500-tablets", "factamol-500-tablets"]) {
          const answer = (await getJson(server, `/api/products/${slug}?lang=${lang}`)).json;
          check("/api/products/{slug}", 200, answer);
          if (slug === "factamol-500-tablets") {
            expect(answer.data.product.commercial).toMatchObject({ moq: 500, moqUnit: "packs", hsCode: "30049099", samplesAvailable: true });
            expect(answer.data.product.facts.length).toBeGreaterThanOrEqual(8);
          }
        }
      }
      check("/api/products", 400, (await getJson(server, "/api/products?lang=de")).json);
      check("/api/products/{slug}", 404, (await getJson(server, "/api/products/no-such-product")).json);
      // The product renamed in the test above.
      check("/api/products/{slug}", 301, (await getJson(server, "/api/products/renamol-250-tablets")).json);
      check("/api/products/{slug}", 400, (await getJson(server, "/api/products/verdamol-500-tablets?x=1")).json);
      check("/api/categories", 400, (await getJson(server, "/api/categories?lang=de")).json);
      // And it refuses what it does not describe: an answer with a property too many fails.
      const answer = (await getJson(server, "/api/products/verdamol-500-tablets")).json;
      expect(schemaOf("/api/products/{slug}", 200)({ ...answer, data: { ...answer.data, product: { ...answer.data.product, remark: "internal" } } })).toBe(false);
    });
  });
});

const METRICS_TOKEN = "metrics-token-for-the-assistants-test";

describe("the request_quotation tool's rate limit", () => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startTestServer({ env: { FORM_RATE_LIMIT: "3", METRICS_TOKEN: METRICS_TOKEN } });
    client = await connect(server);
  });
  afterAll(async () => {
    await client?.close();
    await server?.dispose();
  });

  const throttledCount = async () => {
    const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    return Number(/^http_throttled_total\{route="\/mcp"\} (\S+)$/m.exec(text)?.[1] ?? "0");
  };

  it("is the public forms' limit per address: past it a throttled tool error counted with the 429s, and the web's forms share the count", async () => {
    // Reads are never counted.
    for (let i = 0; i < 5; i += 1) expect((await call(client, "list_categories", {})).isError).toBeFalsy();
    for (let i = 0; i < 3; i += 1) {
      const sent = await call(client, "request_quotation", quotation(`buyer${i}@limits.example`));
      expect(sent.isError, textOf(sent)).toBeFalsy();
    }
    const throttledBefore = await throttledCount();
    const throttled = await call(client, "request_quotation", quotation("buyer9@limits.example"));
    expect(throttled.isError).toBe(true);
    // Answered 200 with a tool error, and counted with the 429s.
    expect((await throttledCount()) - throttledBefore).toBe(1);
    expect(textOf(throttled)).toMatch(/^Too many messages were sent from your network\. Please wait a minute and try again\. \(Retry after \d+ seconds\.\)$/);
    // The same address's web form is throttled too: one count for every public form.
    const web = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Web Buyer", email: "web@limits.example", phone: "", interest: "Tablets" }),
    });
    expect(web.status).toBe(429);
  });
});
