import { type Kysely, type Migration } from "kysely";

/**
 * Uploaded product pictures: one row per picture, its place in the product's gallery, its alt
 * text, its size after orientation, and where its encoded variants are stored. The files
 * themselves live in the media storage (server/media), never in the database.
 */
export const productPictures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("product_pictures")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("alt", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("storage_key", "text", (c) => c.notNull().unique())
      .addColumn("widths", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("product_pictures_product").on("product_pictures").columns(["product_id", "position"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("product_pictures").execute();
  },
};
