import type { Kysely, Migration } from "kysely";

/**
 * What admins need to run their own accounts: the device of each session, one-time password
 * reset links, TOTP two-factor sign-in with recovery codes, and the half-way state of a sign-in
 * that passed the password and waits for its code. Every token and recovery code is stored as
 * its SHA-256 only; all rows go with their admin.
 */
export const adminAccountSecurity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("admin_sessions").addColumn("user_agent", "text").execute();

    await db.schema
      .createTable("admin_password_resets")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("admin_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("used_at", "bigint")
      .execute();
    await db.schema.createIndex("admin_password_resets_admin_id").on("admin_password_resets").column("admin_id").execute();
    await db.schema.createIndex("admin_password_resets_expires_at").on("admin_password_resets").column("expires_at").execute();

    await db.schema
      .createTable("admin_totp")
      .addColumn("admin_id", "text", (c) => c.primaryKey().references("admins.id").onDelete("cascade"))
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("enabled_at", "bigint")
      .addColumn("last_step", "bigint")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("admin_recovery_codes")
      .addColumn("admin_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
      .addColumn("code_hash", "text", (c) => c.notNull())
      .addColumn("used_at", "bigint")
      .addPrimaryKeyConstraint("admin_recovery_codes_pk", ["admin_id", "code_hash"])
      .execute();

    await db.schema
      .createTable("admin_login_challenges")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("admin_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("admin_login_challenges_expires_at").on("admin_login_challenges").column("expires_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("admin_login_challenges").execute();
    await db.schema.dropTable("admin_recovery_codes").execute();
    await db.schema.dropTable("admin_totp").execute();
    await db.schema.dropTable("admin_password_resets").execute();
    await db.schema.alterTable("admin_sessions").dropColumn("user_agent").execute();
  },
};
