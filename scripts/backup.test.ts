import BetterSqlite3 from "better-sqlite3";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../server/db/database.server";

const ROOT = path.resolve(import.meta.dirname, "..");

function run(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The site's database with `names` as contact messages, made the way the site makes it. */
async function siteDatabase(dataDir: string, names: string[]): Promise<void> {
  const database = openDatabase({ dataDir });
  try {
    await migrate(database);
    for (const [i, name] of names.entries()) {
      await database.db
        .insertInto("messages")
        .values({
          id: `m${i}`,
          kind: "contact",
          name,
          email: "a@example.com",
          phone: "123456789",
          interest: "x",
          product: null,
          country: null,
          message: null,
          client_time: null,
          status: "new",
          created_at: i,
          updated_at: i,
        })
        .execute();
    }
  } finally {
    await database.close();
  }
}

function names(file: string): string[] {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return (db.prepare("select name from messages order by created_at").all() as Array<{ name: string }>).map((r) => r.name);
  } finally {
    db.close();
  }
}

describe("npm run backup and npm run restore (SQLite)", () => {
  let dir: string;
  let dataDir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "export-site-backup-"));
    dataDir = path.join(dir, "data");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("backs up to a timestamped file under DATA_DIR/backups, and refuses to overwrite a file", async () => {
    await siteDatabase(dataDir, ["Asha", "Bilal"]);
    const first = await run("backup", [], { DATA_DIR: dataDir });
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    const made = readdirSync(path.join(dataDir, "backups"));
    expect(made).toEqual([expect.stringMatching(/^app-\d{8}T\d{6}Z\.db$/)]);
    expect(first.stdout).toContain(path.join(dataDir, "backups", made[0]!));
    expect(first.stdout).toContain("2 messages, integrity ok");
    expect(names(path.join(dataDir, "backups", made[0]!))).toEqual(["Asha", "Bilal"]);

    const target = path.join(dir, "copy.db");
    expect((await run("backup", [target], { DATA_DIR: dataDir })).code).toBe(0);
    const again = await run("backup", [target], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("exists already");
  });

  it("restores a backup, keeping the replaced database aside", async () => {
    await siteDatabase(dataDir, ["Asha"]);
    const backup = path.join(dir, "old.db");
    expect((await run("backup", [backup], { DATA_DIR: dataDir })).code).toBe(0);
    rmSync(dataDir, { recursive: true });
    await siteDatabase(dataDir, ["Asha", "Bilal", "Chen"]);

    const restored = await run("restore", [backup], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(names(path.join(dataDir, "app.db"))).toEqual(["Asha"]);
    const kept = readdirSync(dataDir).filter((f) => f.startsWith("app.db.before-restore-"));
    expect(kept).toHaveLength(1);
    expect(restored.stdout).toContain(kept[0]);
    // The WAL was folded into the kept file: it holds all three, alone.
    expect(names(path.join(dataDir, kept[0]!))).toEqual(["Asha", "Bilal", "Chen"]);
  });

  it("refuses while the database is open (the site running)", async () => {
    await siteDatabase(dataDir, ["Asha"]);
    const backup = path.join(dir, "b.db");
    expect((await run("backup", [backup], { DATA_DIR: dataDir })).code).toBe(0);
    const site = openDatabase({ dataDir });
    try {
      await site.db.selectFrom("messages").select("id").execute();
      const answer = await run("restore", [backup], { DATA_DIR: dataDir });
      expect(answer.code).toBe(1);
      expect(answer.stderr).toContain("is in use: stop the site before restoring");
      expect(existsSync(path.join(dataDir, "app.db"))).toBe(true);
      expect(readdirSync(dataDir).filter((f) => f.includes("before-restore"))).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it.each([
    ["a file that does not exist", () => path.join(dir, "missing.db"), "does not exist"],
    [
      "a text file",
      () => {
        writeFileSync(path.join(dir, "notes.txt"), "not a database\n".repeat(100));
        return path.join(dir, "notes.txt");
      },
      "is not a SQLite database",
    ],
    [
      "another application's SQLite database",
      () => {
        const other = new BetterSqlite3(path.join(dir, "other.db"));
        other.exec("create table notes (body text)");
        other.close();
        return path.join(dir, "other.db");
      },
      "is not a database of this site",
    ],
    [
      "a damaged copy",
      () => {
        const file = path.join(dir, "damaged.db");
        const bytes = readFileSync(path.join(dir, "good.db"));
        // Pages past the first hold the tables' rows and indexes: scribble over them.
        bytes.fill(0x5a, 4096 * 2, bytes.length - 4096);
        writeFileSync(file, bytes);
        return file;
      },
      "",
    ],
  ])("refuses to restore %s, and leaves the database as it was", async (_what, make, message) => {
    await siteDatabase(dataDir, ["Asha", "Bilal"]);
    expect((await run("backup", [path.join(dir, "good.db")], { DATA_DIR: dataDir })).code).toBe(0);
    const answer = await run("restore", [make()], { DATA_DIR: dataDir });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain(message);
    expect(answer.stderr).not.toMatch(/\n\s+at /);
    expect(names(path.join(dataDir, "app.db"))).toEqual(["Asha", "Bilal"]);
  });

  it.each(["backup", "restore"] as const)("%s on PostgreSQL points to pg_dump and exits non-zero", async (script) => {
    const answer = await run(script, script === "restore" ? [path.join(dir, "x.dump")] : [], {
      DATA_DIR: dataDir,
      DATABASE_URL: "postgres://site@127.0.0.1:1/site",
    });
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain("pg_dump");
    expect(answer.stderr).toContain("pg_restore");
    expect(existsSync(dataDir)).toBe(false);
  });
});
