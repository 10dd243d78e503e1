import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = path.resolve(import.meta.dirname, "../../build/client");

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}

/** The client build's route manifest (global setup builds first). */
function manifest(): Record<string, ManifestRoute> {
  const file = readdirSync(path.join(CLIENT, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  const text = readFileSync(path.join(CLIENT, "assets", file!), "utf8");
  return (JSON.parse(text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as { routes: Record<string, ManifestRoute> })
    .routes;
}

/** Strings that exist only in admin code. */
const ADMIN_MARKERS = ["/api/admin/auth", "Admin Login", "adminName", "Are you sure?"];

describe("the client bundles", () => {
  it("of public pages hold no admin code", () => {
    const routes = manifest();
    const publicRoutes = Object.entries(routes).filter(([id]) => id === "root" || id.startsWith("routes/site/"));
    expect(publicRoutes.length).toBeGreaterThan(5);
    for (const [id, route] of publicRoutes) {
      for (const file of [route.module, ...(route.imports ?? [])]) {
        const code = readFileSync(path.join(CLIENT, file), "utf8");
        for (const marker of ADMIN_MARKERS) expect(code.includes(marker), `${id}: ${file} contains ${marker}`).toBe(false);
      }
    }
  });

  it("of admin pages hold no server code", () => {
    const routes = manifest();
    for (const [id, route] of Object.entries(routes).filter(([id]) => id.startsWith("routes/admin/"))) {
      for (const file of [route.module, ...(route.imports ?? [])]) {
        const code = readFileSync(path.join(CLIENT, file), "utf8");
        for (const marker of ["argon2", "kysely", "admin_sessions", "password_hash"]) {
          expect(code.includes(marker), `${id}: ${file} contains ${marker}`).toBe(false);
        }
      }
    }
  });
});
