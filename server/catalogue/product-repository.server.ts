import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { slugify } from "../../app/lib/slug";
import type { Category, DosageForm, Product, ProductInput } from "../../app/schemas/product";
import type { Database } from "../db/database.server";
import type { DB, ProductsTable } from "../db/schema.server";

/** A stored product with the fields only the server and admins see. */
export interface ProductRecord extends Product {
  id: string;
  remark: string;
  position: number;
  seedSlug: string | null;
  updatedAt: number;
  editedAt: number | null;
}

/** One entry of content/products.ts, ready to be written. */
export interface SeedEntry {
  /** The entry's slug: the key that ties it to its row across restarts. */
  seedSlug: string;
  /** Changes whenever any stored field of the entry changes. */
  hash: string;
  product: Product;
  remark: string;
}

export interface SeedSyncReport {
  inserted: number;
  updated: number;
  /** Rows whose entry left the content file, and that no admin had touched. */
  removed: number;
  /** Rows an admin edited or deleted, which the seed therefore left as they are. */
  keptForAdmin: number;
  /** Entries not written because an admin-made product already uses their slug. */
  skipped: string[];
}

/** An update would give the product a slug another product already has. */
export class ProductSlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`Another product already uses the slug "${slug}"`);
  }
}

type Row = Selectable<ProductsTable>;

/** The catalogue's SQL: the only place that reads or writes the products table. */
export class ProductRepository {
  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  private get db(): Kysely<DB> {
    return this.database.db;
  }

  /** Every product that is not deleted, in display order. */
  async listProducts(): Promise<ProductRecord[]> {
    const rows = await this.db
      .selectFrom("products")
      .selectAll()
      .where("deleted_at", "is", null)
      .orderBy("position")
      .orderBy("name")
      .execute();
    return rows.map(toRecord);
  }

  /**
   * A cheap fingerprint of the whole table: it changes with every insert, update, delete and
   * soft delete (each sets updated_at), so a process can tell that another one changed the
   * catalogue. The sum catches a write whose clock was behind the latest one.
   */
  async getCatalogueVersion(): Promise<string> {
    const row = await this.db
      .selectFrom("products")
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        eb.fn.max("updated_at").as("latest"),
        eb.fn.sum<string | number>("updated_at").as("total"),
      ])
      .executeTakeFirstOrThrow();
    return `${Number(row.count)}:${Number(row.latest ?? 0)}:${String(row.total ?? 0)}`;
  }

  /**
   * Brings the table in line with the content file, keyed by seed slug: new entries are
   * inserted, changed ones updated, vanished ones deleted, but a row an admin edited or
   * deleted is never touched (docs/decisions/0004-catalogue-seed-and-admin-edits.md). Running it
   * again with the same entries writes nothing. Concurrent start-ups take turns.
   */
  async syncSeed(entries: readonly SeedEntry[]): Promise<SeedSyncReport> {
    return this.withWriteLock(async (db) => {
      const now = this.now();
      const report: SeedSyncReport = { inserted: 0, updated: 0, removed: 0, keptForAdmin: 0, skipped: [] };
      const rows = await db
        .selectFrom("products")
        .select(["id", "slug", "seed_slug", "seed_hash", "position", "edited_at", "deleted_at"])
        .execute();
      const bySeedSlug = new Map(rows.filter((r) => r.seed_slug !== null).map((r) => [r.seed_slug, r]));
      const takenSlugs = new Set(rows.map((r) => r.slug));
      const wanted = new Set<string>();

      for (const [position, entry] of entries.entries()) {
        wanted.add(entry.seedSlug);
        const row = bySeedSlug.get(entry.seedSlug);
        if (!row) {
          if (takenSlugs.has(entry.product.slug)) {
            report.skipped.push(entry.seedSlug);
            continue;
          }
          await db
            .insertInto("products")
            .values({
              id: randomUUID(),
              seed_slug: entry.seedSlug,
              seed_hash: entry.hash,
              ...productColumns(entry.product, entry.remark),
              position,
              created_at: now,
              updated_at: now,
              edited_at: null,
              deleted_at: null,
            })
            .execute();
          takenSlugs.add(entry.product.slug);
          report.inserted++;
        } else if (row.edited_at !== null || row.deleted_at !== null) {
          report.keptForAdmin++;
        } else if (row.seed_hash !== entry.hash || Number(row.position) !== position) {
          await db
            .updateTable("products")
            .set({ seed_hash: entry.hash, ...productColumns(entry.product, entry.remark), position, updated_at: now })
            .where("id", "=", row.id)
            // Re-checked inside the statement: an admin edit is never overwritten.
            .where("edited_at", "is", null)
            .where("deleted_at", "is", null)
            .execute();
          report.updated++;
        }
      }

      for (const row of rows) {
        if (row.seed_slug === null || wanted.has(row.seed_slug) || row.edited_at !== null) continue;
        // Untouched seeded rows and admin deletions of products the file no longer has.
        await db.deleteFrom("products").where("id", "=", row.id).where("edited_at", "is", null).execute();
        report.removed++;
      }
      return report;
    });
  }

  /**
   * An admin's change: every field is replaced, the slug follows the name, and the row is
   * marked as edited so the seed no longer overwrites it. Null when there is no such product.
   */
  async updateProduct(id: string, input: ProductInput): Promise<ProductRecord | null> {
    const now = this.now();
    const product: Product = { ...input, slug: slugify(input.name) };
    try {
      const row = await this.db
        .updateTable("products")
        .set({ ...productColumns(product, input.remark), edited_at: now, updated_at: now })
        .where("id", "=", id)
        .where("deleted_at", "is", null)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ProductSlugTakenError(product.slug);
      throw error;
    }
  }

  /**
   * Hides a product for good: the row stays as a tombstone so the next start-up's seed does
   * not bring a seeded product back. False when there is no such product.
   */
  async deleteProduct(id: string): Promise<boolean> {
    const now = this.now();
    const result = await this.db
      .updateTable("products")
      .set({ deleted_at: now, updated_at: now })
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Runs `work` in a transaction that holds the database's write lock from its first
   * statement, so two processes seeding at once run one after the other instead of failing.
   */
  private async withWriteLock<T>(work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
    if (this.database.kind === "postgres") {
      return this.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('catalogue-seed'))`.execute(trx);
        return work(trx);
      });
    }
    // Kysely opens SQLite transactions with a plain (deferred) BEGIN, whose later upgrade to a
    // writer can fail at once under contention; BEGIN IMMEDIATE waits for the lock instead.
    return this.db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const result = await work(conn);
        await sql`commit`.execute(conn);
        return result;
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
    });
  }
}

function productColumns(product: Product, remark: string) {
  return {
    slug: product.slug,
    name: product.name,
    composition: product.composition,
    category: product.category,
    description_list: JSON.stringify(product.descriptionList),
    images: JSON.stringify(product.images),
    dosage_form: product.dosageForm,
    pack_size: product.packSize,
    key_benefits: JSON.stringify(product.keyBenefits),
    remark,
  };
}

function toRecord(row: Row): ProductRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    composition: row.composition,
    // Checked against the schema by the catalogue service before anything is shown.
    category: row.category as Category,
    descriptionList: parseList(row.description_list),
    images: parseList(row.images),
    dosageForm: row.dosage_form as DosageForm,
    packSize: row.pack_size,
    keyBenefits: parseList(row.key_benefits),
    remark: row.remark,
    position: Number(row.position),
    seedSlug: row.seed_slug,
    updatedAt: Number(row.updated_at),
    editedAt: row.edited_at === null ? null : Number(row.edited_at),
  };
}

/** A list column; a damaged value reads as empty rather than failing the whole catalogue. */
function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** SQLite's and PostgreSQL's ways of saying a UNIQUE constraint refused the write. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}
