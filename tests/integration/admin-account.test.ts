import { createHash } from "node:crypto";
import { generate } from "otplib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_TEXT } from "../../app/schemas/admin-account";
import type { Database } from "../../server/db/database.server";
import { AUTH, api, cookieFrom, login, newAdmin, openServerDatabase, FIRST_ADMIN } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const sha256 = (v: string) => createHash("sha256").update(v).digest("hex");

describe("admin account security (README: Admin account security)", () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let db: Database;
  let admin: ReturnType<typeof newAdmin>;
  let firstCookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Website <web@exports.example>", SITE_URL: "https://exports.example" } });
    db = openServerDatabase(server);
  });
  afterAll(async () => {
    await db?.close();
    await server?.dispose();
    await smtp?.close();
  });
  // Every test has an admin of its own and no counted failures.
  beforeEach(async () => {
    await db.db.deleteFrom("rate_limits").execute();
    firstCookie = await login(server, FIRST_ADMIN);
    admin = newAdmin("acct");
    expect((await api(server, "POST", `${AUTH}/adminRegister`, { cookie: firstCookie, body: admin })).status).toBe(201);
  });

  const signIn = (password = admin.password, ua = FIREFOX) =>
    api(server, "POST", `${AUTH}/adminlogin`, { body: { email: admin.email, password }, headers: { "user-agent": ua } });

  describe("every new endpoint but forgot/reset and the code step needs a session", () => {
    for (const [method, path] of [
      ["POST", "/password"],
      ["GET", "/totp"],
      ["POST", "/totp/setup"],
      ["POST", "/totp/enable"],
      ["POST", "/totp/disable"],
      ["GET", "/sessions"],
      ["DELETE", `/sessions/${"a".repeat(64)}`],
    ] as const) {
      it(`${method} ${path}: 401 Not authenticated`, async () => {
        const answer = await api(server, method, `${AUTH}${path}`, method === "POST" ? { body: {} } : {});
        expect(answer.status).toBe(401);
        expect(answer.json).toEqual({ success: false, message: "Not authenticated" });
      });
    }
  });

  describe("POST /password", () => {
    it("refuses a wrong current password and a weak new one with field errors", async () => {
      const cookie = cookieFrom(await signIn());
      const wrong = await api(server, "POST", `${AUTH}/password`, { cookie, body: { currentPassword: "Nope12345", password: "Newpass123" } });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toEqual({ success: false, message: ACCOUNT_TEXT.wrongCurrentPassword, errors: { currentPassword: ACCOUNT_TEXT.wrongCurrentPassword } });
      const weak = await api(server, "POST", `${AUTH}/password`, { cookie, body: { currentPassword: admin.password, password: "short" } });
      expect(weak.status).toBe(400);
      expect(weak.json.errors).toEqual({ password: "Password must be at least 8 characters" });
      const notObject = await api(server, "POST", `${AUTH}/password`, { cookie, body: ["x"] });
      expect(notObject.status).toBe(400);
    });

    it("changes the password and ends every other session of that admin, not this one", async () => {
      const current = cookieFrom(await signIn());
      const other = cookieFrom(await signIn());
      const answer = await api(server, "POST", `${AUTH}/password`, { cookie: current, body: { currentPassword: admin.password, password: "Changed123" } });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ success: true, message: ACCOUNT_TEXT.passwordChanged });
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: current })).status).toBe(200);
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: other })).status).toBe(401);
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: firstCookie })).status).toBe(200);
      expect((await signIn()).status).toBe(401);
      expect((await signIn("Changed123")).status).toBe(200);
    });
  });

  describe("forgot and reset password", () => {
    async function mailedToken(email: string): Promise<string> {
      const before = smtp.mails.length;
      const answer = await api(server, "POST", `${AUTH}/forgot-password`, { body: { email } });
      expect(answer.status).toBe(200);
      const mails = await smtp.waitForMails(before + 1);
      const mail = mails.slice(before).find((m) => m.headers.to?.includes(email));
      const token = /https:\/\/exports\.example\/adminresetpassword\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
      if (!token) throw new Error(`no reset link mailed to ${email}`);
      return token;
    }

    it("answers a known and an unknown e-mail alike, and mails a link only to the known one", async () => {
      const before = smtp.mails.length;
      const known = await api(server, "POST", `${AUTH}/forgot-password`, { body: { email: admin.email.toUpperCase() } });
      const unknown = await api(server, "POST", `${AUTH}/forgot-password`, { body: { email: `nobody.${Date.now()}@gmail.com` } });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(unknown.text).toBe(known.text);
      expect(known.json).toEqual({ success: true, message: ACCOUNT_TEXT.forgotAnswer });
      const mails = await smtp.waitForMails(before + 1);
      expect(mails.slice(before).map((m) => m.headers.to)).toEqual([admin.email]);
      const bad = await api(server, "POST", `${AUTH}/forgot-password`, { body: { email: "not-an-email" } });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual({ email: "Invalid email format" });
    });

    it("a link sets the password once, ends every session, and is stored hashed", async () => {
      const session = cookieFrom(await signIn());
      const token = await mailedToken(admin.email);
      const rows = await db.db.selectFrom("admin_password_resets").select(["token_hash"]).where("token_hash", "=", sha256(token)).execute();
      expect(rows).toHaveLength(1);
      expect(await db.db.selectFrom("admin_password_resets").selectAll().where("token_hash", "=", token).execute()).toEqual([]);

      const weak = await api(server, "POST", `${AUTH}/reset-password`, { body: { token, password: "nocapitals1" } });
      expect(weak.status).toBe(400);
      expect(weak.json.errors).toEqual({ password: "Must contain uppercase, lowercase, and number" });
      const reset = await api(server, "POST", `${AUTH}/reset-password`, { body: { token, password: "Resetted123" } });
      expect(reset.status).toBe(200);
      expect(reset.json).toEqual({ success: true, message: ACCOUNT_TEXT.passwordReset });
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: session })).status).toBe(401);
      const again = await api(server, "POST", `${AUTH}/reset-password`, { body: { token, password: "Second1234" } });
      expect(again.status).toBe(404);
      expect(again.json).toEqual({ success: false, message: ACCOUNT_TEXT.resetLinkInvalid });
      expect((await signIn("Resetted123")).status).toBe(200);
    });

    it("twenty requests at once with one link: exactly one sets the password", async () => {
      const token = await mailedToken(admin.email);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => api(server, "POST", `${AUTH}/reset-password`, { body: { token, password: `Racing${i}abcD` } })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 404)).toHaveLength(19);
      const winner = answers.findIndex((a) => a.status === 200);
      expect((await signIn(`Racing${winner}abcD`)).status).toBe(200);
    });

    it("a link past its expiry (its row moved 30 minutes back) is refused", async () => {
      const token = await mailedToken(admin.email);
      await db.db
        .updateTable("admin_password_resets")
        .set((eb) => ({ expires_at: eb("expires_at", "-", 30 * 60 * 1000), created_at: eb("created_at", "-", 30 * 60 * 1000) }))
        .where("token_hash", "=", sha256(token))
        .execute();
      const answer = await api(server, "POST", `${AUTH}/reset-password`, { body: { token, password: "Expired123" } });
      expect(answer.status).toBe(404);
      const page = await fetch(`${server.url}/adminresetpassword?token=${token}`);
      expect(await page.text()).toContain(ACCOUNT_TEXT.resetLinkInvalid);
    });

    it("is throttled per e-mail, and the throttle says nothing about whether it exists", async () => {
      const unknown = `ghost.${Date.now()}@gmail.com`;
      for (const email of [admin.email, unknown]) {
        for (let i = 0; i < 3; i++) expect((await api(server, "POST", `${AUTH}/forgot-password`, { body: { email } })).status).toBe(200);
        const fourth = await api(server, "POST", `${AUTH}/forgot-password`, { body: { email } });
        expect(fourth.status).toBe(429);
        expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(fourth.json).toEqual({ success: false, message: ACCOUNT_TEXT.tooManyAttempts });
      }
    });

    it("the forgot and reset pages are public and never cached", async () => {
      for (const path of ["/adminforgotpassword", "/adminresetpassword?token=x"]) {
        const res = await fetch(`${server.url}${path}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
      const account = await fetch(`${server.url}/adminaccount`, { redirect: "manual" });
      expect(account.status).toBe(302);
      expect(account.headers.get("location")).toBe("/adminlogin?redirectTo=%2Fadminaccount");
    });
  });

  describe("two-factor sign-in", () => {
    async function enableTotp(cookie: string): Promise<{ secret: string; codes: string[] }> {
      const wrong = await api(server, "POST", `${AUTH}/totp/setup`, { cookie, body: { password: "Wrong1234" } });
      expect(wrong.status).toBe(400);
      const setup = await api(server, "POST", `${AUTH}/totp/setup`, { cookie, body: { password: admin.password } });
      expect(setup.status).toBe(200);
      const { secret, qrDataUrl, uri } = setup.json.data;
      expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(uri).toMatch(/^otpauth:\/\/totp\//);
      expect((await api(server, "GET", `${AUTH}/totp`, { cookie })).json.data).toMatchObject({ enabled: false, pending: { secret } });
      const code = await generate({ secret });
      const enabled = await api(server, "POST", `${AUTH}/totp/enable`, { cookie, body: { code } });
      expect(enabled.status).toBe(200);
      return { secret, codes: enabled.json.data.recoveryCodes };
    }

    /** The password step: 202, a challenge, and no session cookie. */
    async function passwordStep(): Promise<string> {
      const answer = await signIn();
      expect(answer.status).toBe(202);
      expect(answer.headers.get("set-cookie")).toBeNull();
      expect(answer.json).toMatchObject({ success: true, data: { twoFactor: true } });
      return answer.json.data.challenge;
    }

    it("turns on with a code; the password alone then never signs in; a code does, once", async () => {
      const cookie = cookieFrom(await signIn());
      const { secret, codes } = await enableTotp(cookie);
      expect(codes).toHaveLength(10);
      expect((await api(server, "GET", `${AUTH}/totp`, { cookie })).json.data).toEqual({ enabled: true, recoveryCodesLeft: 10, pending: null });

      const sessionsBefore = await db.db.selectFrom("admin_sessions").select("id_hash").execute();
      const challenge = await passwordStep();
      expect(await db.db.selectFrom("admin_sessions").select("id_hash").execute()).toHaveLength(sessionsBefore.length);

      // A code of the next 30 s step: the one used to turn TOTP on may not be used again.
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const wrong = await api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge, code: "000000" === code ? "111111" : "000000" } });
      expect(wrong.status).toBe(400);
      expect(wrong.json.message).toBe(ACCOUNT_TEXT.invalidCode);
      const ok = await api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge, code } });
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({ success: true, message: "Login successful", data: { email: admin.email, isAdmin: true } });
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: cookieFrom(ok) })).status).toBe(200);

      const replay = await api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge: await passwordStep(), code } });
      expect(replay.status).toBe(400);
      expect(replay.headers.get("set-cookie")).toBeNull();
      const used = await api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge, code } });
      expect(used.status).toBe(404);
      expect(used.json.message).toBe(ACCOUNT_TEXT.challengeEnded);
    });

    it("ten requests at once with one code, each on its own challenge: one signs in, the others are refused or throttled", async () => {
      const { secret } = await enableTotp(cookieFrom(await signIn()));
      // One after another: password steps in flight at once count against the login throttle.
      const challenges: string[] = [];
      for (let i = 0; i < 10; i++) challenges.push(await passwordStep());
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const answers = await Promise.all(challenges.map((challenge) => api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge, code } })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 400 || a.status === 429)).toHaveLength(9);
    });

    it("a recovery code signs in once and is refused the second time", async () => {
      const { codes } = await enableTotp(cookieFrom(await signIn()));
      const stored = await db.db.selectFrom("admin_recovery_codes").selectAll().execute();
      for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);
      const first = await api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge: await passwordStep(), code: codes[0] } });
      expect(first.status).toBe(200);
      const second = await api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge: await passwordStep(), code: codes[0] } });
      expect(second.status).toBe(400);
      expect(second.json.errors).toEqual({ code: ACCOUNT_TEXT.invalidCode });
    });

    it("code attempts are limited per challenge and throttled per admin", async () => {
      await enableTotp(cookieFrom(await signIn()));
      const challenge = await passwordStep();
      for (let i = 0; i < 5; i++) {
        expect((await api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge, code: `00000${i}` } })).status).toBe(400);
      }
      expect((await api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge, code: "000009" } })).status).toBe(404);
      // LOGIN_MAX_FAILURES is 5 by default: five wrong codes, so the next challenge is throttled.
      const throttled = await api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge: await passwordStep(), code: "123456" } });
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("turns off with the password", async () => {
      const { secret } = await enableTotp(cookieFrom(await signIn()));
      const challenge = await passwordStep();
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const cookie = cookieFrom(await api(server, "POST", `${AUTH}/adminlogin/code`, { body: { challenge, code } }));
      expect((await api(server, "POST", `${AUTH}/totp/disable`, { cookie, body: { password: "Wrong1234" } })).status).toBe(400);
      expect((await api(server, "POST", `${AUTH}/totp/disable`, { cookie, body: { password: admin.password } })).status).toBe(200);
      expect((await signIn()).status).toBe(200);
    });
  });

  describe("sessions", () => {
    it("lists the admin's own sessions with device and times, and signs out another", async () => {
      const current = cookieFrom(await signIn());
      const other = cookieFrom(await signIn(admin.password, "curl/8.5.0"));
      const list = await api(server, "GET", `${AUTH}/sessions`, { cookie: current });
      expect(list.status).toBe(200);
      const sessions = list.json.data as Array<{ id: string; device: string; current: boolean; createdAt: string; lastSeenAt: string }>;
      expect(sessions.map((s) => [s.device, s.current]).sort()).toEqual([
        ["Firefox on Linux", true],
        ["curl", false],
      ]);
      for (const s of sessions) {
        expect(s.id).toMatch(/^[0-9a-f]{64}$/);
        expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
      }
      const otherId = sessions.find((s) => !s.current)!.id;
      // Another admin cannot end it.
      expect((await api(server, "DELETE", `${AUTH}/sessions/${otherId}`, { cookie: firstCookie })).status).toBe(404);
      const ended = await api(server, "DELETE", `${AUTH}/sessions/${otherId}`, { cookie: current });
      expect(ended.status).toBe(200);
      expect(ended.json).toEqual({ success: true, message: ACCOUNT_TEXT.sessionEnded });
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: other })).status).toBe(401);
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: current })).status).toBe(200);
      expect((await api(server, "DELETE", `${AUTH}/sessions/${otherId}`, { cookie: current })).status).toBe(404);
      expect((await api(server, "DELETE", `${AUTH}/sessions/'%20or%201=1--`, { cookie: current })).status).toBe(404);
    });
  });

  describe("the login page's action (no JavaScript)", () => {
    const post = (body: Record<string, string>, path = "/adminlogin") =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams(body),
        redirect: "manual",
      });

    it("signs in with a redirect to the safe target and the session cookie", async () => {
      const res = await post({ intent: "password", email: admin.email, password: admin.password }, "/adminlogin?redirectTo=%2Fadminaccount");
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/adminaccount");
      const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
      expect((await api(server, "GET", `${AUTH}/me`, { cookie })).status).toBe(200);
      const unsafe = await post({ intent: "password", email: admin.email, password: admin.password }, "/adminlogin?redirectTo=%2F%2Fevil.example");
      expect(unsafe.headers.get("location")).toBe("/admindashboard");
    });

    it("a wrong password stays on the page with the server's message", async () => {
      const res = await post({ intent: "password", email: admin.email, password: "Wrong12345" });
      expect(res.status).toBe(401);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await res.text()).toContain("Invalid email or password");
    });
  });
});
