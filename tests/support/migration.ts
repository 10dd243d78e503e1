import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { openDatabase, type Database } from "../../server/db/database.server";
import { migrations } from "../../server/db/migrations/index.server";
import { createTestDatabase } from "./database";

export interface DatabaseAtVersion {
  database: Database;
  /** Moves the schema on, as the server's start would (`migrateToLatest`). */
  migrator: Migrator;
  /** Closes and drops the database, and removes its folder. */
  close(): Promise<void>;
}

/**
 * A throw-away database (SQLite in a temporary folder, or PostgreSQL by DATABASE_URL) migrated up
 * to `version` and no further: a migration's test writes the rows an older site had, then
 * migrates to the latest and reads what became of them.
 */
export async function databaseAt(version: string): Promise<DatabaseAtVersion> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-migration-"));
  const testDb = await createTestDatabase();
  const database = openDatabase({ databaseUrl: testDb.url, dataDir });
  const close = async () => {
    await database.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(version);
  if (error) {
    await close();
    throw error;
  }
  return { database, migrator, close };
}
