import { type Kysely, type Migration } from "kysely";

/**
 * Purges for a cache in front of the site (Varnish, Cloudflare, Fastly), queued when the content
 * changes and sent by a worker until the cache accepts them (docs/decisions/0040). A row is
 * deleted once sent; a purge is never given up on.
 */
export const cachePurges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("cache_purges")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tags", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("claim_token", "text")
      .addColumn("claimed_until", "bigint")
      .addColumn("last_error", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("cache_purges_due").on("cache_purges").columns(["state", "next_attempt_at"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("cache_purges").execute();
  },
};
