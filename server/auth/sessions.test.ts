import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { AdminsRepository } from "./admins-repository.server";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SessionService, hashToken } from "./sessions.server";
import { SessionsRepository } from "./sessions-repository.server";

describe("SessionService", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let database: Database;
  let now: number;
  let sessions: SessionService;
  let admins: AdminsRepository;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-sessions-"));
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir });
    await migrate(database);
    now = 1_700_000_000_000;
    sessions = new SessionService(new SessionsRepository(database.db), () => now);
    admins = new AdminsRepository(database.db, database.kind);
    await admins.createAdmin({ id: "a1", fullName: "Asha Mehra", email: "asha@example.com", userName: "asha1234", role: "owner", passwordHash: "x", now });
  });
  afterEach(async () => {
    await database.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const row = (token: string) =>
    database.db.selectFrom("admin_sessions").selectAll().where("id_hash", "=", hashToken(token)).executeTakeFirst();

  it("starts a session whose token resolves to its admin", async () => {
    const token = await sessions.start("a1");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await sessions.resolve(token))?.email).toBe("asha@example.com");
    expect(await sessions.start("a1")).not.toBe(token);
  });

  it("ends after 30 minutes without use", async () => {
    const token = await sessions.start("a1");
    now += SESSION_IDLE_MS - 1;
    expect(await sessions.resolve(token)).not.toBeNull();
    now += SESSION_IDLE_MS - 1; // used a moment ago: the idle clock started again
    expect(await sessions.resolve(token)).not.toBeNull();
    now += SESSION_IDLE_MS;
    expect(await sessions.resolve(token)).toBeNull();
    expect(await row(token)).toBeUndefined();
  });

  it("ends 12 hours after it started, however often it is used", async () => {
    const token = await sessions.start("a1");
    const end = now + SESSION_ABSOLUTE_MS;
    while (now + 20 * 60_000 < end) {
      now += 20 * 60_000;
      expect(await sessions.resolve(token)).not.toBeNull();
    }
    now = end;
    expect(await sessions.resolve(token)).toBeNull();
  });

  it("writes last use at most once a minute", async () => {
    const token = await sessions.start("a1");
    const started = now;
    now += 30_000;
    await sessions.resolve(token);
    expect(Number((await row(token))!.last_seen_at)).toBe(started);
    now += 30_000;
    await sessions.resolve(token);
    expect(Number((await row(token))!.last_seen_at)).toBe(now);
  });

  it("ignores missing and malformed tokens without a query", async () => {
    for (const token of [undefined, "", "short", "x".repeat(44), `${"A".repeat(42)}!`]) {
      expect(await sessions.resolve(token)).toBeNull();
    }
  });

  it("ends one session, or all of an admin's", async () => {
    const a = await sessions.start("a1");
    const b = await sessions.start("a1");
    await sessions.end(a);
    expect(await sessions.resolve(a)).toBeNull();
    expect(await sessions.resolve(b)).not.toBeNull();
    const c = await sessions.start("a1");
    await sessions.endAllFor("a1");
    expect(await sessions.resolve(b)).toBeNull();
    expect(await sessions.resolve(c)).toBeNull();
  });

  it("prunes ended sessions and keeps live ones", async () => {
    const old = await sessions.start("a1");
    now += SESSION_IDLE_MS + 1;
    const fresh = await sessions.start("a1");
    await sessions.prune();
    expect(await row(old)).toBeUndefined();
    expect(await row(fresh)).toBeDefined();
  });
});
