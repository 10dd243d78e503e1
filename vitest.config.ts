import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Tests of what only PostgreSQL has (several processes on one database, a frozen or cut
 * connection) are named *.postgres.test.ts and run when the suite runs on PostgreSQL
 * (DATABASE_URL set); on SQLite they are left out, and said so, rather than shown as skipped.
 */
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
if (!onPostgres) console.warn('PostgreSQL-only tests (*.postgres.test.ts) are not run: DATABASE_URL is not set (README, "Test it").');
const excluded = onPostgres ? ["**/node_modules/**"] : ["**/node_modules/**", "**/*.postgres.test.ts"];

/**
 * Tests outside tests/integration that start a process or a server of their own: the
 * command-line scripts run as an operator runs them, and the bench's clients against a
 * stand-in endpoint. They take most of the time the other tests outside it take together.
 */
const PROCESS_TESTS = ["scripts/admin.test.ts", "scripts/backup.test.ts", "scripts/bench/contact.test.ts", "scripts/bench/quote.test.ts"];

/**
 * The suites this run was asked for (`--project unit`, `--project integration`, or both when
 * none is named): `npm test` runs them one after the other, and each keeps its own report.
 */
function suitesOfThisRun(argv: readonly string[]): string {
  const named = argv.flatMap((arg, i) => (arg === "--project" ? [argv[i + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice("--project=".length)] : []));
  return named.length ? named.join("-") : "all";
}

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
    exclude: excluded,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files each start real servers; two cores cannot run many at once.
    maxWorkers: 2,
    // CI sums every run's counts into one closing line (.ci/run, scripts/test-summary.ts).
    reporters: process.env.TEST_REPORT_DIR
      ? ["default", ["json", { outputFile: `${process.env.TEST_REPORT_DIR}/vitest-${suitesOfThisRun(process.argv)}.json` }]]
      : ["default"],
    projects: [
      {
        // Modules in the test's own process, with a test database where they keep data: no
        // build, no process or server started for the test (`npm run test:unit`).
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/lint/**/*.test.ts", "deploy/**/*.test.ts"],
          exclude: [...PROCESS_TESTS, ...excluded],
        },
      },
      {
        // Processes and servers against a real database (`npm run test:integration`): the built
        // server, the command-line scripts, the bench's clients. Built first when the build is
        // missing or older than its sources, once per run.
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", ...PROCESS_TESTS],
          // A guard against a hang, not a measure: CI's machine runs these two to three times
          // slower than a two-core laptop, and a test that starts servers and fires hundreds of
          // requests takes 5-10 s on the laptop.
          testTimeout: 60_000,
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
    ],
  },
});
