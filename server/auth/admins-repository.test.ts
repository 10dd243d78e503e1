import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { AdminsRepository, DuplicateAdminError, type NewAdmin } from "./admins-repository.server";
import { SessionService } from "./sessions.server";
import { SessionsRepository } from "./sessions-repository.server";

describe("AdminsRepository", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let database: Database;
  let repo: AdminsRepository;
  let sessions: SessionService;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-admins-"));
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir });
    await migrate(database);
    repo = new AdminsRepository(database.db, database.kind);
    sessions = new SessionService(new SessionsRepository(database.db));
  });
  afterEach(async () => {
    await database.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = (id: string, extra: Partial<NewAdmin> = {}): NewAdmin => ({
    id,
    fullName: `Admin ${id}`,
    email: `${id}@example.com`,
    userName: `user${id}`,
    role: "owner",
    passwordHash: "hash",
    now: 1000,
    ...extra,
  });

  it("refuses a second admin with the same e-mail or user name in any case", async () => {
    await repo.createAdmin(admin("a"));
    await expect(repo.createAdmin(admin("b", { email: "A@EXAMPLE.COM" }))).rejects.toEqual(new DuplicateAdminError("email"));
    await expect(repo.createAdmin(admin("c", { userName: "USERA" }))).rejects.toEqual(new DuplicateAdminError("userName"));
    await repo.createAdmin(admin("d"));
    await expect(repo.updateAdmin("d", { fullName: "D", email: "d@example.com", userName: "UserA", now: 2 })).rejects.toEqual(
      new DuplicateAdminError("userName"),
    );
    expect(await repo.countAdmins()).toBe(2);
  });

  it("finds the credentials by e-mail in any case, and never lists the hash", async () => {
    await repo.createAdmin(admin("a", { passwordHash: "$argon2id$secret" }));
    expect((await repo.getAdminCredentialsByEmail(" A@Example.com "))?.passwordHash).toBe("$argon2id$secret");
    expect(JSON.stringify(await repo.listAdmins())).not.toContain("argon2");
    expect(JSON.stringify(await repo.getAdminById("a"))).not.toContain("argon2");
  });

  it("creates the first admin only when there is none", async () => {
    expect(await repo.createFirstAdmin(admin("first"))).toBe(true);
    expect(await repo.createFirstAdmin(admin("second"))).toBe(false);
    expect((await repo.listAdmins()).map((a) => a.id)).toEqual(["first"]);
  });

  it("deletes an admin with its sessions", async () => {
    await repo.createAdmin(admin("a"));
    await repo.createAdmin(admin("b"));
    const token = await sessions.start("b");
    expect(await repo.deleteAdmin("b")).toBe("deleted");
    expect(await sessions.resolve(token)).toBeNull();
    expect(await database.db.selectFrom("admin_sessions").selectAll().execute()).toEqual([]);
    expect(await repo.deleteAdmin("b")).toBe("not-found");
  });

  it("never deletes the last admin, whose sessions stay", async () => {
    await repo.createAdmin(admin("only"));
    const token = await sessions.start("only");
    expect(await repo.deleteAdmin("only")).toBe("last-admin");
    expect(await repo.countAdmins()).toBe(1);
    expect(await sessions.resolve(token)).not.toBeNull();
  });

  it("two admins deleting each other at once leave one", async () => {
    for (let round = 0; round < 5; round++) {
      await database.db.deleteFrom("admins").execute();
      await repo.createAdmin(admin("x"));
      await repo.createAdmin(admin("y"));
      const results = await Promise.all([repo.deleteAdmin("x"), repo.deleteAdmin("y")]);
      expect(results.sort()).toEqual(["deleted", "last-admin"]);
      expect(await repo.countAdmins()).toBe(1);
    }
  });

  describe("roles (decision 0065)", () => {
    const changes = (id: string, role: NewAdmin["role"]) => ({ fullName: `Admin ${id}`, email: `${id}@example.com`, userName: `user${id}`, role, now: 2 });
    const owners = async () => (await repo.listAdmins()).filter((a) => a.role === "owner").map((a) => a.id);

    it("stores the role, keeps it when an update names none, and changes it when one does", async () => {
      await repo.createAdmin(admin("o"));
      await repo.createAdmin(admin("s", { role: "sales" }));
      expect((await repo.getAdminById("s"))?.role).toBe("sales");
      const { role: _left, ...withoutRole } = changes("s", "sales");
      expect(await repo.updateAdmin("s", withoutRole)).toMatchObject({ kind: "updated", admin: { role: "sales" } });
      expect(await repo.updateAdmin("s", changes("s", "catalogue"))).toMatchObject({ kind: "updated", admin: { role: "catalogue" } });
      expect(await repo.updateAdmin("nobody", changes("nobody", "sales"))).toEqual({ kind: "not-found" });
    });

    it("never demotes or deletes the last owner, whatever other admins there are", async () => {
      await repo.createAdmin(admin("o"));
      await repo.createAdmin(admin("s", { role: "sales" }));
      expect(await repo.updateAdmin("o", changes("o", "sales"))).toEqual({ kind: "last-owner" });
      expect(await repo.deleteAdmin("o")).toBe("last-owner");
      expect(await owners()).toEqual(["o"]);
      // With a second owner, either may go.
      await repo.updateAdmin("s", changes("s", "owner"));
      expect(await repo.updateAdmin("o", changes("o", "catalogue"))).toMatchObject({ kind: "updated" });
      expect(await owners()).toEqual(["s"]);
    });

    it("two owners demoting each other at once leave one owner", async () => {
      for (let round = 0; round < 5; round++) {
        await database.db.deleteFrom("admins").execute();
        await repo.createAdmin(admin("x"));
        await repo.createAdmin(admin("y"));
        const results = await Promise.all([repo.updateAdmin("x", changes("x", "sales")), repo.updateAdmin("y", changes("y", "catalogue"))]);
        expect(results.map((r) => r.kind).sort()).toEqual(["last-owner", "updated"]);
        expect(await owners()).toHaveLength(1);
      }
    });

    it("an owner deleted while demoting the other at once leaves one owner", async () => {
      for (let round = 0; round < 5; round++) {
        await database.db.deleteFrom("admins").execute();
        await repo.createAdmin(admin("x"));
        await repo.createAdmin(admin("y"));
        await repo.createAdmin(admin("z", { role: "sales" }));
        const [demoted, deleted] = await Promise.all([repo.updateAdmin("x", changes("x", "sales")), repo.deleteAdmin("y")]);
        // Exactly one of the two goes through.
        expect([demoted.kind === "updated", deleted === "deleted"].filter(Boolean)).toHaveLength(1);
        expect(await owners()).toHaveLength(1);
      }
    });
  });
});
