import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Sums the JSON reports of Vitest and Playwright in the folders given and prints one closing
 * line, `N passed, N failed` (plus skipped), for CI logs.
 */
let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of process.argv.slice(2)) {
  const vitest = path.join(dir, "vitest.json");
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
  }
  const playwright = path.join(dir, "playwright.json");
  if (existsSync(playwright)) {
    const r = JSON.parse(readFileSync(playwright, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
