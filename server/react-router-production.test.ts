import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Where `react-router` resolves for the Express adapter in a fresh Node process, with or without the hooks. */
function resolved(withHooks: boolean): string {
  const code = [
    withHooks ? `(await import("node:module")).register("./server/react-router-production.mjs", ${JSON.stringify(`file://${ROOT}/`)});` : "",
    `const adapter = import.meta.resolve("@react-router/express");`,
    `process.stdout.write(import.meta.resolve("react-router", adapter));`,
  ].join("\n");
  return execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: ROOT, encoding: "utf8" });
}

describe("React Router's production build on the server", () => {
  it("is what every import of react-router gets once the hooks are registered (the package names the development one)", () => {
    expect(resolved(false)).toMatch(/\/react-router\/dist\/development\/index\.mjs$/);
    expect(resolved(true)).toMatch(/\/react-router\/dist\/production\/index\.mjs$/);
  });
});
