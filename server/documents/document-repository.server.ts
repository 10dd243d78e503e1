import type { Kysely, Selectable } from "kysely";
import type { DocumentFields, DocumentLanguage, DocumentType, DocumentVisibility } from "../../app/schemas/documents";
import type { Database } from "../db/database.server";
import type { DB, DocumentVersionsTable, DocumentsTable } from "../db/schema.server";

/** One stored file of a document. */
export interface DocumentVersion {
  id: string;
  version: number;
  key: string;
  contentType: string;
  size: number;
  fileName: string;
  uploadedBy: string | null;
  createdAt: number;
}

/** A product a document is attached to, as lists name it. */
export interface DocumentProduct {
  id: string;
  name: string;
  slug: string;
}

/** A document with its current file and its products. */
export interface DocumentRecord {
  id: string;
  type: DocumentType;
  title: string;
  number: string | null;
  issuer: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  country: string | null;
  scopeNote: string | null;
  verificationUrl: string | null;
  language: DocumentLanguage;
  visibility: DocumentVisibility;
  sample: boolean;
  createdAt: number;
  updatedAt: number;
  products: DocumentProduct[];
  /** The newest version (every document has at least one). */
  current: DocumentVersion;
}

export interface NewDocumentVersion {
  id: string;
  key: string;
  contentType: string;
  size: number;
  fileName: string;
  uploadedBy: string | null;
}

function toVersion(row: Selectable<DocumentVersionsTable>): DocumentVersion {
  return {
    id: row.id,
    version: Number(row.version),
    key: row.storage_key,
    contentType: row.content_type,
    size: Number(row.size),
    fileName: row.file_name,
    uploadedBy: row.uploaded_by,
    createdAt: Number(row.created_at),
  };
}

const columns = (fields: DocumentFields) => ({
  type: fields.type,
  title: fields.title,
  number: fields.number,
  issuer: fields.issuer,
  issued_on: fields.issuedOn,
  expires_on: fields.expiresOn,
  country_code: fields.country,
  scope_note: fields.scopeNote,
  verification_url: fields.verificationUrl,
  language: fields.language,
  visibility: fields.visibility,
});

/** The SQL of the document library: the only place that reads or writes its tables. */
export class DocumentRepository {
  constructor(private readonly database: Database) {}

  private get db(): Kysely<DB> {
    return this.database.db;
  }

  /**
   * Documents with their current file and products, newest change first; the filter narrows by
   * id, product, visibility, or to those with an expiry date on or before a day (YYYY-MM-DD).
   */
  async list(
    filter: { ids?: readonly string[]; productId?: string; visibility?: readonly DocumentVisibility[]; expiresBy?: string } = {},
  ): Promise<DocumentRecord[]> {
    let query = this.db.selectFrom("documents").selectAll().orderBy("updated_at", "desc").orderBy("id");
    if (filter.ids) {
      if (filter.ids.length === 0) return [];
      query = query.where("id", "in", filter.ids);
    }
    if (filter.visibility) query = query.where("visibility", "in", filter.visibility);
    if (filter.expiresBy) query = query.where("expires_on", "is not", null).where("expires_on", "<=", filter.expiresBy);
    if (filter.productId) {
      const productId = filter.productId;
      query = query.where("id", "in", (qb) => qb.selectFrom("document_products").select("document_id").where("product_id", "=", productId));
    }
    const rows = await query.execute();
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [links, versions] = await Promise.all([
      this.db
        .selectFrom("document_products")
        .innerJoin("products", "products.id", "document_products.product_id")
        .select(["document_products.document_id", "products.id", "products.name", "products.slug"])
        .where("document_products.document_id", "in", ids)
        .where("products.deleted_at", "is", null)
        .orderBy("products.name")
        .execute(),
      // The newest version of each: the highest number.
      this.db
        .selectFrom("document_versions as v")
        .selectAll("v")
        .where("v.document_id", "in", ids)
        .where(({ eb, selectFrom }) =>
          eb("v.version", "=", selectFrom("document_versions as w").select((w) => w.fn.max("w.version").as("m")).whereRef("w.document_id", "=", "v.document_id")),
        )
        .execute(),
    ]);
    const current = new Map(versions.map((row) => [row.document_id, toVersion(row)]));
    return rows.flatMap((row) => {
      const version = current.get(row.id);
      if (!version) return [];
      return [this.toRecord(row, version, links.filter((link) => link.document_id === row.id).map(({ id, name, slug }) => ({ id, name, slug })))];
    });
  }

  private toRecord(row: Selectable<DocumentsTable>, current: DocumentVersion, products: DocumentProduct[]): DocumentRecord {
    return {
      id: row.id,
      type: row.type as DocumentType,
      title: row.title,
      number: row.number,
      issuer: row.issuer,
      issuedOn: row.issued_on,
      expiresOn: row.expires_on,
      country: row.country_code,
      scopeNote: row.scope_note,
      verificationUrl: row.verification_url,
      language: row.language as DocumentLanguage,
      visibility: row.visibility as DocumentVisibility,
      sample: Number(row.sample) === 1,
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
      products,
      current,
    };
  }

  async find(id: string): Promise<DocumentRecord | null> {
    return (await this.list({ ids: [id] }))[0] ?? null;
  }

  /** Every version of a document, newest first. */
  async versions(documentId: string): Promise<DocumentVersion[]> {
    const rows = await this.db.selectFrom("document_versions").selectAll().where("document_id", "=", documentId).orderBy("version", "desc").execute();
    return rows.map(toVersion);
  }

  async findVersion(documentId: string, version: number): Promise<DocumentVersion | null> {
    const row = await this.db
      .selectFrom("document_versions")
      .selectAll()
      .where("document_id", "=", documentId)
      .where("version", "=", version)
      .executeTakeFirst();
    return row ? toVersion(row) : null;
  }

  /** The ids among these that are products not deleted. */
  async existingProducts(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom("products").select("id").where("id", "in", ids).where("deleted_at", "is", null).execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Every product not deleted, by name: the choice of the admin's form. */
  async productChoices(): Promise<DocumentProduct[]> {
    return this.db.selectFrom("products").select(["id", "name", "slug"]).where("deleted_at", "is", null).orderBy("name").execute();
  }

  /** A new document with its first version and products, in one transaction. */
  async create(id: string, fields: DocumentFields, file: NewDocumentVersion, now: number, sample = false): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("documents")
        .values({ id, ...columns(fields), sample: sample ? 1 : 0, created_at: now, updated_at: now })
        .execute();
      if (fields.productIds.length > 0) {
        await trx
          .insertInto("document_products")
          .values(fields.productIds.map((productId) => ({ document_id: id, product_id: productId })))
          .execute();
      }
      await trx
        .insertInto("document_versions")
        .values({
          id: file.id,
          document_id: id,
          version: 1,
          storage_key: file.key,
          content_type: file.contentType,
          size: file.size,
          file_name: file.fileName,
          uploaded_by: file.uploadedBy,
          created_at: now,
        })
        .execute();
    });
  }

  /** New details and products; false when there is no such document. */
  async update(id: string, fields: DocumentFields, now: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("documents")
        .set({ ...columns(fields), updated_at: now })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx.deleteFrom("document_products").where("document_id", "=", id).execute();
      if (fields.productIds.length > 0) {
        await trx
          .insertInto("document_products")
          .values(fields.productIds.map((productId) => ({ document_id: id, product_id: productId })))
          .execute();
      }
      return true;
    });
  }

  /** A new current file; the version number is the next one (the unique pair refuses a race's second). */
  async addVersion(documentId: string, file: NewDocumentVersion, now: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const top = await trx
        .selectFrom("document_versions")
        .select((eb) => eb.fn.max("version").as("top"))
        .where("document_id", "=", documentId)
        .executeTakeFirst();
      const version = Number(top?.top ?? 0) + 1;
      await trx
        .insertInto("document_versions")
        .values({
          id: file.id,
          document_id: documentId,
          version,
          storage_key: file.key,
          content_type: file.contentType,
          size: file.size,
          file_name: file.fileName,
          uploaded_by: file.uploadedBy,
          created_at: now,
        })
        .execute();
      await trx.updateTable("documents").set({ updated_at: now }).where("id", "=", documentId).execute();
      return version;
    });
  }

  /**
   * Claims the sample documents' writing for this process: true once for a database, whichever
   * process asks first (the key's uniqueness decides between processes).
   */
  /**
   * Inserts a document's expiry notice unless one exists for the same stage and expiry date, and
   * then, in the same transaction, queues its mail. True when this call inserted it: of several
   * processes, exactly one (the unique key decides; PostgreSQL makes a concurrent insert wait for
   * the first to commit, SQLite takes one writer at a time).
   */
  async claimExpiryNotice(
    notice: { id: string; documentId: string; stage: string; expiresOn: string },
    now: number,
    queue: (noticeId: string, now: number, trx: Kysely<DB>) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("document_expiry_notices")
        .values({ id: notice.id, document_id: notice.documentId, stage: notice.stage, expires_on: notice.expiresOn, created_at: now })
        .onConflict((oc) => oc.columns(["document_id", "stage", "expires_on"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return false;
      await queue(notice.id, now, trx);
      return true;
    });
  }

  /** A notice with its document as it is now; null when either is gone. */
  async findExpiryNotice(id: string): Promise<{ document: DocumentRecord; stage: string; expiresOn: string } | null> {
    const row = await this.db.selectFrom("document_expiry_notices").select(["document_id", "stage", "expires_on"]).where("id", "=", id).executeTakeFirst();
    const document = row && (await this.find(row.document_id));
    return row && document ? { document, stage: row.stage, expiresOn: row.expires_on } : null;
  }

  async claimSampleSeed(now: number): Promise<boolean> {
    const result = await this.db
      .insertInto("document_library_seed")
      .values({ id: "samples", seeded_at: now })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
