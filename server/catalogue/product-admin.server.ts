import { buildSearchEntry, parseSearchQuery, searchItems } from "../../app/catalogue/search";
import { conflict, invalid, notFound, ok, type Outcome } from "../../app/forms/outcome";
import { paginate, type Pagination } from "../../app/catalogue/pagination";
import { slugify } from "../../app/catalogue/slug";
import {
  PRODUCT_STATUSES,
  ProductInputSchema,
  ProductTranslationInputSchema,
  productFieldErrors,
  type Category,
  type DosageForm,
  type ProductInput,
  type ProductStatus,
} from "../../app/schemas/product";
import { isPrefixedLocale, PREFIXED_LOCALES, type Locale } from "../../app/i18n/locales";
import { fieldSpec, PRODUCT_FIELD_KEYS } from "../../app/schemas/product-fields";
import { SEEDED_VOCABULARY, type Catalogue, type VocabularyLookup } from "./catalogue.server";
import {
  ProductSlugTakenError,
  valuesOf,
  type Actor,
  type ProductRecord,
  type ProductRepository,
  type ProductRevision,
  type ProductTranslation,
} from "./product-repository.server";

export const LANGUAGE_NOT_FOUND = "Language not found";

/** A product's texts in one language, with the English ones they translate. */
export interface TranslationView {
  productId: string;
  locale: Locale;
  /** False when the language has no texts: its pages show the English ones. */
  translated: boolean;
  descriptionList: string[];
  keyBenefits: string[];
  uses: string[];
  english: ProductTranslation;
}

/** Per language, the published products without a translation (the dashboard's list). */
export interface MissingTranslations {
  locale: Locale;
  count: number;
  /** The first few, to link to their language tab. */
  first: Array<{ id: string; name: string }>;
}

/** Products per page of the admin list. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export const PRODUCT_NOT_FOUND = "Product not found";
export const REVISION_NOT_FOUND = "Revision not found";

/** The slug rule makes two names one URL: the admin must pick another name (never a silent suffix). */
export function slugTakenMessage(slug: string): string {
  return `Another product already has this name's web address (/products/${slug}). Choose a different name.`;
}

export interface ProductListQuery {
  q?: string;
  category?: Category;
  form?: DosageForm;
  status?: ProductStatus;
  page?: number;
}

export interface ProductList {
  products: ProductRecord[];
  pagination: Pagination;
}

export interface ProductHistory {
  product: ProductRecord;
  revisions: ProductRevision[];
}

/** Reads a list query from loose text (a URL's search params or a JSON endpoint's query). */
export function parseProductListQuery(params: Record<string, string | undefined>): ProductListQuery {
  const pick = <T extends string>(list: readonly T[], value: string | undefined) =>
    list.find((item) => item.toLowerCase() === value?.trim().toLowerCase());
  const page = Number(params.page);
  return {
    q: params.q?.trim().slice(0, 100) || undefined,
    // Checked against the managed lists by `list` (an unknown one is not applied).
    category: params.category?.trim() || undefined,
    form: params.form?.trim() || undefined,
    status: pick(PRODUCT_STATUSES, params.status),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * Product management for admins (docs/decisions/0018-product-management.md): the admin pages'
 * actions and the /api/admin/products endpoints both call it. Every change goes through the
 * catalogue, which writes it with a revision holding the previous values, reloads the public
 * copy and announces "catalogue" so cached pages are dropped.
 */
export class ProductAdmin {
  constructor(
    private readonly repository: ProductRepository,
    private readonly catalogue: Catalogue,
    /** The managed categories and dosage forms a product must be filed under; the specification's when absent. */
    private readonly vocabulary: VocabularyLookup = SEEDED_VOCABULARY,
  ) {}

  /** Every product not deleted, whatever its status, filtered, in display order. */
  async list(query: ProductListQuery = {}): Promise<ProductList> {
    let products = await this.repository.listProducts();
    const category = query.category && this.vocabulary.find("category", query.category);
    const form = query.form && this.vocabulary.find("dosageForm", query.form);
    if (category) products = products.filter((p) => p.category === category);
    if (form) products = products.filter((p) => p.dosageForm === form);
    if (query.status) products = products.filter((p) => p.status === query.status);
    if (query.q) products = searchItems(products, parseSearchQuery(query.q), (p) => buildSearchEntry(p));
    const pagination = paginate({ total: products.length, page: query.page ?? 1, pageSize: ADMIN_PRODUCTS_PAGE_SIZE });
    return { products: products.slice(pagination.offset, pagination.offset + pagination.pageSize), pagination };
  }

  async get(id: string): Promise<Outcome<ProductRecord>> {
    const product = await this.repository.getProduct(id);
    return product ? ok(product) : notFound(PRODUCT_NOT_FOUND);
  }

  async create(raw: unknown, actor: Actor): Promise<Outcome<ProductRecord>> {
    const parsed = parseInput(raw, this.vocabulary);
    if (parsed.kind !== "ok") return parsed;
    return this.slugSafe(() => this.catalogue.createProduct(parsed.value, actor, "create"));
  }

  async update(id: string, raw: unknown, actor: Actor): Promise<Outcome<ProductRecord>> {
    const parsed = parseInput(raw, this.vocabulary);
    if (parsed.kind !== "ok") return parsed;
    return this.slugSafe(async () => this.catalogue.updateProduct(id, parsed.value, actor, "update"));
  }

  /**
   * A draft copy named "<name> (copy)" (or "(copy 2)", ...: the first whose web address is
   * free), not featured, placed after the original's range.
   */
  async duplicate(id: string, actor: Actor): Promise<Outcome<ProductRecord>> {
    const original = await this.repository.getProduct(id);
    if (!original) return notFound(PRODUCT_NOT_FOUND);
    const { slug: _slug, position: _position, ...values } = valuesOf(original);
    // Another admin may take the chosen name at the same moment: then the next one is tried.
    for (let attempt = 1; attempt <= 50; attempt++) {
      const name = await this.freeCopyName(original.name, attempt);
      try {
        const copy = await this.catalogue.createProduct(
          { ...values, name, status: "draft", featured: false, featuredOrder: 0, position: undefined },
          actor,
          "duplicate",
        );
        return ok(copy);
      } catch (error) {
        if (!(error instanceof ProductSlugTakenError)) throw error;
      }
    }
    return conflict("Could not find a free name for the copy; rename the product first");
  }

  /** Publishes or hides (or returns to draft) a product, recorded as its own kind of change. */
  async setStatus(id: string, status: unknown, actor: Actor): Promise<Outcome<ProductRecord>> {
    const parsedStatus = ProductInputSchema.shape.status.safeParse(status);
    if (!parsedStatus.success || status === undefined) return invalid({ status: "Choose a status: draft, published or hidden" });
    const current = await this.repository.getProduct(id);
    if (!current) return notFound(PRODUCT_NOT_FOUND);
    const { slug: _slug, ...values } = valuesOf(current);
    const action = parsedStatus.data === "published" ? "publish" : parsedStatus.data === "hidden" ? "hide" : "update";
    return this.slugSafe(() => this.catalogue.updateProduct(id, { ...values, status: parsedStatus.data }, actor, action));
  }

  async delete(id: string, actor: Actor): Promise<Outcome<undefined>> {
    return (await this.catalogue.deleteProduct(id, actor)) ? ok() : notFound(PRODUCT_NOT_FOUND);
  }

  async history(id: string): Promise<Outcome<ProductHistory>> {
    const product = await this.repository.getProduct(id);
    if (!product) return notFound(PRODUCT_NOT_FOUND);
    return ok({ product, revisions: await this.repository.listRevisions(id) });
  }

  /**
   * Puts back the values a revision kept (the product as it was before that change); the
   * restore is itself a change with a revision, so it can be undone the same way.
   */
  async restore(id: string, revisionId: string, actor: Actor): Promise<Outcome<ProductRecord>> {
    if (!(await this.repository.getProduct(id))) return notFound(PRODUCT_NOT_FOUND);
    const revision = await this.repository.getRevision(id, revisionId);
    if (!revision) return notFound(REVISION_NOT_FOUND);
    if (revision.translation) {
      const { locale, previous } = revision.translation;
      const saved = await this.catalogue.saveTranslation(id, locale, previous, actor, "restore");
      if (saved === undefined) return notFound(PRODUCT_NOT_FOUND);
      return this.get(id);
    }
    if (!revision.previous) return invalid({}, "This revision is the product's creation: there are no earlier values to restore");
    const { slug: _slug, ...values } = revision.previous;
    const parsed = parseInput(values, this.vocabulary);
    if (parsed.kind !== "ok") return invalid({}, "This revision's values are no longer valid and cannot be restored");
    return this.slugSafe(() => this.catalogue.updateProduct(id, parsed.value, actor, "restore"));
  }

  /** A product's texts in one language (empty lists when it has none). */
  async translation(id: string, locale: string): Promise<Outcome<TranslationView>> {
    if (!isPrefixedLocale(locale)) return notFound(LANGUAGE_NOT_FOUND);
    const product = await this.repository.getProduct(id);
    if (!product) return notFound(PRODUCT_NOT_FOUND);
    const texts = await this.repository.getTranslation(id, locale);
    return ok(translationView(product, locale, texts));
  }

  /**
   * Saves a product's texts in one language, checked like the English lists; both lists empty
   * removes the translation (the pages fall back to English). Recorded in the history; cached
   * pages are dropped.
   */
  async saveTranslation(id: string, locale: string, raw: unknown, actor: Actor): Promise<Outcome<TranslationView>> {
    if (!isPrefixedLocale(locale)) return notFound(LANGUAGE_NOT_FOUND);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return invalid({}, "Translation must be a JSON object");
    const parsed = ProductTranslationInputSchema.safeParse(raw);
    if (!parsed.success) return invalid(productFieldErrors(parsed.error));
    const { descriptionList, keyBenefits, uses } = parsed.data;
    const texts = descriptionList.length === 0 && keyBenefits.length === 0 && uses.length === 0 ? null : { descriptionList, keyBenefits, uses };
    const saved = await this.catalogue.saveTranslation(id, locale, texts, actor);
    if (saved === undefined) return notFound(PRODUCT_NOT_FOUND);
    const product = await this.repository.getProduct(id);
    return product ? ok(translationView(product, locale, saved)) : notFound(PRODUCT_NOT_FOUND);
  }

  /** For each language, the published products that have no texts in it, in display order. */
  async missingTranslations(firstFew = 5): Promise<MissingTranslations[]> {
    const [products, translations] = await Promise.all([this.repository.listProducts(), this.repository.listTranslations()]);
    const published = products.filter((p) => p.status === "published");
    return PREFIXED_LOCALES.map((locale) => {
      const missing = published.filter((p) => !translations.get(p.id)?.[locale]);
      return { locale, count: missing.length, first: missing.slice(0, firstFew).map((p) => ({ id: p.id, name: p.name })) };
    });
  }

  private async freeCopyName(name: string, attempt: number): Promise<string> {
    const taken = new Set((await this.repository.listProducts()).map((p) => p.slug));
    for (let n = attempt; ; n++) {
      const candidate = `${name} (copy${n === 1 ? "" : ` ${n}`})`;
      if (!taken.has(slugify(candidate))) return candidate;
    }
  }

  private async slugSafe(write: () => Promise<ProductRecord | null>): Promise<Outcome<ProductRecord>> {
    try {
      const record = await write();
      return record ? ok(record) : notFound(PRODUCT_NOT_FOUND);
    } catch (error) {
      if (error instanceof ProductSlugTakenError) return conflict(slugTakenMessage(error.slug), { name: slugTakenMessage(error.slug) });
      throw error;
    }
  }
}

function parseInput(raw: unknown, vocabulary: VocabularyLookup): Outcome<ProductInput> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return invalid({}, "Product must be a JSON object");
  const parsed = ProductInputSchema.safeParse(raw);
  const errors = parsed.success ? {} : productFieldErrors(parsed.error);
  const input: Record<string, unknown> = parsed.success ? { ...parsed.data } : {};
  // A category or dosage form must be on its managed list, as it is now; written in another case, it is the listed one.
  for (const key of PRODUCT_FIELD_KEYS) {
    const spec = fieldSpec(key);
    const value = (raw as Record<string, unknown>)[key];
    if (!spec.vocabulary || typeof value !== "string" || value.trim() === "") continue;
    const listed = vocabulary.find(spec.vocabulary, value);
    if (listed) input[key] = listed;
    else errors[key] ??= spec.invalid ?? `Choose a ${spec.label.toLowerCase()}`;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return invalid(errors);
  return ok(input as ProductInput);
}

function translationView(product: ProductRecord, locale: Locale, texts: ProductTranslation | null): TranslationView {
  return {
    productId: product.id,
    locale,
    translated: texts !== null,
    descriptionList: texts?.descriptionList ?? [],
    keyBenefits: texts?.keyBenefits ?? [],
    uses: texts?.uses ?? [],
    english: { descriptionList: product.descriptionList, keyBenefits: product.keyBenefits, uses: product.uses },
  };
}

/** The history's "who" of a signed-in admin. */
export function actorOf(admin: { id: string; fullName: string }): Actor {
  return { id: admin.id, name: admin.fullName };
}
