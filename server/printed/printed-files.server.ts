import { createHash } from "node:crypto";
import { setImmediate } from "node:timers/promises";
import type { Kysely } from "kysely";
import { categoryName } from "../../app/catalogue/catalogue-labels.server";
import { slugify } from "../../app/catalogue/slug";
import type { CompanyDetails } from "../../app/company/company";
import { WHOLE_CATALOGUE } from "../../app/config/paths";
import { format, formatDay } from "../../app/i18n/format";
import { LOCALES, type Locale } from "../../app/i18n/locales";
import type { Catalogue } from "../catalogue/catalogue.server";
import type { PublicCatalogue } from "../catalogue/public-catalogue.server";
import type { DB, PrintedFilesTable } from "../db/schema.server";
import type { Logger } from "../logger.server";
import type { MediaStorage, StoredMedia } from "../media/media-storage.server";
import type { PdfPageOptions } from "../pdf/pdf-engine.server";
import type { ProductDetail } from "../catalogue/public-catalogue.server";
import { catalogueFooter, catalogueHtml, cataloguePageCount, dataSheetHtml, ISSUED_ON, withQrCodes, type CatalogueSection } from "./printed-html.server";

/**
 * The PDFs the site prints for buyers (decision 0073): each public product's data sheet and the
 * catalogue (whole and per category), in every language. A pass works out what each file would
 * show now and prints only those whose fingerprint changed, one at a time (a quotation being
 * sent keeps an engine slot), storing each under a new media key and forgetting the files of
 * products no longer public. Until a file is printed again, the previous one is served. The
 * catalogues wait until the content has been quiet for a while. Nothing is printed on a
 * visitor's request.
 */

export type PrintedKind = PrintedFilesTable["kind"];

export interface PrintedFileRecord {
  kind: PrintedKind;
  scope: string;
  language: Locale;
  mediaKey: string;
  fingerprint: string;
  size: number;
  pages: number;
  builtAt: number;
}

/** The table printed_files (migration 0036). */
export class PrintedFileRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async all(): Promise<PrintedFileRecord[]> {
    const rows = await this.db.selectFrom("printed_files").selectAll().execute();
    return rows.map(toRecord);
  }

  async find(kind: PrintedKind, scope: string, language: Locale): Promise<PrintedFileRecord | null> {
    const row = await this.db.selectFrom("printed_files").selectAll().where("kind", "=", kind).where("scope", "=", scope).where("language", "=", language).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async save(record: PrintedFileRecord): Promise<void> {
    const values = {
      media_key: record.mediaKey,
      fingerprint: record.fingerprint,
      size: record.size,
      pages: record.pages,
      built_at: record.builtAt,
    };
    await this.db
      .insertInto("printed_files")
      .values({ kind: record.kind, scope: record.scope, language: record.language, ...values })
      .onConflict((oc) => oc.columns(["kind", "scope", "language"]).doUpdateSet(values))
      .execute();
  }

  async remove(kind: PrintedKind, scope: string, language: Locale): Promise<void> {
    await this.db.deleteFrom("printed_files").where("kind", "=", kind).where("scope", "=", scope).where("language", "=", language).execute();
  }
}

function toRecord(row: PrintedFilesTable): PrintedFileRecord {
  return {
    kind: row.kind,
    scope: row.scope,
    language: row.language as Locale,
    mediaKey: row.media_key,
    fingerprint: row.fingerprint,
    size: Number(row.size),
    pages: Number(row.pages),
    builtAt: Number(row.built_at),
  };
}

/** A category's catalogue scope, as its file is named: its key's slug. */
export function catalogueScope(category: string): string {
  return slugify(category);
}

/** What a key may hold of a scope: lower-case letters and digits, dashes between. */
function keyPart(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "x";
}

/** A file the pass wants: what it is, what it shows (its HTML) and how it is printed. */
interface Target {
  kind: PrintedKind;
  scope: string;
  language: Locale;
  html: string;
  pages: number;
  options: PdfPageOptions;
}

export interface PrintedFilesDeps {
  repository: PrintedFileRepository;
  storage: MediaStorage;
  /** The PDF engine: the HTML's bytes as a PDF. */
  print: (html: string, options: PdfPageOptions) => Promise<Uint8Array>;
  catalogue: Pick<Catalogue, "listProducts" | "listCategories" | "listProductsInCategory" | "getProductId">;
  publicCatalogue: Pick<PublicCatalogue, "product" | "dictionary">;
  company: () => CompanyDetails;
  log: Logger;
  /**
   * How long after a content change the catalogues wait (PRINTED_CATALOGUE_QUIET_MS): a catalogue
   * takes seconds to print, so a run of edits prints it once, after the last, not once per edit.
   */
  catalogueQuietMs: number;
  now?: () => number;
}

export interface PassResult {
  printed: number;
  removed: number;
  failed: number;
}

export class PrintedFiles {
  private readonly now: () => number;
  /** Set by a content change: the pass under way stops at its next file, and the next starts over. */
  private stale = false;
  /** When the content last changed (0: not since the start). */
  private lastChange = 0;

  constructor(private readonly deps: PrintedFilesDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * The content changed: the pass under way stops before its next file, so the next pass (which
   * the caller starts) prints what changed without first finishing what the change made stale.
   */
  changed(): void {
    this.stale = true;
    this.lastChange = this.now();
  }

  /** The stored file of a data sheet or a catalogue, with its fingerprint (an ETag); null until printed. */
  async open(kind: PrintedKind, scope: string, language: Locale): Promise<{ file: StoredMedia; record: PrintedFileRecord } | null> {
    const record = await this.deps.repository.find(kind, scope, language);
    if (!record) return null;
    const file = await this.deps.storage.get(record.mediaKey);
    return file ? { file, record } : null;
  }

  /**
   * One pass: prints what changed, data sheets first, then the catalogues; forgets the files no
   * longer wanted. A file that fails to print is logged and left as it was, and the pass stops
   * there (the next pass tries again).
   * `only` limits the pass to some files (the tests and the bench); the others are left alone.
   * A content change during the pass ends it early (see `changed`), forgetting nothing.
   */
  async build(only?: (kind: PrintedKind, scope: string, language: Locale) => boolean): Promise<PassResult> {
    this.stale = false;
    const result: PassResult = { printed: 0, removed: 0, failed: 0 };
    const stored = new Map((await this.deps.repository.all()).map((record) => [`${record.kind} ${record.scope} ${record.language}`, record]));
    const wanted = new Set<string>();
    for (const target of this.targets(only ?? (() => true))) {
      // Each file's HTML is made between two turns of the event loop: a pass never holds up a page.
      await setImmediate();
      if (this.stale) return result;
      const id = `${target.kind} ${target.scope} ${target.language}`;
      wanted.add(id);
      // What the file shows and how it is printed (the catalogue's page footer is an option).
      const fingerprint = createHash("sha256").update(`${JSON.stringify(target.options)}\n${target.html}`).digest("hex");
      const previous = stored.get(id);
      if (previous?.fingerprint === fingerprint) continue;
      try {
        await this.print(target, fingerprint, previous);
        result.printed += 1;
      } catch (err) {
        // The pass stops here: when one file fails the next ones mostly would too (no Chromium on
        // this machine: one line in the log, not 545). The next pass tries again.
        result.failed += 1;
        this.deps.log.warn({ err, kind: target.kind, scope: target.scope, language: target.language }, "printed file not printed; the pass stops, the previous files are kept");
        return result;
      }
    }
    const cataloguesWait = this.cataloguesWait();
    for (const [id, record] of stored) {
      if (wanted.has(id) || (only && !only(record.kind, record.scope, record.language)) || (record.kind === "catalogue" && cataloguesWait)) continue;
      await this.deps.repository.remove(record.kind, record.scope, record.language);
      await this.deps.storage.delete(record.mediaKey).catch((err: unknown) => this.deps.log.warn({ err, key: record.mediaKey }, "printed file not deleted"));
      result.removed += 1;
    }
    if (result.printed + result.removed + result.failed > 0) this.deps.log.info({ ...result }, "printed files brought up to date");
    return result;
  }

  /** Whether the content changed less than the quiet time ago. */
  private cataloguesWait(): boolean {
    return this.lastChange > 0 && this.now() - this.lastChange < this.deps.catalogueQuietMs;
  }

  private async print(target: Target, fingerprint: string, previous: PrintedFileRecord | undefined): Promise<void> {
    const builtAt = this.now();
    const day = new Date(builtAt).toISOString().slice(0, 10);
    const html = await withQrCodes(target.html.replaceAll(ISSUED_ON, formatDay(day, target.language)));
    const bytes = Buffer.from(await this.deps.print(html, target.options));
    const mediaKey = `printed/${target.kind}-${keyPart(target.scope)}-${target.language}-${fingerprint.slice(0, 20)}.pdf`;
    await this.deps.storage.put(mediaKey, bytes, "application/pdf");
    await this.deps.repository.save({ kind: target.kind, scope: target.scope, language: target.language, mediaKey, fingerprint, size: bytes.length, pages: target.pages, builtAt });
    if (previous && previous.mediaKey !== mediaKey) {
      await this.deps.storage.delete(previous.mediaKey).catch((err: unknown) => this.deps.log.warn({ err, key: previous.mediaKey }, "printed file not deleted"));
    }
  }

  /** Every file wanted now: each public product's data sheet, then the catalogues, in every language. */
  private *targets(only: (kind: PrintedKind, scope: string, language: Locale) => boolean): Generator<Target> {
    const { catalogue, publicCatalogue } = this.deps;
    const company = this.deps.company();
    const sheet = (slug: string, language: Locale): ProductDetail | null => {
      const found = publicCatalogue.product(slug, language);
      return found.kind === "ok" ? found.value.product : null;
    };
    for (const product of catalogue.listProducts()) {
      const id = catalogue.getProductId(product.slug);
      if (!id) continue;
      for (const language of LOCALES) {
        if (!only("data-sheet", id, language)) continue;
        const detail = sheet(product.slug, language);
        if (!detail) continue;
        yield { kind: "data-sheet", scope: id, language, html: dataSheetHtml(detail, publicCatalogue.dictionary(language), company), pages: 1, options: {} };
      }
    }
    // Within the quiet time after a change the catalogues keep their previous files; a later pass prints them.
    if (this.cataloguesWait()) return;
    const categories = catalogue.listCategories();
    const scopes = [{ scope: WHOLE_CATALOGUE, categories: categories.map((c) => c.title) }, ...categories.map((c) => ({ scope: catalogueScope(c.title), categories: [c.title] }))];
    for (const { scope, categories: included } of scopes) {
      for (const language of LOCALES) {
        if (!only("catalogue", scope, language)) continue;
        const dictionary = publicCatalogue.dictionary(language);
        const sections: CatalogueSection[] = [];
        for (const category of included) {
          const products = catalogue.listProductsInCategory(category).flatMap((product) => sheet(product.slug, language) ?? []);
          if (products.length > 0) sections.push({ name: categoryName(dictionary, category), products });
        }
        if (sections.length === 0) continue;
        const t = dictionary.messages.printed.catalogue;
        const title = scope === WHOLE_CATALOGUE ? t.title : format(t.categoryTitle, { category: sections[0]!.name });
        yield {
          kind: "catalogue",
          scope,
          language,
          html: catalogueHtml({ title, sections }, dictionary, company),
          pages: cataloguePageCount(sections),
          options: { headerTemplate: "<span></span>", footerTemplate: catalogueFooter(dictionary), tagged: false },
        };
      }
    }
  }
}
