import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, copyFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { requireBinary } from "../tests/support/binaries";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The unit's ExecStart, as its words. */
function unitCommand(): string[] {
  const line = read("deploy/systemd/site@.service")
    .split("\n")
    .find((l) => l.startsWith("ExecStart="));
  return line!.slice("ExecStart=".length).trim().split(/\s+/);
}

/** The Dockerfile's instructions, continuation lines joined. */
function dockerInstructions(): Array<{ op: string; args: string }> {
  return read("Dockerfile")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const [op = "", ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(" ") };
    });
}

describe("the deployment kit", () => {
  it("the Dockerfile: multi-stage, Node 24 slim, a non-root user, a health check on /readyz, node as PID 1 with the units' start script", () => {
    const steps = dockerInstructions();
    const froms = steps.filter((s) => s.op === "FROM");
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const final = steps.slice(steps.lastIndexOf(froms.at(-1)!));
    expect(froms.at(-1)!.args).toMatch(/^node:24(?:\.\d+)*-[a-z]+-slim$/);
    const user = final.filter((s) => s.op === "USER").at(-1)?.args;
    expect(user).toBeDefined();
    expect(["root", "0", "0:0"]).not.toContain(user);
    const health = final.find((s) => s.op === "HEALTHCHECK")!;
    expect(health.args).toContain("/readyz");
    const cmd = final.filter((s) => s.op === "CMD").at(-1)!;
    // Exec form (a JSON array), so node is PID 1 and gets SIGTERM; no npm or shell in between.
    const words = JSON.parse(cmd.args) as string[];
    expect(words[0]).toBe("node");
    expect(words.slice(1)).toEqual(unitCommand().slice(1));
    expect(path.basename(unitCommand()[0]!)).toBe("node");
    expect(final.some((s) => s.op === "ENTRYPOINT")).toBe(false);
  });

  it("the systemd unit passes systemd-analyze verify, and runs one process per port with its metrics port", () => {
    const analyze = requireBinary("systemd-analyze", "systemd");
    const dir = mkdtempSync(path.join(os.tmpdir(), "units-"));
    try {
      copyFileSync(path.join(ROOT, "deploy/systemd/site@.service"), path.join(dir, "site@.service"));
      symlinkSync(path.join(dir, "site@.service"), path.join(dir, "site@5001.service"));
      const out = execFileSync(analyze, ["verify", path.join(dir, "site@5001.service")], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      expect(out).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const unit = read("deploy/systemd/site@.service");
    expect(unit).toMatch(/^Environment=.*\bPORT=%i\b.*\bMETRICS_PORT=1%i\b/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });

  it("the Caddyfile is valid Caddy configuration, with and without tls internal", () => {
    const caddy = requireBinary("caddy", "caddy");
    for (const tls of ["", "tls internal"]) {
      const out = execFileSync(caddy, ["validate", "--adapter", "caddyfile", "--config", path.join(ROOT, "deploy/caddy/Caddyfile")], {
        encoding: "utf8",
        env: { ...process.env, SITE_TLS: tls, CADDY_ADMIN: "off", HOME: os.tmpdir() },
        stdio: ["ignore", "pipe", "pipe"],
      });
      expect(out).toContain("Valid configuration");
    }
  });
});
