import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { createLogger } from "../logger.server";
import { RateLimiter } from "../security/rate-limiter.server";
import { csvCell } from "../files/cells.server";
import { inboxCsv } from "./inbox-csv.server";
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

/** Stores a message through the service's one entry point and gives its id. */
async function store(service: MessagesService, kind: "contact" | "inquiry", input: object): Promise<string> {
  const outcome = await service.submit(kind, input, "192.0.2.1");
  if (outcome.kind !== "ok") throw new Error(`not stored: ${JSON.stringify(outcome)}`);
  return outcome.value.id;
}

describe("the inbox queries", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let database: Database;
  let service: MessagesService;
  let clock = 1_700_000_000_000;
  let runs = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "inbox-test-"));
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir });
    await migrate(database);
    service = serviceOn(database, { forwarding: true, now: () => (clock += 1000) });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await testDb?.drop();
  });

  const page = { limit: 50, offset: 0 };

  /**
   * Three messages of this test's own, oldest first: every address holds a tag no other test
   * uses, so a test filters by its tag and counts only what it stored, whatever ran before it.
   */
  async function seed() {
    const tag = `t${(runs += 1)}x${Date.now().toString(36)}`;
    const first = await store(service, "contact", { name: "Amara Okafor", email: `amara.${tag}@example.com`, phone: "", interest: "Other", time: "" });
    const second = await store(service, "inquiry", { product: "Neem Soap", email: `buyer.${tag}@example.com`, phone: "", country: "Kenya", message: "100% neem_oil?" });
    const third = await store(service, "contact", { name: "Lin Wei", email: `lin.${tag}@example.com`, phone: "8613800000000", interest: "Cosmetic products", time: "" });
    return { tag, first, second, third };
  }

  it("lists newest first with the delivery state, and counts new messages", async () => {
    const { tag, first, second, third } = await seed();
    const newBefore = await service.countNew();
    const { rows, total } = await service.listInbox({ search: tag }, page);
    expect(total).toBe(3);
    expect(rows.map((r) => r.id)).toEqual([third, second, first]);
    expect(rows.every((r) => r.delivery_state === "queued" && r.attempts === 0)).toBe(true);
    expect((await service.listInbox({ search: tag, status: "new" }, page)).total).toBe(3);
    await store(service, "contact", { name: "One More", email: `more.${tag}@example.com`, phone: "", interest: "Other", time: "" });
    expect(await service.countNew()).toBe(newBefore + 1);
  });

  it("filters by type, status and delivery state", async () => {
    const { tag, first, second } = await seed();
    expect((await service.listInbox({ search: tag, kind: "inquiry" }, page)).rows.map((r) => r.id)).toEqual([second]);
    expect(await service.setStatus(first, { status: "replied" })).toMatchObject({ kind: "ok", value: { id: first, status: "replied" } });
    expect(await service.setStatus("no-such-id", { status: "replied" })).toEqual({ kind: "not-found", message: "Message not found" });
    expect(await service.setStatus(first, { status: "lost" })).toMatchObject({ kind: "invalid", errors: { status: "Choose a status from the list" } });
    expect((await service.listInbox({ search: tag, status: "replied" }, page)).rows.map((r) => r.id)).toEqual([first]);
    expect((await service.listInbox({ search: tag, status: "new" }, page)).total).toBe(2);
    expect((await service.listInbox({ search: tag, delivery: "sent" }, page)).total).toBe(0);
    expect((await service.listInbox({ search: tag, delivery: "queued" }, page)).total).toBe(3);
    expect((await service.listInbox({ search: tag, delivery: "none" }, page)).total).toBe(0);
  });

  it("searches every text field, ignoring case, taking % and _ literally", async () => {
    const { tag, second, third } = await seed();
    const within = async (search: string, kind?: "contact") =>
      (await service.listInbox({ search, kind }, page)).rows.filter((r) => r.email.includes(tag)).map((r) => r.id);
    expect(await within("LIN WEI")).toEqual([third]);
    expect(await within("kenya")).toEqual([second]);
    expect(await within("100%")).toEqual([second]);
    expect(await within("neem_oil")).toEqual([second]);
    expect(await within("_")).toEqual([second]);
    expect(await within("%")).toEqual([second]);
    expect(await within("example.com", "contact")).toHaveLength(2);
  });

  it("pages through the list", async () => {
    const { tag, first } = await seed();
    const second = await service.listInbox({ search: tag }, { limit: 2, offset: 2 });
    expect(second.total).toBe(3);
    expect(second.rows.map((r) => r.id)).toEqual([first]);
  });

  it("keeps messages received in one millisecond in the order they arrived", async () => {
    const frozen = serviceOn(database, { forwarding: false, now: () => 1_700_000_000_000 });
    const tag = `same${Date.now().toString(36)}`;
    const sent: string[] = [];
    for (const name of ["Same Ms One", "Same Ms Two", "Same Ms Three", "Same Ms Four"]) {
      sent.push(await store(frozen, "contact", { name, email: `${tag}@example.com`, phone: "", interest: "Other", time: "" }));
    }
    const { rows } = await frozen.listInbox({ search: tag }, page);
    expect(rows.map((r) => r.id)).toEqual(sent.reverse());
  });

  it("exports the filtered list as CSV", async () => {
    const { tag, first } = await seed();
    await service.setStatus(first, { status: "replied" });
    const csv = await service.exportCsv({ kind: "contact", search: tag });
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Received (ISO 8601),Type,Name,Email,Phone,Interest,Product,Country,Message,Sender's local time,Status,Delivery,Attempts,Last delivery error,ID,Country code,Reference,Company,Destination,Incoterm,Wanted by,Language,Products,Documents requested,Channel,Owner,Stage,Follow-up",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,contact,Lin Wei,lin.${tag}@example.com,8613800000000,Cosmetic products,`);
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
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("+254 (0) 712")).toBe("'+254 (0) 712");
  });

  it("write a phone number in international form as it is, with no apostrophe to show", () => {
    expect(csvCell("+254 712 345 678")).toBe("+254 712 345 678");
    expect(csvCell("+971501234567")).toBe("+971501234567");
  });

  it("give the server's received time in ISO 8601 with its zone, and the sender's time as sent", () => {
    const row = {
      id: "m1", kind: "contact", name: "Asha", email: "asha@example.com", phone: "9810000000", interest: "Nutraceuticals",
      product: null, country: null, country_code: null, message: null, client_time: "22/11/2026, 3:27:00 pm", status: "new",
      company: null, destination: null, incoterm: null, wanted_by: null, documents: null, private_label: null, reference: null, locale: "fr", channel: "web",
      created_at: Date.parse("2026-11-22T09:57:03Z"), updated_at: 0,
      delivery_state: null, attempts: null, last_error: null, next_attempt_at: null, sent_at: null,
      owner_id: "a1", owner_name: "Ravi Kumar", stage: "quoted", lost_reason: null, lost_note: null, follow_up_on: "2026-11-30", tags: "[]", buyer_company: null, buyer_country: null, answered_at: null,
    } as const;
    const cells = (zone: string) => inboxCsv([row], new Map(), zone).trimEnd().split("\r\n")[1]!.split(",");
    expect(cells("Asia/Kolkata")[0]).toBe("2026-11-22T15:27:03+05:30");
    expect(cells("UTC")[0]).toBe("2026-11-22T09:57:03+00:00");
    expect(cells("America/New_York")[0]).toBe("2026-11-22T04:57:03-05:00");
    // The sender's own text, quoted for its comma but otherwise untouched.
    expect(inboxCsv([row], new Map(), "UTC")).toContain(',"22/11/2026, 3:27:00 pm",new,');
    // The language the message was sent in, then the products (none: not a quote request), the documents (none: not a document request), the channel, and the lead's owner, stage and follow-up.
    expect(cells("UTC").slice(-7)).toEqual(["fr", "", "", "web", "Ravi Kumar", "quoted", "2026-11-30"]);
  });

  it("start with a byte-order mark and end lines with CRLF", () => {
    expect(inboxCsv([])).toMatch(/^\uFEFFReceived \(ISO 8601\),.*,Wanted by,Language,Products,Documents requested,Channel,Owner,Stage,Follow-up\r\n$/);
  });
});

describe("the dashboard's lead figures", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let database: Database;
  // Wednesday 18 November 2026, noon UTC: the current week began on Monday the 16th.
  const now = Date.UTC(2026, 10, 18, 12);
  const since = Date.UTC(2026, 4, 25);
  let at = since;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "leads-test-"));
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir });
    await migrate(database);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await testDb?.drop();
  });

  const inquiry = (product: string, country: string) => ({ product, email: "b@example.com", phone: "", country, message: "Price?" });
  const contact = { name: "A", email: "a@example.com", phone: "", interest: "Other" };

  it("counts six months of weeks (Monday to Sunday, UTC), the most requested products and the countries", async () => {
    const service = serviceOn(database, { forwarding: false, now: () => at });
    const storeAt = async (time: number, kind: "contact" | "inquiry", input: object) => {
      at = time;
      await store(service, kind, input);
    };
    await storeAt(since - 1, "inquiry", inquiry("Too Old", "Kenya"));
    await storeAt(since, "inquiry", inquiry("Amoxicillin 500 Capsules", "Perú"));
    await storeAt(since + 7 * 86_400_000 - 1, "contact", contact);
    await storeAt(since + 7 * 86_400_000, "inquiry", inquiry("Neem Soap", "USA"));
    await storeAt(Date.UTC(2026, 10, 16), "inquiry", inquiry("Amoxicillin 500 Capsules", "Peru"));
    await storeAt(Date.UTC(2026, 10, 18, 11), "inquiry", inquiry("Amoxicillin 500 Capsules", "Viet Nam"));
    await storeAt(Date.UTC(2026, 10, 18, 11, 30), "contact", contact);

    const stats = await service.leadStats(now);
    expect(stats.since).toBe(since);
    expect(stats.weeks).toHaveLength(26);
    expect(stats.weeks[0]).toEqual({ start: since, count: 2 });
    expect(stats.weeks[1]).toEqual({ start: since + 7 * 86_400_000, count: 1 });
    expect(stats.weeks[25]).toEqual({ start: Date.UTC(2026, 10, 16), count: 3 });
    expect(stats.weeks.slice(2, 25).every((week) => week.count === 0)).toBe(true);
    expect(stats.products).toEqual([
      { name: "Amoxicillin 500 Capsules", count: 3 },
      { name: "Neem Soap", count: 1 },
    ]);
    expect(stats.countries).toEqual([
      { code: "PE", name: "Peru", count: 2 },
      { code: "US", name: "United States", count: 1 },
      { code: "VN", name: "Vietnam", count: 1 },
    ]);
  });

  it("starts the weeks on the Monday, 25 weeks before the current one", async () => {
    const { weekStart, leadWeeksStart } = await import("./lead-stats.server");
    expect(weekStart(Date.UTC(2026, 10, 22, 23, 59))).toBe(Date.UTC(2026, 10, 16));
    expect(weekStart(Date.UTC(2026, 10, 16))).toBe(Date.UTC(2026, 10, 16));
    expect(weekStart(Date.UTC(2026, 10, 15, 23, 59))).toBe(Date.UTC(2026, 10, 9));
    expect(leadWeeksStart(now)).toBe(since);
  });
});
