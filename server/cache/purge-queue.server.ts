import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { DbKind } from "../db/database.server";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";
import type { BacklogStats } from "../metrics.server";
import type { Purger } from "./purgers.server";
import { QueueWorker } from "../queue-worker.server";

/** A row is due when it waits and its time has come, or when a worker's lease on it ran out. */
function due(now: number) {
  return (eb: ExpressionBuilder<DB, "cache_purges">) =>
    eb.or([
      eb.and([eb("state", "=", "queued"), eb("next_attempt_at", "<=", now)]),
      eb.and([eb("state", "=", "sending"), eb("claimed_until", "<", now)]),
    ]);
}

export interface ClaimedPurge {
  id: string;
  tags: string[];
  attempts: number;
}

/** The purges waiting for the cache in front (table cache_purges), shared by every process on one database. */
export class PurgeQueue {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: DbKind,
  ) {}

  async enqueue(tags: readonly string[], dueAt: number, now: number): Promise<void> {
    await this.db
      .insertInto("cache_purges")
      .values({ id: randomUUID(), tags: tags.join(" "), state: "queued", attempts: 0, next_attempt_at: dueAt, claim_token: null, claimed_until: null, last_error: null, created_at: now })
      .execute();
  }

  /** Claims up to `limit` due purges for one worker (SKIP LOCKED on PostgreSQL, the write lock on SQLite). */
  async claimDue(options: { now: number; leaseMs: number; limit: number; token: string }): Promise<ClaimedPurge[]> {
    const { now, leaseMs, limit, token } = options;
    let pick = this.db.selectFrom("cache_purges").select("id").where(due(now)).orderBy("next_attempt_at").limit(limit);
    if (this.kind === "postgres") pick = pick.forUpdate().skipLocked();
    const rows = await this.db
      .updateTable("cache_purges")
      .set({ state: "sending", claim_token: token, claimed_until: now + leaseMs, attempts: sql<number>`attempts + 1` })
      .where("id", "in", pick)
      .where(due(now))
      .returning(["id", "tags", "attempts"])
      .execute();
    return rows.map((row) => ({ id: row.id, tags: row.tags.split(" ").filter(Boolean), attempts: Number(row.attempts) }));
  }

  async done(id: string, token: string): Promise<void> {
    await this.db.deleteFrom("cache_purges").where("id", "=", id).where("claim_token", "=", token).execute();
  }

  async retryLater(id: string, token: string, nextAttemptAt: number, error: string): Promise<void> {
    await this.db
      .updateTable("cache_purges")
      .set({ state: "queued", next_attempt_at: nextAttemptAt, last_error: error, claim_token: null, claimed_until: null })
      .where("id", "=", id)
      .where("claim_token", "=", token)
      .execute();
  }

  /** For /metrics: purges not yet accepted and the age of the oldest; none is ever parked. */
  async backlog(now: number): Promise<BacklogStats> {
    const row = await this.db
      .selectFrom("cache_purges")
      .select((eb) => [eb.fn.countAll<number>().as("pending"), eb.fn.min<number | null>("created_at").as("oldest")])
      .executeTakeFirstOrThrow();
    const oldest = row.oldest === null ? null : Number(row.oldest);
    return { pending: Number(row.pending), oldestPendingSeconds: oldest === null ? 0 : Math.max(0, (now - oldest) / 1000), parked: 0 };
  }
}

export interface PurgeWorkerOptions {
  /** Wait after the first failure; doubles after each further one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
  /** How often the queue is looked at (retries that came due, other processes' purges). */
  pollMs: number;
  batchSize: number;
}

/**
 * Sends queued purges through the configured purger, retrying with backoff until the cache
 * accepts them: a purge is never dropped (the cache would keep a stale page until its s-maxage).
 * Woken at once when a purge is queued here; on PostgreSQL any process may send any purge.
 */
export class PurgeWorker extends QueueWorker {
  constructor(
    private readonly queue: PurgeQueue,
    private readonly purger: Purger,
    private readonly log: Logger,
    private readonly options: PurgeWorkerOptions,
    private readonly now: () => number = Date.now,
  ) {
    super(options.pollMs);
  }

  protected async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const token = randomUUID();
        const claimed = await this.queue.claimDue({ now: this.now(), leaseMs: this.options.leaseMs, limit: this.options.batchSize, token });
        if (claimed.length === 0) return;
        await Promise.all(claimed.map((purge) => this.send(purge, token)));
      }
    } catch (err) {
      if (!this.stopped) this.log.warn({ err }, "cache purge pass failed");
    }
  }

  private async send(purge: ClaimedPurge, token: string): Promise<void> {
    try {
      await this.purger.purge(purge.tags);
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const wait = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** Math.max(0, purge.attempts - 1));
      await this.queue.retryLater(purge.id, token, this.now() + wait, error);
      this.log.warn({ purger: this.purger.name, tags: purge.tags, attempts: purge.attempts, retryInMs: wait, error }, "cache purge failed; will retry");
      return;
    }
    await this.queue.done(purge.id, token);
    this.log.info({ purger: this.purger.name, tags: purge.tags, attempts: purge.attempts }, "cache purged");
  }
}
