import type { Kysely, Migration } from "kysely";

/**
 * A sent quotation's link and the buyer's answer (decision 0072): each sent version has its own
 * link (only the SHA-256 of its token is kept) and at most one answer, accepted or declined with
 * a reason and the buyer's words.
 */
export const quotationAnswers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("quotation_versions").addColumn("token_hash", "text").execute();
    await db.schema.alterTable("quotation_versions").addColumn("answer", "text").execute();
    await db.schema.alterTable("quotation_versions").addColumn("answer_reason", "text").execute();
    await db.schema.alterTable("quotation_versions").addColumn("answer_note", "text").execute();
    await db.schema.alterTable("quotation_versions").addColumn("answered_at", "bigint").execute();
    await db.schema.createIndex("quotation_versions_token").on("quotation_versions").column("token_hash").unique().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("quotation_versions_token").execute();
    for (const column of ["answered_at", "answer_note", "answer_reason", "answer", "token_hash"]) {
      await db.schema.alterTable("quotation_versions").dropColumn(column).execute();
    }
  },
};
