import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeProduct } from "../../app/schemas/product";
import { LEAD_MAIL_MESSAGES } from "../../app/schemas/lead-mail";
import { NOT_ALLOWED } from "../../app/admin/roles";
import { messages as fr } from "../../content/i18n/fr/messages";
import { productSeeds } from "../../content/products";
import type { Database } from "../../server/db/database.server";
import { AUTH, api, login, newAdmin, openServerDatabase } from "../support/admin";
import { addDocument } from "../support/documents";
import { startImapServer, type TestImapServer } from "../support/imap";
import { quoteTerms } from "../support/quote-request";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const products = productSeeds.map(normalizeProduct);
/** React writes an apostrophe in text as &#x27;. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");

/**
 * A lead's mail (decision 0069) end to end on the built server, a real database, a real SMTP
 * server and a real IMAP server (Dovecot): a reply from a template in the buyer's language leaves
 * with its threading headers and documents, the buyer's answer comes back into the thread once,
 * an answer that names no lead waits on the mailbox page, and an unreachable mailbox is reported
 * and read again once it is back.
 */
describe("a lead's replies and answers", () => {
  let smtp: TestSmtpServer;
  let imap: TestImapServer;
  let server: TestServer;
  let database: Database;
  const cookies = {} as Record<"owner" | "sales" | "catalogue", string>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    imap = await startImapServer();
    server = await startTestServer({
      env: { FORM_RATE_LIMIT: "1000", SMTP_URL: smtp.url, MAIL_FROM: "Sales <sales@mailbox.example>", MAIL_TO: "sales@mailbox.example", IMAP_URL: imap.url, IMAP_POLL_MS: "200" },
    });
    database = openServerDatabase(server);
    cookies.owner = await login(server);
    for (const role of ["sales", "catalogue"] as const) {
      const details = newAdmin(role);
      const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie: cookies.owner, body: { ...details, role } });
      expect(created.status, created.text).toBe(201);
      cookies[role] = await login(server, details);
    }
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
    await imap?.close();
    await smtp?.close();
  });

  const page = async (path: string, as: keyof typeof cookies = "sales") => {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie: cookies[as] }, redirect: "manual" });
    return { status: res.status, text: await res.text() };
  };
  const post = (path: string, fields: Record<string, string | string[]>, as: keyof typeof cookies = "sales") => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    return fetch(`${server.url}${path}`, { method: "POST", headers: { cookie: cookies[as] }, body, redirect: "manual" });
  };
  /** A French buyer's request for quotation; answers its id and reference once the acknowledgement has left. */
  const frenchQuote = async (email: string) => {
    const before = smtp.mails.length;
    const res = await fetch(`${server.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...quoteTerms, name: "Amélie Laurent", email, locale: "fr", lines: [{ product: products[0]!.slug, quantity: 500, unit: "boxes" }] }),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string; reference: string } };
    // The company's mail and the buyer's acknowledgement.
    await smtp.waitForMails(before + 2);
    return data;
  };
  const mailTo = (address: string) => smtp.mails.filter((mail) => mail.headers.to === address);
  const lead = (id: string) => database.db.selectFrom("messages").select(["stage", "status", "answered_at"]).where("id", "=", id).executeTakeFirstOrThrow();
  const kinds = async (id: string) =>
    (await database.db.selectFrom("lead_events").select("kind").where("message_id", "=", id).orderBy("created_at").orderBy("id").execute()).map((e) => e.kind);

  let reply: { leadId: string; reference: string; mail: ReceivedMail } | undefined;

  it("drafts the reply from the kind's template in the buyer's language, sends it with the company's address, the thread's headers and a document, and makes the new lead contacted", async () => {
    const buyer = "amelie@grossiste.example";
    const { id, reference } = await frenchQuote(buyer);
    const [acknowledgement] = mailTo(buyer);
    expect(acknowledgement?.headers["message-id"]).toMatch(/^<[0-9a-f-]{36}@mailbox\.example>$/);

    const draftPage = await page(`/adminmessages/${id}`);
    expect(draftPage.status).toBe(200);
    const subject = fr.mail.replyTemplates.quote.subject.replace("{reference}", reference);
    expect(draftPage.text).toContain(`value="${subject}"`);
    expect(draftPage.text).toContain("Bonjour Amélie Laurent,");
    expect(draftPage.text).toContain(`- ${products[0]!.name}: 500 boxes`);
    // Another language's template on request (a plain GET form).
    expect((await page(`/adminmessages/${id}?reply=ar`)).text).toContain("طلب عرض السعر");

    const documentId = await addDocument(server, cookies.owner, { title: "GMP certificate", visibility: "on-request" });
    const internalId = await addDocument(server, cookies.owner, { title: "Internal audit", visibility: "internal" });
    // The form lists the library's documents, internal ones left out.
    const withDocuments = (await page(`/adminmessages/${id}`)).text;
    expect(withDocuments).toContain(`value="${documentId}"`);
    expect(withDocuments).not.toContain(`value="${internalId}"`);

    const body = "Bonjour Amélie Laurent,\n\nVoici notre offre : 2,10 USD la boîte, CIF Mombasa.\n\nBien cordialement";
    const res = await post(`/adminmessages/${id}`, { intent: "reply", language: "fr", subject, body, documents: documentId });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("The reply is on its way and in the timeline.");

    await until(async () => mailTo(buyer).length >= 2, "the reply at the buyer's address");
    const mail = mailTo(buyer)[1]!;
    expect(mail.headers.subject).toBe(subject);
    expect(mail.headers.from).toBe("Sales <sales@mailbox.example>");
    expect(mail.headers["reply-to"]).toContain("sales@mailbox.example");
    expect(mail.headers["in-reply-to"]).toBe(acknowledgement!.headers["message-id"]);
    expect(mail.headers.references).toBe(acknowledgement!.headers["message-id"]);
    // With an attachment the mail is multipart/mixed: read as a mail client reads it.
    const parsed = await simpleParser(mail.raw);
    expect(parsed.text).toContain("Voici notre offre : 2,10 USD la boîte, CIF Mombasa.");
    expect(parsed.attachments.map((file) => [file.filename, file.contentType, file.content.subarray(0, 5).toString()])).toEqual([["document.pdf", "application/pdf", "%PDF-"]]);
    const stored = await database.db.selectFrom("lead_mails").selectAll().where("message_id", "=", id).executeTakeFirstOrThrow();
    expect(mail.headers["message-id"]).toBe(stored.rfc_message_id);

    expect(await lead(id)).toMatchObject({ stage: "contacted", status: "replied" });
    expect(await kinds(id)).toEqual(["received", "mail-out", "stage"]);
    const thread = (await page(`/adminmessages/${id}`)).text;
    expect(thread).toContain(html(`Reply sent to ${buyer}: ${subject}`));
    expect(thread).toContain("Voici notre offre : 2,10 USD la boîte, CIF Mombasa.");
    expect(thread).toContain("Delivery: Sent");

    // A second reply answers the first: In-Reply-To is the newest mail, References the whole thread.
    const again = await post(`/adminmessages/${id}`, { intent: "reply", language: "fr", subject: `Re: ${subject}`, body: "Une précision." });
    expect(again.status).toBe(200);
    await until(async () => mailTo(buyer).length >= 3, "the second reply");
    const second = mailTo(buyer)[2]!;
    expect(second.headers["in-reply-to"]).toBe(stored.rfc_message_id);
    expect(second.headers.references).toBe(`${acknowledgement!.headers["message-id"]} ${stored.rfc_message_id}`);
    // Only the first reply moved the stage.
    expect(await kinds(id)).toEqual(["received", "mail-out", "stage", "mail-out"]);
    reply = { leadId: id, reference, mail: second };
  });

  it("refuses a reply without a subject or text, or with a document not in the library, and sends and stores nothing", async () => {
    const { id } = await frenchQuote("refused@grossiste.example");
    const sent = smtp.mails.length;
    const empty = await post(`/adminmessages/${id}`, { intent: "reply", language: "fr", subject: " ", body: "" });
    expect(empty.status).toBe(400);
    const text = await empty.text();
    expect(text).toContain(LEAD_MAIL_MESSAGES.subjectRequired);
    expect(text).toContain(LEAD_MAIL_MESSAGES.bodyRequired);
    const unknown = await post(`/adminmessages/${id}`, { intent: "reply", language: "fr", subject: "Offre", body: "Texte", documents: "no-such-document" });
    expect(unknown.status).toBe(400);
    const kept = await unknown.text();
    expect(kept).toContain(LEAD_MAIL_MESSAGES.documentUnknown);
    // What was typed comes back.
    expect(kept).toContain(">Texte</textarea>");
    const language = await post(`/adminmessages/${id}`, { intent: "reply", language: "xx", subject: "Offre", body: "Texte" });
    expect(language.status).toBe(400);
    expect(await database.db.selectFrom("lead_mails").select("id").where("message_id", "=", id).execute()).toEqual([]);
    expect(await lead(id)).toMatchObject({ stage: "new", status: "new" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.length).toBe(sent);
  });

  it("lets staff edit a template per kind and language, used by the next draft, and put it back to the default", async () => {
    const { id } = await frenchQuote("templates@grossiste.example");
    const saved = await post("/admintemplates", { intent: "save", kind: "quote", language: "fr", subject: "Offre {reference}", body: "Chère cliente {name},\n\n{products}" });
    expect(saved.status).toBe(200);
    const draft = (await page(`/adminmessages/${id}`)).text;
    expect(draft).toMatch(/value="Offre Q-\d{4}-\d{5}"/);
    expect(draft).toContain("Chère cliente Amélie Laurent,");
    const refused = await post("/admintemplates", { intent: "save", kind: "quote", language: "fr", subject: "", body: "x" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(LEAD_MAIL_MESSAGES.subjectRequired);
    expect((await post("/admintemplates", { intent: "save", kind: "nonsense", language: "fr", subject: "a", body: "b" })).status).toBe(400);
    expect((await post("/admintemplates", { intent: "reset", kind: "quote", language: "fr" })).status).toBe(200);
    expect((await page(`/adminmessages/${id}`)).text).toContain("Bonjour Amélie Laurent,");
  });

  it("puts the buyer's answer into its lead's thread once, with its attachment as a download, and marks the lead answered", async () => {
    expect(reply).toBeDefined();
    const { leadId, mail } = reply!;
    const answer = [
      "From: Amélie Laurent <amelie@grossiste.example>",
      "To: sales@mailbox.example",
      `Subject: Re: ${mail.headers.subject}`,
      "Message-ID: <answer-1@grossiste.example>",
      `In-Reply-To: ${mail.headers["message-id"]}`,
      `References: ${mail.headers.references} ${mail.headers["message-id"]}`,
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Merci, nous acceptons l'offre pour 500 boîtes.",
      "--b1",
      'Content-Type: text/html; name="bon.html"',
      'Content-Disposition: attachment; filename="bon.html"',
      "",
      "<script>alert(1)</script>",
      "--b1--",
      "",
    ].join("\n");
    await imap.deliver(answer);
    // The same mail delivered twice (a copy) is still one answer.
    await imap.deliver(answer);
    await until(async () => (await imap.counts()).unread === 0, "the mailbox read");
    const rows = await database.db.selectFrom("lead_mails").selectAll().where("direction", "=", "in").where("message_id", "=", leadId).execute();
    expect(rows).toHaveLength(1);
    expect(await kinds(leadId)).toEqual(["received", "mail-out", "stage", "mail-out", "mail-in"]);
    expect((await lead(leadId)).answered_at).not.toBeNull();

    const thread = (await page(`/adminmessages/${leadId}`)).text;
    expect(thread).toContain(html("Merci, nous acceptons l'offre pour 500 boîtes."));
    const link = /href="(\/adminmailbox\/[^"]+\/attachments\/0)"/.exec(thread)?.[1];
    expect(link).toBeDefined();
    const file = await fetch(`${server.url}${link}`, { headers: { cookie: cookies.sales } });
    expect(file.status).toBe(200);
    // A stranger's file: never shown inline, never run.
    expect(file.headers.get("content-type")).toBe("application/octet-stream");
    expect(file.headers.get("content-disposition")).toContain('attachment; filename="bon.html"');
    expect(await file.text()).toContain("<script>alert(1)</script>");
    expect((await fetch(`${server.url}${link}`, { headers: { cookie: cookies.catalogue } })).status).toBe(403);
    expect((await fetch(`${server.url}${link}`)).status).toBe(404);
    // The inbox says the buyer answered, until staff reply.
    expect((await page(`/adminmessages?q=amelie%40grossiste.example`)).text).toContain("Buyer answered");
    await post(`/adminmessages/${leadId}`, { intent: "reply", language: "fr", subject: "Merci", body: "Nous préparons la facture pro forma." });
    expect((await lead(leadId)).answered_at).toBeNull();
  });

  it("lists an answer that names no lead on the mailbox page, for staff to attach to a lead by its reference, or discard", async () => {
    const { id, reference } = await frenchQuote("late@grossiste.example");
    const orphan = (n: number, subject: string) =>
      ["From: someone@elsewhere.example", "To: sales@mailbox.example", `Subject: ${subject}`, `Message-ID: <orphan-${n}@elsewhere.example>`, "", `Orphan ${n}`, ""].join("\n");
    await imap.deliver(orphan(1, "Prices?"));
    await imap.deliver(orphan(2, "Newsletter"));
    // The reference in the subject is enough.
    await imap.deliver(orphan(3, `About ${reference}`));
    await until(async () => (await imap.counts()).unread === 0, "the mailbox read");
    const mailbox = (await page("/adminmailbox")).text;
    expect(mailbox).toContain("Unmatched answers (2)");
    expect(mailbox).toContain("Orphan 1");
    expect(mailbox).toContain("Orphan 2");
    expect(await kinds(id)).toContain("mail-in");
    expect((await page("/adminmessages")).text).toContain("Mailbox (2 unmatched)");
    expect((await page("/admindashboard")).text).toContain("2 answers name no lead.");

    const ids = await database.db.selectFrom("lead_mails").select(["id", "body"]).where("state", "=", "unmatched").execute();
    const first = ids.find((row) => row.body.includes("Orphan 1"))!.id;
    const second = ids.find((row) => row.body.includes("Orphan 2"))!.id;
    const wrong = await post("/adminmailbox", { intent: "attach", mail: first, lead: "Q-1999-99999" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(LEAD_MAIL_MESSAGES.leadUnknown);
    expect((await post("/adminmailbox", { intent: "attach", mail: first, lead: reference })).status).toBe(200);
    expect((await post("/adminmailbox", { intent: "discard", mail: second })).status).toBe(200);
    // Settled once: a second try is refused, nothing changes.
    expect((await post("/adminmailbox", { intent: "discard", mail: first })).status).toBe(400);
    expect((await page("/adminmailbox")).text).toContain("Unmatched answers (0)");
    expect((await page(`/adminmessages/${id}`)).text).toContain("Orphan 1");
    expect((await page("/adminmailbox", "catalogue")).status).toBe(403);
    expect((await page("/admintemplates", "catalogue")).text).toContain(NOT_ALLOWED);
  });

  it("reports a mailbox it cannot reach on the mailbox page, keeps serving, and reads what arrived once it is back", async () => {
    await imap.stop();
    await until(async () => (await page("/adminmailbox")).text.includes("The mailbox could not be read"), "the failure reported");
    // The dashboard says so too; the site keeps serving.
    const dashboard = await page("/admindashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain("The mailbox could not be read");
    await imap.start();
    const { id, reference } = await frenchQuote("after-outage@grossiste.example");
    await imap.deliver(["From: after-outage@grossiste.example", "To: sales@mailbox.example", `Subject: Re: ${reference}`, "Message-ID: <after-outage@grossiste.example>", "", "Back again", ""].join("\n"));
    await until(async () => (await kinds(id)).includes("mail-in"), "the answer read after the outage", 30_000);
    await until(async () => (await page("/adminmailbox")).text.includes("Read without trouble"), "the mailbox read again");
    expect((await page("/admindashboard")).text).not.toContain("The mailbox could not be read");
  });
});
