import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { CLOSED_STAGES, type LeadStage } from "../../app/schemas/leads";
import type { DB, MessageKind, MessageStatus, MessagesTable, OutboxState, QuoteLinesTable } from "../db/schema.server";

export type MessageRow = Selectable<MessagesTable>;
export type QuoteLineRow = Selectable<QuoteLinesTable>;

/** A message as the inbox shows it: the message and its delivery (null when none was queued). */
export interface InboxRow extends MessageRow {
  /** The lead's owner's name; null when nobody owns it. */
  owner_name: string | null;
  delivery_state: OutboxState | null;
  attempts: number | null;
  last_error: string | null;
  next_attempt_at: number | null;
  sent_at: number | null;
}

/** "none" is a message stored while no mail transport was configured. */
export type DeliveryFilter = OutboxState | "none";

export interface InboxFilter {
  kind?: MessageKind;
  status?: MessageStatus;
  /** The lead's stage (decision 0068). */
  stage?: LeadStage;
  delivery?: DeliveryFilter;
  /** Matched, ignoring case, against every text field. */
  search?: string;
  /** The lead's owner: an admin's id, or null for the leads nobody owns. */
  owner?: string | null;
  /** Open leads (not won or lost) whose follow-up day is before this one (YYYY-MM-DD). */
  followUpBefore?: string;
}

/** A LIKE pattern that matches `text` literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SEARCHED = ["name", "email", "phone", "interest", "product", "country", "message", "company", "destination", "reference", "buyer_company", "buyer_country"] as const;

export class MessageRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Inserts with `executor`, so the caller can make it part of a transaction, with the first
   * entry of its lead's timeline: its arrival (decision 0068).
   */
  async create(message: MessageRow, executor: Kysely<DB> = this.db): Promise<void> {
    await executor.insertInto("messages").values(message).execute();
    await executor
      .insertInto("lead_events")
      .values({ id: randomUUID(), message_id: message.id, kind: "received", actor_id: null, actor_name: null, detail: "{}", created_at: message.created_at })
      .execute();
  }

  /** A quote request's lines, with `executor` so they commit with their message. */
  async createQuoteLines(lines: QuoteLineRow[], executor: Kysely<DB> = this.db): Promise<void> {
    if (lines.length > 0) await executor.insertInto("quote_lines").values(lines).execute();
  }

  async getQuoteLines(messageId: string): Promise<QuoteLineRow[]> {
    return this.db.selectFrom("quote_lines").selectAll().where("message_id", "=", messageId).orderBy("position").execute();
  }

  /** The lines of several quote requests, by message id (asked in batches, within every engine's limit of parameters). */
  async getQuoteLinesOf(messageIds: readonly string[]): Promise<Map<string, QuoteLineRow[]>> {
    const byMessage = new Map<string, QuoteLineRow[]>();
    for (let start = 0; start < messageIds.length; start += 500) {
      const batch = messageIds.slice(start, start + 500);
      const rows = await this.db.selectFrom("quote_lines").selectAll().where("message_id", "in", batch).orderBy("message_id").orderBy("position").execute();
      for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row]);
    }
    return byMessage;
  }

  /**
   * The next sequence number of `year`, inside the caller's transaction. One upsert: the row it
   * creates or updates stays locked until the commit (PostgreSQL), and SQLite has one writer,
   * so two requests never get the same number.
   */
  async nextQuoteSequence(year: number, executor: Kysely<DB>): Promise<number> {
    const row = await executor
      .insertInto("quote_references")
      .values({ year, last: 1 })
      .onConflict((oc) => oc.column("year").doUpdateSet({ last: sql<number>`${sql.ref("quote_references.last")} + 1` }))
      .returning("last")
      .executeTakeFirstOrThrow();
    return Number(row.last);
  }

  async getById(id: string): Promise<InboxRow | undefined> {
    return this.inboxQuery().where("m.id", "=", id).executeTakeFirst();
  }

  /** Newest first, with the total the filter matches (for paging). */
  async list(filter: InboxFilter, page: { limit: number; offset: number }): Promise<{ rows: InboxRow[]; total: number }> {
    const filtered = this.filtered(filter);
    const rows = await filtered.orderBy("m.created_at", "desc").orderBy("m.id", "desc").limit(page.limit).offset(page.offset).execute();
    return { rows, total: await this.count(filter) };
  }

  /** How many messages the filter matches. */
  async count(filter: InboxFilter): Promise<number> {
    const count = await this.filtered(filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(count.n);
  }

  async countByStatus(status: MessageStatus): Promise<number> {
    const row = await this.db
      .selectFrom("messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", status)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async countAll(): Promise<number> {
    const row = await this.db.selectFrom("messages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // The dashboard's lead counts. Every message is a request (contact, inquiry, and any later kind).

  /** Requests received since `since`, counted per `bucketMs`-long bucket: bucket 0 starts at `since`. */
  async countByBucket(since: number, bucketMs: number): Promise<Array<{ bucket: number; count: number }>> {
    // Integer division of non-negative integers truncates, which is floor, in SQLite and PostgreSQL alike.
    // Literals, not parameters: PostgreSQL groups by an expression only when it is written the same in both places.
    const bucket = sql<number>`(${sql.ref("created_at")} - ${sql.lit(Math.trunc(since))}) / ${sql.lit(Math.trunc(bucketMs))}`;
    const rows = await this.db
      .selectFrom("messages")
      .select([bucket.as("bucket"), (eb) => eb.fn.countAll<number>().as("n")])
      .where("created_at", ">=", since)
      .groupBy(bucket)
      .execute();
    return rows.map((row) => ({ bucket: Number(row.bucket), count: Number(row.n) }));
  }

  /**
   * The products named in requests received since `since`, most requested first (ties by
   * name). One row per mention: a message's product (an inquiry's), and each line of a request
   * that lists several (a quote request's).
   */
  async countRequestedProducts(since: number, limit: number): Promise<Array<{ name: string; count: number }>> {
    // Whatever its kind, a message that names a product in its own column mentions it once.
    const mentions = this.db
      .selectFrom("messages")
      .select("product as name")
      .where("product", "is not", null)
      .where("created_at", ">=", since)
      .unionAll(
        this.db
          .selectFrom("quote_lines")
          .innerJoin("messages", "messages.id", "quote_lines.message_id")
          .select("quote_lines.product_name as name")
          .where("messages.created_at", ">=", since),
      );
    const rows = await this.db
      .selectFrom(mentions.as("mention"))
      .select(["mention.name", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("mention.name")
      .orderBy("n", "desc")
      .orderBy("mention.name", "asc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ name: row.name ?? "", count: Number(row.n) }));
  }

  /** Requests received since `since` per country (ISO alpha-2 code), most first. */
  async countByCountry(since: number): Promise<Array<{ code: string; count: number }>> {
    const rows = await this.db
      .selectFrom("messages")
      .select(["country_code", (eb) => eb.fn.countAll<number>().as("n")])
      .where("country_code", "is not", null)
      .where("created_at", ">=", since)
      .groupBy("country_code")
      .orderBy("n", "desc")
      .orderBy("country_code", "asc")
      .execute();
    return rows.map((row) => ({ code: row.country_code ?? "", count: Number(row.n) }));
  }

  /** Who sent a message, without what the inbox adds: its kind, language and address. */
  async sender(id: string): Promise<{ id: string; kind: string; locale: string; email: string } | undefined> {
    return this.db.selectFrom("messages").select(["id", "kind", "locale", "email"]).where("id", "=", id).executeTakeFirst();
  }

  /** False when no message has this id; in `executor`'s transaction when given. */
  async updateStatus(id: string, status: MessageStatus, now: number, executor: Kysely<DB> = this.db): Promise<boolean> {
    const result = await executor
      .updateTable("messages")
      .set({ status, updated_at: now })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private inboxQuery() {
    return this.db
      .selectFrom("messages as m")
      // The company's delivery: a quote's acknowledgement to the buyer is not the inbox's concern.
      .leftJoin("outbox as o", (join) => join.onRef("o.message_id", "=", "m.id").on("o.recipient", "=", "company"))
      .leftJoin("admins as a", "a.id", "m.owner_id")
      .selectAll("m")
      .select([
        "a.full_name as owner_name",
        "o.state as delivery_state",
        "o.attempts as attempts",
        "o.last_error as last_error",
        "o.next_attempt_at as next_attempt_at",
        "o.sent_at as sent_at",
      ]);
  }

  private filtered(filter: InboxFilter) {
    let query = this.inboxQuery();
    if (filter.kind) query = query.where("m.kind", "=", filter.kind);
    if (filter.status) query = query.where("m.status", "=", filter.status);
    if (filter.stage) query = query.where("m.stage", "=", filter.stage);
    if (filter.delivery === "none") query = query.where("o.state", "is", null);
    else if (filter.delivery) query = query.where("o.state", "=", filter.delivery);
    if (filter.owner === null) query = query.where("m.owner_id", "is", null);
    else if (filter.owner !== undefined) query = query.where("m.owner_id", "=", filter.owner);
    if (filter.followUpBefore !== undefined) {
      query = query.where("m.follow_up_on", "<", filter.followUpBefore).where("m.stage", "not in", [...CLOSED_STAGES]);
    }
    const search = filter.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      query = query.where((eb) =>
        eb.or([
          ...SEARCHED.map((column) => sql<boolean>`lower(${sql.ref(`m.${column}`)}) like ${pattern} escape '\\'`),
          // A quote request is found by the products it lists too.
          eb.exists(
            eb
              .selectFrom("quote_lines as l")
              .select("l.position")
              .whereRef("l.message_id", "=", "m.id")
              .where(sql<boolean>`lower(l.product_name) like ${pattern} escape '\\'`),
          ),
        ]),
      );
    }
    return query;
  }
}
