import BetterSqlite3 from "better-sqlite3";
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { api, login } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

const ROOT = path.resolve(import.meta.dirname, "../..");
const POSTS = 500;

function run(script: "backup" | "restore", args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

function post(server: TestServer, name: string): Promise<number> {
  return fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email: "buyer@example.com", phone: "2348012345678", interest: "Contract manufacturing" }),
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });
}

describe("backup while the site takes messages, and restore (SQLite)", () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.dispose();
  });

  it(`copies every message answered before the backup began, out of ${POSTS} posted at once, and restores them`, async () => {
    // DATABASE_URL empty: SQLite even when the suite runs on PostgreSQL.
    server = await startTestServer({ env: { DATABASE_URL: "", FORM_RATE_LIMIT: "100000" } });
    const target = path.join(server.dataDir, "backups", "during-burst.db");

    const answeredBeforeBackup: string[] = [];
    let backupStarted = false;
    let backup: Promise<{ code: number | null; output: string }> | undefined;
    const statuses = await Promise.all(
      Array.from({ length: POSTS }, async (_, i) => {
        const name = `Buyer ${i}`;
        const status = await post(server!, name);
        if (status === 201 && !backupStarted) answeredBeforeBackup.push(name);
        // The backup starts in the middle of the burst, while posts are still arriving.
        if (!backupStarted && answeredBeforeBackup.length >= POSTS / 5) {
          backupStarted = true;
          backup = run("backup", [target], server!.dataDir);
        }
        return status;
      }),
    );
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    expect(backup).toBeDefined();
    const done = await backup!;
    expect(done.output).toContain("integrity ok");
    expect(done.code).toBe(0);

    const copy = new BetterSqlite3(target, { readonly: true });
    let copied: string[];
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      copied = (copy.prepare("select name from messages").all() as Array<{ name: string }>).map((r) => r.name);
    } finally {
      copy.close();
    }
    const inCopy = new Set(copied);
    expect(answeredBeforeBackup.filter((name) => !inCopy.has(name))).toEqual([]);
    expect(answeredBeforeBackup.length).toBeGreaterThanOrEqual(POSTS / 5);
    console.info(`backup during ${POSTS} posts: ${answeredBeforeBackup.length} answered before it began, ${copied.length} in the copy`);

    // Refused while the site runs, then put back with the site stopped.
    const refused = await run("restore", [target], server.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("stop the site");
    expect(await server.stop()).toBe(0);
    const restored = await run("restore", [target], server.dataDir);
    expect(restored.output).toContain(`(${copied.length} messages)`);
    expect(restored.code).toBe(0);

    const again = await startTestServer({ reuse: { dataDir: server.dataDir, databaseUrl: undefined }, env: { DATABASE_URL: "" } });
    try {
      const cookie = await login(again);
      const inbox = await api(again, "GET", "/api/admin/messages", { cookie });
      expect(inbox.status).toBe(200);
      expect(inbox.json.data.total).toBe(copied.length);
    } finally {
      await again.stop();
    }
    // Two servers started, 500 posts and three scripts run: about 10 s on a two-core machine, and
    // past 30 s on CI's slower one; twice the integration suite's 60 s guard, to spare it.
  }, 120_000);
});
