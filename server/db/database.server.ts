import BetterSqlite3 from "better-sqlite3";
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type DialectAdapter,
  type MigrationLockOptions,
  type MigrationResultSet,
} from "kysely";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Logger } from "../logger.server";
import { migrations } from "./migrations/index.server";
import type { DB } from "./schema.server";

export type DbKind = "sqlite" | "postgres";

export interface Database {
  kind: DbKind;
  db: Kysely<DB>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// int8 (counts, epoch milliseconds) would otherwise arrive as strings from PostgreSQL.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closed (restart, failover) must not crash the process; the
    // pool opens a new one for the next query, and that query reports any lasting failure.
    pool.on("error", (error) => options.onIdleError?.(error));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return wrap("postgres", db);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new BetterSqlite3(path.join(options.dataDir, "app.db"));
  // WAL lets readers work during a write; FULL makes a committed message survive a power cut.
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({ dialect: new LockingSqliteDialect({ database: file }) });
  return wrap("sqlite", db);
}

/**
 * Kysely takes no migration lock on SQLite, so two processes starting at once would both apply
 * the same migration. A write as the migration transaction's first statement takes SQLite's
 * write lock: the second process waits (busy_timeout), then sees the migrations as applied.
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
  override createAdapter(): DialectAdapter {
    return new LockingSqliteAdapter();
  }
}

function wrap(kind: DbKind, db: Kysely<DB>): Database {
  let closed = false;
  return {
    kind,
    db,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
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
