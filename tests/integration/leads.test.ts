import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeProduct } from "../../app/schemas/product";
import { LEAD_MESSAGES } from "../../app/schemas/leads";
import { NOT_ALLOWED } from "../../app/admin/roles";
import { productSeeds } from "../../content/products";
import type { Database } from "../../server/db/database.server";
import { AUTH, api, login, newAdmin, openServerDatabase } from "../support/admin";
import { quoteTerms } from "../support/quote-request";
import { startTestServer, type TestServer } from "../support/server";

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
/** React writes an apostrophe in text as &#x27;. */
const html = (text: string) => text.replace(/'/g, "&#x27;");

/**
 * Every message is a lead (decision 0068), end to end on the built server and a real database:
 * owner, Take, stage with the lost reason, follow-up, the buyer's details and tags, internal
 * notes and the timeline, all through the message page's plain form posts; the inbox's views
 * with the filters and search, the dashboard's counts, the CSV's columns and the roles.
 */
describe("leads", () => {
  let server: TestServer;
  let database: Database;
  const admins = {} as Record<"owner" | "sales" | "catalogue", { id: string; name: string; cookie: string }>;

  beforeAll(async () => {
    server = await startTestServer({ env: { FORM_RATE_LIMIT: "1000" } });
    database = openServerDatabase(server);
    const ownerCookie = await login(server);
    const me = await api(server, "GET", `${AUTH}/me`, { cookie: ownerCookie });
    admins.owner = { id: me.json.data._id, name: me.json.data.FullName, cookie: ownerCookie };
    for (const role of ["sales", "catalogue"] as const) {
      const details = newAdmin(role);
      const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie: ownerCookie, body: { ...details, role } });
      expect(created.status, created.text).toBe(201);
      admins[role] = { id: created.json.data._id, name: details.FullName, cookie: await login(server, details) };
    }
  });
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
  });

  /** A contact message from `name`; answers its id. */
  const contact = async (name: string) => {
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}@buyers.example`;
    const sent = await api(server, "POST", "/api/contact", { body: { name, email, phone: "", interest: "Nutraceuticals", time: "" } });
    expect(sent.status, sent.text).toBe(201);
    return sent.json.data.id as string;
  };
  /** One of the message page's forms, posted as a browser without JavaScript posts it. */
  const post = (id: string, fields: Record<string, string | string[]>, as: keyof typeof admins = "owner") => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    return fetch(`${server.url}/adminmessages/${id}`, { method: "POST", headers: { cookie: admins[as].cookie }, body, redirect: "manual" });
  };
  const page = async (path: string, as: keyof typeof admins = "owner") => {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie: admins[as].cookie }, redirect: "manual" });
    return { status: res.status, text: await res.text() };
  };
  const lead = (id: string) =>
    database.db
      .selectFrom("messages")
      .select(["owner_id", "stage", "lost_reason", "lost_note", "follow_up_on", "tags", "buyer_company", "buyer_country", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const events = (id: string) => database.db.selectFrom("lead_events").selectAll().where("message_id", "=", id).orderBy("created_at").orderBy("id").execute();
  /** The timeline's entries as the message page lists them: what, then who and when. */
  const timelineOf = async (id: string) => {
    const { text } = await page(`/adminmessages/${id}`);
    return [...text.matchAll(/data-testid="lead-event" data-kind="([^"]+)"><p[^>]*>([^<]*)<\/p>(?:<p[^>]*>([^<]*)<\/p>)?<p[^>]*>([^<]*),/g)].map((m) => ({
      kind: m[1],
      what: m[2],
      note: m[3],
      by: m[4],
    }));
  };

  it("makes every new message a new lead nobody owns, with the buyer's company and country from the message and its arrival on the timeline", async () => {
    const products = productSeeds.map(normalizeProduct);
    const quote = await api(server, "POST", "/api/quote", {
      body: {
        ...quoteTerms,
        message: "Samples first.",
        lines: [{ product: products[0]!.slug, quantity: 1000, unit: "boxes", note: "" }],
      },
    });
    expect(quote.status, quote.text).toBe(201);
    const id = quote.json.data.id as string;
    expect(await lead(id)).toMatchObject({ owner_id: null, stage: "new", follow_up_on: null, tags: "[]", buyer_company: "Coast Pharma Ltd", buyer_country: "Kenya" });
    const stored = await events(id);
    expect(stored.map((e) => [e.kind, e.actor_id])).toEqual([["received", null]]);

    const { text } = await page(`/adminmessages/${id}`);
    expect(text).toContain('value="Coast Pharma Ltd"');
    expect(text).toContain('value="Kenya"');
    expect(text).toContain("Nobody (unassigned)");
    expect(await timelineOf(id)).toEqual([{ kind: "received", what: "Message received", note: undefined, by: "Wanjiru Kamau" }]);
  });

  it("assigns, reassigns, takes and unassigns, each on the timeline with who did it and when", async () => {
    const id = await contact("Amara Okafor");
    const before = Date.now();
    const steps: Array<[Record<string, string>, keyof typeof admins, string | null]> = [
      [{ intent: "assign", owner: admins.sales.id }, "owner", admins.sales.id],
      [{ intent: "take" }, "owner", admins.owner.id],
      [{ intent: "take" }, "sales", admins.sales.id],
      [{ intent: "assign", owner: "" }, "sales", null],
    ];
    for (const [fields, as, owner] of steps) {
      const res = await post(id, fields, as);
      expect(res.status, JSON.stringify(fields)).toBe(200);
      expect(await res.text()).toContain("Owner saved");
      expect((await lead(id)).owner_id).toBe(owner);
    }
    const stored = (await events(id)).filter((e) => e.kind === "assigned");
    expect(stored.map((e) => e.actor_id)).toEqual([admins.owner.id, admins.owner.id, admins.sales.id, admins.sales.id]);
    for (const event of stored) expect(Number(event.created_at)).toBeGreaterThanOrEqual(before);
    for (const event of stored) expect(Number(event.created_at)).toBeLessThanOrEqual(Date.now());
    expect((await timelineOf(id)).slice(1)).toEqual([
      { kind: "assigned", what: `Assigned to ${admins.sales.name}`, note: undefined, by: admins.owner.name },
      { kind: "assigned", what: `Reassigned from ${admins.sales.name} to ${admins.owner.name}`, note: undefined, by: admins.owner.name },
      { kind: "assigned", what: `Reassigned from ${admins.owner.name} to ${admins.sales.name}`, note: undefined, by: admins.sales.name },
      { kind: "assigned", what: `Unassigned (was ${admins.sales.name})`, note: undefined, by: admins.sales.name },
    ]);
    // The page says when, as a machine-readable time in the entry.
    const { text } = await page(`/adminmessages/${id}`);
    expect(text).toMatch(new RegExp(`data-kind="assigned">[^]*?<time dateTime="${new Date(Number(stored[0]!.created_at)).toISOString()}"`));
  });

  it("moves a lead through its stages; lost takes a reason from the list, with optional words", async () => {
    const id = await contact("Diego Ramirez");
    for (const stage of ["contacted", "quoted"]) expect((await post(id, { intent: "stage", stage }, "sales")).status).toBe(200);

    const noReason = await post(id, { intent: "stage", stage: "lost", lostReason: "", lostNote: "Went quiet" }, "sales");
    expect(noReason.status).toBe(400);
    const refused = await noReason.text();
    expect(refused).toContain(LEAD_MESSAGES.lostReasonRequired);
    // What was typed comes back in the form.
    expect(refused).toContain("Went quiet</textarea>");
    expect(await lead(id)).toMatchObject({ stage: "quoted", lost_reason: null });

    const lost = await post(id, { intent: "stage", stage: "lost", lostReason: "no-registration", lostNote: "Not registered in Peru yet" }, "sales");
    expect(lost.status).toBe(200);
    expect(await lead(id)).toMatchObject({ stage: "lost", lost_reason: "no-registration", lost_note: "Not registered in Peru yet" });
    const timeline = (await timelineOf(id)).filter((e) => e.kind === "stage");
    expect(timeline).toEqual([
      { kind: "stage", what: "Stage changed from New to Contacted", note: undefined, by: admins.sales.name },
      { kind: "stage", what: "Stage changed from Contacted to Quoted", note: undefined, by: admins.sales.name },
      { kind: "stage", what: html("Stage changed from Quoted to Lost (No registration in the buyer's country: Not registered in Peru yet)"), note: undefined, by: admins.sales.name },
    ]);
    // Reopened, the reason goes with the stage.
    expect((await post(id, { intent: "stage", stage: "contacted", lostReason: "price" }, "sales")).status).toBe(200);
    expect(await lead(id)).toMatchObject({ stage: "contacted", lost_reason: null, lost_note: null });
  });

  it("sets, moves and clears the next follow-up, each on the timeline", async () => {
    const id = await contact("Olga Petrova");
    for (const followUp of [day(3), day(5), ""]) expect((await post(id, { intent: "follow-up", followUp }, "sales")).status).toBe(200);
    expect((await lead(id)).follow_up_on).toBeNull();
    expect((await timelineOf(id)).filter((e) => e.kind === "follow-up").map((e) => [e.what, e.by])).toEqual([
      [`Follow-up set for ${day(3)}`, admins.sales.name],
      [`Follow-up moved from ${day(3)} to ${day(5)}`, admins.sales.name],
      [`Follow-up cleared (was ${day(5)})`, admins.sales.name],
    ]);
  });

  it("keeps internal notes on the timeline for staff, with who wrote them", async () => {
    const id = await contact("Fatima Zahra");
    const res = await post(id, { intent: "note", note: "Called her: wants samples before the tender.\nSend COA." }, "sales");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Note added");
    const notes = (await events(id)).filter((e) => e.kind === "note");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ actor_id: admins.sales.id, actor_name: admins.sales.name });
    expect(JSON.parse(notes[0]!.detail)).toEqual({ text: "Called her: wants samples before the tender.\nSend COA." });
    expect((await timelineOf(id)).filter((e) => e.kind === "note")).toEqual([
      { kind: "note", what: "Internal note", note: "Called her: wants samples before the tender.\nSend COA.", by: admins.sales.name },
    ]);
    // The page says where a note goes.
    expect((await page(`/adminmessages/${id}`)).text).toContain("they are never sent to the buyer");
  });

  it("edits the buyer's company, country and tags, recorded on the timeline", async () => {
    const id = await contact("Chen Wei");
    const res = await post(id, { intent: "details", company: "Shenzhen Health Trading", country: "China", tags: ["distributor", "tender"] }, "sales");
    expect(res.status).toBe(200);
    // Tags are kept in the list's order.
    expect(await lead(id)).toMatchObject({ buyer_company: "Shenzhen Health Trading", buyer_country: "China", tags: '["tender","distributor"]' });
    const [entry] = (await timelineOf(id)).filter((e) => e.kind === "details");
    expect(entry).toEqual({
      kind: "details",
      what: html("Buyer's details changed: company from none to Shenzhen Health Trading; country from none to China; tags from none to Tender, Distributor"),
      note: undefined,
      by: admins.sales.name,
    });
  });

  it("refuses bad input with a field error, changing nothing and recording nothing", async () => {
    const id = await contact("Ivan Horvat");
    expect((await post(id, { intent: "assign", owner: admins.sales.id })).status).toBe(200);
    expect((await post(id, { intent: "details", company: "Zagreb Pharma", country: "Croatia", tags: ["sample"] })).status).toBe(200);
    expect((await post(id, { intent: "follow-up", followUp: day(2) })).status).toBe(200);
    const stored = await lead(id);
    const entries = (await events(id)).length;

    const refusals: Array<[Record<string, string | string[]>, string]> = [
      [{ intent: "assign", owner: "no-such-admin" }, LEAD_MESSAGES.ownerUnknown],
      // A Catalogue user cannot own a lead: they have no inbox.
      [{ intent: "assign", owner: admins.catalogue.id }, LEAD_MESSAGES.ownerUnknown],
      [{ intent: "stage", stage: "closed" }, LEAD_MESSAGES.stageUnknown],
      [{ intent: "stage", stage: "lost", lostReason: "bad luck" }, LEAD_MESSAGES.lostReasonRequired],
      [{ intent: "follow-up", followUp: "2026-02-30" }, LEAD_MESSAGES.followUpInvalid],
      [{ intent: "follow-up", followUp: "next week" }, LEAD_MESSAGES.followUpInvalid],
      [{ intent: "details", company: "Zagreb Pharma", country: "Croatia", tags: ["sample", "vip"] }, LEAD_MESSAGES.tagUnknown],
      [{ intent: "details", company: "x".repeat(201), country: "Croatia" }, LEAD_MESSAGES.companyTooLong],
      [{ intent: "note", note: "   " }, LEAD_MESSAGES.noteRequired],
      [{ intent: "note", note: "y".repeat(2001) }, LEAD_MESSAGES.noteTooLong],
    ];
    for (const [fields, message] of refusals) {
      const res = await post(id, fields);
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(await res.text()).toContain(html(message));
    }
    expect(await lead(id)).toEqual(stored);
    expect(await events(id)).toHaveLength(entries);

    // An unknown message is not found, never a server error.
    const missing = await post("00000000-0000-4000-8000-000000000000", { intent: "take" });
    expect(missing.status).toBe(404);
  });

  it("lets a Catalogue user neither see nor change a lead", async () => {
    const id = await contact("Kofi Mensah");
    const seen = await page(`/adminmessages/${id}`, "catalogue");
    expect(seen.status).toBe(403);
    expect(seen.text).toContain(NOT_ALLOWED);
    const attempts: Array<Record<string, string>> = [{ intent: "take" }, { intent: "stage", stage: "won" }, { intent: "note", note: "Sneaky" }];
    for (const fields of attempts) {
      const res = await post(id, fields, "catalogue");
      expect(res.status).toBe(403);
    }
    expect(await lead(id)).toMatchObject({ owner_id: null, stage: "new" });
    expect((await events(id)).map((e) => e.kind)).toEqual(["received"]);
    const dashboard = await page("/admindashboard", "catalogue");
    expect(dashboard.text).not.toContain('data-testid="count-My leads"');
  });

  it("keeps a deleted admin's name on the timeline and leaves their leads unassigned", async () => {
    const details = newAdmin("leaver");
    const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie: admins.owner.cookie, body: { ...details, role: "sales" } });
    expect(created.status, created.text).toBe(201);
    const id = await contact("Nadia Haddad");
    expect((await post(id, { intent: "assign", owner: created.json.data._id })).status).toBe(200);
    expect((await api(server, "DELETE", `${AUTH}/adminDelete/${created.json.data._id}`, { cookie: admins.owner.cookie })).status).toBe(200);
    expect((await lead(id)).owner_id).toBeNull();
    expect((await timelineOf(id)).at(-1)?.what).toBe(`Assigned to ${details.FullName}`);
  });

  describe("the views, the dashboard and the CSV", () => {
    const tag = `viewtag${Date.now().toString(36)}`;
    const ids: Record<"mineOverdue" | "mineLater" | "mineWonPast" | "unassignedOverdue" | "ownersLead", string> = {
      mineOverdue: "",
      mineLater: "",
      mineWonPast: "",
      unassignedOverdue: "",
      ownersLead: "",
    };
    const names: Record<keyof typeof ids, string> = {
      mineOverdue: `Mine Overdue ${tag}`,
      mineLater: `Mine Later ${tag}`,
      mineWonPast: `Mine Won ${tag}`,
      unassignedOverdue: `Nobody Overdue ${tag}`,
      ownersLead: `Owners Lead ${tag}`,
    };

    beforeAll(async () => {
      for (const key of Object.keys(ids) as Array<keyof typeof ids>) ids[key] = await contact(names[key]);
      for (const key of ["mineOverdue", "mineLater", "mineWonPast"] as const) expect((await post(ids[key], { intent: "take" }, "sales")).status).toBe(200);
      expect((await post(ids.ownersLead, { intent: "take" }, "owner")).status).toBe(200);
      expect((await post(ids.mineOverdue, { intent: "follow-up", followUp: day(-2) }, "sales")).status).toBe(200);
      expect((await post(ids.mineLater, { intent: "follow-up", followUp: day(4) }, "sales")).status).toBe(200);
      expect((await post(ids.mineLater, { intent: "stage", stage: "quoted" }, "sales")).status).toBe(200);
      expect((await post(ids.mineWonPast, { intent: "follow-up", followUp: day(-5) }, "sales")).status).toBe(200);
      expect((await post(ids.mineWonPast, { intent: "stage", stage: "won" }, "sales")).status).toBe(200);
      expect((await post(ids.unassignedOverdue, { intent: "follow-up", followUp: day(-1) }, "owner")).status).toBe(200);
    });

    /** The senders the inbox lists for `search`, in order, as `as` sees them. */
    const listed = async (search: string, as: keyof typeof admins = "sales") => {
      const { status, text } = await page(`/adminmessages${search}`, as);
      expect(status).toBe(200);
      return [...text.matchAll(/href="\/adminmessages\/[0-9a-f-]{36}"[^>]*>([^<]+)</g)].map((m) => m[1]);
    };

    it("lists my leads, the unassigned ones and the overdue follow-ups, each with the filters and the search", async () => {
      expect(await listed(`?view=mine&q=${tag}`)).toEqual([names.mineWonPast, names.mineLater, names.mineOverdue]);
      expect(await listed(`?view=mine&q=${tag}`, "owner")).toEqual([names.ownersLead]);
      expect(await listed(`?view=unassigned&q=${tag}`)).toEqual([names.unassignedOverdue]);
      // A won lead's past follow-up is not overdue; a later one is not either.
      expect(await listed(`?view=overdue&q=${tag}`)).toEqual([names.unassignedOverdue, names.mineOverdue]);
      // With the filters: the status filter and the type filter narrow a view.
      expect((await post(ids.mineOverdue, { intent: "status", status: "in_progress" }, "sales")).status).toBe(200);
      expect(await listed(`?view=overdue&status=in_progress&q=${tag}`)).toEqual([names.mineOverdue]);
      expect(await listed(`?view=mine&kind=inquiry&q=${tag}`)).toEqual([]);
      // The stage filter, alone and within a view.
      expect(await listed(`?stage=quoted&q=${tag}`)).toEqual([names.mineLater]);
      expect(await listed(`?stage=new&q=${tag}`)).toEqual([names.ownersLead, names.unassignedOverdue, names.mineOverdue]);
      expect(await listed(`?view=mine&stage=won&q=${tag}`)).toEqual([names.mineWonPast]);
      expect(await listed(`?view=unassigned&stage=won&q=${tag}`)).toEqual([]);
      // The views' links keep the search; the filter form keeps the view.
      const { text } = await page(`/adminmessages?view=overdue&q=${tag}`, "sales");
      expect(text).toContain(`href="/adminmessages?view=mine&amp;q=${tag}"`);
      expect(text).toContain('<input type="hidden" name="view" value="overdue"/>');
      expect(text).toMatch(/aria-current="page"[^>]*>Overdue follow-ups</);
    });

    it("shows each view's count on the dashboard, as the stored leads give it, for the admin looking", async () => {
      const today = day(0);
      const count = async (where: "mine" | "unassigned" | "overdue", adminId: string) => {
        let query = database.db.selectFrom("messages").select((eb) => eb.fn.countAll<number>().as("n"));
        if (where === "mine") query = query.where("owner_id", "=", adminId);
        if (where === "unassigned") query = query.where("owner_id", "is", null);
        if (where === "overdue") query = query.where("follow_up_on", "<", today).where("stage", "not in", ["won", "lost"]);
        return Number((await query.executeTakeFirstOrThrow()).n);
      };
      for (const as of ["sales", "owner"] as const) {
        const { text } = await page("/admindashboard", as);
        const shown = (label: string) => Number(new RegExp(`data-testid="count-${label}">(\\d+)<`).exec(text)?.[1]);
        expect(shown("My leads"), as).toBe(await count("mine", admins[as].id));
        expect(shown("Unassigned"), as).toBe(await count("unassigned", admins[as].id));
        expect(shown("Overdue follow-ups"), as).toBe(await count("overdue", admins[as].id));
        expect(text).toContain('href="/adminmessages?view=overdue"');
      }
      expect(await count("mine", admins.sales.id)).toBeGreaterThanOrEqual(3);
      expect(await count("overdue", admins.sales.id)).toBeGreaterThanOrEqual(2);
    });

    it("adds the owner, the stage and the follow-up as the CSV's last columns, and exports a view", async () => {
      const res = await fetch(`${server.url}/adminmessages.csv?view=mine&q=${tag}`, { headers: { cookie: admins.sales.cookie } });
      expect(res.status).toBe(200);
      const [header, ...rows] = (await res.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
      expect(header!.endsWith(",Channel,Owner,Stage,Follow-up")).toBe(true);
      expect(header!.startsWith("Received (ISO 8601),Type,Name,Email")).toBe(true);
      expect(rows).toHaveLength(3);
      expect(rows[0]!.endsWith(`,web,${admins.sales.name},won,${day(-5)}`)).toBe(true);
      expect(rows[1]!.endsWith(`,web,${admins.sales.name},quoted,${day(4)}`)).toBe(true);
      const unassigned = await fetch(`${server.url}/adminmessages.csv?view=unassigned&q=${tag}`, { headers: { cookie: admins.sales.cookie } });
      const [, row] = (await unassigned.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
      expect(row!.endsWith(`,web,,new,${day(-1)}`)).toBe(true);
      const quoted = await fetch(`${server.url}/adminmessages.csv?stage=quoted&q=${tag}`, { headers: { cookie: admins.sales.cookie } });
      const [, ...quotedRows] = (await quoted.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
      expect(quotedRows).toHaveLength(1);
      expect(quotedRows[0]!.endsWith(`,web,${admins.sales.name},quoted,${day(4)}`)).toBe(true);
    });

    it("answers the inbox API's views with each message's lead", async () => {
      const answer = await api(server, "GET", `/api/admin/messages?view=mine&q=${tag}`, { cookie: admins.sales.cookie });
      expect(answer.status).toBe(200);
      expect(answer.json.data.total).toBe(3);
      expect(answer.json.data.messages[1].lead).toMatchObject({ owner: { id: admins.sales.id, name: admins.sales.name }, stage: "quoted", followUp: day(4), tags: [] });
      const won = await api(server, "GET", `/api/admin/messages?view=mine&stage=won&q=${tag}`, { cookie: admins.sales.cookie });
      expect(won.json.data.total).toBe(1);
      expect(won.json.data.messages[0].lead.stage).toBe("won");
    });
  });
});
