import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import pg from "pg";
import { DatabaseUnavailableError } from "./database-errors.server";

export interface PostgresTimeouts {
  /** Waiting for a free connection of the pool, or for a new one to connect. */
  connectMs: number;
  /** Client side, per statement: a frozen server never answers, so only the client can give up. */
  queryMs: number;
}

/**
 * A pg pool for Kysely in which every statement has a deadline on both sides:
 * - the server cancels a statement after `queryMs` (statement_timeout) and ends a transaction its
 *   client left idle (idle_in_transaction_session_timeout);
 * - the client gives up after `queryMs` even when the server never answers, and then destroys
 *   the connection, so the server aborts the open transaction when it reads the end of stream.
 *
 * A COMMIT already on its way when the server froze would still be applied when it thaws, after
 * the client gave up and answered an error. So every COMMIT travels in one message behind a
 * check of the server's clock: a COMMIT that reaches the server after the client's deadline fails
 * and the transaction rolls back. Writes outside a transaction run inside one for the same
 * reason. (The check assumes the application's and the database's clocks agree within a quarter
 * of `queryMs`.)
 */
/** How busy a pool is, for /metrics: connections open, idle and waited for, and the waits so far. */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
  /** Checkouts that had to wait, and the seconds they waited, since the start. */
  waits: number;
  waitSeconds: number;
}

export function createTimedPool(options: {
  connectionString: string;
  timeouts: PostgresTimeouts;
  max: number;
  onIdleError?: (error: Error) => void;
}): PostgresPool & { stats(): PoolStats } {
  const { connectMs, queryMs } = options.timeouts;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: connectMs,
    statement_timeout: queryMs,
    idle_in_transaction_session_timeout: Math.max(1000, queryMs * 2),
  });
  // An idle connection the server closed (restart, failover) must not crash the process; the
  // pool opens a new one for the next query, and that query reports any lasting failure.
  pool.on("error", (error) => options.onIdleError?.(error));
  // A connection cut while checked out, or after the pool let it go, emits "error" with no pool
  // listener attached, which would end the process. Its query, if any, fails on its own.
  pool.on("connect", (client) => client.on("error", () => {}));
  const wrappers = new WeakMap<pg.PoolClient, TimedClient>();
  let waits = 0;
  let waitSeconds = 0;
  return {
    stats: () => ({ max: options.max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, waits, waitSeconds }),
    async connect() {
      let client: pg.PoolClient;
      // A checkout waits when no idle connection is there to hand out at once.
      const started = pool.idleCount === 0 ? performance.now() : undefined;
      try {
        client = await pool.connect();
        if (started !== undefined) {
          waits++;
          waitSeconds += (performance.now() - started) / 1000;
        }
      } catch (error) {
        throw new DatabaseUnavailableError(`could not connect to the database: ${(error as Error).message}`, { cause: error });
      }
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = new TimedClient(client, queryMs);
        wrappers.set(client, wrapper);
      }
      return wrapper as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

const EMPTY: PostgresQueryResult<never> = { command: "UPDATE", rowCount: 0, rows: [] };

class TimedClient {
  /** Set once a statement timed out: the connection is then in an unknown state and is destroyed. */
  private broken: DatabaseUnavailableError | undefined;
  private inTransaction = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly queryMs: number,
  ) {}

  async query<R>(text: string, parameters: unknown[] = []): Promise<PostgresQueryResult<R>> {
    const command = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? "";
    if (this.broken) {
      // Destroying the connection rolls the transaction back on the server.
      if (command === "rollback") return EMPTY;
      throw this.broken;
    }
    if (command === "begin" || command === "start") {
      const result = await this.run<R>(text, parameters);
      this.inTransaction = true;
      return result;
    }
    if (command === "commit") {
      this.inTransaction = false;
      return this.run<R>(this.guardedCommit(), []);
    }
    if (command === "rollback") {
      this.inTransaction = false;
      return this.run<R>(text, parameters);
    }
    if (this.inTransaction || command === "select") return this.run<R>(text, parameters);
    await this.run("begin", []);
    try {
      const result = await this.run<R>(text, parameters);
      await this.run(this.guardedCommit(), []);
      return result;
    } catch (error) {
      if (!this.broken) await this.run("rollback", []).catch(() => {});
      throw error;
    }
  }

  release(): void {
    // With an error, the pool ends the connection instead of reusing it.
    this.client.release(this.broken);
  }

  /** COMMIT behind a check that the server reads it before the client gives up on it. */
  private guardedCommit(): string {
    const deadline = Date.now() + this.queryMs - Math.ceil(this.queryMs / 4);
    return (
      `do $$ begin if clock_timestamp() > to_timestamp(${deadline} / 1000.0) then ` +
      `raise exception 'commit deadline passed' using errcode = '57014'; end if; end $$; commit`
    );
  }

  private run<R>(text: string, parameters: unknown[]): Promise<PostgresQueryResult<R>> {
    const pending = this.client.query(text, parameters) as unknown as Promise<PostgresQueryResult<R>>;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.broken = new DatabaseUnavailableError(`the database did not answer within ${this.queryMs} ms`);
        reject(this.broken);
      }, this.queryMs);
      pending.then(
        (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}
