import type { Kysely, Migration } from "kysely";

/**
 * The PDFs the site prints for buyers (decision 0073): a product's data sheet and the catalogue,
 * one row per file and language, naming the stored file (a media key that changes with its
 * bytes) and the fingerprint of what it was printed from, so a file is printed again only when
 * what it shows changed.
 */
export const printedFiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("printed_files")
      // "data-sheet" or "catalogue".
      .addColumn("kind", "text", (c) => c.notNull())
      // A data sheet: its product's id; a catalogue: "all" or a category's key.
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("media_key", "text", (c) => c.notNull())
      .addColumn("fingerprint", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("pages", "integer", (c) => c.notNull())
      .addColumn("built_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("printed_files_pk", ["kind", "scope", "language"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("printed_files").execute();
  },
};
