import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeProduct } from "../../app/schemas/product";
import { productSeeds } from "../../content/products";
import { login } from "../support/admin";
import { quoteTerms } from "../support/quote-request";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const products = productSeeds.map(normalizeProduct);

// Several processes on one database is a PostgreSQL set-up (vitest.config.ts runs *.postgres.test.ts only then).
describe("a quotation's reminder with two servers on one PostgreSQL database", () => {
  let smtp: TestSmtpServer;
  let first: TestServer;
  let second: TestServer;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Both check every 50 ms, and a quotation valid for 30 days is due at once.
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Sales <sales@exports.example>",
      QUOTATION_REMINDER_DAYS: "30",
      QUOTATION_REMINDER_CHECK_MS: "50",
      FORM_RATE_LIMIT: "1000",
    };
    first = await startTestServer({ env });
    second = await startTestServer({
      env,
      reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl },
    });
    cookie = await login(first);
  }, 60_000);
  afterAll(async () => {
    await second?.stop();
    await first?.dispose();
    await smtp?.close();
  });

  const post = (
    server: TestServer,
    path: string,
    fields: Array<[string, string]>,
  ) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("reminds the buyer exactly once, whichever server's check claims it", async () => {
    const buyers = [
      "one@buyers.example",
      "two@buyers.example",
      "three@buyers.example",
    ];
    for (const email of buyers) {
      const res = await fetch(`${first.url}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...quoteTerms,
          email,
          lines: [{ product: products[0]!.slug, quantity: 10, unit: "boxes" }],
        }),
      });
      const id = ((await res.json()) as { data: { id: string } }).data.id;
      const editor = (
        await post(first, `/adminmessages/${id}`, [
          ["intent", "create-quotation"],
        ])
      ).headers.get("location")!;
      const validUntil = new Date(Date.now() + 10 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const saved = await post(first, editor, [
        ["intent", "save"],
        ["currency", "USD"],
        ["language", "en"],
        ["incoterm", "FOB"],
        ["port", "Nhava Sheva"],
        ["paymentTerms", ""],
        ["leadTime", ""],
        ["validUntil", validUntil],
        ["notes", ""],
        ["discount", "0"],
        ["line.slug", ""],
        ["line.product", "Verdamol 500 Tablets"],
        ["line.quantity", "10"],
        ["line.unit", "boxes"],
        ["line.price", "2"],
      ]);
      expect(saved.status).toBe(200);
      // Sent through the second server: both take part.
      expect((await post(second, editor, [["intent", "send"]])).status).toBe(
        200,
      );
    }
    const reminders = () =>
      smtp.mails.filter((mail) =>
        (mail.headers.subject ?? "").startsWith("Reminder: quotation"),
      );
    await until(
      async () => reminders().length >= buyers.length,
      "a reminder for each buyer",
      30_000,
    );
    // Many more checks by both servers.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(
      reminders()
        .map((mail) => mail.headers.to)
        .sort(),
    ).toEqual([...buyers].sort());
  });
});
