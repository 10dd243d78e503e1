import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Sums the JSON reports of Vitest and Playwright in the folders given and prints one closing
 * line, `N passed, N failed` (plus skipped), for CI logs, after the name of every failed test
 * and the time each run took (a CI log is often read from its end).
 */

interface VitestReport {
  startTime: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; status: string; endTime?: number; message?: string; assertionResults: Array<{ fullName: string; status: string }> }>;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; line: number; tests: Array<{ status: string }> }>;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
  suites: PlaywrightSuite[];
}

/** Every Playwright test whose outcome was not the expected one, as "file:line › titles". */
function playwrightFailures(suites: PlaywrightSuite[], file = "", titles: string[] = []): string[] {
  const found: string[] = [];
  for (const suite of suites) {
    const where = suite.file ?? file;
    // A file's own suite is titled with its path; a describe block's with its title.
    const inner = suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      if (spec.tests.some((t) => t.status === "unexpected")) found.push(`${where}:${spec.line} › ${[...inner, spec.title].filter(Boolean).join(" › ")}`);
    found.push(...playwrightFailures(suite.suites ?? [], where, inner));
  }
  return found;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
const times: string[] = [];
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
for (const dir of process.argv.slice(2)) {
  const run = path.basename(dir);
  // One report per Vitest run (vitest-unit.json, vitest-integration.json: vitest.config.ts).
  const vitestReports = existsSync(dir) ? readdirSync(dir).filter((name) => /^vitest.*\.json$/.test(name)) : [];
  for (const report of vitestReports) {
    const r = JSON.parse(readFileSync(path.join(dir, report), "utf8")) as VitestReport;
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
    const ended = Math.max(r.startTime, ...r.testResults.map((file) => file.endTime ?? 0));
    times.push(`${run} ${report.replace(/\.json$/, "")} ${seconds(ended - r.startTime)}`);
    for (const file of r.testResults) {
      const name = path.relative(process.cwd(), file.name);
      const tests = file.assertionResults.filter((t) => t.status === "failed");
      for (const t of tests) failures.push(`${run}, vitest: ${name} › ${t.fullName}`);
      // A file that failed before any test ran (an import, a hook) has no failed test to name.
      if (file.status === "failed" && tests.length === 0) failures.push(`${run}, vitest: ${name}: ${(file.message ?? "failed").split("\n")[0]}`);
    }
  }
  const playwright = path.join(dir, "playwright.json");
  if (existsSync(playwright)) {
    const r = JSON.parse(readFileSync(playwright, "utf8")) as PlaywrightReport;
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
    times.push(`${run} playwright ${seconds(r.stats.duration)}`);
    for (const failure of playwrightFailures(r.suites)) failures.push(`${run}, playwright: ${failure}`);
  }
}
for (const failure of failures) console.log(`failed: ${failure}`);
if (times.length) console.log(`time: ${times.join(", ")}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
