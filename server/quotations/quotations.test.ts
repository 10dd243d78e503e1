import { messageIdFor, migratedDatabase, storeMessage } from "../../tests/support/service-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../db/database.server";
import { LeadRepository } from "../messages/lead-repository.server";
import { MessageRepository } from "../messages/message-repository.server";
import { QuotationRepository } from "./quotation-repository.server";
import { Quotations } from "./quotations.server";
import { LeadMail } from "../messages/lead-mail.server";
import { LeadMailRepository } from "../messages/lead-mail-repository.server";
import { OutboxRepository } from "../messages/outbox-repository.server";
import { companyDefaults } from "../../app/config/site";
import { DAY_MS, isoDay } from "../../app/schemas/days";

/** Quotations on a real database (SQLite, or PostgreSQL with DATABASE_URL). */
describe("quotations", () => {
  let database: Database;
  let close: () => Promise<void>;
  let service: Quotations;
  let leadMail: LeadMail;
  /** The service's clock: moved by the tests. */
  let clock = Date.now();
  const ravi = { id: "a-ravi", name: "Ravi Kumar" };
  let sequence = 0;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    ({ database, close } = await migratedDatabase("quotations-test"));
    leadMail = new LeadMail({
      db: database.db,
      mails: new LeadMailRepository(database.db),
      leads: new LeadRepository(database.db, database.kind),
      messages: new MessageRepository(database.db),
      outbox: new OutboxRepository(database.db, database.kind),
      documents: { choices: async () => [], open: async () => null },
      storage: { put: async () => undefined, open: async () => null, delete: async () => undefined },
      company: () => companyDefaults,
      sender: () => ({ name: "Sales", address: "sales@exports.example" }),
      messageIdDomain: "exports.example",
      canSend: true,
      onQueued: () => undefined,
    });
    service = new Quotations({
      db: database.db,
      quotations: new QuotationRepository(database.db, database.kind),
      leads: new LeadRepository(database.db, database.kind),
      lead: async (id) => ({ id, locale: "ar", incoterm: "CIF", destination: "Jebel Ali", lines: [{ slug: "verdamol-500", name: "Verdamol 500 Tablets", quantity: 1200, unit: "boxes" }] }),
      sendInThread: (leadId, mail, actor, alongside, printed) => leadMail.reply(leadId, mail, actor, alongside, printed),
      siteUrl: "https://exports.example",
      company: () => companyDefaults,
      // The PDF is printed when the mail leaves, which these tests do not do (tests/integration/quotations.test.ts does).
      printPdf: () => Promise.reject(new Error("no PDF is printed in these tests")),
      now: () => clock,
    });
  });
  afterAll(async () => {
    await close?.();
  });

  const lead = async () => {
    sequence += 1;
    return storeMessage(database, { id: messageIdFor(sequence), kind: "quote", locale: "ar" });
  };
  const priced = { currency: "AED", language: "ar", incoterm: "CIF", port: "Jebel Ali", paymentTerms: "", leadTime: "", validUntil: today, notes: "", discount: "" };
  const lines = [{ product: "Verdamol 500 Tablets", quantity: "1200", unit: "boxes", price: "2.1", slug: "verdamol-500" }];

  it("numbers quotations per year without gaps or repeats when many are drafted at once", async () => {
    const id = await lead();
    const made = await Promise.all(Array.from({ length: 10 }, () => service.create(id, ravi)));
    const numbers = made.map((m) => (m.kind === "ok" ? m.value.number : "")).sort();
    const year = new Date().getUTCFullYear();
    expect(new Set(numbers).size).toBe(10);
    const sequences = numbers.map((n) => Number(n.replace(`QT-${year}-`, ""))).sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(9);
  });

  it("keeps a sent version as it was when it is revised: the revision is the next version of the same number", async () => {
    const id = await lead();
    const made = await service.create(id, ravi);
    if (made.kind !== "ok") throw new Error("not made");
    const quotationId = made.value.id;
    expect((await service.saveDraft(quotationId, priced, lines, ravi)).kind).toBe("ok");
    const first = await service.view(quotationId);
    expect(first.kind === "ok" && first.value).toMatchObject({ version: 1, state: "draft", total: "2520.00", language: "ar", incoterm: "CIF", port: "Jebel Ali" });
    // Revising a draft is refused; so is saving a sent version.
    expect((await service.revise(quotationId, ravi)).kind).toBe("conflict");
    await database.db.transaction().execute((trx) => service.markSent(quotationId, Date.now(), trx));
    expect((await service.saveDraft(quotationId, priced, lines, ravi)).kind).toBe("conflict");

    const revised = await service.revise(quotationId, ravi);
    expect(revised.kind === "ok" && revised.value.version).toBe(2);
    expect((await service.saveDraft(quotationId, priced, [{ ...lines[0]!, price: "1.95" }], ravi)).kind).toBe("ok");
    const [v1, v2] = [await service.view(quotationId, 1), await service.view(quotationId)];
    expect(v1.kind === "ok" && v1.value).toMatchObject({ version: 1, state: "sent", total: "2520.00", current: 2 });
    expect(v2.kind === "ok" && v2.value).toMatchObject({ version: 2, state: "draft", total: "2340.00", number: made.value.number });
    const timeline = await database.db.selectFrom("lead_events").select("detail").where("message_id", "=", id).where("kind", "=", "quotation").orderBy("created_at").execute();
    expect(timeline.map((e) => JSON.parse(e.detail).action)).toEqual(["created", "revised"]);
  });

  it("revises a sent version once when two admins ask at once", async () => {
    const id = await lead();
    const made = await service.create(id, ravi);
    if (made.kind !== "ok") throw new Error("not made");
    await database.db.transaction().execute((trx) => service.markSent(made.value.id, Date.now(), trx));
    const answers = await Promise.all([service.revise(made.value.id, ravi), service.revise(made.value.id, ravi), service.revise(made.value.id, ravi)]);
    expect(answers.filter((a) => a.kind === "ok")).toHaveLength(1);
    expect(answers.filter((a) => a.kind === "conflict")).toHaveLength(2);
    const versions = await database.db.selectFrom("quotation_versions").select("version").where("quotation_id", "=", made.value.id).execute();
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
  });

  /** A lead with a priced draft, valid for `days` more days; answers its id and the quotation's. */
  const pricedDraft = async (days = 10) => {
    const id = await lead();
    const made = await service.create(id, ravi);
    if (made.kind !== "ok") throw new Error("not made");
    const saved = await service.saveDraft(made.value.id, { ...priced, validUntil: isoDay(clock + days * DAY_MS) }, lines, ravi);
    expect(saved.kind).toBe("ok");
    return { leadId: id, quotationId: made.value.id, number: made.value.number };
  };
  /** The link's token, from the mail the lead's thread holds. */
  const tokenOf = async (leadId: string) => {
    const mail = await database.db.selectFrom("lead_mails").select("body").where("message_id", "=", leadId).orderBy("created_at", "desc").executeTakeFirstOrThrow();
    return /\/quotation\/([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
  };
  const stageOf = async (leadId: string) => (await database.db.selectFrom("messages").select(["stage", "lost_reason", "lost_note", "answered_at"]).where("id", "=", leadId).executeTakeFirstOrThrow());

  it("sends the draft in the buyer's language in the lead's thread with its link, marks it sent and the lead quoted", async () => {
    const { leadId, quotationId, number } = await pricedDraft();
    const sent = await service.send(quotationId, ravi);
    expect(sent.kind).toBe("ok");
    const mail = await database.db.selectFrom("lead_mails").selectAll().where("message_id", "=", leadId).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`عرض السعر ${number}`);
    expect(mail.body).toContain("https://exports.example/ar/quotation/");
    expect(mail.body).toContain("د.إ.");
    expect(JSON.parse(mail.attachments)).toEqual([{ quotationId, version: 1, title: `عرض السعر ${number}`, fileName: `${number}-v1.pdf` }]);
    expect((await stageOf(leadId)).stage).toBe("quoted");
    const view = await service.view(quotationId);
    expect(view.kind === "ok" && view.value.state).toBe("sent");
    // Sent once: a second send is refused and mails nothing.
    expect((await service.send(quotationId, ravi)).kind).toBe("conflict");
    expect(await database.db.selectFrom("lead_mails").select("id").where("message_id", "=", leadId).execute()).toHaveLength(1);
    const link = await service.link(await tokenOf(leadId));
    expect(link).toMatchObject({ state: "open", language: "ar" });
    expect(link.quotation?.total).toBe("\u200f2,520.00\u00a0د.إ.\u200f");
  });

  it("refuses to send a line without a price, or a validity already past", async () => {
    const id = await lead();
    const made = await service.create(id, ravi);
    if (made.kind !== "ok") throw new Error("not made");
    expect(await service.send(made.value.id, ravi)).toMatchObject({ kind: "conflict" });
    expect(await database.db.selectFrom("lead_mails").select("id").where("message_id", "=", id).execute()).toEqual([]);
  });

  it("takes the buyer's acceptance once: the lead is won and answered; a second answer changes nothing", async () => {
    const { leadId, quotationId } = await pricedDraft();
    await service.send(quotationId, ravi);
    const token = await tokenOf(leadId);
    const answers = await Promise.all([service.answer(token, { answer: "accept" }), service.answer(token, { answer: "decline", reason: "price" })]);
    const states = answers.map((a) => (a.kind === "ok" ? a.value.state : a.message)).sort();
    // One of the two landed; the other is refused with the answer already given.
    expect(answers.filter((a) => a.kind === "ok")).toHaveLength(1);
    expect(answers.filter((a) => a.kind === "conflict")).toHaveLength(1);
    expect(new Set(states).size).toBe(1);
    const lead = await stageOf(leadId);
    expect(lead.answered_at).not.toBeNull();
    expect(lead.stage).toBe(states[0] === "accepted" ? "won" : "lost");
    const entries = await database.db.selectFrom("lead_events").select("kind").where("message_id", "=", leadId).where("kind", "=", "quotation").execute();
    expect(entries).toHaveLength(2); // drafted, answered
    expect((await service.link(token)).state).toBe(states[0]);
  });

  it("records a decline with its reason as the lost lead's, and refuses one without a reason", async () => {
    const { leadId, quotationId } = await pricedDraft();
    await service.send(quotationId, ravi);
    const token = await tokenOf(leadId);
    expect(await service.answer(token, { answer: "decline" })).toMatchObject({ kind: "invalid", errors: { reason: "reasonRequired" } });
    expect(await service.answer(token, { answer: "decline", reason: "lead-time", note: "x".repeat(1001) })).toMatchObject({ kind: "invalid", errors: { note: "noteTooLong" } });
    expect((await stageOf(leadId)).stage).toBe("quoted");
    expect(await service.answer(token, { answer: "decline", reason: "lead-time", note: "We need it in 2 weeks." })).toMatchObject({ kind: "ok", value: { state: "declined" } });
    expect(await stageOf(leadId)).toMatchObject({ stage: "lost", lost_reason: "other", lost_note: "We need it in 2 weeks." });
  });

  it("refuses a link after its last valid day, a revised version's link, and an unknown one", async () => {
    const { leadId, quotationId } = await pricedDraft(2);
    await service.send(quotationId, ravi);
    const token = await tokenOf(leadId);
    const start = clock;
    clock = start + 3 * DAY_MS;
    try {
      expect((await service.link(token)).state).toBe("expired");
      expect(await service.answer(token, { answer: "accept" })).toMatchObject({ kind: "conflict", message: "expired" });
    } finally {
      clock = start;
    }
    expect((await service.revise(quotationId, ravi)).kind).toBe("ok");
    expect((await service.link(token)).state).toBe("replaced");
    expect(await service.answer(token, { answer: "accept" })).toMatchObject({ kind: "conflict", message: "replaced" });
    expect((await service.link("not-a-token")).state).toBe("unknown");
    expect((await stageOf(leadId)).stage).toBe("quoted");
  });

  it("reminds the buyer once, in the last days of a sent quotation, even with many checks at once; never an answered one", async () => {
    const start = clock;
    try {
      const { leadId, quotationId, number } = await pricedDraft(5);
      await service.send(quotationId, ravi);
      const answered = await pricedDraft(5);
      await service.send(answered.quotationId, ravi);
      expect((await service.answer(await tokenOf(answered.leadId), { answer: "accept" })).kind).toBe("ok");
      const remindersOf = (id: string) => database.db.selectFrom("lead_mails").select(["subject", "attachments"]).where("message_id", "=", id).where("subject", "like", "%تذكير%").execute();
      // Five days left: not yet.
      await service.remindDue(3);
      expect(await remindersOf(leadId)).toEqual([]);
      clock = start + 3 * DAY_MS;
      const sent = await Promise.all(Array.from({ length: 5 }, () => service.remindDue(3)));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
      const reminders = await remindersOf(leadId);
      expect(reminders.map((r) => r.subject)).toEqual([`تذكير: عرض السعر ${number}`]);
      expect(JSON.parse(reminders[0]!.attachments)).toEqual([{ quotationId, version: 1, title: `عرض السعر ${number}`, fileName: `${number}-v1.pdf` }]);
      expect(await service.remindDue(3)).toBe(0);
      expect(await remindersOf(answered.leadId)).toEqual([]);
    } finally {
      clock = start;
    }
  });
});
