import type { Kysely } from "kysely";
import { categoryImage, PLACEHOLDER_IMAGE } from "../../app/catalogue/product-images";
import { fieldErrors } from "../../app/forms/field-errors";
import { invalid, notFound, conflict, ok, type Outcome } from "../../app/forms/outcome";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { LOCALES, type Locale } from "../../app/i18n/locales";
import { TermKindSchema, TermNamesSchema, type TermNames } from "../../app/schemas/catalogue-terms";
import { CATEGORIES, DOSAGE_FORMS, type VocabularyKind } from "../../app/schemas/product-vocabulary";
import type { ContentChanges } from "../content-changes.server";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";

/** One category or dosage form of the managed lists. */
export interface CatalogueTerm {
  kind: VocabularyKind;
  /** What products store and URLs carry: the English name it was added with. */
  key: string;
  names: TermNames;
  /** A category's picture. */
  image: string;
  /** One of the specification's, written in at start-up. */
  seeded: boolean;
}

/** A language's names of every category and dosage form, by key, in the lists' order. */
export interface VocabularyTerms {
  categories: Record<string, string>;
  dosageForms: Record<string, string>;
}

export const TERM_NOT_FOUND = "No such category or dosage form";

/**
 * The admin's managed lists of categories and dosage forms (decision 0056), kept in the
 * database and read from memory by every page. The specification's three categories and
 * seventeen forms are written in when missing, named as the languages' texts name them; from
 * then on their names are the admin's. A term's key never changes, so a product keeps its
 * category and a category's URL keeps working whatever its names become. Saving reloads the
 * copy and emits "vocabulary" (cached pages drop, other processes reload).
 */
export class CatalogueVocabulary {
  private terms: CatalogueTerm[] = [];
  private byLocale = new Map<Locale, VocabularyTerms>();

  private constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: ContentChanges,
    private readonly log: Logger,
  ) {}

  static async open(options: { db: Kysely<DB>; changes: ContentChanges; log: Logger }): Promise<CatalogueVocabulary> {
    const vocabulary = new CatalogueVocabulary(options.db, options.changes, options.log);
    await vocabulary.seed();
    await vocabulary.reload();
    options.changes.refreshWith("vocabulary", () => vocabulary.reload());
    return vocabulary;
  }

  /** Every term of a list, in its order. */
  list(kind: VocabularyKind): CatalogueTerm[] {
    return this.terms.filter((term) => term.kind === kind);
  }

  /** The keys of a list, in its order. */
  keys(kind: VocabularyKind): string[] {
    return this.list(kind).map((term) => term.key);
  }

  /** The key a typed name means, ignoring case and surrounding spaces; null if none. */
  find(kind: VocabularyKind, name: string): string | null {
    const wanted = name.trim().toLowerCase();
    return this.list(kind).find((term) => term.key.toLowerCase() === wanted)?.key ?? null;
  }

  /** A language's names of both lists (the dictionary's `terms`). */
  termsFor(locale: Locale): VocabularyTerms {
    return this.byLocale.get(locale) ?? { categories: {}, dosageForms: {} };
  }

  /** A category's picture: its own, else the site's placeholder. */
  image(category: string): string {
    return this.list("category").find((term) => term.key === category)?.image ?? PLACEHOLDER_IMAGE;
  }

  /** Adds a term to the end of its list; its key is its English name. */
  async add(rawKind: unknown, rawNames: unknown, now = Date.now()): Promise<Outcome<CatalogueTerm>> {
    const kind = TermKindSchema.safeParse(rawKind);
    const names = TermNamesSchema.safeParse(rawNames);
    if (!kind.success || !names.success) {
      return invalid({ ...(kind.success ? {} : fieldErrors(kind.error)), ...(names.success ? {} : prefixed(fieldErrors(names.error))) });
    }
    const key = names.data.en;
    if (this.find(kind.data, key)) return conflict(`This list already has "${key}"`, { "names.en": `This list already has "${key}"` });
    const position = this.list(kind.data).length;
    try {
      await this.db
        .insertInto("catalogue_terms")
        .values({ kind: kind.data, key, names: JSON.stringify(names.data), image: null, position, seeded: 0, created_at: now, updated_at: now })
        .execute();
    } catch (error) {
      // Another admin (or process) added the same key a moment before: the primary key refused it.
      await this.reload();
      if (this.find(kind.data, key)) return conflict(`This list already has "${key}"`, { "names.en": `This list already has "${key}"` });
      throw error;
    }
    await this.changed();
    return ok(this.list(kind.data).find((term) => term.key === key)!);
  }

  /** Renames a term in every language; its key, and so its products and URL, stay. */
  async rename(rawKind: unknown, key: string, rawNames: unknown, now = Date.now()): Promise<Outcome<CatalogueTerm>> {
    const kind = TermKindSchema.safeParse(rawKind);
    if (!kind.success) return notFound(TERM_NOT_FOUND);
    const term = this.list(kind.data).find((t) => t.key === key);
    if (!term) return notFound(TERM_NOT_FOUND);
    const names = TermNamesSchema.safeParse(rawNames);
    if (!names.success) return invalid(prefixed(fieldErrors(names.error)));
    await this.db
      .updateTable("catalogue_terms")
      .set({ names: JSON.stringify(names.data), updated_at: now })
      .where("kind", "=", kind.data)
      .where("key", "=", key)
      .execute();
    await this.changed();
    return ok(this.list(kind.data).find((t) => t.key === key)!);
  }

  /** Writes the specification's terms that are missing, named by the languages' texts; never touches the others. */
  private async seed(now = Date.now()): Promise<void> {
    const rows = [
      ...CATEGORIES.map((key, position) => ({ kind: "category" as const, key, position, image: categoryImage(key) })),
      ...DOSAGE_FORMS.map((key, position) => ({ kind: "dosageForm" as const, key, position, image: null })),
    ].map(({ kind, key, position, image }) => {
      const names = Object.fromEntries(
        LOCALES.map((locale) => {
          const terms = dictionaryFor(locale).terms;
          return [locale, (kind === "category" ? terms.categories[key] : terms.dosageForms[key]) ?? key];
        }),
      );
      return { kind, key, names: JSON.stringify(names), image, position, seeded: 1, created_at: now, updated_at: now };
    });
    await this.db.insertInto("catalogue_terms").values(rows).onConflict((c) => c.columns(["kind", "key"]).doNothing()).execute();
  }

  private async reload(): Promise<void> {
    const rows = await this.db.selectFrom("catalogue_terms").selectAll().orderBy("kind").orderBy("position").orderBy("created_at").execute();
    const terms: CatalogueTerm[] = [];
    for (const row of rows) {
      const kind = TermKindSchema.safeParse(row.kind);
      if (!kind.success) continue;
      let stored: Partial<Record<Locale, unknown>> = {};
      try {
        stored = JSON.parse(row.names) as Partial<Record<Locale, unknown>>;
      } catch {
        this.log.warn({ kind: row.kind, key: row.key }, "catalogue term names unreadable; its key stands in");
      }
      const names = Object.fromEntries(LOCALES.map((locale) => [locale, typeof stored[locale] === "string" && stored[locale] ? stored[locale] : row.key])) as TermNames;
      terms.push({ kind: kind.data, key: row.key, names, image: row.image ?? PLACEHOLDER_IMAGE, seeded: Number(row.seeded) === 1 });
    }
    this.terms = terms;
    this.byLocale = new Map(
      LOCALES.map((locale) => [
        locale,
        {
          categories: Object.fromEntries(terms.filter((t) => t.kind === "category").map((t) => [t.key, t.names[locale]])),
          dosageForms: Object.fromEntries(terms.filter((t) => t.kind === "dosageForm").map((t) => [t.key, t.names[locale]])),
        },
      ]),
    );
  }

  private async changed(): Promise<void> {
    await this.reload();
    this.changes.emit("vocabulary");
  }
}

/** Name errors keyed as the form names its fields (`names.fr`). */
function prefixed(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [`names.${field}`, message]));
}
