import { type Kysely, type Migration } from "kysely";

/**
 * The admin's managed lists: categories and dosage forms (decision 0056). A term is found by its
 * kind and key (the English name it was added with: what products store and URLs carry); its
 * names in each language are JSON, its picture (categories) a path. The specification's lists
 * are written in at start-up when missing (server/catalogue/vocabulary.server.ts), not here:
 * their names come from the languages' texts, which may change after this migration.
 */
export const catalogueVocabulary: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("catalogue_terms")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("names", "text", (c) => c.notNull())
      .addColumn("image", "text")
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("seeded", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("catalogue_terms_pk", ["kind", "key"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("catalogue_terms").execute();
  },
};
