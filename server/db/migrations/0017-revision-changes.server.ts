import { type Kysely, type Migration } from "kysely";

/**
 * What each change to a product changed (before this the history said only "Edited"): a JSON list
 * of the fields with their values before and after. Revisions written before this have none
 * (null), and the history shows them as before, by their action alone.
 */
export const revisionChanges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("product_revisions").addColumn("changes", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("product_revisions").dropColumn("changes").execute();
  },
};
