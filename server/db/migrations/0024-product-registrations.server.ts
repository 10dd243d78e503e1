import { type Kysely, type Migration } from "kysely";

/**
 * Where each product is registered (decision 0057): one row per product and country (ISO
 * 3166-1 alpha-2), its status, the registration's number and its expiry (YYYY-MM-DD), and
 * whether it is one of the samples a new database starts with. A product's rows go with it.
 */
export const productRegistrations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("product_registrations")
      .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("country_code", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("number", "text")
      .addColumn("valid_until", "text")
      .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("product_registrations_pk", ["product_id", "country_code"])
      .execute();
    await db.schema.createIndex("product_registrations_country").on("product_registrations").columns(["country_code", "status"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("product_registrations").execute();
  },
};
