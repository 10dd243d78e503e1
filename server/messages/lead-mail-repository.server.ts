import type { Insertable, Kysely, Selectable } from "kysely";
import type { DB, LeadMailsTable, MessageKind, OutboxState, ReplyTemplatesTable } from "../db/schema.server";

export type LeadMailRow = Selectable<LeadMailsTable>;
export type ReplyTemplateRow = Selectable<ReplyTemplatesTable>;

/** A mail of a thread with its delivery's state (a reply's; null for an answer). */
export type ThreadRow = LeadMailRow & { delivery: OutboxState | null };

/** The SQL of a lead's mail (decision 0069): its thread, the answers no lead claimed, and the reply templates. */
export class LeadMailRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** With `executor`, so a mail commits with its delivery and its timeline entry. */
  async insert(row: Insertable<LeadMailsTable>, executor: Kysely<DB> = this.db): Promise<void> {
    await executor.insertInto("lead_mails").values(row).execute();
  }

  /**
   * Stores a mail unless one with its Message-ID already is: true when this call stored it.
   * Two processes reading one mailbox both try; the unique Message-ID lets one in.
   */
  async insertOnce(row: Insertable<LeadMailsTable>, executor: Kysely<DB> = this.db): Promise<boolean> {
    const inserted = await executor
      .insertInto("lead_mails")
      .values(row)
      .onConflict((oc) => oc.column("rfc_message_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async exists(rfcMessageId: string): Promise<boolean> {
    return (await this.db.selectFrom("lead_mails").select("id").where("rfc_message_id", "=", rfcMessageId).executeTakeFirst()) !== undefined;
  }

  async get(id: string, executor: Kysely<DB> = this.db): Promise<LeadMailRow | undefined> {
    return executor.selectFrom("lead_mails").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** A lead's mails, oldest first, each reply with its delivery's state. */
  async thread(messageId: string): Promise<ThreadRow[]> {
    return this.db
      .selectFrom("lead_mails")
      .leftJoin("outbox", "outbox.mail_id", "lead_mails.id")
      .selectAll("lead_mails")
      .select("outbox.state as delivery")
      .where("lead_mails.message_id", "=", messageId)
      .where("lead_mails.state", "=", "thread")
      .orderBy("lead_mails.created_at")
      .orderBy("lead_mails.id")
      .execute();
  }

  /** The Message-IDs of a lead's thread, oldest first (what a reply's References lists). */
  async threadIds(messageId: string, executor: Kysely<DB> = this.db): Promise<string[]> {
    const rows = await executor
      .selectFrom("lead_mails")
      .select("rfc_message_id")
      .where("message_id", "=", messageId)
      .where("state", "=", "thread")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((row) => row.rfc_message_id);
  }

  /** The idempotency key of the acknowledgement mailed to the lead's buyer, if one was queued. */
  async acknowledgementKey(messageId: string, executor: Kysely<DB> = this.db): Promise<string | undefined> {
    const row = await executor
      .selectFrom("outbox")
      .select("idempotency_key")
      .where("message_id", "=", messageId)
      .where("recipient", "=", "buyer")
      .executeTakeFirst();
    return row?.idempotency_key;
  }

  /** The lead of the first of these Message-IDs that is one of its thread's mails. */
  async leadOfMail(rfcIds: readonly string[]): Promise<string | undefined> {
    if (rfcIds.length === 0) return undefined;
    const row = await this.db
      .selectFrom("lead_mails")
      .select("message_id")
      .where("rfc_message_id", "in", rfcIds)
      .where("message_id", "is not", null)
      .where("state", "=", "thread")
      .executeTakeFirst();
    return row?.message_id ?? undefined;
  }

  /** The lead of the first of these outbox keys: a message's own delivery (its acknowledgement) or a reply's. */
  async leadOfDelivery(keys: readonly string[]): Promise<string | undefined> {
    if (keys.length === 0) return undefined;
    const row = await this.db
      .selectFrom("outbox")
      .leftJoin("lead_mails", "lead_mails.id", "outbox.mail_id")
      .select(["outbox.message_id as direct", "lead_mails.message_id as viaReply"])
      .where("outbox.idempotency_key", "in", keys)
      .where((eb) => eb.or([eb("outbox.message_id", "is not", null), eb("lead_mails.message_id", "is not", null)]))
      .executeTakeFirst();
    return row ? (row.direct ?? row.viaReply ?? undefined) : undefined;
  }

  /** The lead a quote reference ("Q-2026-00042") names, or whose id begins with `idPrefix`. */
  async leadByReference(reference: { quote: string } | { idPrefix: string }): Promise<string | undefined> {
    const query = this.db.selectFrom("messages").select("id");
    const row = await ("quote" in reference ? query.where("reference", "=", reference.quote) : query.where("id", "like", `${reference.idPrefix}%`).limit(2))
      .execute();
    // An id prefix that two leads share names neither.
    return row.length === 1 ? row[0]!.id : undefined;
  }

  /** The answers no lead claimed, newest first. */
  async unmatched(limit: number): Promise<LeadMailRow[]> {
    return this.db.selectFrom("lead_mails").selectAll().where("state", "=", "unmatched").orderBy("created_at", "desc").limit(limit).execute();
  }

  async countUnmatched(): Promise<number> {
    const row = await this.db.selectFrom("lead_mails").select((eb) => eb.fn.countAll<number>().as("n")).where("state", "=", "unmatched").executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Puts an unmatched answer on a lead, or discards it: false when it is no longer unmatched. */
  async settleUnmatched(id: string, change: { state: "thread"; messageId: string } | { state: "discarded" }, executor: Kysely<DB> = this.db): Promise<boolean> {
    const result = await executor
      .updateTable("lead_mails")
      .set(change.state === "thread" ? { state: "thread", message_id: change.messageId } : { state: "discarded" })
      .where("id", "=", id)
      .where("state", "=", "unmatched")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async templates(): Promise<ReplyTemplateRow[]> {
    return this.db.selectFrom("reply_templates").selectAll().execute();
  }

  async template(kind: MessageKind, language: string): Promise<ReplyTemplateRow | undefined> {
    return this.db.selectFrom("reply_templates").selectAll().where("kind", "=", kind).where("language", "=", language).executeTakeFirst();
  }

  async saveTemplate(row: ReplyTemplateRow): Promise<void> {
    await this.db
      .insertInto("reply_templates")
      .values(row)
      .onConflict((oc) => oc.columns(["kind", "language"]).doUpdateSet({ subject: row.subject, body: row.body, updated_by: row.updated_by, updated_at: row.updated_at }))
      .execute();
  }

  async deleteTemplate(kind: MessageKind, language: string): Promise<void> {
    await this.db.deleteFrom("reply_templates").where("kind", "=", kind).where("language", "=", language).execute();
  }
}
