import { type Kysely, type Migration } from "kysely";

/**
 * Settings an admin edits, one row per group keyed by name ("company": the company's details),
 * the value as JSON. No row means the defaults in app/config/site.ts.
 */
export const siteSettings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("site_settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("updated_by", "text")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("site_settings").execute();
  },
};
