import type { Kysely, Migration } from "kysely";

/**
 * Document requests (decision 0062): the documents a buyer asked for with a message of the kind
 * "document-request", staff's one decision on it (the link's token, its end, its revocation),
 * and every download through the link.
 */
export const documentRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("document_request_items")
      .addColumn("message_id", "text", (c) => c.notNull().references("messages.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      // No foreign key: the request keeps what was asked for if the document is deleted later.
      .addColumn("document_id", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("products", "text", (c) => c.notNull())
      .addColumn("approved", "integer")
      .addPrimaryKeyConstraint("document_request_items_pk", ["message_id", "document_id"])
      .execute();
    await db.schema
      .createTable("document_request_decisions")
      // One decision per request: the primary key makes a second one (a double click, a second
      // admin) fail instead of sending the buyer two answers.
      .addColumn("message_id", "text", (c) => c.primaryKey().references("messages.id").onDelete("cascade"))
      .addColumn("decision", "text", (c) => c.notNull())
      .addColumn("reason", "text")
      .addColumn("token", "text", (c) => c.unique())
      .addColumn("expires_at", "bigint")
      .addColumn("revoked_at", "bigint")
      .addColumn("decided_by", "text")
      .addColumn("decided_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("document_downloads")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("message_id", "text", (c) => c.notNull().references("messages.id").onDelete("cascade"))
      .addColumn("document_id", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("downloaded_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("document_downloads_message").on("document_downloads").columns(["message_id", "downloaded_at"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("document_downloads").execute();
    await db.schema.dropTable("document_request_decisions").execute();
    await db.schema.dropTable("document_request_items").execute();
  },
};
