import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES, LAST_OWNER, NOT_ALLOWED, mayUse, type AdminRole } from "../../app/admin/roles";
import { ADMIN_API_ENDPOINTS, ADMIN_FILES, ADMIN_FILE_AREAS, ADMIN_PAGES, ADMIN_PAGE_AREAS, type AdminPage } from "../../app/config/admin-paths";
import { fillPath } from "../../app/config/paths";
import { AUTH, FIRST_ADMIN, api, login, newAdmin, openServerDatabase } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

/**
 * Every admin page, action, download and endpoint for every role, allowed or 403, generated
 * from the URL manifest (decision 0065): a page added to ADMIN_PAGES needs its area in
 * ADMIN_PAGE_AREAS to compile, and is then checked here for each role without anyone listing it.
 */

/** Any `:name` of a path filled with a value no record has: the guard answers before any lookup. */
function fillAny(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => (name === "version" ? "1" : name === "locale" ? "fr" : `no-such-${name.toLowerCase()}`));
}

const guardedPages = (Object.keys(ADMIN_PAGES) as AdminPage[]).flatMap((page) => {
  const area = ADMIN_PAGE_AREAS[page];
  return area === "open" ? [] : [{ page, area, path: fillAny(ADMIN_PAGES[page]) }];
});
const guardedEndpoints = ADMIN_API_ENDPOINTS.flatMap((entry) => (entry.access === "open" ? [] : [{ ...entry, area: entry.access }]));
const cases = <T>(list: readonly T[]) => list.flatMap((item) => ADMIN_ROLES.map((role) => [role, item] as const));

describe("admin roles (decision 0065)", () => {
  let server: TestServer;
  const cookies = {} as Record<AdminRole, string>;
  const ids = {} as Record<AdminRole, string>;

  beforeAll(async () => {
    server = await startTestServer();
    cookies.owner = await login(server);
    ids.owner = (await api(server, "GET", `${AUTH}/me`, { cookie: cookies.owner })).json.data._id;
    for (const role of ["sales", "catalogue"] as const) {
      const details = newAdmin(role);
      const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie: cookies.owner, body: { ...details, role } });
      expect(created.status, created.text).toBe(201);
      ids[role] = created.json.data._id;
      expect(await roleOf(ids[role])).toBe(role);
      cookies[role] = await login(server, details);
    }
  });
  afterAll(async () => {
    await server?.dispose();
  });

  /** An admin's role, as GET /api/admin/auth/roles answers it (the specification's shapes stay as they were). */
  const roleOf = async (id: string) => {
    const answer = await api(server, "GET", `${AUTH}/roles`, { cookie: cookies.owner });
    expect(answer.status).toBe(200);
    return (answer.json.data as { _id: string; role: string }[]).find((entry) => entry._id === id)?.role;
  };

  const page = (role: AdminRole, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, redirect: "manual", headers: { cookie: cookies[role], ...init.headers } });

  it("the manifest gives every admin page an area, and only the sign-in pages need no session", () => {
    expect(Object.keys(ADMIN_PAGE_AREAS).sort()).toEqual(Object.keys(ADMIN_PAGES).sort());
    const open = Object.entries(ADMIN_PAGE_AREAS).flatMap(([pageId, access]) => (access === "open" ? [pageId] : []));
    expect(open.sort()).toEqual(["forgotPassword", "login", "logout", "resetPassword"]);
  });

  describe("each page's loader (GET)", () => {
    it.each(cases(guardedPages))("%s: %j", async (role, { area, path }) => {
      const res = await page(role, path);
      const body = await res.text();
      if (mayUse(role, area)) {
        expect([401, 403], `${path} ${res.status}`).not.toContain(res.status);
        expect(res.status, body.slice(0, 300)).toBeLessThan(500);
        expect(res.headers.get("location") ?? "").not.toMatch(/adminlogin/);
      } else {
        expect(res.status, `${path} for ${role}`).toBe(403);
        expect(body).toContain(NOT_ALLOWED);
        expect(res.headers.get("cache-control")).toMatch(/no-store/);
      }
    });
  });

  describe("each page's action (a plain form post, as without JavaScript)", () => {
    it.each(cases(guardedPages))("%s: %j", async (role, { page: pageId, area, path }) => {
      const post = (as: AdminRole) =>
        page(as, path, { method: "POST", body: "", headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url } });
      // A page without an action answers 405 to everyone, the owner included: nothing to guard.
      const owners = await post("owner");
      if (owners.status === 405) {
        expect((await post(role)).status, pageId).toBe(405);
        return;
      }
      const res = await post(role);
      if (mayUse(role, area)) {
        expect([401, 403], `${path} ${res.status}`).not.toContain(res.status);
        expect(res.status).toBeLessThan(500);
      } else {
        expect(res.status, `${path} for ${role}`).toBe(403);
        expect(await res.text()).toContain(NOT_ALLOWED);
      }
    });

    it("the pages with an action are guarded there too (some pages have one)", async () => {
      const res = await page("sales", ADMIN_PAGES.createAdmin, {
        method: "POST",
        body: new URLSearchParams({ ...newAdmin("sneaky"), role: "owner" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      });
      expect(res.status).toBe(403);
      const list = await api(server, "GET", `${AUTH}/getAllAdmin`, { cookie: cookies.owner });
      expect(list.json.data.map((a: { FullName: string }) => a.FullName).join()).not.toContain("sneaky");
    });
  });

  describe("each endpoint of the JSON API", () => {
    it.each(cases(guardedEndpoints))("%s: %j", async (role, { method, path, area }) => {
      const answer = await api(server, method, fillAny(path), { cookie: cookies[role], body: method === "GET" || method === "DELETE" ? undefined : {} });
      if (mayUse(role, area)) {
        expect([401, 403], `${path} ${answer.status}`).not.toContain(answer.status);
        expect(answer.status).toBeLessThan(500);
        // The guard's own 404 would mean the manifest lists an endpoint no router serves.
        expect(answer.json, `${method} ${path} is listed but not served`).not.toEqual({ success: false, message: "Not found" });
      } else {
        expect(answer.status, `${method} ${path} for ${role}`).toBe(403);
        expect(answer.json).toEqual({ success: false, message: NOT_ALLOWED });
      }
    });

    it("an endpoint the manifest does not list answers 404 before any router, even to an owner", async () => {
      for (const [method, path] of [
        ["GET", "/api/admin/settings/anything"],
        ["POST", "/api/admin/messages"],
        ["GET", "/api/admin/unlisted"],
      ] as const) {
        const answer = await api(server, method, path, { cookie: cookies.owner, body: method === "POST" ? {} : undefined });
        expect(answer.status, path).toBe(404);
        expect(answer.json).toEqual({ success: false, message: "Not found" });
      }
    });

    it("without a session a guarded endpoint is still 401, whatever its area", async () => {
      for (const { method, path } of guardedEndpoints) {
        const answer = await api(server, method, fillAny(path), { body: method === "GET" || method === "DELETE" ? undefined : {} });
        expect(answer.status, path).toBe(401);
      }
    });
  });

  /** An existing file's path parameters, one way per kind of admin file (a new kind must say how here). */
  const fileParams: Record<keyof typeof ADMIN_FILES, () => Promise<Record<string, string>>> = {
    documentFile: async () => {
      const database = openServerDatabase(server);
      const document = await database.db.selectFrom("documents").select("id").limit(1).executeTakeFirstOrThrow().finally(() => database.close());
      return { id: document.id, version: "1" };
    },
    // A buyer's answer with one attachment, stored as the mailbox reader stores it (decision 0069).
    answerAttachment: async () => {
      const key = `mail/${randomUUID().replace(/-/g, "")}.bin`;
      mkdirSync(path.join(server.dataDir, "media", "mail"), { recursive: true });
      writeFileSync(path.join(server.dataDir, "media", key), "attached");
      const id = randomUUID();
      const database = openServerDatabase(server);
      await database.db
        .insertInto("lead_mails")
        .values({
          id,
          message_id: null,
          direction: "in",
          rfc_message_id: `<${id}@buyer.example>`,
          in_reply_to: null,
          references: null,
          from_address: "buyer@buyer.example",
          from_name: null,
          to_address: "sales@example.com",
          subject: "Files",
          body: "Attached",
          language: null,
          attachments: JSON.stringify([{ key, fileName: "order.txt", contentType: "text/plain", size: 8 }]),
          state: "unmatched",
          actor_id: null,
          actor_name: null,
          created_at: Date.now(),
        })
        .execute()
        .finally(() => database.close());
      return { mailId: id, index: "0" };
    },
  };

  describe("the admin's files", () => {
    it.each(cases(Object.keys(ADMIN_FILES) as (keyof typeof ADMIN_FILES)[]))("%s: %s", async (role, file) => {
      const res = await page(role, fillPath(ADMIN_FILES[file], await fileParams[file]()));
      if (mayUse(role, ADMIN_FILE_AREAS[file])) expect(res.status).toBe(200);
      else {
        expect(res.status).toBe(403);
        expect(await res.text()).toBe(NOT_ALLOWED);
      }
    });
  });

  describe("what each role sees", () => {
    it("GET /role answers the signed-in admin's role and areas; the specification's shapes carry no role", async () => {
      const mine = await api(server, "GET", `${AUTH}/role`, { cookie: cookies.sales });
      expect(mine.json).toEqual({ success: true, data: { role: "sales", areas: ["dashboard", "account", "inbox"] } });
      const admin = await api(server, "GET", `${AUTH}/getAdmin/${ids.sales}`, { cookie: cookies.owner });
      expect(Object.keys(admin.json.data).sort()).toEqual(["FullName", "_id", "createdAt", "email", "userName"]);
    });

    const sidebarLinks = async (role: AdminRole) => {
      const html = await (await page(role, ADMIN_PAGES.dashboard)).text();
      const nav = /<nav aria-label="Admin">([^]*?)<\/nav>/.exec(html)?.[1] ?? "";
      return { html, links: [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]) };
    };

    it("the sidebar offers only the pages the role may use", async () => {
      expect((await sidebarLinks("owner")).links).toEqual(["/admindashboard", "/adminalluser", "/adminmessages", "/adminproducts", "/admindocuments", "/admincatalogue", "/adminaccount", "/adminsettings"]);
      expect((await sidebarLinks("sales")).links).toEqual(["/admindashboard", "/adminmessages", "/adminaccount"]);
      expect((await sidebarLinks("catalogue")).links).toEqual(["/admindashboard", "/adminproducts", "/admindocuments", "/admincatalogue", "/adminaccount"]);
    });

    it("the dashboard shows each role only its own parts: no message counts for Catalogue, no products for Sales", async () => {
      const { html: sales } = await sidebarLinks("sales");
      expect(sales).toContain('data-testid="count-Messages"');
      expect(sales).toContain("Requests per week");
      expect(sales).not.toContain('data-testid="count-Products"');
      expect(sales).not.toContain('data-testid="count-Admins"');
      expect(sales).not.toContain("Documents to renew");
      const { html: catalogue } = await sidebarLinks("catalogue");
      expect(catalogue).not.toContain('data-testid="count-Messages"');
      expect(catalogue).not.toContain("Requests per week");
      expect(catalogue).not.toContain('data-testid="nav-badge"');
      expect(catalogue).toContain('data-testid="count-Products"');
      expect(catalogue).toContain("Documents to renew");
      expect(catalogue).toContain("Missing translations");
    });

    it("a refused page says so inside the admin chrome, with the role's sidebar", async () => {
      const res = await page("catalogue", ADMIN_PAGES.messages);
      expect(res.status).toBe(403);
      const html = await res.text();
      expect(html).toContain('data-testid="not-allowed"');
      expect(html).toContain("<h1");
      expect(html).toContain('aria-label="Admin sidebar"');
      expect(html).not.toContain('href="/adminmessages"');
    });
  });

  describe("owners assign roles", () => {
    it("on the users screens, by plain form posts: Create Admin and Edit Admin take a role", async () => {
      const details = newAdmin("formmade");
      const created = await page("owner", ADMIN_PAGES.createAdmin, {
        method: "POST",
        body: new URLSearchParams({ FullName: details.FullName, email: details.email, password: details.password, role: "catalogue" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      });
      expect(created.status).toBe(302);
      const list = await api(server, "GET", `${AUTH}/getAllAdmin`, { cookie: cookies.owner });
      const made = list.json.data.find((a: { email: string }) => a.email === details.email);
      expect(await roleOf(made._id)).toBe("catalogue");

      const edited = await page("owner", fillPath(ADMIN_PAGES.editUser, { id: made._id }), {
        method: "POST",
        body: new URLSearchParams({ FullName: made.FullName, userName: made.userName, email: made.email, role: "sales" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      });
      expect(edited.status).toBe(302);
      expect(await roleOf(made._id)).toBe("sales");
    });

    it("the Edit Admin page shows the role chosen, among the three", async () => {
      const html = await (await page("owner", fillPath(ADMIN_PAGES.editUser, { id: ids.catalogue }))).text();
      expect(html).toMatch(/<select[^>]*name="role"/);
      expect(html).toMatch(/<option value="catalogue" selected="">Catalogue/);
      expect(html).toContain('<option value="owner">Owner');
      expect(html).toContain('<option value="sales">Sales');
    });

    it("refuses a role that is not one of the three, with a clear message", async () => {
      const answer = await api(server, "PUT", `${AUTH}/adminUpdate/${ids.sales}`, {
        cookie: cookies.owner,
        body: { FullName: "S", userName: `s${Date.now()}`, email: `s${Date.now()}@gmail.com`, role: "root" },
      });
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toEqual({ role: "Choose a role: Owner, Sales or Catalogue" });
    });

    it("a new role holds at the admin's next request, without signing in again", async () => {
      const details = newAdmin("moved");
      const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie: cookies.owner, body: { ...details, role: "sales" } });
      const cookie = await login(server, details);
      const inbox = () => fetch(`${server.url}${ADMIN_PAGES.messages}`, { headers: { cookie }, redirect: "manual" });
      expect((await inbox()).status).toBe(200);
      const moved = await api(server, "PUT", `${AUTH}/adminUpdate/${created.json.data._id}`, {
        cookie: cookies.owner,
        body: { FullName: details.FullName, userName: details.userName, email: details.email, role: "catalogue" },
      });
      expect(moved.status, moved.text).toBe(200);
      expect((await inbox()).status).toBe(403);
    });

    it("an owner cannot remove the last owner: demoting the only owner is refused, and a second owner may be demoted", async () => {
      const me = (await api(server, "GET", `${AUTH}/getAdmin/${ids.owner}`, { cookie: cookies.owner })).json.data;
      const demote = (id: string, body: Record<string, string>) => api(server, "PUT", `${AUTH}/adminUpdate/${id}`, { cookie: cookies.owner, body: { ...body, role: "sales" } });
      const refused = await demote(ids.owner, { FullName: me.FullName, userName: me.userName, email: me.email });
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ success: false, message: LAST_OWNER, errors: { role: LAST_OWNER } });
      expect(await roleOf(ids.owner)).toBe("owner");

      const second = newAdmin("second");
      const made = await api(server, "POST", `${AUTH}/adminRegister`, { cookie: cookies.owner, body: { ...second, role: "owner" } });
      const demoted = await demote(made.json.data._id, { FullName: second.FullName, userName: second.userName, email: second.email });
      expect(demoted.status, demoted.text).toBe(200);
      expect(await roleOf(made.json.data._id)).toBe("sales");
    });
  });

  describe("the Gmail rule of Edit Admin holds when the address changes", () => {
    it("the first admin, on the company's own address, can be edited while the address stays", async () => {
      const me = (await api(server, "GET", `${AUTH}/getAdmin/${ids.owner}`, { cookie: cookies.owner })).json.data;
      expect(me.email).toBe(FIRST_ADMIN.email);
      const kept = await api(server, "PUT", `${AUTH}/adminUpdate/${ids.owner}`, {
        cookie: cookies.owner,
        body: { FullName: "Administrator", userName: me.userName, email: FIRST_ADMIN.email },
      });
      expect(kept.status, kept.text).toBe(200);
      const changed = await api(server, "PUT", `${AUTH}/adminUpdate/${ids.owner}`, {
        cookie: cookies.owner,
        body: { FullName: "Administrator", userName: me.userName, email: "office@example.com" },
      });
      expect(changed.status).toBe(400);
      expect(changed.json.errors).toEqual({ email: "Email must be a valid Gmail address" });
    });
  });
});
