import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Tests of what only PostgreSQL has (several processes on one database, a frozen or cut
 * connection) are named *.postgres.test.ts and run when the suite runs on PostgreSQL
 * (DATABASE_URL set); on SQLite they are left out, and said so, rather than shown as skipped.
 */
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
if (!onPostgres) console.warn('PostgreSQL-only tests (*.postgres.test.ts) are not run: DATABASE_URL is not set (README, "Test it").');

// Plain Vitest config (not vite.config.ts): the React Router plugin is for the app build only.
export default defineConfig({
  resolve: {
    alias: {
      "~server": fileURLToPath(new URL("./server", import.meta.url)),
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    exclude: onPostgres ? ["**/node_modules/**"] : ["**/node_modules/**", "**/*.postgres.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files each start real servers; two cores cannot run many at once.
    maxWorkers: 2,
    // CI sums both runners' counts into one closing line (.ci/run).
    reporters: process.env.TEST_REPORT_DIR ? ["default", ["json", { outputFile: `${process.env.TEST_REPORT_DIR}/vitest.json` }]] : ["default"],
  },
});
