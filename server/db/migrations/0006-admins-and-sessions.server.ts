import type { Kysely, Migration } from "kysely";

/**
 * Admin accounts and their sessions. E-mail and user name are unique ignoring case, through
 * lower-cased key columns (both engines index them the same way). A session row holds only the
 * SHA-256 of its cookie value, so a copy of the database opens no session.
 */
export const adminsAndSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("admins")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("full_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("email_key", "text", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("user_name_key", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("admins_email_key_unique").unique().on("admins").column("email_key").execute();
    await db.schema.createIndex("admins_user_name_key_unique").unique().on("admins").column("user_name_key").execute();
    await db.schema.createIndex("admins_created_at").on("admins").column("created_at").execute();

    await db.schema
      .createTable("admin_sessions")
      .addColumn("id_hash", "text", (c) => c.primaryKey())
      .addColumn("admin_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("last_seen_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("admin_sessions_admin_id").on("admin_sessions").column("admin_id").execute();
    await db.schema.createIndex("admin_sessions_expires_at").on("admin_sessions").column("expires_at").execute();
    await db.schema.createIndex("admin_sessions_last_seen_at").on("admin_sessions").column("last_seen_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("admin_sessions").execute();
    await db.schema.dropTable("admins").execute();
  },
};
