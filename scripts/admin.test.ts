import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/database";
import { verifyPassword } from "../server/auth/password.server";
import { SessionService } from "../server/auth/sessions.server";
import { SessionsRepository } from "../server/auth/sessions-repository.server";
import { openDatabase } from "../server/db/database.server";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("npm run admin", () => {
  let dataDir: string;
  let testDb: TestDatabase;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-cli-"));
    testDb = await createTestDatabase();
  });
  afterEach(async () => {
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function run(args: string[], stdin?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...(testDb.url ? { DATABASE_URL: testDb.url } : {}) },
        stdio: ["pipe", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      child.stdin.end(stdin ?? "");
      child.once("exit", (code) => resolve({ code, stdout, stderr }));
    });
  }

  async function storedHash(email: string): Promise<string> {
    const database = openDatabase({ databaseUrl: testDb.url, dataDir });
    try {
      const row = await database.db.selectFrom("admins").select("password_hash").where("email_key", "=", email).executeTakeFirstOrThrow();
      return row.password_hash;
    } finally {
      await database.close();
    }
  }

  it("creates with a password from stdin, lists, and refuses a duplicate", async () => {
    const created = await run(["create", "--email", "ravi@example.com", "--name", "Ravi Kumar", "--password-stdin"], "Str0ngPass\n");
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/^Created admin ravi@example\.com \(user name ravikumar\d{4}, role owner, id [0-9a-f-]{36}\)\.\n$/);
    expect(await verifyPassword(await storedHash("ravi@example.com"), "Str0ngPass")).toBe(true);

    const list = await run(["list"]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^ID\s+NAME\s+EMAIL\s+USERNAME\s+ROLE\s+CREATED\n/);
    expect(list.stdout).toContain("Ravi Kumar");
    expect(list.stdout).not.toMatch(/argon2|Str0ngPass/);

    const again = await run(["create", "--email", "RAVI@example.com", "--name", "Another"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("admin: An admin with this email already exists");
  });

  it("makes the first admin an owner and takes a role for the next ones", async () => {
    const first = await run(["create", "--email", "first@example.com", "--name", "First", "--role", "sales"]);
    expect(first.code).toBe(1);
    expect(first.stderr).toContain("admin: the first admin must be an owner (--role owner)");
    expect((await run(["create", "--email", "first@example.com", "--name", "First"])).stdout).toContain("role owner");
    const sales = await run(["create", "--email", "sales@example.com", "--name", "Sales Person", "--role", "sales"]);
    expect(sales.code, sales.stderr).toBe(0);
    expect(sales.stdout).toContain("role sales");
    const bad = await run(["create", "--email", "x@example.com", "--name", "X", "--role", "root"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("admin: --role must be one of owner, sales, catalogue");
    const list = await run(["list"]);
    expect(list.stdout).toMatch(/First\s+first@example\.com\s+\S+\s+owner\s/);
    expect(list.stdout).toMatch(/Sales Person\s+sales@example\.com\s+\S+\s+sales\s/);
  });

  it("generates and prints a strong password when none is given", async () => {
    const created = await run(["create", "--email", "gen@example.com", "--name", "Gen Erated", "--username", "gen1"]);
    expect(created.code, created.stderr).toBe(0);
    const password = /Password \(shown only this once\): (\S+)/.exec(created.stdout)?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(await storedHash("gen@example.com"), password!)).toBe(true);
  });

  it("refuses bad input with the specification's messages", async () => {
    const weak = await run(["create", "--email", "w@example.com", "--name", "W", "--password-stdin"], "short");
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("admin: password: Password must be at least 8 characters");
    const badEmail = await run(["create", "--email", "not-an-email", "--name", "W"]);
    expect(badEmail.stderr).toContain("admin: email: Invalid email format");
    const noName = await run(["create", "--email", "n@example.com"]);
    expect(noName.stderr).toContain("admin: FullName: Please enter full name");
    const unknown = await run(["frobnicate"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
  });

  it("reset-password sets a new password and ends that admin's sessions", async () => {
    await run(["create", "--email", "reset@example.com", "--name", "Re Set", "--password-stdin"], "OldPass123");
    const database = openDatabase({ databaseUrl: testDb.url, dataDir });
    let token: string;
    const sessions = new SessionService(new SessionsRepository(database.db));
    try {
      const { id } = await database.db.selectFrom("admins").select("id").executeTakeFirstOrThrow();
      token = await sessions.start(id);
    } finally {
      await database.close();
    }
    const reset = await run(["reset-password", "--email", "RESET@example.com"]);
    expect(reset.code, reset.stderr).toBe(0);
    const password = /Password \(shown only this once\): (\S+)/.exec(reset.stdout)?.[1];
    const hash = await storedHash("reset@example.com");
    expect(await verifyPassword(hash, password!)).toBe(true);
    expect(await verifyPassword(hash, "OldPass123")).toBe(false);
    const check = openDatabase({ databaseUrl: testDb.url, dataDir });
    try {
      expect(await new SessionService(new SessionsRepository(check.db)).resolve(token)).toBeNull();
    } finally {
      await check.close();
    }
    const missing = await run(["reset-password", "--email", "ghost@example.com"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("admin: no admin has the e-mail ghost@example.com");
  });
});
