import type { Kysely, Migration } from "kysely";

/** Fixed-window counters for form rate limits and login throttling, shared by all processes. */
export const rateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("rate_limits_window_start").on("rate_limits").column("window_start").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("rate_limits").execute();
  },
};
