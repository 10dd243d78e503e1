import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema.server";

/**
 * Time left in a window, never more than the window itself: a concurrent request whose clock read
 * came a millisecond later may have opened the window "after" this request's `now`.
 */
function remaining(windowStart: number, windowMs: number, now: number): number {
  return Math.min(windowMs, Math.max(0, windowStart + windowMs - now));
}

export interface RateLimitState {
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  retryAfterMs: number;
  /** When the current window began (0 when there is none): names the window a hit was counted in. */
  windowStart: number;
}

/**
 * Fixed-window counters kept in the database, so every process behind a load balancer sees the
 * same counts. Each hit is one atomic upsert: concurrent requests never lose an increment.
 */
export class RateLimiter {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit against `key` in a window of `windowMs` and returns the new state. */
  async hit(key: string, windowMs: number): Promise<RateLimitState> {
    const now = this.now();
    const expired = now - windowMs;
    const row = await this.db
      .insertInto("rate_limits")
      .values({ key, window_start: now, count: 1 })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
          window_start: sql<number>`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
        }),
      )
      .returning(["count", "window_start"])
      .executeTakeFirstOrThrow();
    const windowStart = Number(row.window_start);
    return { count: Number(row.count), retryAfterMs: remaining(windowStart, windowMs, now), windowStart };
  }

  /**
   * Takes back one hit counted by `hit` in the window that began at `windowStart`. A window that
   * has started again since holds none of that hit, so it is left alone.
   */
  async release(key: string, windowStart: number): Promise<void> {
    await this.db
      .updateTable("rate_limits")
      .set({ count: sql<number>`count - 1` })
      .where("key", "=", key)
      .where("window_start", "=", windowStart)
      .where("count", ">", 0)
      .execute();
  }

  /** The current state without counting a hit: zero when the window has passed. */
  async peek(key: string, windowMs: number): Promise<RateLimitState> {
    const now = this.now();
    const row = await this.db
      .selectFrom("rate_limits")
      .select(["count", "window_start"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (!row || Number(row.window_start) <= now - windowMs) return { count: 0, retryAfterMs: 0, windowStart: 0 };
    const windowStart = Number(row.window_start);
    return { count: Number(row.count), retryAfterMs: remaining(windowStart, windowMs, now), windowStart };
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom("rate_limits").where("key", "=", key).execute();
  }

  /** Drops counters whose window ended long ago; called now and then, not on every hit. */
  async prune(olderThanMs: number): Promise<void> {
    await this.db.deleteFrom("rate_limits").where("window_start", "<", this.now() - olderThanMs).execute();
  }
}
