import { sql, type Kysely, type Migration } from "kysely";

/**
 * The documents' expiry notices (decision 0061): one row per document, stage and expiry date,
 * claimed once by whichever process inserts it, and the outbox opened to deliveries that are not
 * a visitor's message. An outbox row now delivers either a message or a notice; its
 * idempotency key becomes its primary key.
 */
export const documentExpiryNotices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("document_expiry_notices")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
      .addColumn("stage", "text", (c) => c.notNull())
      .addColumn("expires_on", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addUniqueConstraint("document_expiry_notices_once", ["document_id", "stage", "expires_on"])
      .execute();

    // SQLite cannot drop a NOT NULL or add a foreign key in place: the outbox is copied into its
    // new shape (a new table name, so PostgreSQL's generated index names cannot collide).
    await db.schema
      .createTable("outbox_v2")
      .addColumn("idempotency_key", "text", (c) => c.primaryKey())
      .addColumn("message_id", "text", (c) => c.references("messages.id").onDelete("cascade"))
      .addColumn("notice_id", "text", (c) => c.references("document_expiry_notices.id").onDelete("cascade"))
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("claim_token", "text")
      .addColumn("claimed_until", "bigint")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "bigint")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addUniqueConstraint("outbox_v2_message_recipient", ["message_id", "recipient"])
      .addCheckConstraint("outbox_v2_one_subject", sql`(message_id is null) <> (notice_id is null)`)
      .execute();
    await sql`insert into outbox_v2 (idempotency_key, message_id, notice_id, recipient, state, attempts, next_attempt_at,
      claim_token, claimed_until, last_error, sent_at, created_at, updated_at)
      select idempotency_key, message_id, null, recipient, state, attempts, next_attempt_at,
      claim_token, claimed_until, last_error, sent_at, created_at, updated_at from outbox`.execute(db);
    await db.schema.dropTable("outbox").execute();
    await db.schema.alterTable("outbox_v2").renameTo("outbox").execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_attempt_at"]).execute();
  },
  async down() {
    throw new Error("0027-document-expiry-notices cannot be undone: the outbox would lose the notices' deliveries");
  },
};
