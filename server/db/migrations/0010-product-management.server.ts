import { type Kysely, type Migration } from "kysely";

/**
 * Product management (docs/decisions/0018-product-management.md): a status, a place on the
 * home page and a revision history per product, and the old slugs of renamed products.
 *
 * Existing rows stay public (published). The products the home page featured until now (the
 * `featuredProductSlugs` list of content/site/home.ts when this migration was written) become
 * the featured ones, in that order, so the home page does not change; a fresh database gets
 * the same from the catalogue seed, which runs after the migrations.
 */
const FEATURED_AT_MIGRATION = [
  "verdamol-500-tablets",
  "ambromer-ls-syrup",
  "verdomega-1000-softgels",
  "verdafizz-c-1000-effervescent-tablets",
  "verdaleaf-neem-tulsi-soap",
];

/** The columns this migration reads and writes, as they are when it runs. */
interface Columns {
  products: { slug: string; featured: number; featured_order: number };
}

export const productManagement: Migration = {
  async up(db: Kysely<Columns>) {
    await db.schema
      .alterTable("products")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
      .execute();
    await db.schema
      .alterTable("products")
      .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("products")
      .addColumn("featured_order", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    for (const [order, slug] of FEATURED_AT_MIGRATION.entries()) {
      await db.updateTable("products").set({ featured: 1, featured_order: order }).where("slug", "=", slug).execute();
    }

    // One old slug leads to one product; a product may have many old slugs.
    await db.schema
      .createTable("product_slug_redirects")
      .addColumn("old_slug", "text", (c) => c.primaryKey())
      .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("product_slug_redirects_product").on("product_slug_redirects").column("product_id").execute();

    // No foreign key to products: the history of a deleted product stays readable.
    await db.schema
      .createTable("product_revisions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("product_id", "text", (c) => c.notNull())
      .addColumn("admin_id", "text", (c) => c.notNull())
      .addColumn("admin_name", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("previous", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("product_revisions_product")
      .on("product_revisions")
      .columns(["product_id", "created_at"])
      .execute();
  },
  async down(db: Kysely<Columns>) {
    await db.schema.dropTable("product_revisions").execute();
    await db.schema.dropTable("product_slug_redirects").execute();
    for (const column of ["featured_order", "featured", "status"]) {
      await db.schema.alterTable("products").dropColumn(column).execute();
    }
  },
};
