import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminSessionUserSchema, AdminUserSchema } from "../../app/schemas/admin-user";
import { AUTH, FIRST_ADMIN, api, login, newAdmin, type ApiAnswer } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

/** Nothing secret in an answer: no password field, no hash, no password we sent. */
function expectNoSecret(answer: ApiAnswer, ...passwords: string[]) {
  expect(answer.text).not.toMatch(/password/i);
  expect(answer.text).not.toMatch(/hash/i);
  expect(answer.text).not.toContain("$argon2");
  for (const p of passwords) expect(answer.text).not.toContain(p);
}

describe("admin API contract (docs/requirements.md §5)", () => {
  let server: TestServer;
  let cookie: string;
  let meId: string;
  const passwordsSent: string[] = [FIRST_ADMIN.password];

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
    meId = (await api(server, "GET", `${AUTH}/me`, { cookie })).json.data._id;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  async function create(body = newAdmin()) {
    passwordsSent.push(body.password);
    const answer = await api(server, "POST", `${AUTH}/adminRegister`, { cookie, body });
    expect(answer.status, answer.text).toBe(201);
    return { body, answer, id: answer.json.data._id as string };
  }

  describe("without a session every endpoint but adminlogin answers 401 'Not authenticated'", () => {
    it.each([
      ["GET", "/getAllAdmin", undefined],
      ["GET", "/getAdmin/anything", undefined],
      ["POST", "/adminRegister", newAdmin()],
      ["PUT", "/adminUpdate/anything", { FullName: "A", userName: "a", email: "a@gmail.com" }],
      ["DELETE", "/adminDelete/anything", undefined],
      ["GET", "/me", undefined],
    ])("%s %s", async (method, path, body) => {
      for (const badCookie of [undefined, "sid=", "sid=not-a-session", `sid=${"A".repeat(43)}`, "other=1"]) {
        const answer = await api(server, method, `${AUTH}${path}`, { body, cookie: badCookie });
        expect(answer.status).toBe(401);
        expect(answer.json).toEqual({ success: false, message: "Not authenticated" });
      }
    });

    it("and a register without a session creates nothing", async () => {
      const body = newAdmin("nosession");
      await api(server, "POST", `${AUTH}/adminRegister`, { body });
      const list = await api(server, "GET", `${AUTH}/getAllAdmin`, { cookie });
      expect(list.json.data.map((a: { email: string }) => a.email)).not.toContain(body.email);
    });
  });

  describe("POST /adminlogin", () => {
    it("answers 200 with data {_id, FullName, email, userName, isAdmin: true} and sets the cookie", async () => {
      const answer = await api(server, "POST", `${AUTH}/adminlogin`, { body: FIRST_ADMIN });
      expect(answer.status).toBe(200);
      expect(answer.json.success).toBe(true);
      const data = AdminSessionUserSchema.parse(answer.json.data);
      expect(data).toMatchObject({ email: FIRST_ADMIN.email, isAdmin: true, FullName: "Administrator" });
      expect(answer.headers.get("set-cookie")).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expectNoSecret(answer, FIRST_ADMIN.password);
    });

    it("accepts the e-mail in any case", async () => {
      const answer = await api(server, "POST", `${AUTH}/adminlogin`, {
        body: { email: "  ADMIN@Example.com ", password: FIRST_ADMIN.password },
      });
      expect(answer.status).toBe(200);
    });

    it("answers 401 'Invalid email or password' for a wrong password, without a cookie", async () => {
      const answer = await api(server, "POST", `${AUTH}/adminlogin`, {
        body: { email: FIRST_ADMIN.email, password: "Wrong12345" },
      });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ success: false, message: "Invalid email or password" });
      expect(answer.headers.get("set-cookie")).toBeNull();
    });

    it.each([
      [{}, { email: "Please enter email", password: "Please enter password" }],
      [{ email: "  ", password: "" }, { email: "Please enter email", password: "Please enter password" }],
      [{ email: "a@b.co" }, { password: "Please enter password" }],
      [{ email: 5, password: ["x"] }, { email: "Please enter email", password: "Please enter password" }],
    ])("answers 400 with field errors for %j", async (body, errors) => {
      const answer = await api(server, "POST", `${AUTH}/adminlogin`, { body });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ success: false, message: Object.values(errors)[0], errors });
    });

    it.each([
      ["[1,2]", "Request body must be a JSON object"],
      ["null", "Request body is not valid JSON"],
      ['"text"', "Request body is not valid JSON"],
    ])("answers 400 for the JSON body %s", async (raw, message) => {
      const res = await fetch(`${server.url}${AUTH}/adminlogin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: raw,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message });
    });
  });

  describe("GET /getAllAdmin", () => {
    it("answers 200 with data a list of {_id, FullName, email, userName, createdAt}, nothing secret", async () => {
      const { body } = await create();
      const answer = await api(server, "GET", `${AUTH}/getAllAdmin`, { cookie });
      expect(answer.status).toBe(200);
      expect(answer.json.success).toBe(true);
      const list = AdminUserSchema.array().parse(answer.json.data);
      expect(list.map((a) => a.email)).toEqual(expect.arrayContaining([FIRST_ADMIN.email, body.email]));
      expect(list[0]!.email).toBe(FIRST_ADMIN.email); // oldest first
      expectNoSecret(answer, ...passwordsSent);
    });
  });

  describe("GET /getAdmin/:id", () => {
    it("answers 200 with the admin", async () => {
      const { body, id } = await create();
      const answer = await api(server, "GET", `${AUTH}/getAdmin/${id}`, { cookie });
      expect(answer.status).toBe(200);
      expect(AdminUserSchema.parse(answer.json.data)).toEqual({
        _id: id,
        FullName: body.FullName,
        email: body.email,
        userName: body.userName,
        createdAt: expect.any(String),
      });
      expect(Date.now() - Date.parse(answer.json.data.createdAt)).toBeLessThan(60_000);
      expectNoSecret(answer, body.password);
    });

    it.each([["no-such-id"], ["1' OR '1'='1"], ["%00"]])("answers 404 'Admin not found' for %j", async (id) => {
      const answer = await api(server, "GET", `${AUTH}/getAdmin/${encodeURIComponent(id)}`, { cookie });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ success: false, message: "Admin not found" });
    });
  });

  describe("POST /adminRegister", () => {
    it("answers 201 with the new admin, who can then sign in", async () => {
      const { body, answer } = await create();
      expect(answer.json.success).toBe(true);
      expect(answer.json.message).toBe("Admin created successfully");
      expect(AdminUserSchema.parse(answer.json.data)).toMatchObject({
        FullName: body.FullName,
        email: body.email,
        userName: body.userName,
      });
      expectNoSecret(answer, body.password);
      await login(server, body);
    });

    it("trims the name and e-mail and derives the user name when none is sent", async () => {
      const answer = await api(server, "POST", `${AUTH}/adminRegister`, {
        cookie,
        body: { FullName: "  Kavya  Iyer ", email: " kavya.iyer@example.com ", password: "Secret123x" },
      });
      expect(answer.status).toBe(201);
      expect(answer.json.data.FullName).toBe("Kavya  Iyer");
      expect(answer.json.data.email).toBe("kavya.iyer@example.com");
      expect(answer.json.data.userName).toMatch(/^kavyaiyer[1-9]\d{3}$/);
    });

    it.each([
      ["FullName", "", "Please enter full name"],
      ["FullName", "   ", "Please enter full name"],
      ["FullName", undefined, "Please enter full name"],
      ["email", "", "Please enter email"],
      ["email", undefined, "Please enter email"],
      ["email", "not-an-email", "Invalid email format"],
      ["email", "a b@example.com", "Invalid email format"],
      ["email", "a@example", "Invalid email format"],
      ["password", "", "Please enter password"],
      ["password", undefined, "Please enter password"],
      ["password", "Ab1", "Password must be at least 8 characters"],
      ["password", "alllowercase1", "Must contain uppercase, lowercase, and number"],
      ["password", "ALLUPPERCASE1", "Must contain uppercase, lowercase, and number"],
      ["password", "NoDigitsHere", "Must contain uppercase, lowercase, and number"],
      ["password", `Aa1${"x".repeat(126)}`, "Password must be at most 128 characters"],
    ])("answers 400 when %s is %j: '%s'", async (field, value, message) => {
      const body: Record<string, unknown> = { ...newAdmin() };
      if (value === undefined) delete body[field];
      else body[field] = value;
      const answer = await api(server, "POST", `${AUTH}/adminRegister`, { cookie, body });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ success: false, message, errors: { [field]: message } });
    });

    it("accepts a 128-character password", async () => {
      await create({ ...newAdmin(), password: `Aa1${"x".repeat(125)}` });
    });

    it("answers 409 for an e-mail already used, in any case, and creates nothing", async () => {
      const { body } = await create();
      const again = { ...newAdmin(), email: body.email.toUpperCase() };
      const answer = await api(server, "POST", `${AUTH}/adminRegister`, { cookie, body: again });
      expect(answer.status).toBe(409);
      expect(answer.json).toEqual({
        success: false,
        message: "An admin with this email already exists",
        errors: { email: "An admin with this email already exists" },
      });
      const list = await api(server, "GET", `${AUTH}/getAllAdmin`, { cookie });
      expect(list.json.data.filter((a: { userName: string }) => a.userName === again.userName)).toEqual([]);
    });

    it("answers 409 for a user name already used", async () => {
      const { body } = await create();
      const answer = await api(server, "POST", `${AUTH}/adminRegister`, {
        cookie,
        body: { ...newAdmin(), userName: body.userName.toUpperCase() },
      });
      expect(answer.status).toBe(409);
      expect(answer.json.errors).toEqual({ userName: "This username is already taken" });
    });

    it("under concurrent duplicates creates exactly one", async () => {
      const body = newAdmin("race");
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => api(server, "POST", `${AUTH}/adminRegister`, { cookie, body })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    });
  });

  describe("PUT /adminUpdate/:id", () => {
    it("answers 200 with the updated admin", async () => {
      const { id } = await create();
      const changes = { FullName: "Renamed Person", userName: `renamed${Date.now()}`, email: `renamed${Date.now()}@gmail.com` };
      const answer = await api(server, "PUT", `${AUTH}/adminUpdate/${id}`, { cookie, body: changes });
      expect(answer.status).toBe(200);
      expect(answer.json.success).toBe(true);
      expect(answer.json.message).toBe("Admin updated successfully!");
      expect(AdminUserSchema.parse(answer.json.data)).toMatchObject({ _id: id, ...changes });
      const read = await api(server, "GET", `${AUTH}/getAdmin/${id}`, { cookie });
      expect(read.json.data).toMatchObject(changes);
    });

    it("lets an admin keep its own e-mail and user name", async () => {
      const { body, id } = await create();
      const answer = await api(server, "PUT", `${AUTH}/adminUpdate/${id}`, {
        cookie,
        body: { FullName: "Same Keys", userName: body.userName, email: body.email.toUpperCase() },
      });
      expect(answer.status).toBe(200);
    });

    it.each([
      ["FullName", "", "Full name is required"],
      ["FullName", undefined, "Full name is required"],
      ["userName", "  ", "Username is required"],
      ["userName", undefined, "Username is required"],
      ["email", "", "Email is required"],
      ["email", undefined, "Email is required"],
      ["email", "someone@example.com", "Email must be a valid Gmail address"],
      ["email", "someone@gmail.co", "Email must be a valid Gmail address"],
      ["email", "some one@gmail.com", "Email must be a valid Gmail address"],
    ])("answers 400 when %s is %j: '%s', and changes nothing", async (field, value, message) => {
      const { body, id } = await create();
      const changes: Record<string, unknown> = { FullName: "Changed", userName: `ch${Date.now()}`, email: `ch${Date.now()}@gmail.com` };
      if (value === undefined) delete changes[field];
      else changes[field] = value;
      const answer = await api(server, "PUT", `${AUTH}/adminUpdate/${id}`, { cookie, body: changes });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ success: false, message, errors: { [field]: message } });
      const read = await api(server, "GET", `${AUTH}/getAdmin/${id}`, { cookie });
      expect(read.json.data).toMatchObject({ FullName: body.FullName, email: body.email, userName: body.userName });
    });

    it("answers 404 for an unknown id", async () => {
      const answer = await api(server, "PUT", `${AUTH}/adminUpdate/no-such-id`, {
        cookie,
        body: { FullName: "X", userName: "x", email: "x@gmail.com" },
      });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ success: false, message: "Admin not found" });
    });

    it("answers 409 for another admin's e-mail or user name", async () => {
      const a = await create();
      const b = await create();
      const byEmail = await api(server, "PUT", `${AUTH}/adminUpdate/${b.id}`, {
        cookie,
        body: { FullName: "B", userName: b.body.userName, email: a.body.email },
      });
      expect(byEmail.status).toBe(409);
      expect(byEmail.json.errors).toEqual({ email: "An admin with this email already exists" });
      const byUserName = await api(server, "PUT", `${AUTH}/adminUpdate/${b.id}`, {
        cookie,
        body: { FullName: "B", userName: a.body.userName, email: b.body.email },
      });
      expect(byUserName.status).toBe(409);
      expect(byUserName.json.errors).toEqual({ userName: "This username is already taken" });
    });
  });

  describe("DELETE /adminDelete/:id", () => {
    it("answers 200, the admin is gone and its sessions end", async () => {
      const { body, id } = await create();
      const theirCookie = await login(server, body);
      const answer = await api(server, "DELETE", `${AUTH}/adminDelete/${id}`, { cookie });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ success: true, message: "User deleted" });
      expect((await api(server, "GET", `${AUTH}/getAdmin/${id}`, { cookie })).status).toBe(404);
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: theirCookie })).status).toBe(401);
    });

    it("answers 404 for an unknown id", async () => {
      const answer = await api(server, "DELETE", `${AUTH}/adminDelete/no-such-id`, { cookie });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ success: false, message: "Admin not found" });
    });

    it("answers 400 for deleting oneself, and the account stays", async () => {
      const answer = await api(server, "DELETE", `${AUTH}/adminDelete/${meId}`, { cookie });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ success: false, message: "You cannot delete your own account" });
      expect((await api(server, "GET", `${AUTH}/me`, { cookie })).status).toBe(200);
    });
  });

  describe("added: GET /me and POST /logout", () => {
    it("me answers the signed-in admin", async () => {
      const answer = await api(server, "GET", `${AUTH}/me`, { cookie });
      expect(answer.status).toBe(200);
      expect(AdminSessionUserSchema.parse(answer.json.data).email).toBe(FIRST_ADMIN.email);
    });

    it("logout answers 200, clears the cookie and ends the session", async () => {
      const mine = await login(server);
      const answer = await api(server, "POST", `${AUTH}/logout`, { cookie: mine });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ success: true, message: "Logged out" });
      expect(answer.headers.get("set-cookie")).toMatch(/^sid=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
      expect((await api(server, "GET", `${AUTH}/me`, { cookie: mine })).status).toBe(401);
      // Logging out twice, or without a session, is harmless.
      expect((await api(server, "POST", `${AUTH}/logout`, { cookie: mine })).status).toBe(200);
      expect((await api(server, "POST", `${AUTH}/logout`)).status).toBe(200);
    });
  });

  it("no log line holds a password or a hash", () => {
    const output = server.output();
    expect(output).not.toContain("$argon2");
    for (const p of passwordsSent) expect(output).not.toContain(p);
  });
});
