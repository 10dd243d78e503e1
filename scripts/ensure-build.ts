import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the client and server builds are made from (route modules bundle the server code they import): a change here makes the build stale. */
const SOURCES = ["app", "content", "server", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
const BUILD_MARKER = "build/server/index.js";

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale(root = process.cwd()): boolean {
  const marker = path.join(root, BUILD_MARKER);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Builds the app when there is no build or it is older than its sources. */
export function ensureBuild(root = process.cwd()): void {
  if (!isBuildStale(root)) return;
  process.stdout.write("Building the site (first start, or the sources changed)...\n");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("The build failed; see the output above.");
  const compressed = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/compress-build.ts")], {
    cwd: root,
    stdio: "inherit",
  });
  if (compressed.status !== 0) throw new Error("Compressing the build failed; see the output above.");
}
