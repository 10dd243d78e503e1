import { sql, type Kysely, type Migration } from "kysely";

/**
 * Requests for quotation: a third kind of message with its own columns, its lines, the
 * yearly counter behind the reference numbers, the visitors' quote lists, and an outbox that
 * holds more than one delivery per message (the company's mail and the buyer's acknowledgement).
 */
export const quoteRequests: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ["company", "destination", "incoterm", "wanted_by", "documents", "private_label", "reference"]) {
      await db.schema.alterTable("messages").addColumn(column, "text").execute();
    }
    await db.schema.createIndex("messages_reference_unique").unique().on("messages").column("reference").execute();

    await db.schema
      .createTable("quote_lines")
      .addColumn("message_id", "text", (c) => c.notNull().references("messages.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("product_slug", "text", (c) => c.notNull())
      .addColumn("product_name", "text", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("quote_lines_pk", ["message_id", "position"])
      .execute();

    // One row per year; the upsert that takes the next number locks it, so numbers never repeat.
    await db.schema
      .createTable("quote_references")
      .addColumn("year", "integer", (c) => c.primaryKey())
      .addColumn("last", "integer", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("quote_lists")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("quote_lists_updated_at").on("quote_lists").column("updated_at").execute();
    await db.schema
      .createTable("quote_list_items")
      .addColumn("list_id", "text", (c) => c.notNull().references("quote_lists.id").onDelete("cascade"))
      .addColumn("product_slug", "text", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("added_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("quote_list_items_pk", ["list_id", "product_slug"])
      .execute();

    // SQLite cannot change a primary key in place: the outbox is copied into its new shape.
    await db.schema
      .createTable("outbox_next")
      .addColumn("message_id", "text", (c) => c.notNull().references("messages.id").onDelete("cascade"))
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("claim_token", "text")
      .addColumn("claimed_until", "bigint")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "bigint")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("outbox_deliveries_pk", ["message_id", "recipient"])
      .execute();
    await sql`insert into outbox_next (message_id, recipient, idempotency_key, state, attempts, next_attempt_at,
      claim_token, claimed_until, last_error, sent_at, created_at, updated_at)
      select message_id, 'company', idempotency_key, state, attempts, next_attempt_at,
      claim_token, claimed_until, last_error, sent_at, created_at, updated_at from outbox`.execute(db);
    await db.schema.dropTable("outbox").execute();
    await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_attempt_at"]).execute();
  },
  async down() {
    throw new Error("0008-quote-requests cannot be undone: the outbox would lose its acknowledgements");
  },
};
