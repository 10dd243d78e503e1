import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { generate } from "otplib";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import type { Outcome } from "../../app/forms/outcome";
import { ACCOUNT_TEXT } from "../../app/schemas/admin-account";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { RateLimiter } from "../security/rate-limiter.server";
import { AccountRepository } from "./account-repository.server";
import { AccountService, CHALLENGE_MS, RESET_LINK_MS } from "./account.server";
import { AdminService } from "./admins.server";
import { AdminsRepository, type AdminUser } from "./admins-repository.server";
import { hashPassword } from "./password.server";
import { SessionService } from "./sessions.server";
import { SessionsRepository } from "./sessions-repository.server";

const PASSWORD = "Secret123x";
const MAX_FAILURES = 5;

function value<T>(outcome: Outcome<T>): T {
  if (outcome.kind !== "ok") throw new Error(`expected ok, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

describe("AccountService (injected clock, real database)", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let database: Database;
  let now: number;
  let sessions: SessionService;
  let account: AccountService;
  let admins: AdminService;
  let admin: AdminUser;
  let mails: Array<{ to: string; subject: string; text: string }>;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-account-"));
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir });
    await migrate(database);
    now = 1_700_000_000_000;
    const clock = () => now;
    const log = pino({ level: "silent" });
    const rateLimiter = new RateLimiter(database.db, clock);
    const adminsRepo = new AdminsRepository(database.db, database.kind);
    sessions = new SessionService(new SessionsRepository(database.db), clock);
    mails = [];
    account = new AccountService({
      repo: new AccountRepository(database.db),
      admins: adminsRepo,
      sessions,
      rateLimiter,
      maxFailures: MAX_FAILURES,
      maxResets: 3,
      siteUrl: "https://exports.example",
      mail: { sendNotice: async (mail) => void mails.push(mail) },
      log,
      now: clock,
    });
    admins = new AdminService({
      repo: adminsRepo,
      sessions,
      rateLimiter,
      maxFailures: MAX_FAILURES,
      log,
      now: clock,
      secondFactor: (id) => account.challengeFor(id),
    });
    admin = await adminsRepo.createAdmin({
      id: "a1",
      fullName: "Asha Mehra",
      email: "asha@example.com",
      userName: "asha1234",
      role: "owner",
      passwordHash: await hashPassword(PASSWORD),
      now,
    });
  });
  afterEach(async () => {
    await database.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function resetToken(): Promise<string> {
    const before = mails.length;
    expect(value(await account.requestPasswordReset({ email: admin.email }, "10.0.0.1"))).toBeUndefined();
    await expect.poll(() => mails.length).toBe(before + 1);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)!.text)?.[1];
    if (!token) throw new Error("no token in the mail");
    return token;
  }

  describe("password reset links", () => {
    it("work until 30 minutes have passed, and not at 30 minutes", async () => {
      const early = await resetToken();
      const late = await resetToken();
      now += RESET_LINK_MS - 1;
      expect(await account.isResetTokenLive(early)).toBe(true);
      expect((await account.resetPassword({ token: early, password: "Newpass123" })).kind).toBe("ok");
      now += 1;
      expect(await account.isResetTokenLive(late)).toBe(false);
      expect(await account.resetPassword({ token: late, password: "Other1234a" })).toEqual({
        kind: "not-found",
        message: ACCOUNT_TEXT.resetLinkInvalid,
      });
    });

    it("work once, end every session, and are stored only as a hash", async () => {
      const session = await sessions.start(admin.id);
      const token = await resetToken();
      const rows = await database.db.selectFrom("admin_password_resets").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect((await account.resetPassword({ token, password: "Newpass123" })).kind).toBe("ok");
      expect(await sessions.resolve(session)).toBeNull();
      expect((await account.resetPassword({ token, password: "Another123" })).kind).toBe("not-found");
      expect(await admins.login(admin.email, "Newpass123", "10.0.0.1")).toMatchObject({ kind: "ok", value: { step: "signed-in" } });
    });

    it("answer before the address is looked up, so a known e-mail takes no longer than an unknown one", async () => {
      // The look-up waits on a gate the test holds shut: an answer that came after it would hang.
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const lookups: string[] = [];
      const repo = new AdminsRepository(database.db, database.kind);
      const gated = new AccountService({
        repo: new AccountRepository(database.db),
        admins: Object.assign(Object.create(repo) as AdminsRepository, {
          getAdminCredentialsByEmail: async (email: string) => {
            lookups.push(email);
            await gate;
            return repo.getAdminCredentialsByEmail(email);
          },
        }),
        sessions,
        rateLimiter: new RateLimiter(database.db, () => now),
        maxFailures: MAX_FAILURES,
        maxResets: 3,
        siteUrl: "https://exports.example",
        mail: { sendNotice: async (mail) => void mails.push(mail) },
        log: pino({ level: "silent" }),
        now: () => now,
      });
      const held = Symbol("held");
      const answer = (email: string) => Promise.race([gated.requestPasswordReset({ email }, "10.0.0.3"), new Promise((r) => setTimeout(() => r(held), 2_000))]);
      const [known, unknown] = await Promise.all([answer(admin.email), answer("nobody@example.com")]);
      expect(known).toEqual({ kind: "ok", value: undefined });
      expect(unknown).toEqual(known);
      expect(mails).toHaveLength(0);
      open();
      await expect.poll(() => mails.length).toBe(1);
      expect(lookups.sort()).toEqual([admin.email, "nobody@example.com"].sort());
    });

    it("answer an unknown e-mail exactly as a known one, and send nothing", async () => {
      const known = await account.requestPasswordReset({ email: admin.email }, "10.0.0.2");
      const unknown = await account.requestPasswordReset({ email: "nobody@example.com" }, "10.0.0.2");
      expect(unknown).toEqual(known);
      await expect.poll(() => mails.length).toBe(1);
      expect(mails[0]!.to).toBe(admin.email);
    });

    it("are throttled per e-mail (known or not) and per IP", async () => {
      for (let i = 0; i < 3; i++) expect((await account.requestPasswordReset({ email: "x@example.com" }, `10.1.0.${i}`)).kind).toBe("ok");
      expect((await account.requestPasswordReset({ email: "X@example.com" }, "10.1.0.9")).kind).toBe("throttled");
      for (let i = 0; i < 21; i++) expect((await account.requestPasswordReset({ email: `u${i}@example.com` }, "10.2.0.1")).kind).toBe("ok");
      expect((await account.requestPasswordReset({ email: "fresh@example.com" }, "10.2.0.1")).kind).toBe("throttled");
    });
  });

  describe("two-factor sign-in", () => {
    async function enable(): Promise<{ secret: string; codes: string[] }> {
      const setup = value(await account.startTotpSetup(admin, { password: PASSWORD }));
      const code = await generate({ secret: setup.secret, epoch: Math.floor(now / 1000) });
      const { recoveryCodes } = value(await account.confirmTotp(admin, { code }));
      return { secret: setup.secret, codes: recoveryCodes };
    }

    async function challenge(): Promise<string> {
      const result = await admins.login(admin.email, PASSWORD, "10.0.0.1");
      if (result.kind !== "ok" || result.value.step !== "second-factor") throw new Error(`expected a challenge, got ${JSON.stringify(result)}`);
      return result.value.challenge;
    }

    it("needs the password to start, and a right code to turn on", async () => {
      expect(await account.startTotpSetup(admin, { password: "Wrong1234" })).toMatchObject({ kind: "invalid", errors: { password: ACCOUNT_TEXT.wrongPassword } });
      const setup = value(await account.startTotpSetup(admin, { password: PASSWORD }));
      expect(setup.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(setup.uri).toContain(`secret=${setup.secret}`);
      expect(await account.confirmTotp(admin, { code: "000000" })).toMatchObject({ kind: "invalid" });
      expect((await account.totpStatus(admin.id)).enabled).toBe(false);
    });

    it("after the password, only a code starts a session; a code is not accepted twice", async () => {
      const { secret } = await enable();
      const before = await database.db.selectFrom("admin_sessions").selectAll().execute();
      const first = await challenge();
      expect(await database.db.selectFrom("admin_sessions").selectAll().execute()).toEqual(before);

      now += 30_000;
      const code = await generate({ secret, epoch: Math.floor(now / 1000) });
      expect((await account.completeLogin({ challenge: first, code }, "10.0.0.1")).kind).toBe("ok");
      // The same code again, on a fresh challenge and still within its window: a replay.
      expect(await account.completeLogin({ challenge: await challenge(), code }, "10.0.0.1")).toMatchObject({
        kind: "invalid",
        errors: { code: ACCOUNT_TEXT.invalidCode },
      });
      now += 30_000;
      const next = await generate({ secret, epoch: Math.floor(now / 1000) });
      expect((await account.completeLogin({ challenge: await challenge(), code: next }, "10.0.0.1")).kind).toBe("ok");
    });

    it("takes a code typed with Eastern Arabic digits", async () => {
      const { secret } = await enable();
      now += 30_000;
      const code = await generate({ secret, epoch: Math.floor(now / 1000) });
      const eastern = code.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
      expect((await account.completeLogin({ challenge: await challenge(), code: eastern }, "10.0.0.1")).kind).toBe("ok");
    });

    it("refuses a code two steps old", async () => {
      const { secret } = await enable();
      const old = await generate({ secret, epoch: Math.floor(now / 1000) + 30 });
      now += 120_000;
      expect((await account.completeLogin({ challenge: await challenge(), code: old }, "10.0.0.1")).kind).toBe("invalid");
    });

    it("a recovery code works once; ten are stored, as hashes", async () => {
      const { codes } = await enable();
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      const stored = await database.db.selectFrom("admin_recovery_codes").selectAll().execute();
      expect(stored).toHaveLength(10);
      for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace("-", ""));
      expect((await account.completeLogin({ challenge: await challenge(), code: codes[3]!.toUpperCase() }, "10.0.0.1")).kind).toBe("ok");
      expect((await account.completeLogin({ challenge: await challenge(), code: codes[3]! }, "10.0.0.1")).kind).toBe("invalid");
      expect((await account.totpStatus(admin.id)).recoveryCodesLeft).toBe(9);
    });

    it("a challenge ends after 5 minutes, and after 5 tries", async () => {
      const { secret } = await enable();
      const slow = await challenge();
      now += CHALLENGE_MS;
      const code = await generate({ secret, epoch: Math.floor(now / 1000) });
      expect(await account.completeLogin({ challenge: slow, code }, "10.0.0.1")).toEqual({ kind: "not-found", message: ACCOUNT_TEXT.challengeEnded });

      const guessed = await challenge();
      for (let i = 0; i < 5; i++) expect((await account.completeLogin({ challenge: guessed, code: "12345" + i }, "10.0.0.1")).kind).toBe("invalid");
      expect((await account.completeLogin({ challenge: guessed, code }, "10.0.0.1")).kind).toBe("not-found");
    });

    it("wrong codes are throttled per admin across challenges", async () => {
      await enable();
      for (let i = 0; i < MAX_FAILURES; i++) {
        expect((await account.completeLogin({ challenge: await challenge(), code: "99999" + i }, "10.0.0.1")).kind).toBe("invalid");
      }
      expect((await account.completeLogin({ challenge: await challenge(), code: "999990" }, "10.0.0.1")).kind).toBe("throttled");
    });

    it("turns off with the password only, and sign-in is one step again", async () => {
      await enable();
      expect((await account.disableTotp(admin, { password: "Wrong1234" })).kind).toBe("invalid");
      expect((await account.disableTotp(admin, { password: PASSWORD })).kind).toBe("ok");
      expect(await admins.login(admin.email, PASSWORD, "10.0.0.1")).toMatchObject({ kind: "ok", value: { step: "signed-in" } });
      expect(await database.db.selectFrom("admin_recovery_codes").selectAll().execute()).toEqual([]);
    });
  });

  describe("password change and sessions", () => {
    it("needs the current password, follows the create-admin rules, and ends only the other sessions", async () => {
      const current = await sessions.start(admin.id, "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "203.0.113.7");
      const other = await sessions.start(admin.id);
      expect(await account.changePassword(admin, current, { currentPassword: "Wrong1234", password: "Newpass123" })).toMatchObject({
        errors: { currentPassword: ACCOUNT_TEXT.wrongCurrentPassword },
      });
      expect(await account.changePassword(admin, current, { currentPassword: PASSWORD, password: "alllower1" })).toMatchObject({
        errors: { password: "Must contain uppercase, lowercase, and number" },
      });
      expect(await account.changePassword(admin, current, { currentPassword: PASSWORD, password: PASSWORD })).toMatchObject({
        errors: { password: ACCOUNT_TEXT.samePassword },
      });
      expect((await account.changePassword(admin, current, { currentPassword: PASSWORD, password: "Newpass123" })).kind).toBe("ok");
      expect(await sessions.resolve(current)).not.toBeNull();
      expect(await sessions.resolve(other)).toBeNull();
      const listed = await account.listSessions(admin.id, current);
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ current: true, userAgent: expect.stringContaining("Firefox"), ip: "203.0.113.7" });
    });

    it("wrong current passwords are throttled", async () => {
      const current = await sessions.start(admin.id);
      for (let i = 0; i < MAX_FAILURES; i++) {
        expect((await account.changePassword(admin, current, { currentPassword: `Wrong${i}abc`, password: "Newpass123" })).kind).toBe("invalid");
      }
      expect((await account.changePassword(admin, current, { currentPassword: PASSWORD, password: "Newpass123" })).kind).toBe("throttled");
    });

    it("signs out one other session of the admin's own, never another admin's", async () => {
      const mine = await sessions.start(admin.id);
      const other = await sessions.start(admin.id);
      const otherId = (await account.listSessions(admin.id, mine)).find((s) => !s.current)!.id;
      expect((await account.endSession("someone-else", otherId)).kind).toBe("not-found");
      expect((await account.endSession(admin.id, otherId)).kind).toBe("ok");
      expect(await sessions.resolve(other)).toBeNull();
      expect(await sessions.resolve(mine)).not.toBeNull();
      expect((await account.endSession(admin.id, otherId)).kind).toBe("not-found");
    });
  });
});
