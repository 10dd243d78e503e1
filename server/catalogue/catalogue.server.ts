import { createHash } from "node:crypto";
import { categoryImage } from "../../app/catalogue/product-images";
import { buildSearchIndex, searchIndex, type SearchIndex } from "../../app/catalogue/search";
import {
  CATEGORIES,
  DOSAGE_FORMS,
  ProductSchema,
  type Category,
  type DosageForm,
  type Product,
  type ProductInput,
  type ProductSeed,
} from "../../app/schemas/product";
import type { ProductPicture } from "../../app/schemas/product-picture";
import { fieldSpec, PRODUCT_FIELD_KEYS, PUBLIC_FIELD_KEYS, type PublicFieldKey } from "../../app/schemas/product-fields";
import { DEFAULT_LOCALE, type Locale } from "../../app/i18n/locales";
import type { ContentChanges } from "../content-changes.server";
import type { Logger } from "../logger.server";
import { toSeedEntries } from "./catalogue-seed.server";
import { parseLanguageQuery, productSearchEntry } from "./search-languages.server";
import type {
  Actor,
  ProductRecord,
  ProductRepository,
  ProductTranslation,
  RevisionAction,
  SeedSyncReport,
} from "./product-repository.server";

export interface CategorySummary {
  title: Category;
  count: number;
  image: string;
}

export interface ProductSearch {
  /** Free text matched against name and composition; blank means any. */
  q?: string;
  category?: Category;
  form?: DosageForm;
}

/** How often a process checks whether another process changed the catalogue. */
export const CATALOGUE_RECHECK_MS = 30_000;

/** The public catalogue at one moment, with the lookups the pages need precomputed. */
interface Snapshot {
  version: string;
  products: readonly Product[];
  bySlug: ReadonlyMap<string, Product>;
  /** Public products by their database id, and the reverse: quote lists name a product by id. */
  byId: ReadonlyMap<string, Product>;
  idBySlug: ReadonlyMap<string, string>;
  byCategory: ReadonlyMap<Category, readonly Product[]>;
  /** The products prepared for search in every language (server/catalogue/search-languages.server.ts). */
  search: SearchIndex<Product>;
  /** The home page's products, in their featured order. */
  featured: readonly Product[];
  /** A renamed product's old slug -> its current slug. */
  redirects: ReadonlyMap<string, string>;
  /** Each public product's texts in the other languages, by slug. */
  translations: ReadonlyMap<string, Partial<Record<Locale, ProductTranslation>>>;
}

/** The managed lists as the catalogue reads them (server/catalogue/vocabulary.server.ts). */
export interface VocabularyLookup {
  keys(kind: "category" | "dosageForm"): string[];
  find(kind: "category" | "dosageForm", name: string): string | null;
  image(category: string): string;
}

/** The product fields filed under a managed list, with their list. */
const VOCABULARY_FIELDS = PRODUCT_FIELD_KEYS.flatMap((key) => {
  const list = fieldSpec(key).vocabulary;
  return list && (PUBLIC_FIELD_KEYS as readonly string[]).includes(key) ? [[key as PublicFieldKey, list] as const] : [];
});

/** Without managed lists (tests of the catalogue alone): the specification's. */
export const SEEDED_VOCABULARY: VocabularyLookup = {
  keys: (kind) => [...(kind === "category" ? CATEGORIES : DOSAGE_FORMS)],
  find: (kind, name) => (kind === "category" ? CATEGORIES : DOSAGE_FORMS).find((key) => key.toLowerCase() === name.trim().toLowerCase()) ?? null,
  image: (category) => categoryImage(category),
};

interface CatalogueOptions {
  /** The categories and dosage forms; the specification's when absent. */
  vocabulary?: VocabularyLookup;
  repository: ProductRepository;
  contentChanges: ContentChanges;
  log: Logger;
  /** Zero turns the periodic re-check off (tests that count refreshes). */
  recheckMs?: number;
  /** Uploaded pictures by product id (server/catalogue/picture-repository.server.ts). */
  pictures?: PictureSource;
}

/** Where the copy reads the uploaded pictures from, and how it tells they changed. */
export interface PictureSource {
  listByProduct(): Promise<ReadonlyMap<string, ProductPicture[]>>;
  version(): Promise<string>;
}

type OpenOptions = CatalogueOptions & {
  seeds: readonly ProductSeed[];
  /** The slugs the seed features on the home page, in order. */
  featured?: readonly string[];
};

/**
 * The catalogue as the public pages see it: an in-memory copy of the products table, so a
 * page render never waits for the database. The copy is replaced when this process changes
 * the catalogue, when another process announces a change (on PostgreSQL, within a second:
 * ContentChanges.receive), and when a periodic check sees that another process changed it
 * unannounced; every time `contentChanges` hears "catalogue" so cached pages are dropped.
 *
 * Only public fields are in the copy (the schema strips everything else), so an internal
 * remark cannot reach a page through it.
 */
export class Catalogue {
  private snapshot: Snapshot = emptySnapshot();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly repository: ProductRepository;
  private readonly contentChanges: ContentChanges;
  private readonly log: Logger;
  private readonly pictures: PictureSource | undefined;
  private readonly vocabulary: VocabularyLookup;

  private constructor(options: CatalogueOptions) {
    this.vocabulary = options.vocabulary ?? SEEDED_VOCABULARY;
    this.repository = options.repository;
    this.pictures = options.pictures;
    this.contentChanges = options.contentChanges;
    this.log = options.log;
  }

  /** Loads the content file into the database (idempotently), then the copy from it. */
  static async open(options: OpenOptions): Promise<Catalogue> {
    const catalogue = new Catalogue(options);
    const report = await options.repository.syncSeed(toSeedEntries(options.seeds, options.featured));
    catalogue.logSeed(report);
    await catalogue.reload();
    options.contentChanges.refreshWith("catalogue", () => catalogue.reloadIfChanged().then(() => undefined));
    const recheckMs = options.recheckMs ?? CATALOGUE_RECHECK_MS;
    if (recheckMs > 0) {
      catalogue.timer = setInterval(() => void catalogue.refreshIfChanged(), recheckMs);
      catalogue.timer.unref();
    }
    return catalogue;
  }

  listProducts(): readonly Product[] {
    return this.snapshot.products;
  }

  /** Slugs are lower case, so an upper-case link still finds its product. */
  getProductBySlug(slug: string): Product | null {
    return this.snapshot.bySlug.get(slug) ?? this.snapshot.bySlug.get(slug.toLowerCase()) ?? null;
  }

  /** A public product by its id (a renamed product keeps its id; a hidden or deleted one is not found). */
  getProductById(id: string): Product | null {
    return this.snapshot.byId.get(id) ?? null;
  }

  /** The id of the public product bearing `slug`, or null. */
  getProductId(slug: string): string | null {
    const product = this.getProductBySlug(slug);
    return product ? (this.snapshot.idBySlug.get(product.slug) ?? null) : null;
  }

  /**
   * The current slug of the product that `slug` named before a rename, when that product is
   * public; null otherwise. A product bearing `slug` now wins over any redirect.
   */
  findRedirect(slug: string): string | null {
    if (this.getProductBySlug(slug)) return null;
    return this.snapshot.redirects.get(slug) ?? this.snapshot.redirects.get(slug.toLowerCase()) ?? null;
  }

  /** The products featured on the home page, in their order. */
  listFeaturedProducts(): readonly Product[] {
    return this.snapshot.featured;
  }

  /** The products with these slugs, in the order asked; unknown slugs are left out. */
  getProductsBySlugs(slugs: readonly string[]): Product[] {
    return slugs.map((slug) => this.getProductBySlug(slug)).filter((p): p is Product => p !== null);
  }

  /**
   * The product as a page in `locale` shows it: the description list and key benefits in that
   * language when it has them, else the English ones (name and composition stay as printed).
   */
  localize(product: Product, locale: Locale): Product {
    if (locale === DEFAULT_LOCALE) return product;
    const texts = this.snapshot.translations.get(product.slug)?.[locale];
    return texts ? { ...product, descriptionList: texts.descriptionList, keyBenefits: texts.keyBenefits, uses: texts.uses } : product;
  }

  /**
   * Each public product's id with its category and a digest of everything a page shows of it
   * (its fields, pictures and translations): comparing two of these tells which products a
   * change touched (server/cache purges those pages from a cache in front).
   */
  pageFingerprints(): ReadonlyMap<string, { category: Category; fingerprint: string }> {
    const result = new Map<string, { category: Category; fingerprint: string }>();
    for (const [id, product] of this.snapshot.byId) {
      const shown = JSON.stringify([product, this.snapshot.translations.get(product.slug) ?? null]);
      result.set(id, { category: product.category, fingerprint: createHash("sha256").update(shown).digest("base64url") });
    }
    return result;
  }

  /** The categories that have products, in the managed list's order, with their counts and pictures. */
  listCategories(): readonly CategorySummary[] {
    const { byCategory } = this.snapshot;
    return this.vocabulary
      .keys("category")
      .filter((title) => byCategory.has(title))
      .map((title) => ({ title, count: byCategory.get(title)?.length ?? 0, image: this.vocabulary.image(title) }));
  }

  /** The category a URL names, ignoring case (specification: Category page); null if none. */
  findCategory(name: string): Category | null {
    return this.vocabulary.find("category", name);
  }

  /** The dosage form a URL's filter names, ignoring case; null if none. */
  findDosageForm(name: string): DosageForm | null {
    return this.vocabulary.find("dosageForm", name);
  }

  listProductsInCategory(category: Category): readonly Product[] {
    return this.snapshot.byCategory.get(category) ?? [];
  }

  /**
   * The products whose texts, in any of the languages, hold every word of `q` (rules in
   * app/catalogue/search.ts and server/catalogue/search-languages.server.ts), best match first,
   * within the filters.
   */
  searchProducts({ q = "", category, form }: ProductSearch): Product[] {
    const keep = category || form ? (product: Product) => (!category || product.category === category) && (!form || product.dosageForm === form) : undefined;
    return searchIndex(this.snapshot.search, parseLanguageQuery(q), keep);
  }

  /**
   * Up to `limit` other products of the same category: the ones that follow this product in
   * catalogue order, wrapping round, so neighbours in a range (500 mg, 650 mg...) show first.
   */
  listRelatedProducts(product: Product, limit = 4): Product[] {
    const siblings = this.listProductsInCategory(product.category);
    const index = siblings.findIndex((p) => p.slug === product.slug);
    const ordered = index < 0 ? siblings : [...siblings.slice(index + 1), ...siblings.slice(0, index)];
    return ordered.filter((p) => p.slug !== product.slug).slice(0, limit);
  }

  /** Everything stored, internal remark included: for admin screens only, read fresh. */
  listProductRecords(): Promise<ProductRecord[]> {
    return this.repository.listProducts();
  }

  /** Throws ProductSlugTakenError when the name's slug belongs to another product. */
  async createProduct(input: ProductInput, actor: Actor, action: "create" | "duplicate" = "create"): Promise<ProductRecord> {
    const record = await this.repository.createProduct(input, actor, action);
    await this.changed();
    return record;
  }

  /** Throws ProductSlugTakenError when the new name's slug belongs to another product. */
  async updateProduct(id: string, input: ProductInput, actor: Actor, action: RevisionAction = "update"): Promise<ProductRecord | null> {
    const record = await this.repository.updateProduct(id, input, actor, action);
    if (record) await this.changed();
    return record;
  }

  /**
   * Stores a product's texts in one language (null removes them: pages fall back to English),
   * with a revision; reloads the copy and drops cached pages. Undefined when there is no such product.
   */
  async saveTranslation(
    id: string,
    locale: Locale,
    texts: ProductTranslation | null,
    actor: Actor,
    action: "translate" | "restore" = "translate",
  ): Promise<ProductTranslation | null | undefined> {
    const saved = await this.repository.saveTranslation(id, locale, texts, actor, action);
    if (saved !== undefined) await this.changed();
    return saved;
  }

  async deleteProduct(id: string, actor: Actor): Promise<boolean> {
    const deleted = await this.repository.deleteProduct(id, actor);
    if (deleted) await this.changed();
    return deleted;
  }

  /**
   * Reloads the copy when the table changed since the last load (another process wrote to
   * it). True when it reloaded.
   */
  async refreshIfChanged(): Promise<boolean> {
    const reloaded = await this.reloadIfChanged();
    // Whoever changed it announced it already (or could not): no need to announce it again.
    if (reloaded) this.contentChanges.emitLocally("catalogue");
    return reloaded;
  }

  /** Reloads the copy when the table's version moved; never throws (the old copy stays). */
  async reloadIfChanged(): Promise<boolean> {
    if (this.closed) return false;
    try {
      const version = await this.readVersion();
      if (version === this.snapshot.version) return false;
      await this.reload();
      return true;
    } catch (error) {
      if (!this.closed) this.log.warn({ err: error }, "catalogue re-check failed; keeping the current copy");
      return false;
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
  }

  /** After a change this process made outside the products table (pictures): reload and announce. */
  async reloadNow(): Promise<void> {
    await this.changed();
  }

  private async readVersion(): Promise<string> {
    const products = await this.repository.getCatalogueVersion();
    return this.pictures ? `${products}/${await this.pictures.version()}` : products;
  }

  private async changed(): Promise<void> {
    await this.reload();
    this.contentChanges.emit("catalogue");
  }

  private async reload(): Promise<void> {
    // The version is read first: a write landing between the two reads makes the next check
    // reload again, never miss the write.
    const version = await this.readVersion();
    const records = await this.repository.listProducts();
    const redirects = await this.repository.listRedirects();
    const pictures = await this.pictures?.listByProduct();
    const translationsById = await this.repository.listTranslations();
    const translations = new Map<string, Partial<Record<Locale, ProductTranslation>>>();
    const products: Product[] = [];
    const featured: Array<{ product: Product; order: number }> = [];
    const slugById = new Map<string, string>();
    for (const record of records) {
      // Drafts and hidden products never reach the public copy.
      if (record.status !== "published") continue;
      const parsed = ProductSchema.safeParse(record);
      if (!parsed.success) {
        this.log.warn({ slug: record.slug, issues: parsed.error.issues }, "product hidden: stored data is invalid");
        continue;
      }
      // Filed under a category or dosage form its managed list does not have: hidden, like any invalid data.
      const unlisted = VOCABULARY_FIELDS.filter(([key, kind]) => this.vocabulary.find(kind, String(parsed.data[key])) !== parsed.data[key]);
      if (unlisted.length > 0) {
        this.log.warn({ slug: record.slug, fields: unlisted.map(([key]) => key) }, "product hidden: not on the managed lists");
        continue;
      }
      const product = withPictures(parsed.data, pictures?.get(record.id));
      products.push(product);
      slugById.set(record.id, product.slug);
      const texts = translationsById.get(record.id);
      if (texts) translations.set(product.slug, texts);
      if (record.featured) featured.push({ product, order: record.featuredOrder });
    }
    // Stable sort: equal orders keep the display order.
    featured.sort((a, b) => a.order - b.order);
    const redirectMap = new Map<string, string>();
    for (const { oldSlug, productId } of redirects) {
      const target = slugById.get(productId);
      if (target) redirectMap.set(oldSlug, target);
    }
    this.snapshot = buildSnapshot(version, products, featured.map((f) => f.product), redirectMap, translations, slugById);
  }

  private logSeed(report: SeedSyncReport): void {
    const { skipped, ...counts } = report;
    this.log.info(counts, "catalogue seeded");
    if (skipped.length > 0) {
      this.log.warn({ skipped }, "catalogue entries not loaded: an admin-made product already uses their slug");
    }
  }
}

function withPictures(product: Product, pictures: ProductPicture[] | undefined): Product {
  return pictures && pictures.length > 0 ? { ...product, pictures } : product;
}

function emptySnapshot(): Snapshot {
  return buildSnapshot("", [], [], new Map(), new Map(), new Map());
}

function buildSnapshot(
  version: string,
  products: Product[],
  featured: readonly Product[],
  redirects: ReadonlyMap<string, string>,
  translations: Snapshot["translations"],
  slugById: ReadonlyMap<string, string>,
): Snapshot {
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const byId = new Map<string, Product>();
  const idBySlug = new Map<string, string>();
  for (const [id, slug] of slugById) {
    const product = bySlug.get(slug);
    if (!product) continue;
    byId.set(id, product);
    idBySlug.set(slug, id);
  }
  const byCategory = new Map<Category, Product[]>();
  for (const product of products) {
    const list = byCategory.get(product.category) ?? [];
    list.push(product);
    byCategory.set(product.category, list);
  }
  return {
    version,
    products,
    bySlug,
    byId,
    idBySlug,
    byCategory,
    search: buildSearchIndex(products, (p) => productSearchEntry(p, translations.get(p.slug))),
    featured,
    redirects,
    translations,
  };
}
