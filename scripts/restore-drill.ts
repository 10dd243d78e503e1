/**
 * `npm run restore-drill`: a backup is only as good as its last restore. On the database the
 * environment names (SQLite by default, PostgreSQL with DATABASE_URL), in scratch space only:
 *
 * 1. start the site on a new database and keep it busy (contact messages posted, pages read);
 * 2. back it up during that load, with the commands docs/deploy.md gives: `npm run backup` on
 *    SQLite, `pg_dump --format=custom` on PostgreSQL;
 * 3. restore the copy into a scratch folder (`npm run restore`) or a scratch database
 *    (`pg_restore`), and compare row counts: every table of the restored copy as in the backup
 *    (SQLite), no more rows than the source (PostgreSQL), and every message answered 201 before
 *    the backup began is in it;
 * 4. start the site on the restored copy and fetch a page.
 *
 * Ports: DRILL_PORT_BASE (default 5460) and the next one.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { ensureBuild } from "./ensure-build";

const ROOT = path.resolve(import.meta.dirname, "..");
const base = Number(process.env.DRILL_PORT_BASE ?? 5460);
const failures: string[] = [];

function check(ok: boolean, what: string, detail = ""): void {
  process.stdout.write(`${ok ? "ok  " : "FAIL"} ${what}${detail ? ` (${detail})` : ""}\n`);
  if (!ok) failures.push(what);
}

interface Site {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

async function startSite(port: number, env: Record<string, string>): Promise<Site> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", FORM_RATE_LIMIT: "1000000", PRINTED_FILES: "off", ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "Drill-12345", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited during start-up:\n${out}`);
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`the site did not become ready:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Contact messages posted and pages read until stopped; counts the messages answered 201. */
function startLoad(url: string): { acknowledged: () => number; stop: () => Promise<void> } {
  let acknowledged = 0;
  let stopped = false;
  const worker = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      const body = { name: `Drill ${n}-${i}`, email: "drill@example.com", phone: "2348012345678", interest: "Restore drill", time: new Date().toISOString() };
      const res = await fetch(`${url}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      await res.arrayBuffer();
      if (res.status === 201) acknowledged++;
      await (await fetch(`${url}/products`)).arrayBuffer();
    }
  };
  const workers = Promise.all([0, 1, 2, 3].map(worker));
  return {
    acknowledged: () => acknowledged,
    async stop() {
      stopped = true;
      await workers;
    },
  };
}

function run(command: string, args: string[], env: Record<string, string> = {}): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const TABLES_SQL = {
  sqlite: "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
  postgres: "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
};

function sqliteCounts(file: string): Map<string, number> {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const tables = (db.prepare(TABLES_SQL.sqlite).all() as Array<{ name: string }>).map((t) => t.name);
    return new Map(tables.map((t) => [t, Number((db.prepare(`select count(*) as n from "${t}"`).get() as { n: number }).n)]));
  } finally {
    db.close();
  }
}

async function postgresCounts(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (await client.query<{ name: string }>(TABLES_SQL.postgres)).rows.map((t) => t.name);
    const counts = new Map<string, number>();
    for (const t of tables) counts.set(t, Number((await client.query<{ n: string }>(`select count(*) as n from "${t}"`)).rows[0]!.n));
    return counts;
  } finally {
    await client.end();
  }
}

async function drillSqlite(): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "restore-drill-"));
  const live = path.join(scratch, "live");
  const restored = path.join(scratch, "restored");
  const backup = path.join(scratch, "site-backup.db");
  try {
    const site = await startSite(base, { DATA_DIR: live });
    const load = startLoad(site.url);
    await new Promise((r) => setTimeout(r, 1_500));
    const before = load.acknowledged();
    const made = run(process.execPath, ["--import", "tsx", "scripts/backup.ts", backup], { DATA_DIR: live });
    await new Promise((r) => setTimeout(r, 500));
    await load.stop();
    await site.stop();
    check(made.ok, "npm run backup during load", made.output.trim());
    if (!made.ok) return;

    const done = run(process.execPath, ["--import", "tsx", "scripts/restore.ts", backup], { DATA_DIR: restored });
    check(done.ok, "npm run restore into a scratch folder", done.output.trim());
    if (!done.ok) return;
    const copy = sqliteCounts(backup);
    const back = sqliteCounts(path.join(restored, "app.db"));
    const differing = [...copy].filter(([t, n]) => back.get(t) !== n).map(([t, n]) => `${t}: ${n} vs ${back.get(t)}`);
    check(differing.length === 0 && copy.size === back.size, "row counts of the restored database equal the backup's", differing.join("; ") || `${copy.size} tables`);
    const messages = back.get("messages") ?? 0;
    check(messages >= before && before > 0, "every message answered 201 before the backup began is restored", `${before} acknowledged before, ${messages} restored`);

    const again = await startSite(base + 1, { DATA_DIR: restored });
    try {
      const res = await fetch(`${again.url}/products`);
      check(res.status === 200 && (await res.text()).includes("<html"), "the site starts on the restored copy and serves a page", `status ${res.status}`);
    } finally {
      await again.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function drillPostgres(databaseUrl: string): Promise<void> {
  for (const program of ["pg_dump", "pg_restore"]) {
    if (spawnSync("sh", ["-c", `command -v ${program}`]).status !== 0) throw new Error(`${program} is not installed: apt-get install postgresql-client`);
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), "restore-drill-"));
  const stamp = Date.now().toString(36);
  const names = { live: `drill_live_${stamp}`, restored: `drill_restored_${stamp}` };
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const urlOf = (name: string) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    for (const name of Object.values(names)) await admin.query(`CREATE DATABASE "${name}"`);
    const dump = path.join(scratch, "site.dump");
    const site = await startSite(base, { DATA_DIR: path.join(scratch, "live"), DATABASE_URL: urlOf(names.live) });
    const load = startLoad(site.url);
    await new Promise((r) => setTimeout(r, 1_500));
    const before = load.acknowledged();
    const made = run("pg_dump", ["--format=custom", `--file=${dump}`, urlOf(names.live)]);
    await new Promise((r) => setTimeout(r, 500));
    await load.stop();
    await site.stop();
    check(made.ok, "pg_dump --format=custom during load", made.output.trim());
    if (!made.ok) return;
    const done = run("pg_restore", ["--no-owner", `--dbname=${urlOf(names.restored)}`, dump]);
    check(done.ok, "pg_restore into a scratch database", done.output.trim());
    if (!done.ok) return;
    const live = await postgresCounts(urlOf(names.live));
    const back = await postgresCounts(urlOf(names.restored));
    const wrong = [...live].filter(([t, n]) => !back.has(t) || back.get(t)! > n).map(([t, n]) => `${t}: ${back.get(t)} restored, ${n} live`);
    check(wrong.length === 0 && back.size === live.size, "every table restored, none with more rows than the source", wrong.join("; ") || `${back.size} tables`);
    const messages = back.get("messages") ?? 0;
    check(messages >= before && before > 0, "every message answered 201 before the dump began is restored", `${before} acknowledged before, ${messages} restored`);
    const again = await startSite(base + 1, { DATA_DIR: path.join(scratch, "restored"), DATABASE_URL: urlOf(names.restored) });
    try {
      const res = await fetch(`${again.url}/products`);
      check(res.status === 200 && (await res.text()).includes("<html"), "the site starts on the restored database and serves a page", `status ${res.status}`);
    } finally {
      await again.stop();
    }
  } finally {
    for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  ensureBuild(ROOT);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  process.stdout.write(`Restore drill on ${databaseUrl ? "PostgreSQL" : "SQLite"}\n`);
  if (databaseUrl) await drillPostgres(databaseUrl);
  else await drillSqlite();
  if (failures.length > 0) {
    process.stderr.write(`\nThe restore drill failed: ${failures.join("; ")}\n`);
    process.exit(1);
  }
  process.stdout.write("The restore drill passed.\n");
}

main().catch((error: unknown) => {
  process.stderr.write(`The restore drill could not run: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
