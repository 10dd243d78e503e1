import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyDefaults } from "../../app/config/site";
import { normalizeProduct } from "../../app/schemas/product";
import { messages as ar } from "../../content/i18n/ar/messages";
import { productSeeds } from "../../content/products";
import type { Database } from "../../server/db/database.server";
import { api, login, openServerDatabase } from "../support/admin";
import { quoteTerms } from "../support/quote-request";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

/*
 * An inquiry's e-mail is checked like the contact form's (a lead nobody can answer is
 * lost), every mail to the company replies to the buyer, and numbers typed on an Arabic or
 * Persian keyboard are read as numbers and stored with ASCII digits.
 */

const product = normalizeProduct(productSeeds[0]!);
const UNANSWERABLE = ["peter.mwangi@gmail", "bad-email", "a@b"];

const inquiry = {
  product: product.name,
  email: "peter.mwangi@example.co.ke",
  phone: "+254 712 345678",
  country: "Kenya",
  message: "Please quote 10,000 strips, CIF Mombasa.",
};

const terms = { ...quoteTerms, documents: [] };

function postJson(server: TestServer, path: string, body: unknown) {
  return fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

function postForm(server: TestServer, path: string, body: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });
}

describe("what buyers type in the forms", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let database: Database;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <web@exports.example>", MAIL_TO: "sales@exports.example", FORM_RATE_LIMIT: "1000" },
    });
    database = openServerDatabase(server);
  });
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
    await smtp?.close();
  });

  const stored = (id: string) => database.db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const companyMail = (id: string) => until(async () => smtp.mails.find((m) => m.headers.to === "sales@exports.example" && m.text.includes(id)), "the company's mail");

  it("refuses an inquiry e-mail nobody can answer with the contact form's message, by the API and by a plain post in Arabic", async () => {
    for (const email of UNANSWERABLE) {
      for (const path of ["/api/inquiry", "/api/contact"]) {
        const body = path === "/api/inquiry" ? { ...inquiry, email } : { name: "Peter Mwangi", email, phone: "", interest: "Cosmetic products" };
        const res = await postJson(server, path, body);
        expect([path, email, res.status]).toEqual([path, email, 400]);
        expect((await res.json()).errors).toEqual({ email: "Invalid email format" });
      }
      const plain = await postForm(server, `/ar/product/${product.slug}?inquire=1`, { ...inquiry, email });
      expect(plain.status).toBe(400);
      const shown = (await plain.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
      expect(shown).toContain(ar.forms.validation.emailInvalid);
      // The other messages stay the specification's.
      const missing = await postJson(server, "/api/inquiry", { ...inquiry, email: "", country: "", message: "" });
      expect((await missing.json()).errors).toEqual({ email: "Email is required", country: "Country is required", message: "Message is required" });
    }
    const kept = await database.db.selectFrom("messages").select("id").where("email", "in", UNANSWERABLE).execute();
    expect(kept).toEqual([]);
  });

  it("sends every mail to the company with Reply-To the buyer: contact, inquiry and request for quotation", async () => {
    const contact = await postJson(server, "/api/contact", { name: "Amara Okafor", email: "amara@example.com", phone: "", interest: "Cosmetic products" });
    const sentInquiry = await postJson(server, "/api/inquiry", inquiry);
    const quote = await postJson(server, "/api/quote", { ...terms, lines: [{ product: product.slug, quantity: 500, unit: "boxes" }] });
    const replyTo = [
      [(await contact.json()).data.id, "Amara Okafor <amara@example.com>"],
      [(await sentInquiry.json()).data.id, inquiry.email],
      [(await quote.json()).data.id, `${terms.name} <${terms.email}>`],
    ] as const;
    for (const [id, expected] of replyTo) expect((await companyMail(id)).headers["reply-to"]).toBe(expected);
  });

  it("reads phones and quantities typed with Eastern Arabic or Persian digits, and stores ASCII digits", async () => {
    const contact = await postJson(server, "/api/contact", { name: "Ahmed Hassan", email: "ahmed@example.eg", phone: "٠١٠٠١٢٣٤٥٦٧", interest: "Tenders" });
    expect(contact.status).toBe(201);
    expect((await stored((await contact.json()).data.id)).phone).toBe("01001234567");

    const persian = await postJson(server, "/api/inquiry", { ...inquiry, phone: "+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹" });
    expect(persian.status).toBe(201);
    expect((await stored((await persian.json()).data.id)).phone).toBe("+98 912 345 6789");

    // A plain post from the Arabic product page, as an Arabic keyboard types it.
    const email = `arabic-${Date.now()}@example.eg`;
    const plain = await postForm(server, `/ar/product/${product.slug}?inquire=1`, { ...inquiry, email, phone: "٠١٠٠١٢٣٤٥٦٧" });
    expect(plain.status).toBe(200);
    const row = await database.db.selectFrom("messages").select("phone").where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.phone).toBe("01001234567");

    const quote = await postJson(server, "/api/quote", {
      ...terms,
      phone: "+٢٥٤ ٧١٢ ٣٤٥٦٧٨",
      lines: [{ product: product.slug, quantity: "١٠٠٠٠", unit: "strips" }],
    });
    expect(quote.status).toBe(201);
    const { id } = (await quote.json()).data as { id: string };
    expect((await stored(id)).phone).toBe("+254 712 345678");
    const lines = await database.db.selectFrom("quote_lines").select("quantity").where("message_id", "=", id).execute();
    expect(lines.map((l) => Number(l.quantity))).toEqual([10000]);
    expect((await companyMail(id)).text).toContain("10,000");
  });

  it("reads the admin's Settings typed with Eastern Arabic digits as the same numbers", async () => {
    const cookie = await login(server);
    const saved = await api(server, "PUT", "/api/admin/settings", {
      cookie,
      body: { ...companyDefaults, phone: "+٩١ ٩٨٧٦٥ ٤٣٢١٠", postalCode: "١١٠٠٩٢", established: "٢٠١٦" },
    });
    expect(saved.status).toBe(200);
    const answer = await api(server, "GET", "/api/admin/settings", { cookie });
    expect(answer.json.data.company).toMatchObject({ phone: "+91 98765 43210", postalCode: "110092", established: 2016 });
    await api(server, "PUT", "/api/admin/settings", { cookie, body: companyDefaults });
  });
});
