import { Readable } from "node:stream";
import { migratedDatabase, storeMessage } from "../../tests/support/service-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../db/database.server";
import { companyDefaults } from "../../app/config/site";
import { LeadMail, leadReference } from "./lead-mail.server";
import type { InboundMail } from "../incoming-mail.server";
import { LeadMailRepository } from "./lead-mail-repository.server";
import { LeadRepository } from "./lead-repository.server";
import { MessageRepository } from "./message-repository.server";
import { OutboxRepository } from "./outbox-repository.server";

/** A lead's mail on a real database (SQLite, or PostgreSQL with DATABASE_URL): matching and storing answers once. */
describe("a lead's answers", () => {
  let database: Database;
  let close: () => Promise<void>;
  let service: LeadMail;
  const stored = new Map<string, Buffer>();
  let sequence = 0;

  beforeAll(async () => {
    ({ database, close } = await migratedDatabase("lead-mail-test"));
    service = new LeadMail({
      db: database.db,
      mails: new LeadMailRepository(database.db),
      leads: new LeadRepository(database.db, database.kind),
      messages: new MessageRepository(database.db),
      outbox: new OutboxRepository(database.db, database.kind),
      documents: { choices: async () => [], open: async () => null },
      storage: {
        put: async (key, bytes) => void stored.set(key, bytes),
        open: async (key) => (stored.has(key) ? Readable.from(stored.get(key)!) : null),
        delete: async (key) => void stored.delete(key),
      },
      company: () => companyDefaults,
      sender: () => ({ name: "Sales", address: "sales@mailbox.example" }),
      messageIdDomain: "mailbox.example",
      canSend: true,
      onQueued: () => undefined,
    });
  });
  afterAll(async () => {
    await close?.();
  });

  const lead = async (reference: string | null = null) => {
    sequence += 1;
    // Ids that differ in their first 8 characters, so each lead's M- reference names it alone.
    return storeMessage(database, { id: `${String(sequence).padStart(8, "a")}-0000-4000-8000-000000000000`, reference, kind: reference ? "quote" : "contact" });
  };
  const answer = (n: string, fields: Partial<InboundMail> = {}): InboundMail => ({
    messageId: `<${n}@buyer.example>`,
    inReplyTo: null,
    references: [],
    from: { address: "buyer@example.com", name: null },
    to: "sales@mailbox.example",
    subject: "Re: hello",
    text: `Answer ${n}`,
    attachments: [],
    mailboxKey: `1-${n}`,
    ...fields,
  });
  const threadOf = (id: string) => database.db.selectFrom("lead_mails").select(["rfc_message_id", "state"]).where("message_id", "=", id).execute();

  it("finds the lead by a reply's Message-ID in In-Reply-To or References, by its acknowledgement's, or by the reference in the subject", async () => {
    const byReply = await lead();
    const sent = await service.reply(byReply, { language: "en", subject: "Offer", body: "Text" }, { id: "a1", name: "Ravi" });
    expect(sent.kind).toBe("ok");
    const replyId = (await threadOf(byReply))[0]!.rfc_message_id;
    expect(await service.receive(answer("r1", { references: ["<other@elsewhere.example>", replyId] }))).toBe(true);

    const byAcknowledgement = await lead();
    await new OutboxRepository(database.db, database.kind).queue({ messageId: byAcknowledgement, recipient: "buyer" }, 1, database.db, "ack-key-1");
    expect(await service.receive(answer("a1", { inReplyTo: "<ack-key-1@mailbox.example>" }))).toBe(true);

    const quote = await lead("Q-2026-00077");
    expect(await service.receive(answer("q1", { subject: "RE: Your request for quotation Q-2026-00077" }))).toBe(true);
    const contact = await lead();
    expect(await service.receive(answer("c1", { subject: `Re: Your message (${leadReference({ id: contact, reference: null })})` }))).toBe(true);

    expect((await threadOf(byReply)).map((m) => m.rfc_message_id)).toEqual([replyId, "<r1@buyer.example>"]);
    expect(await threadOf(byAcknowledgement)).toEqual([{ rfc_message_id: "<a1@buyer.example>", state: "thread" }]);
    expect(await threadOf(quote)).toEqual([{ rfc_message_id: "<q1@buyer.example>", state: "thread" }]);
    expect(await threadOf(contact)).toEqual([{ rfc_message_id: "<c1@buyer.example>", state: "thread" }]);
    // Another domain's id that looks like a key names nothing.
    expect(await service.receive(answer("x1", { inReplyTo: "<ack-key-1@elsewhere.example>" }))).toBe(true);
    expect((await service.unmatched()).map((m) => m.body)).toContain("Answer x1");
  });

  it("stores one answer once when it is received many times at once, and keeps one copy of its attachment", async () => {
    const id = await lead("Q-2026-00078");
    const mail = answer("once", { subject: "Re: Q-2026-00078", attachments: [{ fileName: "po.pdf", contentType: "application/pdf", content: Buffer.from("%PDF") }] });
    const before = stored.size;
    const results = await Promise.all(Array.from({ length: 10 }, () => service.receive(mail)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await threadOf(id)).toHaveLength(1);
    const entries = await database.db.selectFrom("lead_events").select("kind").where("message_id", "=", id).where("kind", "=", "mail-in").execute();
    expect(entries).toHaveLength(1);
    expect(stored.size).toBe(before + 1);
    const file = await service.answerAttachment((await database.db.selectFrom("lead_mails").select("id").where("message_id", "=", id).executeTakeFirstOrThrow()).id, 0);
    expect(file?.fileName).toBe("po.pdf");
    expect(await service.answerAttachment("no-such-mail", 0)).toBeNull();
  });

  it("leaves out attachments over the limits and says so in the text", async () => {
    const id = await lead("Q-2026-00079");
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    await service.receive(answer("big", { subject: "Q-2026-00079", attachments: [{ fileName: "huge.zip", contentType: "application/zip", content: big }] }));
    const row = await database.db.selectFrom("lead_mails").select(["body", "attachments"]).where("message_id", "=", id).executeTakeFirstOrThrow();
    expect(row.attachments).toBe("[]");
    expect(row.body).toContain("Attachments not kept, over the limits: huge.zip (10485761 bytes)");
  });
});
