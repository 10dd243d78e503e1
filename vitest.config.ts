import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files each start real servers; two cores cannot run many at once.
    maxWorkers: 2,
    // CI sums both runners' counts into one closing line (.ci/run).
    reporters: process.env.TEST_REPORT_DIR ? ["default", ["json", { outputFile: `${process.env.TEST_REPORT_DIR}/vitest.json` }]] : ["default"],
  },
});
