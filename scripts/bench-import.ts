import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../tests/support/database";
import { BENCH_ADMIN, startBenchServer, type BenchServer } from "./bench/processes";
import { IMPORT_BENCH, benchSheetImport, importPasses } from "./bench/sheet-import";
import { ensureBuild } from "./ensure-build";
import { runBenchScript } from "./bench/run-script";

// `npm run bench:import`: only the spreadsheet import figure of `npm run bench` (1,000 rows,
// preview then apply), against the production build on a throw-away SQLite database, or on a
// throw-away database of DATABASE_URL's PostgreSQL server when it is set. Prints the figure as
// JSON; exits 1 when a row did not land or the budget was missed.

const ROOT = path.resolve(import.meta.dirname, "..");

async function main(): Promise<number> {
  ensureBuild(ROOT);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "export-site-bench-import-"));
  const dataDir = path.join(tmp, "data");
  mkdirSync(dataDir);
  let server: BenchServer | undefined;
  let database: TestDatabase | undefined;
  try {
    database = await createTestDatabase();
    server = await startBenchServer(dataDir, database.url ? { DATABASE_URL: database.url } : {});
    const figure = await benchSheetImport(server.url, BENCH_ADMIN);
    const result = { database: database.url ? "postgres" : "sqlite", ...figure, budgetSeconds: IMPORT_BENCH.budgetSeconds, pass: importPasses(figure) };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return result.pass ? 0 : 1;
  } finally {
    await server?.close();
    await database?.drop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

runBenchScript(main);
