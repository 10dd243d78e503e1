import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLLOW_UP_DIGEST_TEXT } from "../../app/schemas/leads";
import { DAY_MS, isoDay } from "../../app/schemas/days";
import type { Database } from "../../server/db/database.server";
import type { Logger } from "../../server/logger.server";
import { FollowUpDigestRepository } from "../../server/messages/follow-up-digest-repository.server";
import { FollowUpDigests } from "../../server/messages/follow-up-digests.server";
import { LeadRepository } from "../../server/messages/lead-repository.server";
import { OutboxRepository } from "../../server/messages/outbox-repository.server";
import { AUTH, api, login, newAdmin, openServerDatabase } from "../support/admin";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { until } from "../support/until";

/** YYYY-MM-DD, `days` from today (UTC): the server decides on the same clock's day. */
const day = (days: number) => isoDay(Date.now() + days * DAY_MS);
const silent = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;
/** React writes an apostrophe in text as &#x27;; comments split text it renders in parts. */
const plain = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");

/**
 * The daily follow-up digest (decision 0070) end to end: the opt-in on the account page as a
 * browser without JavaScript posts it, the server's own check (FOLLOW_UP_DIGEST_HOUR 0: due at
 * once) claiming each admin's day once, the mail through a real SMTP server, and the
 * dashboard's list. On SQLite, and on PostgreSQL with DATABASE_URL.
 */
describe("the follow-up digest", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let database: Database;
  const admins = {} as Record<"owner" | "meera" | "ravi" | "quiet" | "catalogue", { id: string; email: string; cookie: string }>;
  const leads = {} as Record<"late" | "yesterday" | "today" | "tomorrow" | "won" | "quiet" | "ravi", string>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Website <web@exports.example>",
        MAIL_TO: "sales@exports.example",
        SITE_URL: "https://exports.example",
        FOLLOW_UP_DIGEST_HOUR: "0",
        // Checked every tenth of a second: a digest sent twice would show at once.
        FOLLOW_UP_DIGEST_CHECK_MS: "100",
      },
    });
    database = openServerDatabase(server);
    const ownerCookie = await login(server);
    const me = await api(server, "GET", `${AUTH}/me`, { cookie: ownerCookie });
    admins.owner = { id: me.json.data._id, email: me.json.data.email, cookie: ownerCookie };
    for (const [key, role] of [["meera", "sales"], ["ravi", "sales"], ["quiet", "sales"], ["catalogue", "catalogue"]] as const) {
      const details = newAdmin(key);
      const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie: ownerCookie, body: { ...details, role } });
      expect(created.status, created.text).toBe(201);
      admins[key] = { id: created.json.data._id, email: details.email, cookie: await login(server, details) };
    }
    // Meera's leads: two overdue, one today, one tomorrow and a won one whose day has passed.
    leads.late = await lead("Late Buyer", { owner: "meera", followUp: day(-5), company: "Coast Pharma Ltd", stage: "quoted" });
    leads.today = await lead("Today Buyer", { owner: "meera", followUp: day(0) });
    leads.yesterday = await lead("Yesterday Buyer", { owner: "meera", followUp: day(-1), stage: "contacted" });
    leads.tomorrow = await lead("Tomorrow Buyer", { owner: "meera", followUp: day(1) });
    leads.won = await lead("Won Buyer", { owner: "meera", followUp: day(-3), stage: "won" });
    // Ravi has nothing due; Quiet has, but did not ask for the e-mail.
    leads.ravi = await lead("Later Buyer", { owner: "ravi", followUp: day(2) });
    leads.quiet = await lead("Quiet Buyer", { owner: "quiet", followUp: day(-2) });
  });
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
    await smtp?.close();
  });

  /** A contact message from `name`, made a lead with its owner, follow-up day and stage. */
  async function lead(name: string, set: { owner: keyof typeof admins; followUp: string; company?: string; stage?: "new" | "contacted" | "quoted" | "won" }): Promise<string> {
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}@buyers.example`;
    const sent = await api(server, "POST", "/api/contact", { body: { name, email, phone: "", interest: "Nutraceuticals", time: "" } });
    expect(sent.status, sent.text).toBe(201);
    const id = sent.json.data.id as string;
    await database.db
      .updateTable("messages")
      .set({ owner_id: admins[set.owner].id, follow_up_on: set.followUp, stage: set.stage ?? "new", buyer_company: set.company ?? null })
      .where("id", "=", id)
      .execute();
    return id;
  }

  /** The account page's digest form, posted as a browser without JavaScript posts it. */
  const optIn = async (as: keyof typeof admins, fields: Record<string, string>) => {
    const res = await fetch(`${server.url}/adminaccount`, {
      method: "POST",
      headers: { cookie: admins[as].cookie },
      body: new URLSearchParams({ intent: "follow-up-digest", ...fields }),
      redirect: "manual",
    });
    return { status: res.status, text: plain(await res.text()) };
  };
  const page = async (path: string, as: keyof typeof admins) => {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie: admins[as].cookie }, redirect: "manual" });
    return { status: res.status, text: plain(await res.text()) };
  };
  const wants = async (as: keyof typeof admins) =>
    (await database.db.selectFrom("admins").select("follow_up_digest").where("id", "=", admins[as].id).executeTakeFirstOrThrow()).follow_up_digest;
  const digestsTo = (address: string) => smtp.mails.filter((mail) => (mail.headers.to ?? "").includes(address) && mail.headers.subject?.startsWith("Your follow-ups for "));
  const checkbox = (html: string) => html.match(/<input[^>]*name="followUpDigest"[^>]*>/)?.[0];

  it("is asked for with a checkbox on the account page, without JavaScript, by a role with the inbox", async () => {
    const before = await page("/adminaccount", "ravi");
    expect(before.text).toContain(FOLLOW_UP_DIGEST_TEXT.label);
    expect(checkbox(before.text)).not.toContain("checked");

    const saved = await optIn("ravi", { followUpDigest: "on" });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain(FOLLOW_UP_DIGEST_TEXT.saved);
    expect(checkbox(saved.text)).toContain("checked");
    expect(await wants("ravi")).toBe(1);

    const refused = await optIn("ravi", { followUpDigest: "every day" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(FOLLOW_UP_DIGEST_TEXT.invalid);
    expect(await wants("ravi")).toBe(1);

    // A catalogue admin has no inbox: no checkbox, and the post is refused.
    const catalogue = await page("/adminaccount", "catalogue");
    expect(catalogue.status).toBe(200);
    expect(catalogue.text).not.toContain(FOLLOW_UP_DIGEST_TEXT.label);
    expect((await optIn("catalogue", { followUpDigest: "on" })).status).toBe(403);
    expect(await wants("catalogue")).toBe(0);
  });

  it("mails an opted-in salesperson once a day through SMTP: the overdue leads first, the oldest first, then today's", async () => {
    expect((await optIn("meera", { followUpDigest: "on" })).status).toBe(200);
    const [mail] = await until(async () => (digestsTo(admins.meera.email).length > 0 ? digestsTo(admins.meera.email) : undefined), "Meera's digest");
    expect(mail!.headers.subject).toBe(`Your follow-ups for ${day(0)}: 2 overdue, 1 today`);
    const text = mail!.text;
    const order = [leads.late, leads.yesterday, leads.today].map((id) => text.indexOf(`https://exports.example/adminmessages/${id}`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain("Late Buyer, Coast Pharma Ltd");
    expect(text).toContain(`Contact · Quoted · follow-up ${day(-5)}, 5 days overdue`);
    expect(text).toContain(`Contact · New · follow-up today, ${day(0)}`);
    for (const id of [leads.tomorrow, leads.won, leads.quiet, leads.ravi]) expect(text).not.toContain(id);
    expect(mail!.html).toContain(`href="https://exports.example/adminmessages/${leads.late}"`);

    // A sentinel asks later: once their digest is sent, the server has checked again since
    // Meera's (every check looks at every opted-in admin), and sent her nothing more.
    const sentinel = newAdmin("sentinel");
    const created = await api(server, "POST", `${AUTH}/adminRegister`, { cookie: admins.owner.cookie, body: { ...sentinel, role: "sales" } });
    expect(created.status, created.text).toBe(201);
    await database.db.updateTable("admins").set({ follow_up_digest: 1 }).where("id", "=", created.json.data._id).execute();
    await database.db.updateTable("messages").set({ owner_id: created.json.data._id }).where("id", "=", leads.quiet).execute();
    await until(async () => digestsTo(sentinel.email).length > 0, "the sentinel's digest");
    // And a few more checks (every 100 ms) for good measure.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(digestsTo(admins.meera.email).length).toBe(1);
    expect(digestsTo(sentinel.email).length).toBe(1);
    // Ravi asked but has nothing due; Quiet and the owner did not ask.
    for (const other of [admins.ravi, admins.quiet, admins.owner, admins.catalogue]) expect(digestsTo(other.email)).toEqual([]);
    const claimed = await database.db.selectFrom("follow_up_digests").select(["admin_id", "day"]).execute();
    expect(claimed.map((row) => row.admin_id).sort()).toEqual([admins.meera.id, created.json.data._id].sort());
    expect(claimed.every((row) => row.day === day(0))).toBe(true);
  });

  it("mails again the next day, listing what is due then", async () => {
    // Tomorrow's check, made with the server's own classes on its database; its outbox sends it.
    const tomorrow = Date.now() + DAY_MS;
    const outbox = new OutboxRepository(database.db, database.kind);
    const digests = new FollowUpDigests({
      repository: new FollowUpDigestRepository(database.db),
      leads: new LeadRepository(database.db, database.kind),
      // Due now on the server's clock, which is still today's.
      queue: (digestId, _tomorrow, trx) => outbox.queue({ digestId }, Date.now(), trx),
      onQueued: () => {},
      hour: 0,
      siteUrl: "https://exports.example",
      log: silent,
      now: () => tomorrow,
    });
    expect(await digests.check()).toBe(2);
    expect(await digests.check()).toBe(0);
    const mails = await until(async () => (digestsTo(admins.meera.email).length >= 2 ? digestsTo(admins.meera.email) : undefined), "Meera's second digest");
    expect(mails.length).toBe(2);
    expect(mails[1]!.headers.subject).toBe(`Your follow-ups for ${day(1)}: 3 overdue, 1 today`);
    const text = mails[1]!.text;
    const order = [leads.late, leads.yesterday, leads.today, leads.tomorrow].map((id) => text.indexOf(`/adminmessages/${id}`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("is turned off by leaving the box empty", async () => {
    const saved = await optIn("ravi", {});
    expect(saved.status).toBe(200);
    expect(saved.text).toContain(FOLLOW_UP_DIGEST_TEXT.saved);
    expect(checkbox(saved.text)).not.toContain("checked");
    expect(await wants("ravi")).toBe(0);
  });

  it("lists the admin's own due follow-ups on the dashboard, overdue first, each linked to its message, at most ten", async () => {
    const { text } = await page("/admindashboard", "meera");
    expect(text).toContain("Your follow-ups due");
    const listed = [...text.matchAll(/data-testid="follow-up"><a[^>]*href="\/adminmessages\/([^"]+)"/g)].map((m) => m[1]);
    expect(listed).toEqual([leads.late, leads.yesterday, leads.today]);
    expect(text).toContain(`overdue, follow-up ${day(-5)}`);
    expect(text).toContain(`due today, ${day(0)}`);
    expect(text).toContain('href="/adminmessages?view=overdue"');

    // Twelve overdue leads of the owner's: the ten oldest are listed.
    const owned: string[] = [];
    for (let i = 12; i >= 1; i--) owned.push(await lead(`Owner Buyer ${i}`, { owner: "owner", followUp: day(-i - 10) }));
    const owner = await page("/admindashboard", "owner");
    const ownerListed = [...owner.text.matchAll(/data-testid="follow-up"><a[^>]*href="\/adminmessages\/([^"]+)"/g)].map((m) => m[1]);
    expect(ownerListed).toEqual(owned.slice(0, 10));

    // Nothing due: said so; no inbox: no list.
    expect((await page("/admindashboard", "ravi")).text).toContain("None of your leads has a follow-up due today or overdue.");
    expect((await page("/admindashboard", "catalogue")).text).not.toContain("Your follow-ups due");
  });
});
