import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { companyDefaults } from "../../app/config/site";
import { messages as ar } from "../../content/i18n/ar/messages";
import { messages as es } from "../../content/i18n/es/messages";
import { messages as fr } from "../../content/i18n/fr/messages";
import { messages as ru } from "../../content/i18n/ru/messages";
import type { Database } from "../../server/db/database.server";
import { login, openServerDatabase } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

/*
 * A message remembers the language of the page it was sent from, whichever way it
 * came (a plain form post, whose URL names the language, or the JSON API, whose body does); the
 * inbox and the company's e-mail show it; a buyer's acknowledgement is in their language; a
 * plain post's errors come back in the page's language.
 */

const products = productSeeds.map(normalizeProduct);
const product = products[0]!;

const contact = {
  name: "Awa Diop",
  email: "awa@pharma-dakar.example",
  phone: "+221 77 123 45 67",
  interest: "Contract manufacturing",
  message: "Nous cherchons un fabricant sous contrat.",
};

const inquiry = {
  email: "achats@pharma-abidjan.example",
  phone: "+225 07 12 34 56 78",
  country: "Côte d’Ivoire",
  message: "Merci de nous adresser votre meilleure offre.",
};

const terms = {
  name: "Lucía Pérez",
  company: "Farmacia Andina SAC",
  email: "lucia@farmandina.example",
  phone: "+51 1 234 5678",
  country: "Perú",
  destination: "Callao",
  incoterm: "CIF",
  wantedBy: "",
  privateLabel: "no",
  message: "",
};

function postForm(server: TestServer, path: string, body: Record<string, string>, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(body),
  });
}

function postJson(server: TestServer, path: string, body: unknown) {
  return fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}


describe("messages remember the language they were sent in", () => {
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

  const localeOf = async (where: { email: string }) =>
    (await database.db.selectFrom("messages").select(["id", "locale", "interest"]).where("email", "=", where.email).orderBy("created_at", "desc").executeTakeFirstOrThrow());

  it("stores French for a contact message posted without JavaScript from /fr/contact, and shows it in the inbox and the company's mail", async () => {
    const email = `nojs-${Date.now()}@pharma-dakar.example`;
    const res = await postForm(server, "/fr/contact", { ...contact, email });
    expect(res.status).toBe(200);
    // The success notice in French.
    expect(await res.text()).toContain("Nous avons bien reçu votre demande.");
    const stored = await localeOf({ email });
    expect(stored.locale).toBe("fr");

    const mail = await until(async () => smtp.mails.find((m) => m.text.includes(stored.id)), "the company's mail");
    expect(mail.text).toContain("Language: French (fr)");
    expect(mail.html).toContain("French (fr)");

    const sid = await login(server);
    const list = await (await fetch(`${server.url}/adminmessages?q=${encodeURIComponent(email)}`, { headers: { cookie: sid } })).text();
    expect(list).toContain("French (fr)");
    const page = await (await fetch(`${server.url}/adminmessages/${stored.id}`, { headers: { cookie: sid } })).text();
    expect(page).toContain("French (fr)");
    const csv = await (await fetch(`${server.url}/adminmessages.csv?q=${encodeURIComponent(email)}`, { headers: { cookie: sid } })).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(row!.split(",")[header!.split(",").indexOf("Language")]).toBe("fr");
  });

  it("acknowledges a contact message from /fr/contact and an inquiry from an Arabic product page in the sender's language, with none of their words", async () => {
    const email = `ack-${Date.now()}@pharma-dakar.example`;
    expect((await postForm(server, "/fr/contact", { ...contact, email })).status).toBe(200);
    const french = await until(async () => smtp.mails.find((m) => m.headers.to === email), "the French acknowledgement");
    expect(french.headers.subject).toBe(fr.mail.messageAck.subject);
    expect(french.headers["reply-to"]).toContain(companyDefaults.email);
    expect(french.text).toContain(fr.mail.greeting);
    expect(french.text).toContain("Nous vous remercions de votre message");
    expect(french.text).toContain("24\u00a0heures");
    expect(french.text).toContain("Téléphone");
    for (const typed of [contact.name, contact.message]) expect(french.text).not.toContain(typed);
    expect(french.html).toContain('lang="fr" dir="ltr"');

    const inquiryEmail = `ack-inquiry-${Date.now()}@pharma-abidjan.example`;
    expect((await postForm(server, `/ar/product/${product.slug}?inquire=1`, { ...inquiry, product: product.name, email: inquiryEmail })).status).toBe(200);
    const arabic = await until(async () => smtp.mails.find((m) => m.headers.to === inquiryEmail), "the Arabic acknowledgement");
    expect(arabic.headers.subject).toBe(ar.mail.messageAck.subject);
    expect(arabic.text).toContain(ar.mail.greeting);
    expect(arabic.text).not.toContain(inquiry.message);
    expect(arabic.html).toContain('lang="ar" dir="rtl"');
  });

  it("stores French for a contact message and an inquiry sent through the JSON API from a French page", async () => {
    const email = `api-${Date.now()}@pharma-dakar.example`;
    const res = await postJson(server, "/api/contact", { ...contact, email, locale: "fr" });
    expect(res.status).toBe(201);
    expect((await localeOf({ email })).locale).toBe("fr");

    const inquiryEmail = `api-inquiry-${Date.now()}@pharma-abidjan.example`;
    const sent = await postJson(server, "/api/inquiry", { ...inquiry, product: product.name, email: inquiryEmail, locale: "fr" });
    expect(sent.status).toBe(201);
    expect((await localeOf({ email: inquiryEmail })).locale).toBe("fr");
  });

  it("stores French for an inquiry posted without JavaScript from a French product page", async () => {
    const email = `nojs-inquiry-${Date.now()}@pharma-abidjan.example`;
    const res = await postForm(server, `/fr/product/${product.slug}?inquire=1`, { ...inquiry, product: product.name, email });
    expect(res.status).toBe(200);
    const stored = await localeOf({ email });
    expect(stored.locale).toBe("fr");
    const mail = await until(async () => smtp.mails.find((m) => m.text.includes(stored.id)), "the inquiry's mail");
    expect(mail.text).toContain("Language: French (fr)");
  });

  it("stores English for an unknown language, and for a post from the English page, never refusing the message", async () => {
    for (const locale of ["xx", "FR-fr", 42, null]) {
      const email = `unknown-${String(locale)}-${Date.now()}@example.com`;
      const res = await postJson(server, "/api/contact", { ...contact, email, locale });
      expect([locale, res.status]).toEqual([locale, 201]);
      expect((await localeOf({ email })).locale).toBe("en");
    }
    const email = `english-${Date.now()}@example.com`;
    expect((await postForm(server, "/contact", { ...contact, email })).status).toBe(200);
    expect((await localeOf({ email })).locale).toBe("en");
  });

  it("stores one of the usual interests picked in another language by its English name", async () => {
    const email = `interest-${Date.now()}@example.com`;
    // The interests are the page copy's; whatever the French copy calls the fourth, it is stored as English's fourth.
    const french = await (await fetch(`${server.url}/fr/contact`)).text();
    const fourth = [...french.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]!)[3]!;
    expect(fourth).toBeTruthy();
    await postJson(server, "/api/contact", { ...contact, email, interest: fourth, locale: "fr" });
    expect((await localeOf({ email })).interest).toBe("Contract manufacturing");
  });

  it("answers a plain post's invalid message on /ru/contact in Russian", async () => {
    const res = await postForm(server, "/ru/contact", { name: "", email: "nope", phone: "12", interest: "", message: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const key of ["nameRequired", "emailInvalid", "phoneTooShort", "interestRequired"] as const) {
      expect(html, key).toContain(ru.forms.validation[key]);
    }
    // What the page shows (the hydration data keeps the rules' English answers, translated where shown).
    const shown = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
    expect(shown).not.toContain("Name is required");
    expect(shown).not.toContain("Invalid email format");
    expect(html).toContain(ru.forms.fields.name);
  });

  it("sends the buyer of a request from /es/quote an acknowledgement in Spanish", async () => {
    const added = await postForm(server, "/es/quote", { intent: "add", product: product.slug, returnTo: "/es/products" });
    expect(added.status).toBe(302);
    const cookie = (added.headers.get("set-cookie") ?? "").split(";")[0]!;
    const page = await (await fetch(`${server.url}/es/quote`, { headers: { cookie } })).text();
    expect(page).toContain(es.forms.quote.title);
    // A line's fields are named by the product's id.
    const quantityField = page.match(/name="(quantity:[^"]+)"/)![1]!;
    const email = `compras-${Date.now()}@farmandina.example`;
    const sent = await postForm(server, "/es/quote", { intent: "send", ...terms, email, documents: "coa", [quantityField]: "12000" }, cookie);
    expect(sent.status).toBe(200);
    const html = await sent.text();
    expect(html).toContain(es.forms.quote.sentHeading);
    const reference = html.match(/data-testid="quote-reference">(Q-\d{4}-\d{5})</)?.[1];
    expect(reference).toBeTruthy();
    expect((await localeOf({ email })).locale).toBe("es");

    const buyer = await until(async () => smtp.mails.find((m) => m.headers.to?.includes(email)), "the acknowledgement");
    expect(buyer.headers.subject).toBe(`Su solicitud de cotización ${reference}`);
    expect(buyer.text).toContain("Hola:");
    expect(buyer.text).not.toContain(terms.name);
    expect(buyer.text).toContain("Gracias por su solicitud de cotización");
    expect(buyer.text).toMatch(/Su lista\r?\n1\. /);
    expect(buyer.text).toContain("Teléfono: ");
    expect(buyer.text).toContain("12.000 unidades");
    expect(buyer.text).toContain("Perú");
    expect(buyer.html).toContain('lang="es"');
    // The company's copy stays English and names the language.
    const company = await until(async () => smtp.mails.find((m) => m.headers.to?.includes("sales@") && m.text.includes(reference!)), "the company's mail");
    expect(company.text).toContain("New request for quotation");
    expect(company.text).toContain("Language: Spanish (es)");
  });
});
