import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeProduct } from "../../app/schemas/product";
import { COUNTRY_MESSAGES } from "../../app/schemas/form-limits";
import { QUOTE_MESSAGES } from "../../app/schemas/quote";
import { validationMessage } from "../../app/schemas/validation-messages";
import { productSeeds } from "../../content/products";
import type { Database } from "../../server/db/database.server";
import { login, openServerDatabase } from "../support/admin";
import { quoteTerms } from "../support/quote-request";
import { freePort, startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const products = productSeeds.map(normalizeProduct);
const [first, second, third] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];

const terms = { ...quoteTerms, documents: ["coa", "who-gmp"], message: "Registration samples first, please." };

const threeLines = [
  { product: first.slug, quantity: 200000, unit: "units", note: "Blister packs" },
  { product: second.slug, quantity: "5,000", unit: "boxes", note: "" },
  { product: third.slug, quantity: 40, unit: "cartons", note: "Shelf life 24 months" },
];

function postJson(server: TestServer, path: string, body: unknown) {
  return fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

function postForm(server: TestServer, body: URLSearchParams, cookie?: string) {
  return fetch(`${server.url}/quote`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body,
  });
}


const REFERENCE = /^Q-\d{4}-\d{5}$/;

describe("requests for quotation, forwarded by SMTP", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let database: Database;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <web@exports.example>", MAIL_TO: "sales@exports.example" },
    });
    database = openServerDatabase(server);
  });
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
    await smtp?.close();
  });

  it("stores a request with every line, answers its reference, and mails the company and the buyer", async () => {
    const res = await postJson(server, "/api/quote", { ...terms, lines: threeLines });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ success: true, data: { id: expect.any(String), reference: expect.stringMatching(REFERENCE) } });
    const { id, reference } = body.data as { id: string; reference: string };

    const stored = await database.db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ kind: "quote", reference, company: terms.company, incoterm: "CIF", destination: "Mombasa", private_label: "no" });
    const lines = await database.db.selectFrom("quote_lines").selectAll().where("message_id", "=", id).orderBy("position").execute();
    expect(lines.map((l) => [l.product_slug, l.product_name, Number(l.quantity), l.unit, l.note])).toEqual([
      [first.slug, first.name, 200000, "units", "Blister packs"],
      [second.slug, second.name, 5000, "boxes", ""],
      [third.slug, third.name, 40, "cartons", "Shelf life 24 months"],
    ]);

    const company = await until(async () => smtp.mails.find((m) => m.headers.to === "sales@exports.example" && m.text.includes(reference)), "the company's mail");
    const buyer = await until(async () => smtp.mails.find((m) => m.headers.to?.includes(terms.email)), "the acknowledgement");
    expect(company.headers["reply-to"]).toBe(`Wanjiru Kamau <${terms.email}>`);
    expect(company.headers.subject).toContain(reference);
    expect(buyer.headers.subject).toContain(reference);
    for (const mail of [company, buyer]) {
      for (const product of [first, second, third]) {
        expect(mail.text).toContain(product.name);
        expect(mail.html).toContain(product.name.replace(/&/g, "&#38;"));
      }
      expect(mail.text).toContain("200,000 units");
      expect(mail.html).toContain("<table");
    }
    expect(company.text).toContain("WHO-GMP certificate");
    // The buyer's copy carries nothing they typed (no name, destination or note), to their address
    // alone, and replies reach the company, whose contacts close it.
    for (const typed of [terms.name, terms.destination, terms.company, "Blister packs", "Shelf life 24 months"]) {
      expect(buyer.text).not.toContain(typed);
      expect(buyer.html).not.toContain(typed);
    }
    expect(buyer.headers.to).toBe(terms.email);
    expect(buyer.headers["reply-to"]).toMatch(/@/);
    expect(buyer.headers["reply-to"]).not.toContain(terms.email);
    expect(buyer.text).toMatch(/Phone: \+\d[\d ]+ · E-mail: \S+@\S+ · WhatsApp: \+\d/);
    await until(async () => {
      const rows = await database.db.selectFrom("outbox").select(["recipient", "state"]).where("message_id", "=", id).execute();
      return rows.length === 2 && rows.every((r) => r.state === "sent");
    }, "both deliveries to be marked sent");
  });

  it("resolves the country from any accepted spelling to its ISO code and English name, and refuses one it cannot", async () => {
    const res = await postJson(server, "/api/quote", { ...terms, country: "Perú", lines: threeLines });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const stored = await database.db.selectFrom("messages").select(["country", "country_code"]).where("id", "=", data.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ country: "Peru", country_code: "PE" });
    const unknown = await postJson(server, "/api/quote", { ...terms, country: "Atlantis", lines: threeLines });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors.country).toBe(validationMessage(COUNTRY_MESSAGES.unknown));
  });

  it("answers invalid input with 400 and the exact messages", async () => {
    const res = await postJson(server, "/api/quote", { ...terms, email: "", phone: "12345", country: "", lines: threeLines });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toMatchObject({ email: "Email is required", phone: "Phone must be at least 10 digits", country: "Country is required" });
    const wrongEmail = await (await postJson(server, "/api/quote", { ...terms, email: "nobody", lines: threeLines })).json();
    expect(wrongEmail.errors.email).toBe("Invalid email format");
    const noLines = await (await postJson(server, "/api/quote", { ...terms, lines: [] })).json();
    expect(noLines.errors.lines).toBe(validationMessage(QUOTE_MESSAGES.linesRequired));
    const unknown = await postJson(server, "/api/quote", { ...terms, lines: [{ product: "no-such-product", quantity: 1, unit: "kg" }] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors.lines).toBe(validationMessage(QUOTE_MESSAGES.productUnknown));
  });

  it("takes a list of 50 lines with notes (over the 16 KB limit) and refuses a body over 64 KB", async () => {
    const fifty = products.slice(0, 50).map((p) => ({ product: p.slug, quantity: 1000, unit: "boxes", note: "n".repeat(300) }));
    const big = await postJson(server, "/api/quote", { ...terms, lines: fifty });
    expect(JSON.stringify({ ...terms, lines: fifty }).length).toBeGreaterThan(16 * 1024);
    expect(big.status).toBe(201);
    const huge = await postJson(server, "/api/quote", { ...terms, message: "x".repeat(70 * 1024), lines: threeLines });
    expect(huge.status).toBe(413);
  });

  it("gives concurrent requests distinct, consecutive references", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postJson(server, "/api/quote", { ...terms, lines: threeLines.slice(0, 1) }).then((r) => r.json())),
    );
    const references = answers.map((a) => a.data.reference as string);
    expect(new Set(references).size).toBe(20);
    const numbers = references.map((r) => Number(r.slice(-5))).sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
  });

  it("keeps the list behind a cookie and sends it from the /quote page without JavaScript", async () => {
    const added = await postForm(server, new URLSearchParams({ intent: "add", product: first.slug, returnTo: `/product/${first.slug}` }));
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(`/product/${first.slug}?added=${first.slug}`);
    const setCookie = added.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^quote=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Lax/);
    const cookie = setCookie.split(";")[0]!;
    await postForm(server, new URLSearchParams({ intent: "add", product: second.slug, returnTo: "/products" }), cookie);

    const page = await (await fetch(`${server.url}/quote`, { headers: { cookie } })).text();
    expect(page).toContain(`href="/product/${first.slug}"`);
    expect(page).toContain(`href="/product/${second.slug}"`);
    expect(page).toMatch(/data-testid="quote-count"[^>]*>2</);
    // A line's fields are named by the product's id, in the list's order.
    const [firstId, secondId] = [...page.matchAll(/name="quantity:([^"]+)"/g)].map((m) => m[1]!);

    const send = new URLSearchParams({
      intent: "send",
      ...terms,
      documents: "copp",
      [`quantity:${firstId}`]: "12,000",
      [`unit:${firstId}`]: "strips",
      [`quantity:${secondId}`]: "1",
    });
    const sent = await postForm(server, send, cookie);
    expect(sent.status).toBe(200);
    const html = await sent.text();
    const reference = html.match(/data-testid="quote-reference">(Q-\d{4}-\d{5})</)?.[1];
    expect(reference).toMatch(REFERENCE);
    expect(sent.headers.get("set-cookie")).toMatch(/^quote=; .*Max-Age=0/);
    const stored = await database.db.selectFrom("messages").select("id").where("reference", "=", reference!).executeTakeFirstOrThrow();
    const lines = await database.db.selectFrom("quote_lines").selectAll().where("message_id", "=", stored.id).orderBy("position").execute();
    expect(lines.map((l) => [l.product_slug, Number(l.quantity), l.unit])).toEqual([
      [first.slug, 12000, "strips"],
      [second.slug, 1, "units"],
    ]);
    expect(await (await fetch(`${server.url}/quote`, { headers: { cookie } })).text()).toContain("Your quote list is empty.");
  });

  it("removes a line without JavaScript: its Remove posts the whole form, which is saved, and the page comes back without the line", async () => {
    const added = await postForm(server, new URLSearchParams({ intent: "add", product: first.slug }));
    const cookie = (added.headers.get("set-cookie") ?? "").split(";")[0]!;
    await postForm(server, new URLSearchParams({ intent: "add", product: second.slug }), cookie);
    const page = await (await fetch(`${server.url}/quote`, { headers: { cookie } })).text();
    const [firstId, secondId] = [...page.matchAll(/name="quantity:([^"]+)"/g)].map((m) => m[1]!);
    // The list editor's button: the list's name and the line's product id.
    expect(new RegExp(`<button[^>]*value="remove:lines:${secondId}"[^>]*>`).exec(page)?.[0]).toContain('name="intent"');

    const removed = await postForm(
      server,
      new URLSearchParams({ intent: `remove:lines:${secondId}`, [`quantity:${firstId}`]: "750", [`quantity:${secondId}`]: "9", company: terms.company }),
      cookie,
    );
    expect(removed.status).toBe(200);
    const after = await (await fetch(`${server.url}/quote`, { headers: { cookie } })).text();
    expect(after).not.toContain(`name="quantity:${secondId}"`);
    expect(after).toMatch(new RegExp(`name="quantity:${firstId}"[^>]*value="750"|value="750"[^>]*name="quantity:${firstId}"`));
    expect(after).toContain(`value="${terms.company}"`);
    expect(after).toMatch(/data-testid="quote-count"[^>]*>1</);
  });

  it("answers a plain post's invalid request with 400 and the messages under the fields", async () => {
    const added = await postForm(server, new URLSearchParams({ intent: "add", product: first.slug }));
    const cookie = (added.headers.get("set-cookie") ?? "").split(";")[0]!;
    const res = await postForm(server, new URLSearchParams({ intent: "send", ...terms, email: "bad", country: "", documents: "coa" }), cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Invalid email format");
    expect(html).toContain("Country is required");
    expect(html).toContain(`value="${terms.company}"`);
  });

  it("handles a tampered cookie, or one naming products no longer in the catalogue, without a 500", async () => {
    for (const cookie of ["quote=../../etc/passwd", "quote=%00%ff", `quote=${"f".repeat(32)}`, "quote="]) {
      for (const path of ["/quote", "/products", `/product/${first.slug}`]) {
        const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
        expect(res.status, `${cookie} ${path}`).toBe(200);
      }
      const send = await postForm(server, new URLSearchParams({ intent: "send", ...terms, documents: "coa" }), cookie);
      expect(send.status, cookie).toBe(400);
      expect(await send.text()).toContain(validationMessage(QUOTE_MESSAGES.linesRequired));
    }
    // A list whose product has left the database altogether: the line stays, said to be no longer available, under its name.
    const added = await postForm(server, new URLSearchParams({ intent: "add", product: first.slug }));
    const cookie = (added.headers.get("set-cookie") ?? "").split(";")[0]!;
    const listId = cookie.split("=")[1]!;
    await database.db
      .insertInto("quote_list_items")
      .values({ list_id: listId, product_id: "withdrawn-id", product_name: "Withdrawn Product 5", quantity: 5, unit: "kg", note: "", added_at: Date.now() })
      .execute();
    const page = await fetch(`${server.url}/quote`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/data-testid="quote-count"[^>]*>2</);
    expect(html).toContain("Withdrawn Product 5");
    expect(html).toContain("No longer available");
    const unknownAdd = await postForm(server, new URLSearchParams({ intent: "add", product: "withdrawn-product" }), cookie);
    expect(unknownAdd.status).toBe(404);
  });

  it("lets the inbox filter, search and export quote requests, and gives one request's lines as XLSX", async () => {
    const { data } = await (await postJson(server, "/api/quote", { ...terms, company: "Findable Traders", lines: threeLines })).json();
    const sid = await login(server);
    const list = await (await fetch(`${server.url}/adminmessages?kind=quote&q=findable`, { headers: { cookie: sid } })).text();
    expect(list).toContain(data.reference);
    const csv = await (await fetch(`${server.url}/adminmessages.csv?kind=quote&q=findable`, { headers: { cookie: sid } })).text();
    expect(csv).toContain(data.reference);
    expect(csv).toContain("Findable Traders");
    const page = await (await fetch(`${server.url}/adminmessages/${data.id}`, { headers: { cookie: sid } })).text();
    for (const product of [first, second, third]) expect(page).toContain(product.name.replace(/&/g, "&amp;"));
    const xlsx = await fetch(`${server.url}/adminmessages/${data.id}/lines.xlsx`, { headers: { cookie: sid } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const names = book.worksheets[0]!.getColumn(2).values;
    for (const product of [first, second, third]) expect(names).toContain(product.name);
    const anonymous = await fetch(`${server.url}/adminmessages/${data.id}/lines.xlsx`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });
});

describe("a request for quotation while the SMTP server is down", () => {
  it("delivers the company's mail and the acknowledgement once each when SMTP is back", async () => {
    const port = await freePort();
    const server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "sales@exports.example", OUTBOX_RETRY_BASE_MS: "200", OUTBOX_LEASE_MS: "2000" },
    });
    const database = openServerDatabase(server);
    let smtp: TestSmtpServer | undefined;
    try {
      const res = await postJson(server, "/api/quote", { ...terms, lines: threeLines });
      expect(res.status).toBe(201);
      const { data } = await res.json();
      await until(async () => {
        const rows = await database.db.selectFrom("outbox").selectAll().where("message_id", "=", data.id).execute();
        return rows.length === 2 && rows.every((r) => r.attempts >= 2 && r.state === "queued");
      }, "two failed attempts on both deliveries");

      smtp = await startSmtpServer(port);
      await smtp.waitForMails(2);
      await until(async () => {
        const rows = await database.db.selectFrom("outbox").select("state").where("message_id", "=", data.id).execute();
        return rows.every((r) => r.state === "sent");
      }, "both rows to be marked sent");
      // Several more polls pass: nothing is sent again.
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.mails).toHaveLength(2);
      expect(smtp.mails.filter((m) => m.headers.to === "sales@exports.example")).toHaveLength(1);
      expect(smtp.mails.filter((m) => m.headers.to?.includes(terms.email))).toHaveLength(1);
    } finally {
      await database.close();
      await server.dispose();
      await smtp?.close();
    }
  });
});
