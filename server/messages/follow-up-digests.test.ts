import { messageIdFor, migratedDatabase, storeMessage } from "../../tests/support/service-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_ALLOWED } from "../../app/admin/roles";
import { FOLLOW_UP_DIGEST_TEXT } from "../../app/schemas/leads";
import { AdminsRepository } from "../auth/admins-repository.server";
import { type Database } from "../db/database.server";
import type { Logger } from "../logger.server";
import { FollowUpDigestRepository } from "./follow-up-digest-repository.server";
import { FollowUpDigests, buyerOf, digestDay, digestMail, splitDue } from "./follow-up-digests.server";
import { LeadRepository, type DueFollowUpRow } from "./lead-repository.server";
import { OutboxRepository } from "./outbox-repository.server";

const lead = (id: string, followUpOn: string, more: Partial<DueFollowUpRow> = {}): DueFollowUpRow => ({
  id,
  kind: "inquiry",
  name: `Buyer ${id}`,
  email: `${id}@buyers.example`,
  buyer_company: null,
  stage: "contacted",
  follow_up_on: followUpOn,
  ...more,
});

describe("the follow-up digest's pure parts", () => {
  it("is due from the digest hour (UTC) on, for that UTC day", () => {
    expect(digestDay(Date.parse("2026-11-27T06:59:59Z"), 7)).toBeNull();
    expect(digestDay(Date.parse("2026-11-27T07:00:00Z"), 7)).toBe("2026-11-27");
    expect(digestDay(Date.parse("2026-11-27T23:59:59Z"), 7)).toBe("2026-11-27");
    expect(digestDay(Date.parse("2026-11-28T00:00:00Z"), 0)).toBe("2026-11-28");
    expect(digestDay(Date.parse("2026-11-28T22:00:00Z"), 23)).toBeNull();
  });

  it("lists the overdue leads first, the oldest follow-up first, then the day's own, and nothing later", () => {
    const leads = [lead("a", "2026-11-27"), lead("b", "2026-11-20"), lead("c", "2026-11-28"), lead("d", "2026-11-26"), lead("e", "2026-11-20"), lead("f", "2026-11-27")];
    const { overdue, today } = splitDue(leads, "2026-11-27");
    expect(overdue.map((l) => l.id)).toEqual(["b", "e", "d"]);
    expect(today.map((l) => l.id)).toEqual(["a", "f"]);
  });

  it("names a buyer by name and company, else by e-mail", () => {
    expect(buyerOf({ name: "Amara Okafor", email: "a@x.example", buyer_company: "Coast Pharma Ltd" })).toBe("Amara Okafor, Coast Pharma Ltd");
    expect(buyerOf({ name: "  ", email: "a@x.example", buyer_company: null })).toBe("a@x.example");
  });

  it("words the mail in English to the admin's own address: counts in the subject, overdue first, each lead with its kind, stage, day and link", () => {
    const leads = [
      lead("today-1", "2026-11-27", { kind: "quote", name: "Wanjiru Kamau", buyer_company: "Coast Pharma Ltd", stage: "quoted" }),
      lead("late-1", "2026-11-20", { kind: "contact", name: "Amara <Okafor>", stage: "new" }),
      lead("late-2", "2026-11-26", { kind: "document-request", name: null, email: "ravi@buyers.example" }),
    ];
    const mail = digestMail({ email: "meera@exports.example", fullName: "Meera Shah" }, "2026-11-27", leads, "https://exports.example");
    expect(mail.to).toEqual({ address: "meera@exports.example" });
    expect(mail.content.subject).toBe("Your follow-ups for 2026-11-27: 2 overdue, 1 today");
    const text = mail.content.text;
    const order = ["Amara <Okafor>", "ravi@buyers.example", "Wanjiru Kamau, Coast Pharma Ltd"].map((who) => text.indexOf(who));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text.indexOf("Overdue (2)")).toBeLessThan(text.indexOf("Due today (1)"));
    expect(text).toContain("Contact · New · follow-up 2026-11-20, 7 days overdue\n  https://exports.example/adminmessages/late-1");
    expect(text).toContain("follow-up 2026-11-26, 1 day overdue");
    expect(text).toContain("Quote request · Quoted · follow-up today, 2026-11-27\n  https://exports.example/adminmessages/today-1");
    expect(text).toContain("For: Meera Shah");
    expect(text).toContain("https://exports.example/adminaccount");
    // The buyer's words are escaped in the HTML, and every lead is a link.
    expect(mail.content.html).toContain("Amara &#60;Okafor&#62;");
    expect(mail.content.html).not.toContain("<Okafor>");
    expect(mail.content.html).toContain('<a href="https://exports.example/adminmessages/late-2">ravi@buyers.example</a>');
    expect(mail.emailJs.template).toBe("inquiry");
    expect(mail.emailJs.params.message).toBe(text);
  });

  it("says none where a part has no lead", () => {
    const mail = digestMail({ email: "m@exports.example", fullName: "M" }, "2026-11-27", [lead("x", "2026-11-27")], "https://exports.example");
    expect(mail.content.subject).toBe("Your follow-ups for 2026-11-27: 0 overdue, 1 today");
    expect(mail.content.text).toContain("Overdue (0)\nNone.");
  });
});

const silent = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;

/** The digests on a real database (SQLite, or PostgreSQL with DATABASE_URL), on a clock the test moves. */
describe("the follow-up digests' checks", () => {
  let database: Database;
  let close: () => Promise<void>;
  let clock = Date.parse("2026-11-27T06:30:00Z");
  let digests: FollowUpDigests;
  let repository: FollowUpDigestRepository;
  let sequence = 0;
  let kicks = 0;
  const admins = { sales: "a-sales", owner: "a-owner", catalogue: "a-catalogue", idle: "a-idle", quiet: "a-quiet" } as const;

  beforeAll(async () => {
    ({ database, close } = await migratedDatabase("digest-test"));
    const adminsRepository = new AdminsRepository(database.db, database.kind);
    const roles = { sales: "sales", owner: "owner", catalogue: "catalogue", idle: "sales", quiet: "sales" } as const;
    for (const [key, id] of Object.entries(admins) as Array<[keyof typeof admins, string]>) {
      await adminsRepository.createAdmin({ id, fullName: `Admin ${key}`, email: `${key}@exports.example`, userName: key, role: roles[key], passwordHash: "x", now: 1 });
    }
    repository = new FollowUpDigestRepository(database.db);
    const outbox = new OutboxRepository(database.db, database.kind);
    digests = new FollowUpDigests({
      repository,
      leads: new LeadRepository(database.db, database.kind),
      queue: (digestId, now, trx) => outbox.queue({ digestId }, now, trx),
      onQueued: () => void kicks++,
      hour: 7,
      siteUrl: "https://exports.example",
      log: silent,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await close?.();
  });

  const leadOf = async (owner: string, followUpOn: string | null, stage: DueFollowUpRow["stage"] = "contacted", name = "Buyer") => {
    sequence += 1;
    return storeMessage(database, { id: messageIdFor(sequence), name, created_at: sequence, updated_at: sequence, owner_id: owner, stage, follow_up_on: followUpOn });
  };
  const claimed = () => database.db.selectFrom("follow_up_digests").select(["admin_id", "day"]).orderBy("day").orderBy("admin_id").execute();
  const queued = () => database.db.selectFrom("outbox").select(["digest_id", "recipient"]).where("digest_id", "is not", null).execute();

  it("claims once per admin and day from the hour on, only for an admin who asked, has the inbox and has a follow-up due", async () => {
    const late = await leadOf(admins.sales, "2026-11-25", "quoted", "Late");
    const today = await leadOf(admins.sales, "2026-11-27", "new", "Today");
    await leadOf(admins.sales, "2026-11-28");
    await leadOf(admins.sales, "2026-11-01", "won");
    await leadOf(admins.sales, "2026-11-02", "lost");
    await leadOf(admins.owner, "2026-11-26");
    await leadOf(admins.catalogue, "2026-11-26");
    await leadOf(admins.quiet, "2026-11-26");
    // The idle admin's only leads are later, closed or without a day: nothing is due.
    await leadOf(admins.idle, "2026-11-28");
    await leadOf(admins.idle, "2026-11-20", "won");
    await leadOf(admins.idle, null);
    for (const id of [admins.sales, admins.owner, admins.catalogue, admins.idle]) await repository.setWants(id, true, 1);

    expect(await digests.check()).toBe(0);
    expect(await claimed()).toEqual([]);

    clock = Date.parse("2026-11-27T07:00:00Z");
    expect(await digests.check()).toBe(2);
    expect(kicks).toBe(1);
    expect(await claimed()).toEqual([
      { admin_id: admins.owner, day: "2026-11-27" },
      { admin_id: admins.sales, day: "2026-11-27" },
    ]);
    const rows = await queued();
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.recipient === "admin")).toBe(true);

    // The mail lists what is due when it is rendered, for the digest's day.
    const salesDigest = await database.db.selectFrom("follow_up_digests").select("id").where("admin_id", "=", admins.sales).executeTakeFirstOrThrow();
    const mail = await digests.mail(salesDigest.id);
    expect(mail?.to).toEqual({ address: "sales@exports.example" });
    expect(mail?.content.subject).toBe("Your follow-ups for 2026-11-27: 1 overdue, 1 today");
    expect(mail!.content.text.indexOf(`/adminmessages/${late}`)).toBeLessThan(mail!.content.text.indexOf(`/adminmessages/${today}`));
    expect(await digests.mail("no-such-digest")).toBeNull();

    // Later the same day: nothing more.
    clock = Date.parse("2026-11-27T18:00:00Z");
    expect(await digests.check()).toBe(0);
    expect((await queued()).length).toBe(2);

    // The next day, again (yesterday's "today" is overdue now); and twice at once still once each.
    clock = Date.parse("2026-11-28T07:05:00Z");
    expect(await Promise.all([digests.check(), digests.check()]).then((counts) => counts.reduce((a, b) => a + b))).toBe(3);
    expect((await claimed()).filter((row) => row.day === "2026-11-28").map((row) => row.admin_id)).toEqual([admins.idle, admins.owner, admins.sales]);
    expect((await queued()).length).toBe(5);
  });

  it("keeps the choice per admin, refuses a role without the inbox and a value that is no checkbox's", async () => {
    expect(await digests.wants(admins.quiet)).toBe(false);
    expect(await digests.setWants({ id: admins.quiet, role: "sales" }, { followUpDigest: "on" })).toEqual({ kind: "ok", value: undefined });
    expect(await digests.wants(admins.quiet)).toBe(true);
    expect((await digests.setWants({ id: admins.quiet, role: "sales" }, {})).kind).toBe("ok");
    expect(await digests.wants(admins.quiet)).toBe(false);
    expect(await digests.setWants({ id: admins.quiet, role: "sales" }, { followUpDigest: "yes" })).toMatchObject({
      kind: "invalid",
      errors: { followUpDigest: FOLLOW_UP_DIGEST_TEXT.invalid },
    });
    expect(await digests.wants(admins.quiet)).toBe(false);
    expect(await digests.setWants({ id: admins.catalogue, role: "catalogue" }, {})).toMatchObject({ kind: "invalid", message: NOT_ALLOWED });
  });
});
