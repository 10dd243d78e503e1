import BetterSqlite3 from "better-sqlite3";
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
  type MigrationLockOptions,
  type MigrationResultSet,
} from "kysely";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Logger } from "../logger.server";
import { DatabaseUnavailableError } from "./database-errors.server";
import { migrations } from "./migrations/index.server";
import { createTimedPool, type PoolStats } from "./postgres-pool.server";
import type { DB } from "./schema.server";
import { TimedSqliteDriver } from "./sqlite-driver.server";

export type DbKind = "sqlite" | "postgres";

export interface Database {
  kind: DbKind;
  db: Kysely<DB>;
  /** True when the database answers a trivial query within the health timeout, on a path of its own. */
  ping(): Promise<boolean>;
  /** PostgreSQL: the pool's connections and waits (for /metrics); undefined on SQLite. */
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
}

// int8 (counts, epoch milliseconds) would otherwise arrive as strings from PostgreSQL.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** How long the database may take; the defaults keep /healthz within 2 s and API writes within 5 s. */
export interface DatabaseTimeouts {
  /** PostgreSQL: waiting for a pooled connection or for a new one to connect. */
  connectMs: number;
  /** PostgreSQL: per statement, on the server and on the client. SQLite: waiting for another process's write lock. */
  queryMs: number;
  /** The health check's own query, on its own connection. */
  healthMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 1500, queryMs: 3000, healthMs: 1500 };

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
  timeouts?: Partial<DatabaseTimeouts>;
}): Database {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  if (options.databaseUrl) {
    const pool = createTimedPool({
      connectionString: options.databaseUrl,
      max: 10,
      timeouts,
      onIdleError: options.onIdleError,
    });
    // The health check has a connection of its own, so it answers even when every pooled
    // connection is stuck on a frozen server.
    const healthPool = createTimedPool({
      connectionString: options.databaseUrl,
      max: 1,
      timeouts: { connectMs: timeouts.healthMs, queryMs: timeouts.healthMs },
      onIdleError: options.onIdleError,
    });
    const health = new Kysely<DB>({ dialect: new PostgresDialect({ pool: healthPool }) });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return wrap("postgres", db, {
      ping: () => sql`select 1`.execute(health),
      close: () => health.destroy(),
      timeoutMs: timeouts.healthMs,
      poolStats: () => pool.stats(),
    });
  }
  mkdirSync(options.dataDir, { recursive: true });
  const filePath = path.join(options.dataDir, SQLITE_FILE);
  const file = new BetterSqlite3(filePath);
  // WAL lets readers work during a write; FULL makes a committed message survive a power cut.
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  // Waits for another process's lock happen in TimedSqliteDriver, without blocking the process.
  file.pragma("busy_timeout = 0");
  const db = new Kysely<DB>({ dialect: new LockingSqliteDialect({ database: file }, timeouts.queryMs) });
  // The health check reads through a read-only handle of its own: with WAL, a read never waits
  // for a writer, and it does not queue behind a write that waits for another process's lock.
  let reader: BetterSqlite3.Database | undefined;
  return wrap("sqlite", db, {
    ping: async () => {
      reader ??= new BetterSqlite3(filePath, { readonly: true, fileMustExist: true, timeout: 100 });
      reader.prepare("select count(*) from sqlite_master").get();
    },
    close: async () => {
      reader?.close();
    },
    timeoutMs: timeouts.healthMs,
  });
}

/** The SQLite database's file name inside DATA_DIR. */
export const SQLITE_FILE = "app.db";

/**
 * Kysely takes no migration lock on SQLite, so two processes starting at once would both apply
 * the same migration. A write as the migration transaction's first statement takes SQLite's
 * write lock: the second process waits (TimedSqliteDriver), then sees the migrations as applied.
 */
class LockingSqliteAdapter extends SqliteAdapter {
  // SQLite does run DDL in transactions; Kysely's default (false) would run migrations outside one.
  override get supportsTransactionalDdl(): boolean {
    return true;
  }

  override async acquireMigrationLock(db: Kysely<unknown>, opt: MigrationLockOptions): Promise<void> {
    await sql`update ${sql.table(opt.lockTable)} set is_locked = 1 where id = ${opt.lockRowId}`.execute(db);
  }
}

class LockingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig & { database: BetterSqlite3.Database },
    private readonly waitMs: number,
  ) {
    super(config);
  }

  override createAdapter(): DialectAdapter {
    return new LockingSqliteAdapter();
  }

  override createDriver(): Driver {
    return new TimedSqliteDriver(this.config.database, this.waitMs);
  }
}

interface HealthPath {
  poolStats?: () => PoolStats;
  ping(): Promise<unknown>;
  close(): Promise<void>;
  timeoutMs: number;
}

function wrap(kind: DbKind, db: Kysely<DB>, health: HealthPath): Database {
  let closed = false;
  return {
    kind,
    db,
    poolStats: () => health.poolStats?.(),
    async ping() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new DatabaseUnavailableError("health check timed out")), health.timeoutMs);
      });
      try {
        await Promise.race([health.ping(), late]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await health.close();
      await db.destroy();
    },
  };
}

/**
 * Brings the schema up to date. Kysely's migrator takes a lock (a row lock on PostgreSQL, the
 * write lock on SQLite), so two processes starting together apply each migration once.
 */
export async function migrate(database: Database, log?: Logger): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  for (const r of result.results ?? []) {
    log?.info({ migration: r.migrationName, status: r.status }, "migration");
  }
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}
