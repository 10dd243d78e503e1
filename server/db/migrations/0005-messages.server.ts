import type { Kysely, Migration } from "kysely";

/**
 * Contact messages and inquiries, and the outbox that forwards them by e-mail. A message and
 * its outbox row are written in one transaction, so a stored message is never left unsent.
 */
export const messagesAndOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("name", "text")
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("interest", "text")
      .addColumn("product", "text")
      .addColumn("country", "text")
      .addColumn("message", "text")
      .addColumn("client_time", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("messages_created_at").on("messages").column("created_at").execute();
    await db.schema.createIndex("messages_status").on("messages").column("status").execute();

    await db.schema
      .createTable("outbox")
      .addColumn("message_id", "text", (c) => c.primaryKey().references("messages.id").onDelete("cascade"))
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
      .execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_attempt_at"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("outbox").execute();
    await db.schema.dropTable("messages").execute();
  },
};
