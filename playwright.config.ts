import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 5174);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A journey with several pages each checked by axe takes 15-25 s alone; on two cores shared
  // with the server and the other worker, one or two of 400 passed 30 s in every full run. A
  // limit is not an assertion: a test that fails still fails, only later.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // CI sums both runners' counts into one closing line (.ci/run).
  reporter: process.env.TEST_REPORT_DIR
    ? [["list"], ["json", { outputFile: `${process.env.TEST_REPORT_DIR}/playwright.json` }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      // Playwright cannot download its own browser here: Debian's Chromium is used.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node --import tsx tests/support/e2e-server.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: { E2E_PORT: String(port) },
  },
});
