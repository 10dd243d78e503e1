import type { Kysely, Migration } from "kysely";

/**
 * A sent quotation's reminder before it expires (decision 0072): one row per version, claimed by
 * the process that sends it; its primary key makes it once, whichever process checks.
 */
export const quotationReminders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("quotation_reminders")
      .addColumn("quotation_id", "text", (c) => c.notNull().references("quotations.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("quotation_reminders_pk", ["quotation_id", "version"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("quotation_reminders").execute();
  },
};
