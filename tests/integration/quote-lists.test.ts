import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.server";
import { api, login, openServerDatabase } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

/*
 * A buyer's quote list follows the product's identity (its id), not its address, so
 * an admin's rename keeps every open list's line with its quantity; a product hidden or deleted
 * stays on the list as no longer available and reaches sales marked so. What the buyer types
 * is saved (draft) and a line without a quantity is never sent as "1 units".
 * Runs on PostgreSQL when DATABASE_URL is set, on SQLite otherwise.
 */

const PRODUCTS = "/api/admin/products";
let counter = 0;

function newProduct(name: string) {
  counter += 1;
  return {
    name: `${name} ${Date.now().toString(36)}${counter}`,
    composition: "Zinc acetate eq. to elemental zinc 20 mg",
    category: "Pharmaceuticals",
    descriptionList: ["Dispersible tablets"],
    dosageForm: "Tablets",
    packSize: "10x10 tabs",
    keyBenefits: ["Zinc"],
    remark: "",
    status: "published",
    position: 0,
  };
}

const terms = {
  name: "Peter Mwangi",
  company: "Rift Valley Pharma",
  email: "peter@riftvalley.example",
  phone: "+254 712 345678",
  country: "Kenya",
  destination: "Mombasa",
  incoterm: "CIF",
  privateLabel: "no",
  documents: "coa",
};

describe("quote lists follow the product, not its address", () => {
  let server: TestServer;
  let database: Database;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    database = openServerDatabase(server);
    admin = await login(server);
  });
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
  });

  function post(body: Record<string, string>, cookie?: string, path = "/quote") {
    return fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(body),
    });
  }

  const quotePage = async (cookie: string) => (await fetch(`${server.url}/quote`, { headers: { cookie } })).text();
  const countOf = (html: string) => Number(html.match(/data-testid="quote-count"[^>]*>(\d+)</)?.[1]);

  async function create(name: string) {
    const answer = await api(server, "POST", PRODUCTS, { cookie: admin, body: newProduct(name) });
    expect(answer.status, answer.text).toBe(201);
    return answer.json.data as { id: string; slug: string; name: string };
  }

  /** A buyer's new list holding `products`; the answer is their cookie. */
  async function buyer(...products: Array<{ slug: string }>) {
    let cookie: string | undefined;
    for (const product of products) {
      const added = await post({ intent: "add", product: product.slug, returnTo: `/product/${product.slug}` }, cookie);
      expect(added.status).toBe(302);
      cookie ??= (added.headers.get("set-cookie") ?? "").split(";")[0]!;
    }
    return cookie!;
  }

  async function storedLines(cookie: string) {
    const listId = cookie.split("=")[1]!;
    const rows = await database.db.selectFrom("quote_list_items").selectAll().where("list_id", "=", listId).orderBy("added_at").execute();
    return rows.map((r) => ({ product: r.product_id, quantity: r.quantity === null ? null : Number(r.quantity), unit: r.unit, note: r.note }));
  }

  it("keeps both buyers' lines and quantities through a rename and a rename back", async () => {
    const zinc = await create("Zincomer 20");
    const other = await create("Ferromer XT");
    const first = await buyer(zinc);
    const second = await buyer(other, zinc);
    expect((await post({ intent: "update", [`quantity:${zinc.id}`]: "250,000", [`unit:${zinc.id}`]: "strips", [`note:${zinc.id}`]: "Blister" }, first)).status).toBe(200);
    expect(
      (await post({ intent: "update", [`quantity:${zinc.id}`]: "30000", [`unit:${zinc.id}`]: "boxes", [`quantity:${other.id}`]: "500", [`unit:${other.id}`]: "cartons" }, second)).status,
    ).toBe(200);

    const renamed = await api(server, "PUT", `${PRODUCTS}/${zinc.id}`, { cookie: admin, body: { ...newProduct("x"), name: `${zinc.name} Forte` } });
    expect(renamed.status, renamed.text).toBe(200);
    const newSlug = renamed.json.data.slug as string;
    expect((await fetch(`${server.url}/product/${zinc.slug}`, { redirect: "manual" })).status).toBe(301);

    const firstPage = await quotePage(first);
    expect(countOf(firstPage)).toBe(1);
    expect(firstPage).toContain(`href="/product/${newSlug}"`);
    expect(firstPage).toContain(`${zinc.name} Forte`);
    expect(firstPage).toMatch(new RegExp(`name="quantity:${zinc.id}"[^>]*value="250000"`));
    expect(await storedLines(first)).toEqual([{ product: zinc.id, quantity: 250000, unit: "strips", note: "Blister" }]);
    const secondPage = await quotePage(second);
    expect(countOf(secondPage)).toBe(2);
    expect(await storedLines(second)).toEqual([
      { product: other.id, quantity: 500, unit: "cartons", note: "" },
      { product: zinc.id, quantity: 30000, unit: "boxes", note: "" },
    ]);

    // Renamed back: the same lines, untouched.
    const back = await api(server, "PUT", `${PRODUCTS}/${zinc.id}`, { cookie: admin, body: { ...newProduct("x"), name: zinc.name } });
    expect(back.json.data.slug).toBe(zinc.slug);
    expect(await storedLines(first)).toEqual([{ product: zinc.id, quantity: 250000, unit: "strips", note: "Blister" }]);
    expect(await quotePage(first)).toContain(`href="/product/${zinc.slug}"`);

    // Adding the product again under its new address keeps one line.
    await post({ intent: "add", product: zinc.slug }, first);
    expect(await storedLines(first)).toHaveLength(1);
  });

  it("shows a hidden or deleted product's line as no longer available, and sends it to sales marked so", async () => {
    const kept = await create("Paramer 500");
    const hidden = await create("Hidomer 10");
    const deleted = await create("Delomer 5");
    const cookie = await buyer(kept, hidden, deleted);
    await post({ intent: "update", [`quantity:${kept.id}`]: "1000", [`quantity:${hidden.id}`]: "2000", [`unit:${hidden.id}`]: "boxes" }, cookie);

    expect((await api(server, "PATCH", `${PRODUCTS}/${hidden.id}/status`, { cookie: admin, body: { status: "hidden" } })).status).toBe(200);
    expect((await api(server, "DELETE", `${PRODUCTS}/${deleted.id}`, { cookie: admin })).status).toBe(200);

    const html = await quotePage(cookie);
    expect(countOf(html)).toBe(3);
    expect(html.match(/data-testid="quote-line-unavailable"/g)).toHaveLength(2);
    expect(html).toContain(hidden.name);
    expect(html).toContain(deleted.name);
    expect(html).toContain("No longer available");
    expect(await storedLines(cookie)).toHaveLength(3);

    const sent = await post({ intent: "send", ...terms }, cookie);
    expect(sent.status, await sent.clone().text()).toBe(200);
    const reference = (await sent.text()).match(/data-testid="quote-reference">(Q-\d{4}-\d{5})</)?.[1];
    expect(reference).toBeDefined();
    const message = await database.db.selectFrom("messages").select("id").where("reference", "=", reference!).executeTakeFirstOrThrow();
    const lines = await database.db.selectFrom("quote_lines").selectAll().where("message_id", "=", message.id).orderBy("position").execute();
    expect(lines.map((l) => [l.product_name, Number(l.quantity), l.unit, Number(l.available)])).toEqual([
      [kept.name, 1000, "units", 1],
      [hidden.name, 2000, "boxes", 0],
      [deleted.name, 0, "units", 0],
    ]);
    const inbox = await (await fetch(`${server.url}/adminmessages/${message.id}`, { headers: { cookie: admin } })).text();
    expect(inbox.match(/No longer available/g)).toHaveLength(2);
  });

  it("saves the typed lines and request fields as a draft, and refuses to send a line without a quantity", async () => {
    const product = await create("Cetomer 10");
    const cookie = await buyer(product);
    // A new line has no quantity (it used to start at 1).
    expect(await storedLines(cookie)).toEqual([{ product: product.id, quantity: null, unit: "units", note: "" }]);
    expect(await quotePage(cookie)).toMatch(new RegExp(`name="quantity:${product.id}"[^>]*value=""`));

    const saved = await post({ intent: "save", enhanced: "1", [`quantity:${product.id}`]: "30,000", [`unit:${product.id}`]: "boxes", name: "Peter Mwangi", company: "Rift Valley Pharma" }, cookie);
    expect(saved.status).toBe(200);
    const html = await quotePage(cookie);
    expect(html).toMatch(new RegExp(`name="quantity:${product.id}"[^>]*value="30000"`));
    expect(html).toContain('value="Peter Mwangi"');
    expect(html).toContain('value="Rift Valley Pharma"');
    // The WhatsApp message holds what is saved, never "1 units".
    const whatsapp = decodeURIComponent(html.match(/href="(https:\/\/wa\.me[^"]+)"/)![1]!.replace(/&amp;/g, "&"));
    expect(whatsapp).toContain(`${product.name}: 30,000 boxes`);

    // Saving as one types leaves a half-typed quantity out without a word; the rest is kept.
    await post({ intent: "save", enhanced: "1", [`quantity:${product.id}`]: "30,0x", company: "Rift Valley Pharma Ltd" }, cookie);
    expect((await storedLines(cookie))[0]!.quantity).toBe(30000);

    // Cleared, then sent: refused with the message under the field, the typed values kept.
    const refused = await post({ intent: "send", ...terms, [`quantity:${product.id}`]: "" }, cookie);
    expect(refused.status).toBe(400);
    const answer = await refused.text();
    expect(answer).toContain("Quantity is required");
    expect(answer).toMatch(new RegExp(`<input[^>]*autofocus=""[^>]*name="quantity:${product.id}"|<input[^>]*name="quantity:${product.id}"[^>]*autofocus=""`));
    expect(await storedLines(cookie)).toEqual([{ product: product.id, quantity: null, unit: "boxes", note: "" }]);
    const french = await post({ intent: "send", ...terms, [`quantity:${product.id}`]: "" }, cookie, "/fr/quote");
    expect(await french.text()).toContain("La quantité est obligatoire");

    // "Add more products" saves, then opens the catalogue in the page's language.
    const browse = await post({ intent: "browse", [`quantity:${product.id}`]: "12000" }, cookie, "/ar/quote");
    expect(browse.status).toBe(302);
    expect(browse.headers.get("location")).toBe("/ar/products");
    expect((await storedLines(cookie))[0]!.quantity).toBe(12000);
  });

  it("focuses the server's refusal without JavaScript: the first invalid field carries autofocus", async () => {
    const product = await create("Focomer 1");
    const cookie = await buyer(product);
    const res = await post({ intent: "send", ...terms, country: "Atlantis", [`quantity:${product.id}`]: "100" }, cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    const country = html.match(/<input[^>]*name="country"[^>]*>/)![0];
    expect(country).toContain('autofocus=""');
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
  });

  it("brings a plain 'Add to quote' back to the product with a visible, focused confirmation", async () => {
    const product = await create("Backomer 2");
    const added = await post({ intent: "add", product: product.slug, returnTo: `/category/Pharmaceuticals?page=2` });
    expect(added.headers.get("location")).toBe(`/category/Pharmaceuticals?page=2&added=${product.slug}`);
    const cookie = (added.headers.get("set-cookie") ?? "").split(";")[0]!;
    const page = await (await fetch(`${server.url}/product/${product.slug}?added=${product.slug}`, { headers: { cookie } })).text();
    const confirmation = page.match(/<p role="status"[^>]*>[^]*?<\/p>/)![0];
    expect(confirmation).toContain('autofocus=""');
    expect(confirmation).toContain(`${product.name} is on your quote list`);
    expect(confirmation).toContain('href="/quote"');
  });
});
