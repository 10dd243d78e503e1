import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import { slugify } from "../../app/catalogue/slug";
import { PRODUCT_STATUSES, type Product, type ProductInput, type ProductStatus } from "../../app/schemas/product";
import { blankValue, PRODUCT_FIELD_KEYS, TRANSLATABLE_FIELD_KEYS, type FieldValue, type TranslatableFieldKey, type ProductFieldKey, type ProductFieldValues, type PublicFieldKey } from "../../app/schemas/product-fields";
import { parseList, productFieldColumns, productFieldValues, translationColumns, translationValues } from "../../app/schemas/product-fields.server";
import { isPrefixedLocale, type Locale } from "../../app/i18n/locales";
import type { Database } from "../db/database.server";
import type { DB, ProductRevisionsTable, ProductsTable } from "../db/schema.server";

/** A stored product with the fields only the server and admins see (remark, status, order...). */
export interface ProductRecord extends Product, Omit<ProductFieldValues, PublicFieldKey> {
  id: string;
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
  /** On the home page, and where among the featured products (content/site/home.ts). */
  featured: boolean;
  featuredOrder: number;
  /** The translators' texts of the entry by language, written when the seed first inserts it. */
  translations?: Partial<Record<Locale, ProductTranslation>>;
}

/** Who made an admin change, for the product's history. */
export interface Actor {
  id: string;
  name: string;
}

/** What a revision says was done. */
export type RevisionAction = "create" | "duplicate" | "update" | "publish" | "hide" | "restore" | "delete" | "translate";

/** A product's translatable fields (description list, key benefits, uses) in one language other than English. */
export type ProductTranslation = { [K in TranslatableFieldKey]: FieldValue<K> };

/** Every product's translations: product id -> language -> texts. */
export type TranslationMap = ReadonlyMap<string, Partial<Record<Locale, ProductTranslation>>>;

/** What a translation revision keeps: the language, and its texts before (null: there were none). */
export interface TranslationChange {
  locale: Locale;
  previous: ProductTranslation | null;
}

/** The product's values a revision keeps: everything an admin can change, and the slug of then. */
export type ProductValues = Required<ProductInput> & { slug: string };

/** The fields a revision records as changed: the product's own, or a translation's texts. */
export type ChangedField = ProductFieldKey;

/** One field a change changed, with its value before and after. */
export interface FieldChange {
  field: ChangedField;
  before: unknown;
  after: unknown;
}

/** The fields whose value differs between two versions of a product's values, in the form's order. */
export function fieldChanges(before: Partial<Record<ChangedField, unknown>>, after: Partial<Record<ChangedField, unknown>>): FieldChange[] {
  return CHANGED_FIELDS.filter((field) => field in before && field in after && JSON.stringify(before[field]) !== JSON.stringify(after[field])).map(
    (field) => ({ field, before: before[field], after: after[field] }),
  );
}

const CHANGED_FIELDS: readonly ChangedField[] = PRODUCT_FIELD_KEYS;

export interface ProductRevision {
  id: string;
  productId: string;
  adminId: string;
  adminName: string;
  action: RevisionAction;
  /** The values before the change; null for a creation. */
  previous: ProductValues | null;
  /** What the change changed; null when not recorded (a creation, a deletion, or a change made before this was kept). */
  changes: FieldChange[] | null;
  /** For a translation's save (or its restore): the language and its texts before. */
  translation?: TranslationChange;
  createdAt: number;
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
    /** Set on the repository `inOneTransaction` hands out: every write joins that transaction. */
    private readonly transaction?: Kysely<DB>,
  ) {}

  private get db(): Kysely<DB> {
    return this.transaction ?? this.database.db;
  }

  /**
   * Runs several changes (a spreadsheet import) as one transaction under the write lock:
   * `work` gets a repository whose methods all write in it, so either every change and its
   * revision is committed, or none. `db` is the transaction, for other tables' writes.
   */
  async inOneTransaction<T>(work: (repository: ProductRepository, db: Kysely<DB>) => Promise<T>): Promise<T> {
    return this.withWriteLock((db) => work(new ProductRepository(this.database, this.now, db), db));
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

  /** A product that is not deleted, by id; null when there is none. */
  async getProduct(id: string): Promise<ProductRecord | null> {
    const row = await this.db.selectFrom("products").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Every old slug with the id of the product it now leads to. */
  async listRedirects(): Promise<Array<{ oldSlug: string; productId: string }>> {
    const rows = await this.db.selectFrom("product_slug_redirects").select(["old_slug", "product_id"]).execute();
    return rows.map((row) => ({ oldSlug: row.old_slug, productId: row.product_id }));
  }

  /** A product's history, newest first (ties broken by insertion, through the id's time order). */
  async listRevisions(productId: string): Promise<ProductRevision[]> {
    const rows = await this.db
      .selectFrom("product_revisions")
      .selectAll()
      .where("product_id", "=", productId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map(toRevision);
  }

  async getRevision(productId: string, revisionId: string): Promise<ProductRevision | null> {
    const row = await this.db
      .selectFrom("product_revisions")
      .selectAll()
      .where("product_id", "=", productId)
      .where("id", "=", revisionId)
      .executeTakeFirst();
    return row ? toRevision(row) : null;
  }

  /**
   * An admin's new product (or copy), with its first revision. Throws ProductSlugTakenError
   * when the name's slug belongs to another product; writes take turns, so of two creations of
   * one name exactly one succeeds.
   */
  async createProduct(input: ProductInput, actor: Actor, action: "create" | "duplicate"): Promise<ProductRecord> {
    return this.withWriteLock(async (db) => {
      const now = this.now();
      const slug = slugify(input.name);
      await claimSlug(db, slug, null);
      const position =
        input.position ??
        Number((await db.selectFrom("products").select((eb) => eb.fn.max("position").as("last")).executeTakeFirst())?.last ?? -1) + 1;
      const id = randomUUID();
      const row = await db
        .insertInto("products")
        .values({
          id,
          seed_slug: null,
          seed_hash: null,
          slug,
          images: JSON.stringify(input.images ?? []),
          ...productFieldColumns({ ...input, position }),
          created_at: now,
          updated_at: now,
          edited_at: now,
          deleted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordRevision(db, id, actor, action, null, now);
      return toRecord(row);
    }).catch(rethrowSlugTaken(slugify(input.name)));
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
          const id = randomUUID();
          await db
            .insertInto("products")
            .values({
              id,
              seed_slug: entry.seedSlug,
              seed_hash: entry.hash,
              slug: entry.product.slug,
              images: JSON.stringify(entry.product.images),
              ...productFieldColumns({ ...seedValues(entry, position), status: "published" }),
              created_at: now,
              updated_at: now,
              edited_at: null,
              deleted_at: null,
            })
            .execute();
          await this.seedTranslations(db, id, entry, now);
          takenSlugs.add(entry.product.slug);
          report.inserted++;
        } else if (row.edited_at !== null || row.deleted_at !== null) {
          report.keptForAdmin++;
        } else if (row.seed_hash !== entry.hash || Number(row.position) !== position) {
          await db
            .updateTable("products")
            .set({
              seed_hash: entry.hash,
              slug: entry.product.slug,
              images: JSON.stringify(entry.product.images),
              ...productFieldColumns(seedValues(entry, position)),
              updated_at: now,
            })
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
   * An admin's change: every field is replaced (left-out images and position are kept), the
   * slug follows the name, the old slug is kept as a redirect, the previous values go to the
   * history, and the row is marked as edited so the seed no longer overwrites it. Null when
   * there is no such product; throws ProductSlugTakenError when the new slug is another's.
   */
  async updateProduct(id: string, input: ProductInput, actor: Actor, action: RevisionAction = "update"): Promise<ProductRecord | null> {
    return this.withWriteLock(async (db) => {
      const now = this.now();
      const current = await db.selectFrom("products").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
      if (!current) return null;
      const before = toRecord(current);
      const slug = slugify(input.name);
      if (slug !== before.slug) {
        await claimSlug(db, slug, id);
        // The old URL keeps working; an older redirect of that slug to another product gives way.
        await db.deleteFrom("product_slug_redirects").where("old_slug", "=", before.slug).execute();
        await db.insertInto("product_slug_redirects").values({ old_slug: before.slug, product_id: id, created_at: now }).execute();
      }
      const row = await db
        .updateTable("products")
        .set({
          slug,
          images: JSON.stringify(input.images ?? before.images),
          ...productFieldColumns({ ...input, position: input.position ?? before.position }),
          edited_at: now,
          updated_at: now,
        })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toRecord(row);
      await recordRevision(db, id, actor, action, valuesOf(before), now, undefined, fieldChanges(valuesOf(before), valuesOf(after)));
      return after;
    }).catch(rethrowSlugTaken(slugify(input.name)));
  }

  /**
   * Deletes a product for good as far as anyone sees: the row stays as a tombstone (so the next
   * start-up's seed does not bring a seeded product back) but gives up its slug and its old
   * slugs, which a new product may then take. False when there is no such product.
   */
  async deleteProduct(id: string, actor: Actor): Promise<boolean> {
    return this.withWriteLock(async (db) => {
      const now = this.now();
      const current = await db.selectFrom("products").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
      if (!current) return false;
      await db
        .updateTable("products")
        // edited_at is left as it was: the seed still cleans up the tombstone of an entry the
        // file drops (decision 0004).
        .set({ slug: tombstoneSlug(id), deleted_at: now, updated_at: now, featured: 0 })
        .where("id", "=", id)
        .execute();
      await db.deleteFrom("product_slug_redirects").where("product_id", "=", id).execute();
      await recordRevision(db, id, actor, "delete", valuesOf(toRecord(current)), now);
      return true;
    });
  }

  /** Every product's translations, by product id and language. */
  async listTranslations(): Promise<TranslationMap> {
    const rows = await this.db.selectFrom("product_translations").selectAll().execute();
    const map = new Map<string, Partial<Record<Locale, ProductTranslation>>>();
    for (const row of rows) {
      if (!isPrefixedLocale(row.locale)) continue;
      const entry = map.get(row.product_id) ?? {};
      entry[row.locale] = translationValues(row);
      map.set(row.product_id, entry);
    }
    return map;
  }

  /** A product's texts in one language; null when it has none (the page shows English). */
  async getTranslation(productId: string, locale: Locale): Promise<ProductTranslation | null> {
    const row = await this.db
      .selectFrom("product_translations")
      .selectAll()
      .where("product_id", "=", productId)
      .where("locale", "=", locale)
      .executeTakeFirst();
    return row ? translationValues(row) : null;
  }

  /**
   * Writes a product's texts in one language (null deletes them: the page falls back to
   * English), with a revision keeping the texts before. Null when there is no such product.
   */
  async saveTranslation(
    productId: string,
    locale: Locale,
    texts: ProductTranslation | null,
    actor: Actor,
    action: "translate" | "restore" = "translate",
  ): Promise<ProductTranslation | null | undefined> {
    return this.withWriteLock(async (db) => {
      const now = this.now();
      const current = await db.selectFrom("products").selectAll().where("id", "=", productId).where("deleted_at", "is", null).executeTakeFirst();
      if (!current) return undefined;
      const before = await new ProductRepository(this.database, this.now, db).getTranslation(productId, locale);
      await db.deleteFrom("product_translations").where("product_id", "=", productId).where("locale", "=", locale).execute();
      if (texts) await insertTranslation(db, productId, locale, texts, now, actor.id);
      // The product's row moves too, so every process's copy sees that the catalogue changed.
      await db.updateTable("products").set({ updated_at: now }).where("id", "=", productId).execute();
      const empty = Object.fromEntries(TRANSLATABLE_FIELD_KEYS.map((key) => [key, blankValue(key)]));
      await recordRevision(db, productId, actor, action, valuesOf(toRecord(current)), now, { locale, previous: before }, fieldChanges(before ?? empty, texts ?? empty));
      return texts;
    });
  }

  /** The translators' texts of a product the seed has just inserted. */
  private async seedTranslations(db: Kysely<DB>, productId: string, entry: SeedEntry, now: number): Promise<void> {
    for (const [locale, texts] of Object.entries(entry.translations ?? {})) {
      if (texts) await insertTranslation(db, productId, locale, texts, now, "seed");
    }
  }

  /**
   * Runs `work` in a transaction that holds the database's write lock from its first
   * statement, so two processes seeding at once, or two admins changing products, run one
   * after the other instead of failing or reading values the other is replacing.
   */
  private async withWriteLock<T>(work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
    // Inside inOneTransaction the lock is already held.
    if (this.transaction) return work(this.transaction);
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

/** The slug a deleted product's row keeps: no name gives it (slugs hold no "~"). */
function tombstoneSlug(id: string): string {
  return `~deleted~${id}`;
}

/**
 * Makes `slug` free for product `id` (null: a new one) or throws ProductSlugTakenError: a
 * live product holding it refuses; a tombstone of an older version holding it gives it up;
 * a redirect of it gives way to the product that now bears it.
 */
async function claimSlug(db: Kysely<DB>, slug: string, id: string | null): Promise<void> {
  const holder = await db.selectFrom("products").select(["id", "deleted_at"]).where("slug", "=", slug).executeTakeFirst();
  if (holder && holder.id !== id) {
    if (holder.deleted_at === null) throw new ProductSlugTakenError(slug);
    await db.updateTable("products").set({ slug: tombstoneSlug(holder.id) }).where("id", "=", holder.id).execute();
  }
  await db.deleteFrom("product_slug_redirects").where("old_slug", "=", slug).execute();
}

function rethrowSlugTaken(slug: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw new ProductSlugTakenError(slug);
    throw error;
  };
}

async function recordRevision(
  db: Kysely<DB>,
  productId: string,
  actor: Actor,
  action: RevisionAction,
  previous: ProductValues | null,
  now: number,
  translation?: TranslationChange,
  changes: FieldChange[] | null = null,
): Promise<void> {
  await db
    .insertInto("product_revisions")
    .values({
      // Time-ordered, so revisions of the same millisecond still list in the order they happened.
      id: `${now.toString(36).padStart(10, "0")}-${randomUUID()}`,
      product_id: productId,
      admin_id: actor.id,
      admin_name: actor.name,
      action,
      previous: previous === null ? null : JSON.stringify(translation ? { ...previous, translation } : previous),
      changes: changes === null ? null : JSON.stringify(changes),
      created_at: now,
    })
    .execute();
}

/** A seed entry's fields: its product, its remark, whether the home page features it, and its place. */
function seedValues(entry: SeedEntry, position: number) {
  return { ...entry.product, remark: entry.remark, featured: entry.featured, featuredOrder: entry.featuredOrder, position };
}

/** What a revision keeps of a product. */
export function valuesOf(record: ProductRecord): ProductValues {
  const values: Partial<Record<ProductFieldKey, unknown>> = {};
  for (const key of PRODUCT_FIELD_KEYS) values[key] = record[key];
  return { slug: record.slug, images: record.images, ...(values as ProductFieldValues) };
}

function toRecord(row: Row): ProductRecord {
  const fields = productFieldValues(row);
  return {
    id: row.id,
    slug: row.slug,
    images: parseList(row.images),
    ...fields,
    status: (PRODUCT_STATUSES as readonly string[]).includes(row.status) ? (row.status as ProductStatus) : "hidden",
    seedSlug: row.seed_slug,
    updatedAt: Number(row.updated_at),
    editedAt: row.edited_at === null ? null : Number(row.edited_at),
  };
}

function toRevision(row: Selectable<ProductRevisionsTable>): ProductRevision {
  let previous: ProductValues | null = null;
  let translation: TranslationChange | undefined;
  if (row.previous !== null) {
    try {
      const { translation: change, ...values } = JSON.parse(row.previous) as ProductValues & { translation?: TranslationChange };
      previous = values;
      translation = change;
    } catch {
      previous = null;
    }
  }
  return {
    ...(translation ? { translation } : {}),
    changes: parseChanges(row.changes),
    id: row.id,
    productId: row.product_id,
    adminId: row.admin_id,
    adminName: row.admin_name,
    action: row.action as RevisionAction,
    previous,
    createdAt: Number(row.created_at),
  };
}

/** A revision's recorded changes; none recorded (null) for an older revision or a damaged value. */
function parseChanges(json: string | null): FieldChange[] | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return null;
    return value.filter(
      (change): change is FieldChange =>
        typeof change === "object" && change !== null && CHANGED_FIELDS.includes((change as FieldChange).field) && "before" in change && "after" in change,
    );
  } catch {
    return null;
  }
}

/** SQLite's and PostgreSQL's ways of saying a UNIQUE constraint refused the write. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

/** One product's texts in one language, as a row (by: the admin's id, or "seed"). */
async function insertTranslation(db: Kysely<DB>, productId: string, locale: string, texts: ProductTranslation, now: number, by: string): Promise<void> {
  await db
    .insertInto("product_translations")
    .values({
      product_id: productId,
      locale,
      ...translationColumns(texts),
      updated_at: now,
      updated_by: by,
    })
    .execute();
}
