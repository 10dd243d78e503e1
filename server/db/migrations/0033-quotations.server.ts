import type { Kysely, Migration } from "kysely";

/**
 * Priced quotations (decision 0072): a quotation belongs to a lead and has its own number
 * (QT-2026-0001, a sequence per year); each revision is a version with its terms and lines, the
 * earlier ones kept. Money is exact: quantities, prices and totals are stored as integers (scaled:
 * thousandths, ten-thousandths, minor units) written as decimal digits, never as floating point.
 */
export const quotations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("quotation_numbers")
      .addColumn("year", "integer", (c) => c.primaryKey())
      .addColumn("last", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("quotations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("number", "text", (c) => c.notNull().unique())
      .addColumn("message_id", "text", (c) => c.notNull().references("messages.id").onDelete("cascade"))
      .addColumn("current_version", "integer", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("quotations_message").on("quotations").column("message_id").execute();
    await db.schema
      .createTable("quotation_versions")
      .addColumn("quotation_id", "text", (c) => c.notNull().references("quotations.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      // "draft" until sent; a sent version is never changed again (a revision is the next version).
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("incoterm", "text", (c) => c.notNull())
      .addColumn("port", "text", (c) => c.notNull())
      .addColumn("payment_terms", "text", (c) => c.notNull())
      .addColumn("lead_time", "text", (c) => c.notNull())
      // YYYY-MM-DD: the last day the quotation may be accepted.
      .addColumn("valid_until", "text", (c) => c.notNull())
      .addColumn("notes", "text", (c) => c.notNull())
      // Hundredths of a percent.
      .addColumn("discount_bp", "integer", (c) => c.notNull())
      // Minor units, as decimal digits.
      .addColumn("subtotal", "text", (c) => c.notNull())
      .addColumn("discount", "text", (c) => c.notNull())
      .addColumn("total", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("sent_at", "bigint")
      .addPrimaryKeyConstraint("quotation_versions_pk", ["quotation_id", "version"])
      .execute();
    await db.schema
      .createTable("quotation_lines")
      .addColumn("quotation_id", "text", (c) => c.notNull().references("quotations.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("product_slug", "text")
      .addColumn("product_name", "text", (c) => c.notNull())
      // Thousandths, ten-thousandths of the currency, minor units: decimal digits.
      .addColumn("quantity", "text", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("unit_price", "text", (c) => c.notNull())
      .addColumn("line_total", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("quotation_lines_pk", ["quotation_id", "version", "position"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("quotation_lines").execute();
    await db.schema.dropTable("quotation_versions").execute();
    await db.schema.dropIndex("quotations_message").execute();
    await db.schema.dropTable("quotations").execute();
    await db.schema.dropTable("quotation_numbers").execute();
  },
};
