import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { migrate, openDatabase, type Database } from "./database.server";
import { migrations } from "./migrations/index.server";

/** The whole schema as text: tables, columns, indexes. */
async function dumpSchema(database: Database): Promise<string> {
  if (database.kind === "sqlite") {
    const rows = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where name not like 'sqlite_%' order by type, name`.execute(database.db);
    return JSON.stringify(rows.rows);
  }
  const columns = await sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, ordinal_position`.execute(database.db);
  const indexes = await sql`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`.execute(
    database.db,
  );
  return JSON.stringify([columns.rows, indexes.rows]);
}

describe("migrations", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    // Pools close (unshifted) before their database is dropped (pushed).
    for (const c of cleanups.splice(0)) await c();
  });

  async function fresh(): Promise<{ open: () => Database; env: Record<string, string> }> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-db-"));
    const testDb: TestDatabase = await createTestDatabase();
    cleanups.push(async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await testDb.drop();
    });
    return {
      open: () => {
        const database = openDatabase({ databaseUrl: testDb.url, dataDir });
        cleanups.unshift(() => database.close());
        return database;
      },
      env: { DATA_DIR: dataDir, ...(testDb.url ? { DATABASE_URL: testDb.url } : {}) },
    };
  }

  it("run twice leave the schema unchanged", async () => {
    const { open } = await fresh();
    const database = open();
    const first = await migrate(database);
    expect(first.results?.length).toBe(Object.keys(migrations).length);
    const schema = await dumpSchema(database);
    const second = await migrate(database);
    expect(second.results).toEqual([]);
    expect(await dumpSchema(database)).toBe(schema);
  });

  it("from two processes at once apply each migration once", async () => {
    const { open, env } = await fresh();
    const run = () =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "tests/support/migrate-once.ts"], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: { PATH: process.env.PATH ?? "", ...env },
      });
    const outputs = await Promise.all([run(), run()]);
    const applied = outputs
      .flatMap((o) => JSON.parse(o.stdout) as Array<[string, string]>)
      .filter(([, status]) => status === "Success")
      .map(([name]) => name);
    expect(applied.sort()).toEqual(Object.keys(migrations).sort());
    const database = open();
    expect((await migrate(database)).results).toEqual([]);
  });

  it("runs SQLite in WAL mode with synchronous=FULL and foreign keys on", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-db-"));
    const database = openDatabase({ dataDir });
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
      expect(mode.rows[0]?.journal_mode).toBe("wal");
      expect(sync.rows[0]?.synchronous).toBe(2);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
