import { parseOptions } from "@node-rs/argon2";
import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database.server";
import { AUTH, FIRST_ADMIN, api, cookieFrom, login, newAdmin, openServerDatabase } from "../support/admin";
import { rawRequest, type RawAnswer } from "../support/raw-http";
import { KEPT_TARGETS, OPEN_REDIRECT_PAYLOADS } from "../support/redirect-payloads";
import { startTestServer, type TestServer } from "../support/server";

const MAX = 3;
const MINUTE = 60_000;

describe("admin security (docs/requirements.md §8)", () => {
  let server: TestServer;
  let db: Database;

  beforeAll(async () => {
    server = await startTestServer({ env: { LOGIN_MAX_FAILURES: String(MAX) } });
    db = openServerDatabase(server);
  });
  afterAll(async () => {
    await db?.close();
    await server?.dispose();
  });
  // Each test starts with no failed logins counted.
  beforeEach(async () => {
    await db.db.deleteFrom("rate_limits").execute();
  });

  async function tokenRow(cookie: string) {
    const token = cookie.split("=")[1]!;
    const idHash = createHash("sha256").update(token).digest("hex");
    return db.db.selectFrom("admin_sessions").selectAll().where("id_hash", "=", idHash).executeTakeFirst();
  }

  describe("the session cookie", () => {
    it("is HttpOnly, SameSite=Lax, Path=/, not Secure over http, and holds 256 random bits", async () => {
      const answer = await api(server, "POST", `${AUTH}/adminlogin`, { body: FIRST_ADMIN });
      const header = answer.headers.get("set-cookie")!;
      expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
      const token = cookieFrom(answer).split("=")[1]!;
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    });

    it("is stored only as its SHA-256 in the database", async () => {
      const cookie = await login(server);
      const token = cookie.split("=")[1]!;
      expect(await tokenRow(cookie)).toBeDefined();
      const raw = await db.db.selectFrom("admin_sessions").selectAll().where("id_hash", "=", token).execute();
      expect(raw).toEqual([]);
    });

    it("is new at every login, and the session the browser brought ends", async () => {
      const first = await login(server);
      const second = await login(server, FIRST_ADMIN, first);
      expect(second).not.toBe(first);
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: first })).status).toBe(401);
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: second })).status).toBe(200);
    });

    it("an id the browser made up is never adopted", async () => {
      const planted = `sid=${"B".repeat(43)}`;
      const answer = await api(server, "POST", `${AUTH}/adminlogin`, { body: FIRST_ADMIN, cookie: planted });
      expect(cookieFrom(answer)).not.toBe(planted);
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: planted })).status).toBe(401);
    });
  });

  it("logout ends the session on the server: the old cookie, replayed, gets 401", async () => {
    const cookie = await login(server);
    expect((await api(server, "POST", `${AUTH}/logout`, { cookie })).status).toBe(200);
    expect(await tokenRow(cookie)).toBeUndefined();
    for (const path of ["/me", "/getAllAdmin"]) {
      expect((await api(server, "GET", `${AUTH}${path}`, { cookie })).status).toBe(401);
    }
  });

  it("the sidebar's plain logout form ends the session too, clears the cookie and goes to the login page", async () => {
    const cookie = await login(server);
    const res = await fetch(`${server.url}/adminlogout`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "",
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/adminlogin");
    expect(res.headers.get("set-cookie")).toMatch(/^sid=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect(await tokenRow(cookie)).toBeUndefined();
    expect((await api(server, "GET", `${AUTH}/me`, { cookie })).status).toBe(401);
    // A visit (a link, a prefetch) ends nothing.
    const other = await login(server);
    const visit = await fetch(`${server.url}/adminlogout`, { headers: { cookie: other }, redirect: "manual" });
    expect(visit.status).toBe(302);
    expect(visit.headers.get("set-cookie")).toBeNull();
    expect((await api(server, "GET", `${AUTH}/me`, { cookie: other })).status).toBe(200);
  });

  describe("timeouts", () => {
    it("a session idle for 30 minutes has ended", async () => {
      const cookie = await login(server);
      const row = (await tokenRow(cookie))!;
      await db.db
        .updateTable("admin_sessions")
        .set({ last_seen_at: Date.now() - 30 * MINUTE - 1000 })
        .where("id_hash", "=", row.id_hash)
        .execute();
      expect((await api(server, "GET", `${AUTH}/me`, { cookie })).status).toBe(401);
      expect(await tokenRow(cookie)).toBeUndefined();
    });

    it("a session used within 30 minutes lives on, and its idle clock restarts", async () => {
      const cookie = await login(server);
      const row = (await tokenRow(cookie))!;
      const idleSince = Date.now() - 29 * MINUTE;
      await db.db.updateTable("admin_sessions").set({ last_seen_at: idleSince }).where("id_hash", "=", row.id_hash).execute();
      expect((await api(server, "GET", `${AUTH}/me`, { cookie })).status).toBe(200);
      expect(Number((await tokenRow(cookie))!.last_seen_at)).toBeGreaterThan(idleSince + 28 * MINUTE);
    });

    it("a session ends 12 hours after login however busy it is", async () => {
      const cookie = await login(server);
      const row = (await tokenRow(cookie))!;
      await db.db
        .updateTable("admin_sessions")
        .set({ created_at: Date.now() - 12 * 60 * MINUTE, expires_at: Date.now() - 1000, last_seen_at: Date.now() })
        .where("id_hash", "=", row.id_hash)
        .execute();
      expect((await api(server, "GET", `${AUTH}/me`, { cookie })).status).toBe(401);
    });

    it("a login sets the absolute end 12 hours ahead", async () => {
      const before = Date.now();
      const row = (await tokenRow(await login(server)))!;
      expect(Number(row.expires_at) - Number(row.created_at)).toBe(12 * 60 * MINUTE);
      expect(Number(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
    });
  });

  describe("cross-site requests with a valid session cookie get 403 and change nothing", () => {
    let cookie: string;
    let victimId: string;
    beforeAll(async () => {
      cookie = await login(server);
      const victim = await api(server, "POST", `${AUTH}/adminRegister`, { cookie, body: newAdmin("victim") });
      victimId = victim.json.data._id;
    });

    async function snapshot() {
      return (await api(server, "GET", `${AUTH}/getAllAdmin`, { cookie })).json.data;
    }

    it.each([
      ["a foreign Origin", { origin: "https://evil.example" }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ])("with %s", async (_label, headers) => {
      const before = await snapshot();
      const attempts = [
        api(server, "POST", `${AUTH}/adminRegister`, { cookie, headers, body: newAdmin("csrf") }),
        api(server, "PUT", `${AUTH}/adminUpdate/${victimId}`, {
          cookie,
          headers,
          body: { FullName: "Hijacked", userName: "hijacked", email: "hijacked@gmail.com" },
        }),
        api(server, "DELETE", `${AUTH}/adminDelete/${victimId}`, { cookie, headers }),
        api(server, "POST", `${AUTH}/logout`, { cookie, headers }),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(403);
        expect(answer.json).toEqual({ success: false, message: "Cross-site request refused" });
      }
      expect(await snapshot()).toEqual(before);
      expect((await api(server, "GET", `${AUTH}/me`, { cookie })).status).toBe(200);
    });

    it("while the same request from the site itself goes through", async () => {
      const answer = await api(server, "DELETE", `${AUTH}/adminDelete/${victimId}`, {
        cookie,
        headers: { origin: server.url, "sec-fetch-site": "same-origin" },
      });
      expect(answer.status).toBe(200);
    });
  });

  describe("login throttling", () => {
    async function attempt(email: string, password: string) {
      return api(server, "POST", `${AUTH}/adminlogin`, { body: { email, password } });
    }

    /** Moves every counter's window start back, as if the 15 minutes had passed. */
    async function letWindowPass() {
      await db.db
        .updateTable("rate_limits")
        .set((eb) => ({ window_start: eb("window_start", "-", 15 * MINUTE) }))
        .execute();
    }

    it(`refuses an account with 429 after ${MAX} failures, even with the right password, until the window passes`, async () => {
      const account = newAdmin("throttled");
      const cookie = await login(server);
      await api(server, "POST", `${AUTH}/adminRegister`, { cookie, body: account });
      for (let i = 0; i < MAX; i++) expect((await attempt(account.email, "Wrong12345")).status).toBe(401);
      const refused = await attempt(account.email, account.password);
      expect(refused.status).toBe(429);
      expect(refused.json.success).toBe(false);
      expect(refused.json.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
      expect(refused.headers.get("set-cookie")).toBeNull();
      // Another account from the same IP is not affected.
      expect((await attempt(FIRST_ADMIN.email, FIRST_ADMIN.password)).status).toBe(200);

      await letWindowPass();
      expect((await attempt(account.email, account.password)).status).toBe(200);
    });

    it("counts the e-mail in any case as the same account", async () => {
      for (let i = 0; i < MAX; i++) expect((await attempt(`${i % 2 ? "" : "  "}Case.Test@Example.COM `, "x")).status).toBe(401);
      expect((await attempt("case.test@example.com", "x")).status).toBe(429);
    });

    it("counts failures atomically: concurrent failures are all counted", async () => {
      const email = "concurrent@example.com";
      await Promise.all(Array.from({ length: MAX }, () => attempt(email, "Wrong12345")));
      const row = await db.db
        .selectFrom("rate_limits")
        .select("count")
        .where("key", "=", `login:account:${email}`)
        .executeTakeFirstOrThrow();
      expect(Number(row.count)).toBe(MAX);
      expect((await attempt(email, "Wrong12345")).status).toBe(429);
    });

    it(`refuses an IP with 429 after ${4 * MAX} failures over any accounts, until the window passes`, async () => {
      for (let i = 0; i < 4 * MAX; i++) {
        expect((await attempt(`spray${i}@example.com`, "Wrong12345")).status).toBe(401);
      }
      const refused = await attempt(FIRST_ADMIN.email, FIRST_ADMIN.password);
      expect(refused.status).toBe(429);
      await letWindowPass();
      expect((await attempt(FIRST_ADMIN.email, FIRST_ADMIN.password)).status).toBe(200);
    });

    it("a success gives back its own attempt but never clears the account's failures", async () => {
      for (let i = 0; i < MAX - 1; i++) expect((await attempt(FIRST_ADMIN.email, "Wrong12345")).status).toBe(401);
      expect((await attempt(FIRST_ADMIN.email, FIRST_ADMIN.password)).status).toBe(200);
      expect((await attempt(FIRST_ADMIN.email, "Wrong12345")).status).toBe(401);
      expect((await attempt(FIRST_ADMIN.email, FIRST_ADMIN.password)).status).toBe(429);
    });

    /** A login attempt from one loopback address: on Linux every 127.x address reaches the server. */
    function attemptFrom(localAddress: string, email: string, password: string) {
      return rawRequest(server.url, {
        method: "POST",
        target: `${AUTH}/adminlogin`,
        localAddress,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
    }

    async function counted(key: string): Promise<number> {
      const row = await db.db.selectFrom("rate_limits").select("count").where("key", "=", key).executeTakeFirst();
      return Number(row?.count ?? 0);
    }

    async function until(check: () => Promise<boolean>) {
      const deadline = Date.now() + 30_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error("the condition did not come true within 30 s");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    function expectRefused(answer: RawAnswer) {
      expect(answer.status).toBe(429);
      expect(JSON.parse(answer.body).message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    }

    it(`300 wrong logins for one admin in parallel: ${MAX} get a password check, the rest 429, and the right password is refused`, async () => {
      const account = newAdmin("burst");
      await api(server, "POST", `${AUTH}/adminRegister`, { cookie: await login(server), body: account });
      // From 100 addresses, 3 each: the per-IP allowance never applies, only the account's.
      const burst = Array.from({ length: 300 }, (_, i) =>
        attemptFrom(`127.0.1.${(i % 100) + 1}`, account.email, `Wrong${i}Pass`),
      );
      // Sent once every attempt of the burst is counted, while their password checks still run.
      await until(async () => (await counted(`login:account:${account.email.toLowerCase()}`)) >= 300);
      const right = await attemptFrom("127.0.2.1", account.email, account.password);
      const answers = await Promise.all(burst);

      expect(answers.filter((a) => a.status === 401)).toHaveLength(MAX);
      const refused = answers.filter((a) => a.status !== 401);
      expect(refused).toHaveLength(300 - MAX);
      refused.forEach(expectRefused);
      for (const answer of answers) expect(answer.headers["set-cookie"]).toBeUndefined();
      expectRefused(right);
      expect(right.headers["set-cookie"]).toBeUndefined();
    });

    it("with the right password inside a parallel burst, at most the allowed number of passwords are checked", async () => {
      const account = newAdmin("inside");
      await api(server, "POST", `${AUTH}/adminRegister`, { cookie: await login(server), body: account });
      const burst = Array.from({ length: 301 }, (_, i) =>
        i === 150
          ? attemptFrom("127.0.2.2", account.email, account.password)
          : attemptFrom(`127.0.1.${(i % 100) + 1}`, account.email, `Wrong${i}Pass`),
      );
      const answers = await Promise.all(burst);
      const wrong = answers.filter((_, i) => i !== 150);
      const checked = wrong.filter((a) => a.status === 401).length;
      // Every answer's status, counted, in the message of a failure (a 503 would be the database's wait).
      const statuses = JSON.stringify(answers.reduce<Record<number, number>>((count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }), {}));
      // The right password, when it got through, gave back its place, which one more wrong one may take.
      expect(checked, statuses).toBeGreaterThanOrEqual(MAX - 1);
      expect(checked).toBeLessThanOrEqual(MAX);
      wrong.filter((a) => a.status !== 401).forEach(expectRefused);
      for (const answer of wrong) expect(answer.headers["set-cookie"]).toBeUndefined();
      const right = answers[150]!;
      expect([200, 429]).toContain(right.status);
      if (right.status === 429) expect(checked).toBe(MAX);
      else expect(right.headers["set-cookie"]).toMatch(/^sid=/);
    });

    it(`many accounts from one IP in parallel: ${4 * MAX} get a password check, none counts against an account after that`, async () => {
      const ip = "127.0.3.1";
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => attemptFrom(ip, `spray${i}@example.com`, "Wrong12345")),
      );
      expect(answers.filter((a) => a.status === 401)).toHaveLength(4 * MAX);
      answers.filter((a) => a.status !== 401).forEach(expectRefused);
      const accounts = await db.db.selectFrom("rate_limits").select("key").where("key", "like", "login:account:%").execute();
      expect(accounts).toHaveLength(4 * MAX);
      // The IP is refused even with the right password, which from elsewhere still works.
      expectRefused(await attemptFrom(ip, FIRST_ADMIN.email, FIRST_ADMIN.password));
      expect((await attemptFrom("127.0.3.2", FIRST_ADMIN.email, FIRST_ADMIN.password)).status).toBe(200);
    });

    it("a success does not clear the IP's failures", async () => {
      const ip = "127.0.3.3";
      for (let i = 0; i < 4 * MAX - 1; i++) {
        expect((await attemptFrom(ip, `ip${i}@example.com`, "Wrong12345")).status).toBe(401);
      }
      expect((await attemptFrom(ip, FIRST_ADMIN.email, FIRST_ADMIN.password)).status).toBe(200);
      expect((await attemptFrom(ip, "ip-last@example.com", "Wrong12345")).status).toBe(401);
      expectRefused(await attemptFrom(ip, FIRST_ADMIN.email, FIRST_ADMIN.password));
    });
  });

  it("answers an unknown e-mail and a wrong password identically", async () => {
    const unknown = await api(server, "POST", `${AUTH}/adminlogin`, {
      body: { email: "nobody@example.com", password: "Wrong12345" },
    });
    const wrong = await api(server, "POST", `${AUTH}/adminlogin`, {
      body: { email: FIRST_ADMIN.email, password: "Wrong12345" },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.text).toBe(wrong.text);
    // The date and the request's own id differ by nature; everything else must be the same.
    const headers = (h: Headers) => [...h.entries()].filter(([name]) => name !== "date" && name !== "x-request-id");
    expect(headers(unknown.headers)).toEqual(headers(wrong.headers));
  });

  it("stores the password as argon2id with m=19456, t=2, p=1", async () => {
    const account = newAdmin("hashed");
    const cookie = await login(server);
    await api(server, "POST", `${AUTH}/adminRegister`, { cookie, body: account });
    const { password_hash } = await db.db
      .selectFrom("admins")
      .select("password_hash")
      .where("email_key", "=", account.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const options = parseOptions(password_hash);
    expect(options).toMatchObject({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(password_hash).not.toContain(account.password);
  });

  it("a deleted admin's cookie gets 401", async () => {
    const account = newAdmin("deleted");
    const cookie = await login(server);
    const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie, body: account });
    const theirs = await login(server, account);
    expect((await api(server, "GET", `${AUTH}/getAllAdmin`, { cookie: theirs })).status).toBe(200);
    await api(server, "DELETE", `${AUTH}/adminDelete/${created.json.data._id}`, { cookie });
    for (const path of ["/me", "/getAllAdmin"]) {
      const answer = await api(server, "GET", `${AUTH}${path}`, { cookie: theirs });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ success: false, message: "Not authenticated" });
    }
    const rows = await db.db.selectFrom("admin_sessions").selectAll().where("admin_id", "=", created.json.data._id).execute();
    expect(rows).toEqual([]);
  });

  it("no log line holds a password or a hash", () => {
    expect(server.output()).not.toContain("$argon2");
    expect(server.output()).not.toContain(FIRST_ADMIN.password);
    expect(server.output()).not.toContain("Secret123x");
  });
});

describe("the admin pages' guard", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const pages = ["/admindashboard", "/adminDashboard", "/adminalluser", "/createadmin", "/editUser/abc", "/delete/abc", "/adminSidebar"];

  it.each(pages)("%s without a session redirects to /adminlogin?redirectTo=<the page>", async (path) => {
    const res = await fetch(`${server.url}${path}?x=1`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/adminlogin?redirectTo=${encodeURIComponent(`${path}?x=1`)}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it.each(pages)("%s with a session answers its page (404 for an unknown admin to edit), not cached", async (path) => {
    const cookie = await login(server);
    const res = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(path === "/editUser/abc" ? 404 : 200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("a client-side navigation's data request is redirected too", async () => {
    const res = await fetch(`${server.url}/createadmin.data`, { redirect: "manual" });
    const body = await res.text();
    expect(body).toContain("SingleFetchRedirect");
    expect(body).toContain("/adminlogin?redirectTo=%2Fcreateadmin");
  });

  it("a session idle past its time counts as none", async () => {
    const cookie = await login(server);
    const db = openServerDatabase(server);
    try {
      await db.db.updateTable("admin_sessions").set({ last_seen_at: 0 }).execute();
    } finally {
      await db.close();
    }
    const res = await fetch(`${server.url}/adminalluser`, { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
  });

  describe("/adminlogin with a live session", () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await login(server);
    });

    async function locationFor(query: string) {
      const res = await fetch(`${server.url}/adminlogin${query}`, { headers: { cookie }, redirect: "manual" });
      expect(res.status).toBe(302);
      return res.headers.get("location");
    }

    it("goes to the dashboard when no page was asked for", async () => {
      expect(await locationFor("")).toBe("/admindashboard");
    });

    it.each(KEPT_TARGETS)("goes to the same-site page %j asked for", async (target, expected) => {
      expect(await locationFor(`?redirectTo=${encodeURIComponent(target)}`)).toBe(expected);
    });

    it.each(OPEN_REDIRECT_PAYLOADS)("given redirectTo %j, goes to the dashboard", async (target) => {
      expect(await locationFor(`?redirectTo=${encodeURIComponent(target)}`)).toBe("/admindashboard");
    });

    it.each(["/.//evil.example", "/%2e%2e//evil.example", "//evil.example", "/%2F/evil.example", "%252F%252Fevil.example"])(
      "given redirectTo=%s unencoded in the request line, goes to the dashboard",
      async (target) => {
        const answer = await rawRequest(server.url, { method: "GET", target: `/adminlogin?redirectTo=${target}`, headers: { cookie } });
        expect(answer.status).toBe(302);
        expect(answer.headers.location).toBe("/admindashboard");
      },
    );
  });

  it("/adminlogin without a session shows the form", async () => {
    const res = await fetch(`${server.url}/adminlogin`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Admin Login");
  });
});

describe("over https (SITE_URL https://...)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SITE_URL: "https://exports.example.test" } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("the cookie is __Host-sid with Secure, and only that name opens a session", async () => {
    const answer = await api(server, "POST", `${AUTH}/adminlogin`, { body: FIRST_ADMIN });
    expect(answer.headers.get("set-cookie")).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const cookie = cookieFrom(answer);
    expect((await api(server, "GET", `${AUTH}/me`, { cookie })).status).toBe(200);
    const plain = cookie.replace(/^__Host-sid=/, "sid=");
    expect((await api(server, "GET", `${AUTH}/me`, { cookie: plain })).status).toBe(401);
    const logout = await api(server, "POST", `${AUTH}/logout`, { cookie });
    expect(logout.headers.get("set-cookie")).toMatch(/^__Host-sid=; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=0/);
  });
});

describe("the first admin at start-up", () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.dispose();
  });

  it("comes from ADMIN_EMAIL and ADMIN_PASSWORD, and the password never reaches the log", async () => {
    const server = await startTestServer({
      env: { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "Owner-Secret-77" },
    });
    servers.push(server);
    await login(server, { email: "owner@example.com", password: "Owner-Secret-77" });
    expect(server.output()).toContain("first admin created from ADMIN_EMAIL and ADMIN_PASSWORD");
    expect(server.output()).not.toContain("Owner-Secret-77");
  });

  it("without ADMIN_PASSWORD gets a strong generated password, printed once, and not again on restart", async () => {
    const server = await startTestServer({ env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" } });
    servers.push(server);
    // A framed block on its own lines, which the log line points to without the password.
    const output = server.output();
    const match = /╔═+╗\n║ {2}FIRST ADMIN CREATED: sign in at \/adminlogin +║\n║ {2}E-mail: +(\S+) +║\n║ {2}Password: (\S+) +║\n[^╚]*╚═+╝/.exec(output);
    expect(match, output).not.toBeNull();
    const [, email, password] = match!;
    const logLine = output.split("\n").find((line) => line.includes("First admin created"));
    expect(JSON.parse(logLine!)).toMatchObject({ level: 40, email: "admin@localhost" });
    expect(email).toBe("admin@localhost");
    expect(password!.length).toBeGreaterThanOrEqual(20);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/\d/);
    expect(server.output().split(password!)).toHaveLength(2); // printed exactly once
    await login(server, { email: email!, password: password! });

    await server.stop();
    const again = await startTestServer({
      env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
      reuse: { dataDir: server.dataDir, databaseUrl: server.databaseUrl },
    });
    try {
      expect(again.output()).not.toContain("First admin created");
      const cookie = await login(again, { email: email!, password: password! });
      expect((await api(again, "GET", `${AUTH}/getAllAdmin`, { cookie })).json.data).toHaveLength(1);
    } finally {
      await again.stop();
    }
  });

  it("refuses to start with a weak ADMIN_PASSWORD, saying why", async () => {
    await expect(startTestServer({ env: { ADMIN_PASSWORD: "short" } })).rejects.toThrow(
      /Server failed to start: ADMIN_PASSWORD is too weak: Password must be at least 8 characters/,
    );
  });
});
