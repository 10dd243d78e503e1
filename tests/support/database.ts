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
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
