import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS, isoDay } from "../../app/schemas/days";
import { login, openServerDatabase } from "../support/admin";
import { addDocument, saveDocumentDetails } from "../support/documents";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

/** YYYY-MM-DD, `days` from today (UTC): the server decides on the same clock's day. */
const day = (days: number) => isoDay(Date.now() + days * DAY_MS);

describe("documents' expiry notices, mailed to the company through the outbox", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Website <web@exports.example>",
        MAIL_TO: "quality@exports.example",
        SITE_URL: "https://exports.example",
        // Checked every tenth of a second: a notice sent twice would show at once.
        DOCUMENT_EXPIRY_CHECK_MS: "100",
      },
    });
    cookie = await login(server);
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  const notices = () => smtp.mails.filter((mail) => mail.headers.subject?.startsWith("Document "));
  const subjects = () => notices().map((mail) => mail.headers.subject);
  /** Waits for the notice with this subject, which a check after everything before it sent. */
  const noticeSaying = (subject: string) => until(async () => notices().find((mail) => mail.headers.subject === subject), `the notice "${subject}"`);

  it("mails once as a document comes within 60 days, once within 30, once when expired; a renewed date is watched again", async () => {
    const id = await addDocument(server, cookie, { title: "Boiler licence", number: "BL/2021/7", issuer: "Chief Inspector of Boilers", expiresOn: day(45) });
    const first = await noticeSaying("Document expires in 45 days: Boiler licence");
    expect(first.headers.to).toContain("quality@exports.example");
    expect(first.text).toContain(`Boiler licence expires in 45 days, on ${day(45)}`);
    expect(first.text).toContain("Number: BL/2021/7");
    expect(first.text).toContain(`https://exports.example/admindocuments/${id}`);

    await saveDocumentDetails(server, cookie, id, { title: "Boiler licence", expiresOn: day(10) });
    await noticeSaying("Document expires in 10 days: Boiler licence");
    await saveDocumentDetails(server, cookie, id, { title: "Boiler licence", expiresOn: day(-1) });
    const expired = await noticeSaying("Document expired: Boiler licence");
    expect(expired.text).toContain(`expired on ${day(-1)}`);

    // Renewed for three years: nothing now; the new date gets its own notices when it nears.
    await saveDocumentDetails(server, cookie, id, { title: "Boiler licence", expiresOn: day(3 * 365) });
    await addDocument(server, cookie, { title: "Checked after the renewal", expiresOn: day(50) });
    await noticeSaying("Document expires in 50 days: Checked after the renewal");
    expect(subjects().filter((subject) => subject?.endsWith(": Boiler licence"))).toEqual([
      "Document expires in 45 days: Boiler licence",
      "Document expires in 10 days: Boiler licence",
      "Document expired: Boiler licence",
    ]);
  });

  it("sends only the furthest stage a new document has reached, and nothing for one more than 60 days off or without an end", async () => {
    const before = notices().length;
    await addDocument(server, cookie, { title: "Added late", expiresOn: day(20), visibility: "internal" });
    await addDocument(server, cookie, { title: "Added expired", expiresOn: day(-30), visibility: "on-request" });
    await addDocument(server, cookie, { title: "Far off", expiresOn: day(61) });
    await addDocument(server, cookie, { title: "Without an end" });
    // A document added after those four: its notice means a check has looked at them all.
    await addDocument(server, cookie, { title: "Sentinel", expiresOn: day(59) });
    await noticeSaying("Document expires in 59 days: Sentinel");
    // The check that claimed the sentinel's notice claimed every other due one with it; their
    // mails may be delivered in any order, so the outbox is let drain before the count.
    const db = openServerDatabase(server);
    try {
      const drained = await until(async () => {
        const rows = await db.db.selectFrom("outbox").select(["state", "notice_id"]).where("notice_id", "is not", null).execute();
        return rows.every((row) => row.state === "sent") && notices().length === rows.length ? rows : undefined;
      }, "every notice's mail sent");
      expect(new Set(drained.map((row) => row.state))).toEqual(new Set(["sent"]));
    } finally {
      await db.close();
    }
    expect(
      notices()
        .slice(before)
        .map((mail) => mail.headers.subject)
        .sort(),
    ).toEqual(["Document expired: Added expired", "Document expires in 20 days: Added late", "Document expires in 59 days: Sentinel"]);
  });
});
