import type { Kysely, Migration } from "kysely";

/**
 * The catalogue. Loaded from content/products.ts at start-up (keyed by seed_slug) and later
 * editable by admins; docs/decisions/0004-catalogue-seed-and-admin-edits.md explains the columns
 * that let the two coexist (seed_slug, seed_hash, edited_at, deleted_at).
 */
export const products: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("products")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("seed_slug", "text", (c) => c.unique())
      .addColumn("seed_hash", "text")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("composition", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("description_list", "text", (c) => c.notNull())
      .addColumn("images", "text", (c) => c.notNull())
      .addColumn("dosage_form", "text", (c) => c.notNull())
      .addColumn("pack_size", "text", (c) => c.notNull())
      .addColumn("key_benefits", "text", (c) => c.notNull())
      .addColumn("remark", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("edited_at", "bigint")
      .addColumn("deleted_at", "bigint")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("products").execute();
  },
};
