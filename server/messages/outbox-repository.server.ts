import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from "kysely";
import type { DbKind } from "../db/database.server";
import type { DB, OutboxRecipient, OutboxTable } from "../db/schema.server";

export type OutboxRow = Selectable<OutboxTable>;

/** A row is due when it waits and its time has come, or when a worker's lease on it ran out. */
function due(now: number) {
  return (eb: ExpressionBuilder<DB, "outbox">) =>
    eb.or([
      eb.and([eb("state", "=", "queued"), eb("next_attempt_at", "<=", now)]),
      eb.and([eb("state", "=", "sending"), eb("claimed_until", "<", now)]),
    ]);
}

/** What one delivery delivers: exactly one of the four (the table's check says so too). */
export type OutboxSubject = { messageId: string; recipient: OutboxRecipient } | { noticeId: string } | { mailId: string } | { digestId: string };

export class OutboxRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: DbKind,
  ) {}

  /**
   * Queues one delivery, due now: a message's to a recipient, a document's expiry notice to the
   * company, a reply to its buyer or a follow-up digest to its admin. Given the transaction that
   * stores what it delivers, the two commit together. `idempotencyKey` is given when the mail's
   * Message-ID must be known before it is sent (a reply's, kept in its thread).
   */
  async queue(subject: OutboxSubject, now: number, executor: Kysely<DB> = this.db, idempotencyKey: string = randomUUID()): Promise<void> {
    await executor
      .insertInto("outbox")
      .values({
        message_id: "messageId" in subject ? subject.messageId : null,
        notice_id: "noticeId" in subject ? subject.noticeId : null,
        mail_id: "mailId" in subject ? subject.mailId : null,
        digest_id: "digestId" in subject ? subject.digestId : null,
        recipient: "messageId" in subject ? subject.recipient : "mailId" in subject ? "buyer" : "digestId" in subject ? "admin" : "company",
        idempotency_key: idempotencyKey,
        state: "queued",
        attempts: 0,
        next_attempt_at: now,
        claim_token: null,
        claimed_until: null,
        last_error: null,
        sent_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  /** The message's delivery to `recipient` (the company's unless said otherwise). */
  async getByMessageId(messageId: string, recipient: OutboxRecipient = "company"): Promise<OutboxRow | undefined> {
    return this.db
      .selectFrom("outbox")
      .selectAll()
      .where("message_id", "=", messageId)
      .where("recipient", "=", recipient)
      .executeTakeFirst();
  }

  /**
   * Claims up to `limit` due rows for one worker, counting an attempt on each. One statement:
   * PostgreSQL skips rows another process has locked; SQLite runs the conditional UPDATE
   * under its single write lock. Either way a row goes to exactly one claimant.
   */
  async claimDue(options: { now: number; leaseMs: number; limit: number; token: string }): Promise<OutboxRow[]> {
    const { now, leaseMs, limit, token } = options;
    let pick = this.db.selectFrom("outbox").select("idempotency_key").where(due(now)).orderBy("next_attempt_at").limit(limit);
    if (this.kind === "postgres") pick = pick.forUpdate().skipLocked();
    return this.db
      .updateTable("outbox")
      .set({
        state: "sending",
        claim_token: token,
        claimed_until: now + leaseMs,
        attempts: sql<number>`attempts + 1`,
        updated_at: now,
      })
      .where("idempotency_key", "in", pick)
      .where(due(now))
      .returningAll()
      .execute();
  }

  /** False when the claim was lost (the lease ran out and another worker took the row). */
  async markSent(idempotencyKey: string, token: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable("outbox")
      .set({ state: "sent", sent_at: now, claim_token: null, claimed_until: null, last_error: null, updated_at: now })
      .where("idempotency_key", "=", idempotencyKey)
      .where("claim_token", "=", token)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Back to the queue for a later attempt, or parked as failed. */
  async markFailed(
    idempotencyKey: string,
    token: string,
    outcome: { state: "queued" | "failed"; nextAttemptAt: number; error: string },
    now: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("outbox")
      .set({
        state: outcome.state,
        next_attempt_at: outcome.nextAttemptAt,
        last_error: outcome.error,
        claim_token: null,
        claimed_until: null,
        updated_at: now,
      })
      .where("idempotency_key", "=", idempotencyKey)
      .where("claim_token", "=", token)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** How much mail waits, how long the oldest has waited, and how much is parked (for /metrics). */
  async backlog(now: number): Promise<{ pending: number; oldestPendingSeconds: number; parked: number }> {
    const row = await this.db
      .selectFrom("outbox")
      .select((eb) => [
        eb.fn.count<number>(eb.case().when("state", "in", ["queued", "sending"]).then(1).end()).as("pending"),
        eb.fn.min<number | null>(eb.case().when("state", "in", ["queued", "sending"]).then(eb.ref("created_at")).end()).as("oldest"),
        eb.fn.count<number>(eb.case().when("state", "=", "failed").then(1).end()).as("parked"),
      ])
      .executeTakeFirstOrThrow();
    const oldest = row.oldest === null ? null : Number(row.oldest);
    return {
      pending: Number(row.pending),
      oldestPendingSeconds: oldest === null ? 0 : Math.max(0, (now - oldest) / 1000),
      parked: Number(row.parked),
    };
  }

  /** The message's parked rows go back to the queue with a fresh count of attempts; false if none was parked. */
  async requeueFailed(messageId: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable("outbox")
      .set({ state: "queued", attempts: 0, next_attempt_at: now, updated_at: now })
      .where("message_id", "=", messageId)
      .where("state", "=", "failed")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
