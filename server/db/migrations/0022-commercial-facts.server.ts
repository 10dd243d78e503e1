import { type Kysely, type Migration } from "kysely";

/**
 * What a buyer checks before ordering (app/schemas/product-fields.ts, `facts`): minimum order
 * and its unit, lead time, shelf life, storage, HS code, pharmacopoeia, manufacturer (or its
 * neutral code) and samples. Every column may be empty (not stated) but samples, which is no.
 */
const TEXT_COLUMNS = ["moq_unit", "storage_conditions", "hs_code", "pharmacopoeia", "manufacturer_name", "manufacturer_site", "manufacturer_code"] as const;
const INTEGER_COLUMNS = ["moq", "lead_time_days", "shelf_life_months"] as const;

export const commercialFacts: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds one at a time.
    for (const column of INTEGER_COLUMNS) await db.schema.alterTable("products").addColumn(column, "integer").execute();
    for (const column of TEXT_COLUMNS) await db.schema.alterTable("products").addColumn(column, "text").execute();
    await db.schema
      .alterTable("products")
      .addColumn("samples_available", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of [...INTEGER_COLUMNS, ...TEXT_COLUMNS, "samples_available"]) await db.schema.alterTable("products").dropColumn(column).execute();
  },
};
