import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/database";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { createLogger } from "../logger.server";
import { RateLimiter } from "../security/rate-limiter.server";
import { MessageRepository } from "../messages/message-repository.server";
import { MessagesService } from "../messages/messages-service.server";
import { OutboxRepository } from "../messages/outbox-repository.server";
import { OutboxWorker, retryDelay, type OutboxOptions } from "./outbox-worker.server";
import { SmtpTransport } from "./smtp-transport.server";

const log = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });

const inquiry = { product: "Zinc Syrup", email: "b@example.com", phone: "", country: "Ghana", message: "Price?" };

describe("retryDelay", () => {
  it("doubles from the base after each failed attempt, up to the cap", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
    expect(retryDelay(40, 30_000, 3_600_000)).toBe(3_600_000);
  });
});

describe("the outbox", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  /** A fresh migrated database; `open` gives further handles on it (another process's pool). */
  async function fresh(): Promise<{ open: () => Database }> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "outbox-test-"));
    const testDb = await createTestDatabase();
    cleanups.push(async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await testDb.drop();
    });
    const open = () => {
      const database = openDatabase({ databaseUrl: testDb.url, dataDir });
      cleanups.unshift(() => database.close());
      return database;
    };
    await migrate(open());
    return { open };
  }

  /** Stores an inquiry through the service's one entry point and gives its id. */
  async function storeInquiry(messages: MessagesService, input: typeof inquiry): Promise<string> {
    const outcome = await messages.submit("inquiry", input, "192.0.2.1");
    if (outcome.kind !== "ok") throw new Error(`not stored: ${JSON.stringify(outcome)}`);
    return outcome.value.id;
  }

  function service(database: Database, onQueued: () => void = () => {}) {
    return new MessagesService({
      db: database.db,
      messages: new MessageRepository(database.db),
      outbox: new OutboxRepository(database.db, database.kind),
      rateLimiter: new RateLimiter(database.db),
      log,
      rateLimit: 1000,
      forwarding: true,
      onQueued,
    });
  }

  it("gives each due row to exactly one of several claimants", async () => {
    const { open } = await fresh();
    const a = open();
    const messages = service(a);
    const ids = new Set<string>();
    for (let i = 0; i < 30; i++) ids.add(await storeInquiry(messages, { ...inquiry, message: `m${i}` }));
    const claimants = [a, open(), open()].map((d) => new OutboxRepository(d.db, d.kind));
    const now = Date.now();
    const rounds = await Promise.all(
      claimants.flatMap((repo, i) =>
        Array.from({ length: 4 }, (_, j) => repo.claimDue({ now, leaseMs: 60_000, limit: 4, token: `t${i}-${j}` })),
      ),
    );
    const claimed = rounds.flat().map((row) => row.message_id);
    expect(claimed.length).toBeLessThanOrEqual(30);
    expect(new Set(claimed).size).toBe(claimed.length);
    // Nothing is due any more until the leases run out; then the rest can be taken.
    const rest = await claimants[0]!.claimDue({ now, leaseMs: 60_000, limit: 100, token: "rest" });
    expect(new Set([...claimed, ...rest.map((r) => r.message_id)])).toEqual(ids);
    expect(await claimants[1]!.claimDue({ now, leaseMs: 60_000, limit: 100, token: "none" })).toEqual([]);
    const expired = await claimants[1]!.claimDue({ now: now + 60_001, leaseMs: 60_000, limit: 100, token: "late" });
    expect(expired).toHaveLength(30);
    expect(expired.every((row) => row.attempts === 2)).toBe(true);
  });

  it("ignores a worker whose lease ran out and whose row another worker took", async () => {
    const { open } = await fresh();
    const database = open();
    const id = await storeInquiry(service(database), inquiry);
    const repo = new OutboxRepository(database.db, database.kind);
    const now = Date.now();
    const [slow] = await repo.claimDue({ now, leaseMs: 10, limit: 1, token: "slow" });
    const [fast] = await repo.claimDue({ now: now + 11, leaseMs: 60_000, limit: 1, token: "fast" });
    expect(slow?.message_id).toBe(id);
    expect(fast?.idempotency_key).toBe(slow?.idempotency_key);
    expect(await repo.markSent(slow!.idempotency_key, "slow", now + 20)).toBe(false);
    expect(await repo.markSent(fast!.idempotency_key, "fast", now + 20)).toBe(true);
    expect((await repo.getByMessageId(id))?.state).toBe("sent");
  });

  describe("the worker", () => {
    let smtp: TestSmtpServer | undefined;
    afterEach(async () => {
      await smtp?.close();
      smtp = undefined;
    });

    const options: OutboxOptions = { maxAttempts: 5, retryBaseMs: 50, retryMaxMs: 1000, leaseMs: 5000, pollMs: 50, batchSize: 5 };

    it("parks a message at once when the server refuses it for good (5xx), and sends it after a retry", async () => {
      const { open } = await fresh();
      const database = open();
      smtp = await startSmtpServer(0, { rejectWith: 550 });
      const makeWorker = (url: string) =>
        new OutboxWorker(
          new OutboxRepository(database.db, database.kind),
          (delivery) => messages.deliveryMail(delivery),
          new SmtpTransport({ url, from: "web@x.example", to: "sales@x.example", messageIdDomain: "x.example" }),
          log,
          options,
        );
      let worker = makeWorker(smtp.url);
      const messages = service(database, () => worker.kick());
      const id = await storeInquiry(messages, inquiry);
      await worker.idle();
      const parked = await messages.getMessage(id);
      expect(parked).toMatchObject({ kind: "ok", value: { delivery: { state: "failed", attempts: 1 } } });
      expect(parked.kind === "ok" && parked.value.delivery?.lastError).toMatch(/550/);
      await worker.stop();

      await smtp.close();
      smtp = await startSmtpServer();
      worker = makeWorker(smtp.url);
      expect(await messages.retryDelivery(id)).toMatchObject({ kind: "ok", value: { id } });
      // No longer parked.
      expect(await messages.retryDelivery(id)).toEqual({ kind: "conflict", message: "Only a failed delivery can be retried", errors: {} });
      expect(await messages.retryDelivery("no-such-id")).toEqual({ kind: "not-found", message: "Message not found" });
      await worker.idle();
      expect(await messages.getMessage(id)).toMatchObject({ kind: "ok", value: { delivery: { state: "sent", attempts: 1, lastError: null } } });
      expect(smtp.mails).toHaveLength(1);
      await worker.stop();
    });
  });
});
