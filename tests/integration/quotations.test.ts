import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeProduct } from "../../app/schemas/product";
import { QUOTATION_MESSAGES } from "../../app/schemas/quotations";
import { NOT_ALLOWED } from "../../app/admin/roles";
import { productSeeds } from "../../content/products";
import type { Database } from "../../server/db/database.server";
import { AUTH, api, login, newAdmin, openServerDatabase } from "../support/admin";
import { quoteTerms } from "../support/quote-request";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";
import { readPdf } from "../support/pdf-text";
import { simpleParser } from "mailparser";
import { messages as fr } from "../../content/i18n/fr/messages";

const products = productSeeds.map(normalizeProduct);

/**
 * Priced quotations (decision 0072) through the lead's page and the quotation's editor, plain
 * form posts on the built server and a real database: drafted from the request's lines, priced
 * with exact totals, refused input kept as typed, and only for a role with the inbox.
 */
describe("quotations", () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let database: Database;
  const cookies = {} as Record<"owner" | "catalogue", string>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { FORM_RATE_LIMIT: "1000", SMTP_URL: smtp.url, MAIL_FROM: "Sales <sales@exports.example>" } });
    database = openServerDatabase(server);
    cookies.owner = await login(server);
    const details = newAdmin("catalogue");
    const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie: cookies.owner, body: { ...details, role: "catalogue" } });
    expect(created.status, created.text).toBe(201);
    cookies.catalogue = await login(server, details);
  });
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
    await smtp?.close();
  });

  const post = (path: string, fields: Array<[string, string]>, as: keyof typeof cookies = "owner") =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { cookie: cookies[as] }, body: new URLSearchParams(fields), redirect: "manual" });
  const page = async (path: string, as: keyof typeof cookies = "owner") => {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie: cookies[as] } });
    return { status: res.status, text: await res.text() };
  };
  const request = async () => {
    const res = await fetch(`${server.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...quoteTerms,
        locale: "fr",
        lines: [
          { product: products[0]!.slug, quantity: 1000, unit: "boxes" },
          { product: products[1]!.slug, quantity: 250, unit: "bottles" },
        ],
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const terms: Array<[string, string]> = [
    ["intent", "save"],
    ["currency", "USD"],
    ["language", "fr"],
    ["incoterm", "CIF"],
    ["port", "Mombasa"],
    ["paymentTerms", "30% advance, 70% against documents"],
    ["leadTime", "45 days"],
    ["validUntil", new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)],
    ["notes", ""],
    ["discount", "0"],
  ];
  const line = (product: string, quantity: string, unit: string, price: string): Array<[string, string]> => [
    ["line.slug", ""],
    ["line.product", product],
    ["line.quantity", quantity],
    ["line.unit", unit],
    ["line.price", price],
  ];

  it("drafts a quotation from the request's lines in the buyer's language, numbered, on the lead's timeline", async () => {
    const id = await request();
    const res = await post(`/adminmessages/${id}`, [["intent", "create-quotation"]]);
    expect(res.status).toBe(302);
    const editor = res.headers.get("location")!;
    expect(editor).toMatch(/^\/adminquotations\/[0-9a-f-]{36}$/);
    const { text } = await page(editor);
    const year = new Date().getUTCFullYear();
    expect(text).toMatch(new RegExp(`Quotation QT-${year}-\\d{4}`));
    expect(text).toContain(`value="${products[0]!.name}"`);
    expect(text).toContain('value="1000"');
    expect(text).toContain('<option value="fr" selected="">French</option>');
    expect(text).toContain('value="Mombasa"');
    const lead = (await page(`/adminmessages/${id}`)).text;
    expect(lead).toMatch(new RegExp(`Quotation QT-${year}-\\d{4} drafted`));
  });

  it("prices 3 lines of 1,234.567 units at 0.0125 USD exactly: 15.43 each, 46.29 in all, less a 5 % discount", async () => {
    const id = await request();
    const editor = (await post(`/adminmessages/${id}`, [["intent", "create-quotation"]])).headers.get("location")!;
    const quotationId = editor.split("/").pop()!;
    const fields = [...terms.filter(([name]) => name !== "discount"), ["discount", "5"] as [string, string]];
    for (let n = 1; n <= 3; n += 1) fields.push(...line(`Product ${n}`, "1,234.567", "kg", "0.0125"));
    fields.push(...line("", "", "", ""));
    const saved = await post(editor, fields);
    expect(saved.status).toBe(200);
    const version = await database.db.selectFrom("quotation_versions").selectAll().where("quotation_id", "=", quotationId).executeTakeFirstOrThrow();
    expect(version).toMatchObject({ subtotal: "4629", discount: "231", total: "4398", discount_bp: 500, currency: "USD", state: "draft" });
    const lines = await database.db.selectFrom("quotation_lines").select(["quantity", "unit_price", "line_total"]).where("quotation_id", "=", quotationId).orderBy("position").execute();
    expect(lines).toEqual(Array.from({ length: 3 }, () => ({ quantity: "1234567", unit_price: "125", line_total: "1543" })));
    const { text } = await page(editor);
    expect(text).toContain("46.29 USD");
    expect(text).toContain("-2.31 USD");
    expect(text).toContain("43.98 USD");
    // In the buyer's language: French writes 43,98 $US.
    expect(text).toContain("43,98\u00a0$US");
  });

  it("refuses wrong input with the field's message, keeps every row as typed, and changes nothing", async () => {
    const id = await request();
    const editor = (await post(`/adminmessages/${id}`, [["intent", "create-quotation"]])).headers.get("location")!;
    const quotationId = editor.split("/").pop()!;
    const before = await database.db.selectFrom("quotation_lines").select("product_name").where("quotation_id", "=", quotationId).execute();
    const fields = [...terms.filter(([name]) => name !== "currency"), ["currency", "XYZ"] as [string, string], ...line("Good line", "10", "kg", "1.5"), ...line("Bad line", "0.0001", "kg", "1")];
    const refused = await post(editor, fields);
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain(QUOTATION_MESSAGES.currencyUnknown);
    expect(text).toContain(`Line 2: ${QUOTATION_MESSAGES.lineQuantityInvalid}`);
    expect(text).toContain('value="Bad line"');
    expect(text).toContain('value="0.0001"');
    expect(await database.db.selectFrom("quotation_lines").select("product_name").where("quotation_id", "=", quotationId).execute()).toEqual(before);
    const noLines = await post(editor, [...terms, ...line("", "", "", "")]);
    expect(noLines.status).toBe(400);
    expect(await noLines.text()).toContain(QUOTATION_MESSAGES.linesRequired);
    // Revising a draft is refused: there is nothing sent to revise.
    const revise = await post(editor, [["intent", "revise"]]);
    expect(revise.status).toBe(409);
    expect(await revise.text()).toContain(QUOTATION_MESSAGES.notSent);
  });

  it("is the inbox's: a Catalogue admin is refused the page and the drafting", async () => {
    const id = await request();
    const editor = (await post(`/adminmessages/${id}`, [["intent", "create-quotation"]])).headers.get("location")!;
    const refused = await page(editor, "catalogue");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(NOT_ALLOWED);
    expect((await post(`/adminmessages/${id}`, [["intent", "create-quotation"]], "catalogue")).status).toBe(403);
    expect((await page("/adminquotations/no-such-quotation")).status).toBe(404);
  });

  it("sends the quotation in French with its link; the buyer declines without a reason (refused), then accepts once; the lead is won; a revised version's link is gone", async () => {
    const id = await request();
    const editor = (await post(`/adminmessages/${id}`, [["intent", "create-quotation"]])).headers.get("location")!;
    const quotationId = editor.split("/").pop()!;
    const saved = await post(editor, [...terms, ...line("Verdamol 500 Tablets", "1000", "boîtes", "2.10"), ...line("Verdacough Syrup", "250", "flacons", "1.75")]);
    expect(saved.status).toBe(200);
    const sent = await post(editor, [["intent", "send"]]);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("It is on its way to the buyer");
    const number = (await database.db.selectFrom("quotations").select("number").where("id", "=", quotationId).executeTakeFirstOrThrow()).number;
    await until(async () => smtp.mails.find((mail) => mail.headers.subject === `Devis ${number}`), "the quotation's mail");
    const mail = smtp.mails.find((m) => m.headers.subject === `Devis ${number}`)!;
    expect(mail.headers.to).toBe(quoteTerms.email);
    // With its PDF the mail is multipart: read as a mail program reads it.
    const parsed = await simpleParser(mail.raw);
    expect(parsed.text).toContain("2\u202f537,50\u00a0$US");
    const link = /https?:\/\/[^/\s]+(\/fr\/quotation\/[A-Za-z0-9_-]+)/.exec(parsed.text ?? "")![1]!;
    // The quotation itself, printed in French and attached: read back as a reader would.
    expect(parsed.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`${number}-v1.pdf`, "application/pdf"]]);
    const printed = await readPdf(new Uint8Array(parsed.attachments[0]!.content));
    expect(printed.pageCount).toBe(1);
    const words = printed.pages.flat().map((line) => line.text.replace(/\s+/g, " ")).join("\n");
    for (const expected of [`Devis ${number}`, "Verdamol 500 Tablets", "1 000", "2,10 $US", "2 100,00 $US", "437,50 $US", "Total 2 537,50 $US", "CIF Mombasa", "30% advance"]) expect(words).toContain(expected);
    expect((await database.db.selectFrom("messages").select("stage").where("id", "=", id).executeTakeFirstOrThrow()).stage).toBe("quoted");

    const opened = await fetch(`${server.url}${link}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toContain("no-store");
    expect(opened.headers.get("x-robots-tag")).toBe("noindex");
    // A browser follows the last policy of the list: the site's default comes first.
    expect(opened.headers.get("referrer-policy")?.split(",").pop()?.trim()).toBe("same-origin");
    const text = await opened.text();
    expect(text).toContain(`Devis ${number}`);
    expect(text).toContain("Verdamol 500 Tablets");
    expect(text).toContain("2\u202f537,50\u00a0$US");
    expect(text).toContain(fr.quotation.accept);

    const answer = (fields: Record<string, string>) => fetch(`${server.url}${link}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: server.url } });
    const noReason = await answer({ intent: "decline", reason: "", note: "Trop cher" });
    expect(noReason.status).toBe(400);
    const refusedText = await noReason.text();
    expect(refusedText).toContain(fr.quotation.reasonRequired);
    expect(refusedText).toContain(">Trop cher</textarea>");
    const accepted = await answer({ intent: "accept" });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("vous avez accepté ce devis");
    expect((await database.db.selectFrom("messages").select(["stage", "answered_at"]).where("id", "=", id).executeTakeFirstOrThrow())).toMatchObject({ stage: "won" });
    expect((await answer({ intent: "decline", reason: "price" })).status).toBe(409);
    expect((await database.db.selectFrom("messages").select("stage").where("id", "=", id).executeTakeFirstOrThrow()).stage).toBe("won");
    const lead = (await page(`/adminmessages/${id}`)).text;
    expect(lead).toContain(`Quotation ${number} (version 1) accepted by the buyer`);

    // Revised after the answer, the first version's link still says what was answered.
    expect((await post(editor, [["intent", "revise"]])).status).toBe(200);
    const after = await fetch(`${server.url}${link}`);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("vous avez accepté ce devis");
    expect((await fetch(`${server.url}/fr/quotation/not-a-real-token`)).status).toBe(404);
  });

  it("prints an Arabic quotation right to left with its letters joined, product names and amounts in order", async () => {
    const res = await fetch(`${server.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...quoteTerms, email: "arabic-buyer@gulf.example", locale: "ar", lines: [{ product: products[0]!.slug, quantity: 1200, unit: "boxes" }] }),
    });
    const id = ((await res.json()) as { data: { id: string } }).data.id;
    const editor = (await post(`/adminmessages/${id}`, [["intent", "create-quotation"]])).headers.get("location")!;
    const arabicTerms = terms.map(([name, value]): [string, string] => (name === "language" ? [name, "ar"] : name === "currency" ? [name, "AED"] : [name, value]));
    expect((await post(editor, [...arabicTerms, ...line(products[0]!.name, "1200", "علبة", "2.1")])).status).toBe(200);
    expect((await post(editor, [["intent", "send"]])).status).toBe(200);
    await until(async () => smtp.mails.find((mail) => mail.headers.to === "arabic-buyer@gulf.example" && (mail.headers.subject ?? "").startsWith("عرض السعر")), "the Arabic quotation");
    const mail = smtp.mails.find((m) => m.headers.to === "arabic-buyer@gulf.example" && (m.headers.subject ?? "").startsWith("عرض السعر"))!;
    const parsed = await simpleParser(mail.raw);
    const printed = await readPdf(new Uint8Array(parsed.attachments[0]!.content));
    const lines = printed.pages.flat();
    // Drawn in joined (presentation) forms, read back in logical order.
    expect(lines.some((l) => /[\uFE70-\uFEFF]/.test(l.raw))).toBe(true);
    const text = lines.map((l) => l.text).join("\n");
    expect(text).toContain("المجموع الفرعي");
    expect(text).toContain("الإجمالي");
    expect(text).toContain(products[0]!.name);
    expect(text).toContain("2,520.00");
    expect(text).toContain("علبة");
  });
});
