import { migrate, openDatabase } from "../../server/db/database.server";

// One process applying the migrations, for the test that starts two at once.
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./data" });
try {
  const result = await migrate(database);
  process.stdout.write(JSON.stringify((result.results ?? []).map((r) => [r.migrationName, r.status])));
} finally {
  await database.close();
}
