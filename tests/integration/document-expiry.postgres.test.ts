import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS, isoDay } from "../../app/schemas/days";
import { DocumentRepository } from "../../server/documents/document-repository.server";
import { login, openServerDatabase } from "../support/admin";
import { addDocument } from "../support/documents";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const day = (days: number) => isoDay(Date.now() + days * DAY_MS);

// Several processes on one database is a PostgreSQL set-up (vitest.config.ts runs *.postgres.test.ts only then).
describe("documents' expiry notices with two servers on one PostgreSQL database", () => {
  let smtp: TestSmtpServer;
  let first: TestServer;
  let second: TestServer;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Both check every 50 ms: their checks meet on the same documents all the time.
    const env = { SMTP_URL: smtp.url, MAIL_FROM: "Website <web@exports.example>", MAIL_TO: "quality@exports.example", DOCUMENT_EXPIRY_CHECK_MS: "50" };
    first = await startTestServer({ env });
    second = await startTestServer({ env, reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
    cookie = await login(first);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.dispose();
    await smtp?.close();
  });

  const subjects = () => smtp.mails.map((mail) => mail.headers.subject ?? "").filter((subject) => subject.startsWith("Document "));

  it("each notice is mailed exactly once, whichever server's check claims it", async () => {
    const due = [45, 30, 12, 0, -3, 59, 1, 60, -40, 25].map((days, index) => ({ title: `Licence ${index + 1}`, days }));
    for (const { title, days } of due) await addDocument(first, cookie, { title, expiresOn: day(days) });
    await until(async () => subjects().length >= due.length, "a notice for each document");
    // Then a sentinel through the other server: its notice means both have checked since.
    await addDocument(second, cookie, { title: "Sentinel", expiresOn: day(44) });
    await until(async () => subjects().includes("Document expires in 44 days: Sentinel"), "the sentinel's notice");
    await addDocument(first, cookie, { title: "Second sentinel", expiresOn: day(43) });
    await until(async () => subjects().includes("Document expires in 43 days: Second sentinel"), "the second sentinel's notice");

    expect(subjects().length).toBe(due.length + 2);
    expect(new Set(subjects()).size).toBe(due.length + 2);
    for (const { title, days } of due) {
      const when = days < 0 ? "expired" : days === 0 ? "expires today" : days === 1 ? "expires in 1 day" : `expires in ${days} days`;
      expect(subjects()).toContain(`Document ${when}: ${title}`);
    }
  });

  it("of twenty claims of one notice fired at once from two connections, exactly one wins and queues one delivery", async () => {
    const a = openServerDatabase(first);
    const b = openServerDatabase(first);
    try {
      const documentId = await addDocument(first, cookie, { title: "Raced", expiresOn: day(-400) });
      // The servers' own checks are kept out of this one: its stage and date are this test's own.
      const notice = { documentId, stage: "test-race", expiresOn: day(-400) };
      const repositories = [new DocumentRepository(a), new DocumentRepository(b)];
      const queued: string[] = [];
      const wins = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          repositories[i % 2]!.claimExpiryNotice({ id: randomUUID(), ...notice }, Date.now(), async (noticeId) => void queued.push(noticeId)),
        ),
      );
      expect(wins.filter(Boolean).length).toBe(1);
      expect(queued.length).toBe(1);
      const rows = await a.db.selectFrom("document_expiry_notices").select("id").where("document_id", "=", documentId).where("stage", "=", "test-race").execute();
      expect(rows.map((row) => row.id)).toEqual(queued);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
