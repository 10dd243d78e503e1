import { type Kysely, type Migration } from "kysely";

/**
 * The document library (docs/decisions/0050-document-library.md): a document's details, the
 * products it is attached to (none for a company document), and every version of its file.
 * The files live in the media storage under keys never reused, never in the database.
 */
export const documents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("documents")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("number", "text")
      .addColumn("issuer", "text")
      .addColumn("issued_on", "text")
      .addColumn("expires_on", "text")
      .addColumn("country_code", "text")
      .addColumn("scope_note", "text")
      .addColumn("verification_url", "text")
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("visibility", "text", (c) => c.notNull())
      .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("document_products")
      .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
      .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("document_products_pk", ["document_id", "product_id"])
      .execute();
    await db.schema.createIndex("document_products_product").on("document_products").column("product_id").execute();
    await db.schema
      .createTable("document_versions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("storage_key", "text", (c) => c.notNull().unique())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("uploaded_by", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addUniqueConstraint("document_versions_number", ["document_id", "version"])
      .execute();
    // Claimed once, by one process, when the sample documents are written (decision 0050).
    await db.schema
      .createTable("document_library_seed")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("seeded_at", "bigint", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("document_library_seed").execute();
    await db.schema.dropTable("document_versions").execute();
    await db.schema.dropTable("document_products").execute();
    await db.schema.dropTable("documents").execute();
  },
};
