import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companyDefaults } from "../../app/config/site";
import { phoneDigits, type CompanyDetails } from "../../app/company/company";
import { GSTIN_MESSAGE, PHONE_FORMAT_MESSAGE, URL_MESSAGE } from "../../app/schemas/company-settings";
import { TEST_MAIL_SUBJECT } from "../../server/email/mail-check.server";
import { api, login, openServerDatabase } from "../support/admin";
import { anonymousPage as page, cachedPage } from "../support/pages";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

const SETTINGS = "/api/admin/settings";

/** A plain (no JavaScript) post of the Settings page's form. */
function postForm(server: TestServer, cookie: string, fields: Array<[string, string]>) {
  return fetch(`${server.url}/adminsettings`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

function formFields(company: CompanyDetails): Array<[string, string]> {
  const { certifications, ...rest } = company;
  return [["intent", "company"], ...Object.entries(rest).map(([k, v]) => [k, String(v)] as [string, string]), ...certifications.map((c) => ["certifications", c] as [string, string])];
}

const escaped = (text: string) => text.replace(/&/g, "&amp;");

describe("company settings (README: Settings)", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.dispose();
  });
  beforeEach(async () => {
    cookie = await login(server);
    // Every test starts from the defaults.
    const reset = await api(server, "PUT", SETTINGS, { cookie, body: companyDefaults });
    expect(reset.status).toBe(200);
  });

  it("needs a session", async () => {
    expect((await api(server, "GET", SETTINGS)).status).toBe(401);
    expect((await api(server, "PUT", SETTINGS, { body: companyDefaults })).status).toBe(401);
    expect((await api(server, "POST", `${SETTINGS}/test-email`, { body: { to: "me" } })).status).toBe(401);
  });

  it("answers the details and the mail status; a new database has the defaults of app/config/site.ts", async () => {
    const fresh = await startTestServer();
    try {
      const answer = await api(fresh, "GET", SETTINGS, { cookie: await login(fresh) });
      expect(answer.status).toBe(200);
      expect(answer.json.data.company).toEqual(companyDefaults);
      expect(answer.json.data.mail).toEqual({ forwarding: "none", smtpServer: null, recipient: null, from: null, canSendTest: false });
    } finally {
      await fresh.dispose();
    }
  });

  it("a change through JSON is stored and shown on every page at once (cached pages dropped)", async () => {
    const before = await cachedPage(server, "/");
    expect(before.body).toContain(companyDefaults.phone);

    const changed: CompanyDetails = {
      ...companyDefaults,
      name: "Verdant Meridian Exports & Co",
      phone: "+91 11 4567 8900",
      whatsapp: "+971 50 123 4567",
      email: "sales@verdant-meridian.example",
      gstNumber: "07bbbbb1111b1z5",
      established: 2005,
      certifications: ["EU-GMP", "WHO-GMP", "ISO 14001"],
      mapUrl: "https://maps.example.org/place/office",
      mapEmbedUrl: "https://embed.maps.example.org/office?output=embed",
    };
    const saved = await api(server, "PUT", SETTINGS, { cookie, body: changed });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({ ...changed, gstNumber: "07BBBBB1111B1Z5" });

    const home = await page(server, "/");
    expect(home.fromCache).toBe(false);
    expect(home.body).toContain(`href="tel:+${phoneDigits(changed.phone)}"`);
    expect(home.body).toContain(`>${changed.phone}<`);
    expect(home.body).toContain(`href="https://wa.me/971501234567"`);
    expect(home.body).toContain(`href="mailto:${changed.email}"`);
    expect(home.body).toContain("07BBBBB1111B1Z5");
    expect(home.body).toContain("EU-GMP, WHO-GMP, ISO 14001");
    expect(home.body).toContain(`<p class="text-lg font-bold text-white">${escaped(changed.name)}</p>`);
    expect(home.body).toContain(`href="${changed.mapUrl}"`);
    expect(home.body).not.toContain(companyDefaults.phone);
    // JSON-LD
    expect(home.body).toContain(`"telephone":"+911145678900"`);
    expect(home.body).toContain(`"taxID":"07BBBBB1111B1Z5"`);
    expect(home.body).toContain(`"foundingDate":"2005"`);

    const contact = await fetch(`${server.url}/contact`);
    const contactHtml = await contact.text();
    expect(contactHtml).toContain(`src="${changed.mapEmbedUrl}"`);
    // The CSP lets the contact page frame the map saved, and nothing else.
    expect(contact.headers.get("content-security-policy")).toContain("frame-src https://embed.maps.example.org");
    expect(contact.headers.get("content-security-policy")).not.toContain("www.google.com");

    const product = await page(server, "/product/verdamol-500-tablets");
    expect(product.body).toContain("https://wa.me/971501234567?text=");
    expect(product.body).toContain(`"brand":{"@type":"Brand","name":"Verdant Meridian Exports`);

    // What is stored is what a fresh read of the table gives.
    const database = openServerDatabase(server);
    try {
      const row = await database.db.selectFrom("site_settings").selectAll().where("key", "=", "company").executeTakeFirstOrThrow();
      expect(JSON.parse(row.value)).toEqual({ ...changed, gstNumber: "07BBBBB1111B1Z5" });
      expect(JSON.parse(row.updated_by ?? "{}")).toMatchObject({ name: expect.any(String), id: expect.any(String) });
    } finally {
      await database.close();
    }
  });

  it("refuses a bad phone, e-mail, URL, GSTIN and year with field errors and changes nothing", async () => {
    await cachedPage(server, "/about");
    const answer = await api(server, "PUT", SETTINGS, {
      cookie,
      body: {
        ...companyDefaults,
        phone: "98765 43210",
        whatsapp: "+0 12",
        email: "not-an-email",
        mapUrl: "javascript:alert(1)",
        mapEmbedUrl: "http://insecure.example.com/map",
        gstNumber: "07AAAAA0000A1Y0",
        established: 3000,
        certifications: "WHO-GMP",
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.success).toBe(false);
    expect(answer.json.errors).toEqual({
      phone: PHONE_FORMAT_MESSAGE,
      whatsapp: PHONE_FORMAT_MESSAGE,
      email: "Invalid email format",
      mapUrl: URL_MESSAGE,
      mapEmbedUrl: URL_MESSAGE,
      gstNumber: GSTIN_MESSAGE,
      established: "The year cannot be in the future",
      certifications: "Certifications must be a list",
    });
    expect((await api(server, "GET", SETTINGS, { cookie })).json.data.company).toEqual(companyDefaults);
    // Nothing changed, so the cached page stays.
    expect((await page(server, "/about")).fromCache).toBe(true);
    // Not JSON: the transport's 400, never a 500.
    expect((await api(server, "PUT", SETTINGS, { cookie, body: "text" })).status).toBe(400);
  });

  it("the page's form saves without JavaScript, and a refused post keeps every value typed", async () => {
    const saved = await postForm(server, cookie, formFields({ ...companyDefaults, phone: "+91 22 2345 6789", certifications: ["WHO-GMP", "", "HACCP"] }));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/adminsettings?notice=saved");
    const stored = (await api(server, "GET", SETTINGS, { cookie })).json.data.company as CompanyDetails;
    expect(stored.phone).toBe("+91 22 2345 6789");
    expect(stored.certifications).toEqual(["WHO-GMP", "HACCP"]);
    expect((await page(server, "/contact")).body).toContain('href="tel:+912223456789"');

    const refused = await postForm(
      server,
      cookie,
      formFields({ ...companyDefaults, name: "Typed Name Ltd", phone: "call us", gstNumber: "12345", certifications: ["Typed cert A", "Typed cert B"] }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(PHONE_FORMAT_MESSAGE);
    expect(html).toContain(GSTIN_MESSAGE);
    expect(html).toContain('value="Typed Name Ltd"');
    expect(html).toContain('value="call us"');
    expect(html).toContain('value="Typed cert A"');
    expect(html).toContain('value="Typed cert B"');
    expect((await api(server, "GET", SETTINGS, { cookie })).json.data.company.phone).toBe("+91 22 2345 6789");
  });

  it("the page says the mail is not configured, and the test e-mail says why it cannot be sent", async () => {
    const html = await (await fetch(`${server.url}/adminsettings`, { headers: { cookie } })).text();
    expect(html).toContain("Mail forwarding is not configured");
    const answer = await api(server, "POST", `${SETTINGS}/test-email`, { cookie, body: { to: "me" } });
    expect(answer.status).toBe(503);
    expect(answer.json.message).toBe("Mail is not configured: set SMTP_URL to send e-mail");
  });

  it("many saves at once all succeed, and the last one stored is the one every page shows", async () => {
    const phones = Array.from({ length: 12 }, (_, i) => `+91 98765 ${String(10000 + i)}`);
    const answers = await Promise.all(phones.map((phone) => api(server, "PUT", SETTINGS, { cookie, body: { ...companyDefaults, phone } })));
    expect(answers.map((a) => a.status)).toEqual(phones.map(() => 200));
    const shown = (await api(server, "GET", SETTINGS, { cookie })).json.data.company.phone as string;
    const database = openServerDatabase(server);
    try {
      const row = await database.db.selectFrom("site_settings").select("value").where("key", "=", "company").executeTakeFirstOrThrow();
      expect((JSON.parse(row.value) as CompanyDetails).phone).toBe(shown);
    } finally {
      await database.close();
    }
    expect((await page(server, "/")).body).toContain(`>${shown}<`);
  });
});

describe("the test e-mail through a real SMTP server", () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <web@exports.example>" } });
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });
  beforeEach(async () => {
    cookie = await login(server);
  });
  afterEach(() => {
    smtp.mails.length = 0;
  });

  it("reports SMTP as configured, with the recipient from Settings when MAIL_TO is unset", async () => {
    const answer = await api(server, "GET", SETTINGS, { cookie });
    expect(answer.json.data.mail).toEqual({
      forwarding: "smtp",
      smtpServer: `smtp://127.0.0.1:${smtp.port}`,
      recipient: companyDefaults.email,
      from: "Website <web@exports.example>",
      canSendTest: true,
    });
  });

  it("sends to the signed-in admin, and to the company's address as saved in Settings", async () => {
    const mine = await api(server, "POST", `${SETTINGS}/test-email`, { cookie, body: { to: "me" } });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({ success: true, message: "Test e-mail sent", data: { recipient: "admin@example.com" } });
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.headers.to).toBe("admin@example.com");
    expect(mail!.headers.subject).toBe(TEST_MAIL_SUBJECT);

    const changed = await api(server, "PUT", SETTINGS, { cookie, body: { ...companyDefaults, email: "orders@verdant-meridian.example" } });
    expect(changed.status).toBe(200);
    const company = await api(server, "POST", `${SETTINGS}/test-email`, { cookie, body: { to: "company" } });
    expect(company.json.data).toEqual({ recipient: "orders@verdant-meridian.example" });
    const mails = await smtp.waitForMails(2);
    expect(mails[1]!.headers.to).toBe("orders@verdant-meridian.example");
    await api(server, "PUT", SETTINGS, { cookie, body: companyDefaults });
  });

  it("the page's button works without JavaScript", async () => {
    const res = await postForm(server, cookie, [
      ["intent", "test-email"],
      ["to", "me"],
    ]);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/adminsettings?notice=test-sent");
    await smtp.waitForMails(1);
    const html = await (await fetch(`${server.url}/adminsettings?notice=test-sent`, { headers: { cookie } })).text();
    expect(html).toContain("Test e-mail sent.");
    expect(html).toContain("Mail forwarding is configured");
  });

  it("refuses an unknown recipient choice with a field error", async () => {
    const answer = await api(server, "POST", `${SETTINGS}/test-email`, { cookie, body: { to: "everyone@example.com" } });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual({ to: "Choose who receives the test e-mail" });
  });
});

describe("a test e-mail the SMTP server refuses", () => {
  let server: TestServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer(0, { rejectWith: 550 });
    server = await startTestServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  it("answers the server's reason, on the API and on the page", async () => {
    const cookie = await login(server);
    const answer = await api(server, "POST", `${SETTINGS}/test-email`, { cookie, body: { to: "me" } });
    expect(answer.status).toBe(503);
    expect(answer.json.message).toMatch(/^The test e-mail could not be sent: .*Mailbox unavailable/);
    const res = await postForm(server, cookie, [
      ["intent", "test-email"],
      ["to", "company"],
    ]);
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("The test e-mail could not be sent:");
    // The choice made is kept.
    expect(html).toMatch(/<input(?=[^>]*value="company")(?=[^>]*checked)[^>]*>/);
  });
});
