import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import type { Database } from "../../server/db/database.server";
import { openServerDatabase } from "../support/admin";
import { startImapServer, type TestImapServer } from "../support/imap";
import { quoteTerms } from "../support/quote-request";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const products = productSeeds.map(normalizeProduct);

// Several processes on one database is a PostgreSQL set-up (vitest.config.ts runs *.postgres.test.ts only then).
describe("buyers' answers read by two servers polling one mailbox, on one PostgreSQL database", () => {
  let smtp: TestSmtpServer;
  let imap: TestImapServer;
  let first: TestServer;
  let second: TestServer;
  let database: Database;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    imap = await startImapServer();
    // Both look every 50 ms: their looks meet on the same unread mails all the time.
    const env = { SMTP_URL: smtp.url, MAIL_FROM: "Sales <sales@mailbox.example>", MAIL_TO: "sales@mailbox.example", IMAP_URL: imap.url, IMAP_POLL_MS: "50", FORM_RATE_LIMIT: "1000" };
    first = await startTestServer({ env });
    second = await startTestServer({ env, reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
    database = openServerDatabase(first);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await second?.stop();
    await first?.dispose();
    await imap?.close();
    await smtp?.close();
  });

  it("stores each answer exactly once, on its lead's timeline once, and leaves none unread", async () => {
    const buyer = "race@grossiste.example";
    const res = await fetch(`${first.url}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...quoteTerms, email: buyer, lines: [{ product: products[0]!.slug, quantity: 10, unit: "boxes" }] }),
    });
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as { data: { id: string } }).data;
    await until(async () => smtp.mails.find((mail) => mail.headers.to === buyer), "the acknowledgement");
    const acknowledgement = smtp.mails.find((mail) => mail.headers.to === buyer)!.headers["message-id"]!;

    const answers = 20;
    const orphans = 5;
    for (let n = 1; n <= answers; n += 1) {
      await imap.deliver([`From: ${buyer}`, "To: sales@mailbox.example", `Subject: Re: answer ${n}`, `Message-ID: <race-${n}@grossiste.example>`, `In-Reply-To: ${acknowledgement}`, "", `Answer ${n}`, ""].join("\n"));
    }
    for (let n = 1; n <= orphans; n += 1) {
      await imap.deliver(["From: other@elsewhere.example", "To: sales@mailbox.example", `Subject: Hello ${n}`, `Message-ID: <orphan-race-${n}@elsewhere.example>`, "", `Orphan ${n}`, ""].join("\n"));
    }
    await until(async () => (await imap.counts()).unread === 0, "every mail read", 60_000);
    // A last look by both after everything was read.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stored = await database.db.selectFrom("lead_mails").select(["rfc_message_id", "state", "message_id"]).where("direction", "=", "in").execute();
    expect(stored).toHaveLength(answers + orphans);
    expect(new Set(stored.map((row) => row.rfc_message_id)).size).toBe(answers + orphans);
    expect(stored.filter((row) => row.message_id === id && row.state === "thread")).toHaveLength(answers);
    expect(stored.filter((row) => row.state === "unmatched")).toHaveLength(orphans);
    const entries = await database.db.selectFrom("lead_events").select("detail").where("message_id", "=", id).where("kind", "=", "mail-in").execute();
    expect(entries).toHaveLength(answers);
    // Both servers took part: each logged answers it stored.
    expect(first.output()).toContain("answers read from the mailbox");
    expect(second.output()).toContain("answers read from the mailbox");
  });
});
