import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server the tests may use: DATABASE_URL, when the suite runs on PostgreSQL. */
export const testPostgresUrl = process.env.DATABASE_URL?.trim() || undefined;

export interface TestDatabase {
  /** DATABASE_URL for the server under test; undefined means SQLite in dataDir. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, empty database for one server under test: each test starts from nothing. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testPostgresUrl) return { url: undefined, drop: async () => {} };
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: testPostgresUrl });
      await c.connect();
      try {
        await dropDatabase(c, name);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * DROP DATABASE ... WITH (FORCE) ends the server-under-test's leftover connections, but
 * PostgreSQL 15 refuses it (42501) while an autovacuum worker happens to be in that
 * database, since a role without pg_signal_backend may not end that worker. A plain DROP
 * stops autovacuum by itself, so that is the retry; a few short waits cover a connection
 * that is still closing.
 */
async function dropDatabase(c: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" || attempt >= 5) throw error;
    }
    try {
      await c.query(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
  }
}
