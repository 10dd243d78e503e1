import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSeeds } from "../../content/products";
import { DAY_MS, isoDay } from "../../app/schemas/days";
import { addDocument } from "../support/documents";
import { AUTH, api, login, newAdmin } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";

/**
 * The dashboard's counts and its documents to renew, checked exactly on a server of its own: the
 * browser tests share one server, where other tests add and delete admins at the same time.
 */
describe("the admin dashboard", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  async function counts(): Promise<Record<string, number>> {
    const res = await fetch(`${server.url}/admindashboard`, { headers: { cookie }, redirect: "manual" });
    expect(res.status).toBe(200);
    const html = await res.text();
    const found: Record<string, number> = {};
    for (const m of html.matchAll(/data-testid="count-([^"]+)">(\d+)</g)) found[m[1]!] = Number(m[2]);
    return found;
  }

  it("counts the admins, the products, the messages and the new messages that are stored", async () => {
    const before = await counts();
    const listed = (await api(server, "GET", `${AUTH}/getAllAdmin`, { cookie })).json.data as unknown[];
    expect(before).toEqual({
      Admins: listed.length,
      Products: productSeeds.length,
      Messages: 0,
      "New messages": 0,
      "My leads": 0,
      Unassigned: 0,
      "Overdue follow-ups": 0,
    });

    const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie, body: newAdmin("counted") });
    expect(created.status, created.text).toBe(201);
    const sent = await api(server, "POST", "/api/contact", {
      body: { name: "Lindiwe Dube", email: "lindiwe@example.com", phone: "", interest: "Other", time: "" },
    });
    expect(sent.status, sent.text).toBe(201);

    expect(await counts()).toEqual({
      Admins: listed.length + 1,
      Products: productSeeds.length,
      Messages: 1,
      "New messages": 1,
      "My leads": 0,
      // A new message is a lead nobody owns yet.
      Unassigned: 1,
      "Overdue follow-ups": 0,
    });
  });

  it("says the products it counts are the published ones, of how many in all, and opens that list", async () => {
    const draft = await api(server, "POST", "/api/admin/products", {
      cookie,
      body: {
        name: "Dashboard Draft Tablets",
        composition: "Testamol IP 250 mg",
        category: "Pharmaceuticals",
        descriptionList: ["One"],
        dosageForm: "Tablets",
        packSize: "10x10 tabs",
        keyBenefits: [],
        status: "draft",
      },
    });
    expect(draft.status, draft.text).toBe(201);
    const html = await (await fetch(`${server.url}/admindashboard`, { headers: { cookie } })).text();
    const text = html.replace(/<!-- -->/g, "");
    expect((await counts()).Products).toBe(productSeeds.length);
    expect(text).toContain(`>Published products</span>`);
    expect(text).toContain(`data-testid="count-note-Products">of ${productSeeds.length + 1} in all, with drafts and hidden</span>`);
    expect(text).toMatch(/<a [^>]*href="\/adminproducts\?status=published"[^>]*>[^]*?data-testid="count-Products"/);
    // The page it opens counts the same.
    const list = await (await fetch(`${server.url}/adminproducts?status=published`, { headers: { cookie } })).text();
    expect(list.replace(/<!-- -->/g, "")).toContain(`Products (${productSeeds.length})`);
  });

  /** Adds a company document through the library's page, expiring `days` from today (UTC). */
  const add = (title: string, days: number, fields: Record<string, string> = {}) =>
    addDocument(server, cookie, { title, issuedOn: "2020-01-01", expiresOn: isoDay(Date.now() + days * DAY_MS), ...fields });

  /** The panel's two lists, as their lines of text, and the links of the first. */
  async function panel(): Promise<{ expired: string[]; expiring: string[]; links: string[] }> {
    const html = (await (await fetch(`${server.url}/admindashboard`, { headers: { cookie } })).text()).replace(/<!-- -->/g, "");
    const list = (id: string) => {
      const ul = new RegExp(`<ul[^>]*data-testid="${id}">([^]*?)</ul>`).exec(html)?.[1] ?? "";
      return [...ul.matchAll(/<li[^>]*>([^]*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());
    };
    const links = [...(/<ul[^>]*data-testid="renew-expiring">([^]*?)<\/ul>/.exec(html)?.[1] ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(html).toContain(`Expired (${list("renew-expired").length})`);
    return { expired: list("renew-expired"), expiring: list("renew-expiring"), links };
  }

  it("lists the expired documents and those expiring within 60 days, soonest first, whatever their visibility", async () => {
    const before = await panel();
    expect(before).toEqual({ expired: [], expiring: [], links: [] });

    const today = (days: number) => isoDay(Date.now() + days * DAY_MS);
    await add("Old trade licence", -1, { type: "manufacturing-licence" });
    const soon = await add("Pollution board consent", 20);
    await add("Fire safety certificate", 0, { visibility: "internal" });
    await add("Export promotion council membership", 60, { visibility: "on-request" });
    await add("Next year's GMP", 61, { type: "who-gmp", number: "GMP/61" });

    const after = await panel();
    expect(after.expired).toEqual([`Old trade licence Manufacturing licence · expired ${today(-1)}, 1 day ago`]);
    expect(after.expiring).toEqual([
      `Fire safety certificate Other company document · expires today, ${today(0)}`,
      `Pollution board consent Other company document · expires ${today(20)}, in 20 days`,
      `Export promotion council membership Other company document · expires ${today(60)}, in 60 days`,
    ]);
    expect(after.links[1]).toBe(`/admindocuments/${soon}`);
  });
});

describe("the admin dashboard's leads", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("draws the leads as SVG on the server: weekly requests, the most requested products, the countries on the map", async () => {
    for (const [product, country] of [
      ["Verdamol 500 Tablets", "Perú"],
      ["Verdamol 500 Tablets", "Kenya"],
      ["Neem Soap", "USA"],
    ]) {
      const sent = await api(server, "POST", "/api/inquiry", { body: { product, email: "b@example.com", country, message: "Price?" } });
      expect(sent.status, sent.text).toBe(201);
    }
    const res = await fetch(`${server.url}/admindashboard`, { headers: { cookie } });
    const html = await res.text();
    expect(html).toContain('<title id="weekly-title">Requests per week, last six months</title>');
    expect(html).toContain('<title id="products-title">Most requested products, last six months</title>');
    expect(html).toContain("Verdamol 500 Tablets: 2; Neem Soap: 1");
    expect(html).toContain('<title id="countries-title">Requesting countries, last six months</title>');
    for (const code of ["PE", "KE", "US"]) expect(html).toContain(`data-country="${code}"`);
    expect(html).toContain("<title>Peru: 1 request</title>");
    // The same figures as a table a screen reader reads row by row.
    expect(html).toMatch(/<th scope="row"[^>]*>Peru \(PE\)<\/th><td[^>]*>1<\/td>/);
  });
});
