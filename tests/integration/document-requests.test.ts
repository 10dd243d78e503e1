import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.server";
import { login, openServerDatabase } from "../support/admin";
import { addDocument } from "../support/documents";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const SITE_URL = "https://exports.example";

/**
 * Document requests (decision 0062), end to end on the built server and a real database: a
 * buyer's request from the page's plain form, staff's answer from the inbox's plain forms, the
 * buyer's mail and link, the downloads and their log, expiry and revocation.
 */
describe("document requests", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let database: Database;
  let cookie: string;
  const docs: Record<"coa" | "sds" | "stability" | "internal" | "public", string> = { coa: "", sds: "", stability: "", internal: "", public: "" };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <web@exports.example>", MAIL_TO: "sales@exports.example", SITE_URL },
    });
    database = openServerDatabase(server);
    cookie = await login(server);
    docs.coa = await addDocument(server, cookie, { title: "Batch 24-117 analysis", visibility: "on-request" });
    docs.sds = await addDocument(server, cookie, { title: "Handling data sheet", visibility: "on-request" });
    docs.stability = await addDocument(server, cookie, { title: "Zone IVb stability summary", visibility: "on-request" });
    docs.internal = await addDocument(server, cookie, { title: "Supplier audit notes", visibility: "internal" });
    docs.public = await addDocument(server, cookie, { title: "Plant licence copy", visibility: "public" });
  });
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
    await smtp?.close();
  });

  /** The request page's form, posted as a browser without JavaScript posts it. */
  const postRequest = (fields: { documents: string[]; email?: string; company?: string; country?: string; purpose?: string }, path = "/document-request") => {
    const body = new URLSearchParams();
    for (const id of fields.documents) body.append("documents", id);
    for (const name of ["email", "company", "country", "purpose"] as const) if (fields[name] !== undefined) body.append(name, fields[name]);
    return fetch(`${server.url}${path}`, { method: "POST", body });
  };
  const fullRequest = (documents: string[], email: string) => ({ documents, email, company: "Mombasa Health Supplies", country: "Kenya", purpose: "Registration with the Pharmacy and Poisons Board" });

  const requestsBy = (email: string) => database.db.selectFrom("messages").select(["id", "kind", "locale"]).where("email", "=", email).execute();
  /** Sends a request and answers its message id. */
  const request = async (documents: string[], email: string, path?: string) => {
    const res = await postRequest(fullRequest(documents, email), path);
    expect(res.status, await res.clone().text().then((t) => t.match(/text-red-700">[^<]+/g)?.join(" ") ?? "")).toBe(200);
    const [row] = await requestsBy(email);
    return row!.id;
  };
  /** Staff's forms on the message's inbox page. */
  const answer = (id: string, fields: Record<string, string | string[]>, as = cookie) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    return fetch(`${server.url}/adminmessages/${id}`, { method: "POST", headers: { cookie: as }, body, redirect: "manual" });
  };
  const mailTo = (email: string) => until(async () => smtp.mails.find((mail) => mail.headers.to?.includes(email)), `the mail to ${email}`);
  /** The link's path in a buyer's mail (the site's address is SITE_URL, not the test server's). */
  const linkIn = (mail: ReceivedMail) => {
    const url = new RegExp(`${SITE_URL}(/[^\\s"<]*document-request/[A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    expect(url, mail.text).toBeDefined();
    return url!;
  };
  const filePaths = (html: string) => [...html.matchAll(/href="(\/documents\/granted\/[^"]+)"/g)].map((m) => m[1]!);

  it("stores a request from the page's plain form, shows it in the inbox and mails the company the documents asked for", async () => {
    const res = await postRequest(fullRequest([docs.coa, docs.sds], "procurement@mombasa-health.example"));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Request sent");
    const [row] = await requestsBy("procurement@mombasa-health.example");
    expect(row).toMatchObject({ kind: "document-request", locale: "en" });
    const items = await database.db.selectFrom("document_request_items").select(["document_id", "position"]).where("message_id", "=", row!.id).orderBy("position").execute();
    expect(items.map((item) => item.document_id)).toEqual([docs.coa, docs.sds]);

    const company = await until(async () => smtp.mails.find((mail) => mail.headers.subject?.startsWith("Document request:") && mail.text.includes("procurement@mombasa-health.example")), "the company's mail");
    expect(company.headers.subject).toBe("Document request: 2 documents (Mombasa Health Supplies, Kenya)");
    expect(company.headers.to).toContain("sales@exports.example");
    expect(company.headers["reply-to"]).toContain("procurement@mombasa-health.example");
    expect(company.text).toContain("Batch 24-117 analysis (Other company document)");
    expect(company.text).toContain("Handling data sheet (Other company document)");
    expect(company.text).toContain("Registration with the Pharmacy and Poisons Board");

    const inbox = await (await fetch(`${server.url}/adminmessages?kind=document-request`, { headers: { cookie } })).text();
    expect(inbox).toContain("Document request");
    expect(inbox).toContain("procurement@mombasa-health.example");
    const page = await (await fetch(`${server.url}/adminmessages/${row!.id}`, { headers: { cookie } })).text();
    expect(page).toContain("Documents requested (2)");
    expect(page).toContain("Batch 24-117 analysis");
    // The inbox's spreadsheet names them in its column, before the channel's (and the lead's owner, stage and follow-up).
    const csv = await (await fetch(`${server.url}/adminmessages.csv?kind=document-request&q=procurement%40mombasa-health.example`, { headers: { cookie } })).text();
    const [header, line] = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(header!.endsWith(",Documents requested,Channel,Owner,Stage,Follow-up")).toBe(true);
    expect(line!.endsWith(",Batch 24-117 analysis (Other company document); Handling data sheet (Other company document),web,,new,")).toBe(true);
  });

  it("refuses a public, internal, unknown or doubled-up list of documents, and bad fields, each with its message, storing nothing", async () => {
    const before = await database.db.selectFrom("messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    for (const documents of [[docs.public], [docs.internal], ["3f1f7c2e-0000-4000-8000-000000000000"], [docs.coa, docs.internal], ["not-an-id"]]) {
      const res = await postRequest(fullRequest(documents, "refused@example.com"));
      expect(res.status, documents.join()).toBe(400);
      expect(await res.text()).toContain("Choose documents from the list");
    }
    const none = await postRequest({ ...fullRequest([], "refused@example.com") });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Choose at least one document");
    const fields = await postRequest({ documents: [docs.coa], email: "not an address", company: " ", country: "Atlantis", purpose: "" }, "/fr/document-request");
    expect(fields.status).toBe(400);
    const html = await fields.text();
    for (const text of ["Format d’e-mail invalide", "Choisissez un pays dans la liste", "L’objet de la demande est requis"]) expect(html).toContain(text);
    // What was typed and ticked comes back in the form.
    expect(html).toContain(`checked="" value="${docs.coa}"`);
    const after = await database.db.selectFrom("messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("approves 2 of 3 documents: the buyer's mail, in their language, links to exactly those 2; each download is logged", async () => {
    const id = await request([docs.coa, docs.sds, docs.stability], "qa@lagos-pharma.example", "/ar/document-request");
    const approved = await answer(id, { intent: "approve-documents", approve: [docs.coa, docs.stability], reason: "The stability summary covers Zone IVb." });
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain("Approved.");

    const mail = await mailTo("qa@lagos-pharma.example");
    expect(mail.headers.subject).toBe("تمت الموافقة على طلب المستندات");
    expect(mail.text).toContain("Batch 24-117 analysis");
    expect(mail.text).toContain("Zone IVb stability summary");
    expect(mail.text).not.toContain("Handling data sheet");
    expect(mail.text).toContain("The stability summary covers Zone IVb.");
    const link = linkIn(mail);
    expect(link.startsWith("/ar/document-request/")).toBe(true);

    const page = await fetch(`${server.url}${link}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    // The site's policy comes first; a browser follows the last one it knows.
    expect(page.headers.get("referrer-policy")?.split(",").pop()?.trim()).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    const files = filePaths(html);
    expect(files).toHaveLength(2);
    expect(files.map((path) => path.split("/").pop())).toEqual([docs.coa, docs.stability]);

    for (const path of files) {
      const file = await fetch(`${server.url}${path}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("content-security-policy")).toBe("sandbox");
      expect(file.headers.get("cache-control")).toBe("no-store");
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    }
    // The third, asked for and not approved, by the same link; and the approved ones without it.
    const token = link.split("/").pop()!;
    expect((await fetch(`${server.url}/documents/granted/${token}/${docs.sds}`)).status).toBe(404);
    for (const document of [docs.coa, docs.sds, docs.stability, docs.internal]) expect((await fetch(`${server.url}/documents/${document}`)).status).toBe(404);
    // Another request's token opens nothing of this one.
    expect((await fetch(`${server.url}/documents/granted/${"A".repeat(43)}/${docs.coa}`)).status).toBe(404);

    const log = await database.db.selectFrom("document_downloads").select(["document_id", "address", "version"]).where("message_id", "=", id).orderBy("downloaded_at").execute();
    expect(log.map((row) => row.document_id)).toEqual([docs.coa, docs.stability]);
    expect(log.every((row) => row.address.endsWith("127.0.0.1") && Number(row.version) === 1)).toBe(true);
    const inbox = await (await fetch(`${server.url}/adminmessages/${id}`, { headers: { cookie } })).text();
    expect(inbox).toContain("Downloads (2)");
    expect(inbox).toContain(`${SITE_URL}${link}`);
  });

  it("answers once: a second answer, or ten at the same moment, leave one decision and one mail to the buyer", async () => {
    const id = await request([docs.coa, docs.sds], "tenders@accra-medical.example");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => answer(id, i % 2 ? { intent: "decline-documents", reason: "Not for this market." } : { intent: "approve-documents", approve: [docs.coa] })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await answers.find((res) => res.status === 409)!.text()).toContain("This request has already been answered");
    await mailTo("tenders@accra-medical.example");
    // A check after the one mail arrived: the worker had every chance to send a second.
    await until(async () => (await database.db.selectFrom("outbox").select("state").where("message_id", "=", id).where("recipient", "=", "buyer").execute()).every((row) => row.state === "sent") || undefined, "the buyer's mail sent");
    expect(smtp.mails.filter((mail) => mail.headers.to?.includes("tenders@accra-medical.example"))).toHaveLength(1);
    expect(await database.db.selectFrom("document_request_decisions").selectAll().where("message_id", "=", id).execute()).toHaveLength(1);
  });

  it("declines with the reason the buyer reads, and no link; a refusal without a reason or an approval of nothing is sent back", async () => {
    const id = await request([docs.sds], "imports@kampala-care.example", "/fr/document-request");
    const nothing = await answer(id, { intent: "approve-documents" });
    expect(nothing.status).toBe(400);
    expect(await nothing.text()).toContain("Choose at least one document to approve, or decline the request");
    const silent = await answer(id, { intent: "decline-documents", reason: "  " });
    expect(silent.status).toBe(400);
    expect(await silent.text()).toContain("Say why the request is declined: the buyer reads it");
    expect(await database.db.selectFrom("document_request_decisions").selectAll().where("message_id", "=", id).execute()).toHaveLength(0);

    expect((await answer(id, { intent: "decline-documents", reason: "We share safety data sheets with registered distributors only." })).status).toBe(200);
    const mail = await mailTo("imports@kampala-care.example");
    expect(mail.headers.subject).toBe("Votre demande de documents");
    expect(mail.text).toContain("nous ne pouvons pas communiquer les documents demandés");
    expect(mail.text).toContain("We share safety data sheets with registered distributors only.");
    expect(mail.text).not.toMatch(/document-request\/[A-Za-z0-9_-]{43}/);
  });

  it("refuses the link and its files once it has expired (410), and after staff revoke it", async () => {
    const expiring = await request([docs.coa], "buyer.one@dar-pharma.example");
    expect((await answer(expiring, { intent: "approve-documents", approve: docs.coa })).status).toBe(200);
    const expiringLink = linkIn(await mailTo("buyer.one@dar-pharma.example"));
    expect((await fetch(`${server.url}${expiringLink}`)).status).toBe(200);
    // The link's end moved to a moment ago, as the clock would after DOCUMENT_LINK_DAYS.
    await database.db.updateTable("document_request_decisions").set({ expires_at: Date.now() - 1 }).where("message_id", "=", expiring).execute();
    const expired = await fetch(`${server.url}${expiringLink}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This link expired on");
    expect((await fetch(`${server.url}/documents/granted/${expiringLink.split("/").pop()}/${docs.coa}`)).status).toBe(404);

    const revoking = await request([docs.coa], "buyer.two@dar-pharma.example");
    expect((await answer(revoking, { intent: "approve-documents", approve: docs.coa })).status).toBe(200);
    const revokingLink = linkIn(await mailTo("buyer.two@dar-pharma.example"));
    const file = `/documents/granted/${revokingLink.split("/").pop()}/${docs.coa}`;
    expect((await fetch(`${server.url}${file}`)).status).toBe(200);
    const revoked = await answer(revoking, { intent: "revoke-link" });
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toContain("Link revoked");
    expect((await fetch(`${server.url}${file}`)).status).toBe(404);
    const page = await fetch(`${server.url}${revokingLink}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This link was withdrawn on");
    expect((await answer(revoking, { intent: "revoke-link" })).status).toBe(409);
    expect((await fetch(`${server.url}/document-request/${"x".repeat(43)}`)).status).toBe(404);
  });

  it("takes no answer without an admin session", async () => {
    const id = await request([docs.coa], "anonymous.test@example.com");
    const anonymous = await answer(id, { intent: "approve-documents", approve: docs.coa }, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/adminlogin/);
    expect(await database.db.selectFrom("document_request_decisions").selectAll().where("message_id", "=", id).execute()).toHaveLength(0);
  });
});
