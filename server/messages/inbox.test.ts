import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { createLogger } from "../logger.server";
import { RateLimiter } from "../security/rate-limiter.server";
import { csvCell, inboxCsv } from "./inbox-csv.server";
import { MessageRepository } from "./message-repository.server";
import { MessagesService } from "./messages-service.server";
import { OutboxRepository } from "./outbox-repository.server";

/** The messages service on a test database, with a clock of the test's choosing. */
function serviceOn(database: Database, { forwarding, now }: { forwarding: boolean; now: () => number }) {
  return new MessagesService({
    db: database.db,
    messages: new MessageRepository(database.db),
    outbox: new OutboxRepository(database.db, database.kind),
    rateLimiter: new RateLimiter(database.db),
    log: createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" }),
    rateLimit: 1000,
    forwarding,
    onQueued: () => {},
    now,
  });
}

describe("the inbox queries", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let database: Database;
  let service: MessagesService;
  let clock = 1_700_000_000_000;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "inbox-test-"));
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir });
    await migrate(database);
    service = serviceOn(database, { forwarding: true, now: () => (clock += 1000) });
    ids.first = await service.storeContact({ name: "Amara Okafor", email: "amara@example.com", phone: "", interest: "Other", time: "" });
    ids.second = await service.storeInquiry({ product: "Neem Soap", email: "buyer@example.com", phone: "", country: "Kenya", message: "100% neem_oil?" });
    ids.third = await service.storeContact({ name: "Lin Wei", email: "lin@example.com", phone: "8613800000000", interest: "Cosmetic products", time: "" });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await testDb?.drop();
  });

  const page = { limit: 50, offset: 0 };

  it("lists newest first with the delivery state, and counts new messages", async () => {
    const { rows, total } = await service.listInbox({}, page);
    expect(total).toBe(3);
    expect(rows.map((r) => r.id)).toEqual([ids.third, ids.second, ids.first]);
    expect(rows.every((r) => r.delivery_state === "queued" && r.attempts === 0)).toBe(true);
    expect(await service.countNew()).toBe(3);
  });

  it("filters by type, status and delivery state", async () => {
    expect((await service.listInbox({ kind: "inquiry" }, page)).rows.map((r) => r.id)).toEqual([ids.second]);
    expect(await service.setStatus(ids.first!, "replied")).toBe(true);
    expect(await service.setStatus("no-such-id", "replied")).toBe(false);
    expect((await service.listInbox({ status: "replied" }, page)).rows.map((r) => r.id)).toEqual([ids.first]);
    expect(await service.countNew()).toBe(2);
    expect((await service.listInbox({ delivery: "sent" }, page)).total).toBe(0);
    expect((await service.listInbox({ delivery: "queued" }, page)).total).toBe(3);
    expect((await service.listInbox({ delivery: "none" }, page)).total).toBe(0);
  });

  it("searches every text field, ignoring case, taking % and _ literally", async () => {
    expect((await service.listInbox({ search: "LIN WEI" }, page)).rows.map((r) => r.id)).toEqual([ids.third]);
    expect((await service.listInbox({ search: "kenya" }, page)).rows.map((r) => r.id)).toEqual([ids.second]);
    expect((await service.listInbox({ search: "100%" }, page)).rows.map((r) => r.id)).toEqual([ids.second]);
    expect((await service.listInbox({ search: "neem_oil" }, page)).total).toBe(1);
    expect((await service.listInbox({ search: "_" }, page)).total).toBe(1);
    expect((await service.listInbox({ search: "%" }, page)).total).toBe(1);
    expect((await service.listInbox({ search: "example.com", kind: "contact" }, page)).total).toBe(2);
  });

  it("pages through the list", async () => {
    const second = await service.listInbox({}, { limit: 2, offset: 2 });
    expect(second.total).toBe(3);
    expect(second.rows.map((r) => r.id)).toEqual([ids.first]);
  });

  it("keeps messages received in one millisecond in the order they arrived", async () => {
    const frozen = serviceOn(database, { forwarding: false, now: () => 1_700_000_000_000 });
    const sent: string[] = [];
    for (const name of ["Same Ms One", "Same Ms Two", "Same Ms Three", "Same Ms Four"]) {
      sent.push(await frozen.storeContact({ name, email: "same@example.com", phone: "", interest: "Other", time: "" }));
    }
    const { rows } = await frozen.listInbox({ search: "Same Ms" }, page);
    expect(rows.map((r) => r.id)).toEqual(sent.reverse());
    // Nothing else in this file counts on the total after this point.
    await database.db.deleteFrom("messages").where("email", "=", "same@example.com").execute();
  });

  it("exports the filtered list as CSV", async () => {
    const csv = await service.exportCsv({ kind: "contact" });
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Received (ISO 8601),Type,Name,Email,Phone,Interest,Product,Country,Message,Sender's local time,Status,Delivery,Attempts,Last delivery error,ID",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",contact,Lin Wei,lin@example.com,8613800000000,Cosmetic products,");
    expect(lines[2]).toContain(",replied,queued,0,,");
  });
});

describe("CSV cells", () => {
  it("quote separators, quotes and line breaks", () => {
    expect(csvCell('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
  });

  it("defuse text a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe(`"'=HYPERLINK(""http://evil"")"`);
    for (const start of ["+", "-", "@", "\t"]) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
  });

  it("give the server's received time in ISO 8601 with its zone, and the sender's time as sent", () => {
    const row = {
      id: "m1", kind: "contact", name: "Asha", email: "asha@example.com", phone: "9810000000", interest: "Nutraceuticals",
      product: null, country: null, message: null, client_time: "22/11/2026, 3:27:00 pm", status: "new",
      created_at: Date.parse("2026-11-22T09:57:03Z"), updated_at: 0,
      delivery_state: null, attempts: null, last_error: null, next_attempt_at: null, sent_at: null,
    } as const;
    const cells = (zone: string) => inboxCsv([row], zone).trimEnd().split("\r\n")[1]!.split(",");
    expect(cells("Asia/Kolkata")[0]).toBe("2026-11-22T15:27:03+05:30");
    expect(cells("UTC")[0]).toBe("2026-11-22T09:57:03+00:00");
    expect(cells("America/New_York")[0]).toBe("2026-11-22T04:57:03-05:00");
    // The sender's own text, quoted for its comma but otherwise untouched.
    expect(inboxCsv([row], "UTC")).toContain(',"22/11/2026, 3:27:00 pm",new,');
  });

  it("start with a byte-order mark and end lines with CRLF", () => {
    expect(inboxCsv([])).toMatch(/^\uFEFFReceived \(ISO 8601\),.*,ID\r\n$/);
  });
});
