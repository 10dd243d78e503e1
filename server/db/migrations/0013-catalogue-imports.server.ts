import type { Kysely, Migration } from "kysely";

/**
 * Spreadsheet import previews: what an uploaded file would do, kept until the admin confirms
 * (or for a short while), so the confirm applies exactly what was shown, in whichever process
 * it lands. The id is the SHA-256 of the random token in the preview's URL.
 */
export const catalogueImports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("catalogue_imports")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("admin_id", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("catalogue_version", "text", (c) => c.notNull())
      .addColumn("plan", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("catalogue_imports_expires_at").on("catalogue_imports").column("expires_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("catalogue_imports").execute();
  },
};
