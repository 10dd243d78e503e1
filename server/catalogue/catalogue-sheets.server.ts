import type { Kysely } from "kysely";
import { IMPORT_TEXT, PREVIEW_TTL_MS } from "../../app/catalogue/catalogue-import";
import { conflict, invalid, notFound, ok, type Outcome } from "../../app/forms/outcome";
import type { DB } from "../db/schema.server";
import type { UploadedFile } from "../http/multipart.server";
import { newPreviewToken, previewId, type ImportPreviewRepository } from "./import-preview-repository.server";
import { SEEDED_VOCABULARY, type VocabularyLookup } from "./catalogue.server";
import { planImport, type ImportCounts, type ImportPlan } from "./import-plan.server";
import type { Catalogue } from "./catalogue.server";
import type { Locale } from "../../app/i18n/locales";
import { valuesOf, type Actor, type ProductRepository, type ProductTranslation } from "./product-repository.server";
import { catalogueCsv, catalogueXlsx, readSheetFile, templateXlsx } from "./sheet-files.server";
import type { SheetProduct } from "./sheet-format.server";

/** Said when the upload holds no file. */
export const NO_IMPORT_FILE = "Choose a file to upload.";

/** Who imports: the signed-in admin (the products' history records the name). */
export type ImportActor = Actor;

/** A stored preview, as its page shows it. */
export interface ImportPreview {
  fileName: string;
  createdAt: number;
  expiresAt: number;
  plan: ImportPlan;
  /** The catalogue changed since the preview was made: the confirm will be refused. */
  stale: boolean;
}

/**
 * The catalogue's side of the spreadsheet import and export: what the products are, what the
 * catalogue's version is, and how a plan is written (one transaction, or nothing).
 */
export interface SheetCatalogue {
  /** Every product that is not deleted, whatever its status, with its internal fields. */
  listSheetProducts(): Promise<SheetProduct[]>;
  /** Changes whenever any product changes. */
  getCatalogueVersion(): Promise<string>;
  /**
   * Applies the plan's new and changed rows in one transaction, after `check` confirms (inside
   * it, under the catalogue's write lock) that nothing changed since the preview; `check`
   * throwing rolls everything back.
   */
  applyImport(plan: ImportPlan, actor: ImportActor, check: (version: string, db: Kysely<DB>) => Promise<void>): Promise<void>;
}

/**
 * The sheets' view of the products table, through the product repository's own writes: each
 * new product and each change gets its revision as an admin's edit would, all in one
 * transaction; then the public copy reloads and "catalogue" is announced once.
 */
export function productSheetCatalogue(repository: ProductRepository, catalogue: Catalogue): SheetCatalogue {
  return {
    async listSheetProducts() {
      const translations = await repository.listTranslations();
      return (await repository.listProducts()).map((record) => {
        const { images: _images, ...values } = valuesOf(record);
        return { id: record.id, ...values, translations: translations.get(record.id) ?? {} };
      });
    },
    getCatalogueVersion: () => repository.getCatalogueVersion(),
    async applyImport(plan, actor, check) {
      await repository.inOneTransaction(async (products, db) => {
        await check(await products.getCatalogueVersion(), db);
        for (const row of plan.rows) {
          if (row.action !== "create" && row.action !== "update") continue;
          // The version check above makes a vanished product a bug, not a race: nothing is committed.
          const vanished = () => new Error(`Product of row ${row.row} vanished during the import`);
          let id: string;
          if (row.action === "create") id = (await products.createProduct(row.input, actor, "create")).id;
          else {
            id = row.productId;
            // Only the languages' texts changed: the product's own fields are not written again.
            if (row.fieldsChanged !== false && !(await products.updateProduct(id, row.input, actor, "update"))) throw vanished();
          }
          for (const [locale, texts] of Object.entries(row.translations ?? {}) as [Locale, ProductTranslation | null][]) {
            if ((await products.saveTranslation(id, locale, texts, actor)) === undefined) throw vanished();
          }
        }
      });
      await catalogue.refreshIfChanged();
    },
  };
}

class StaleCatalogue extends Error {}
class AlreadyApplied extends Error {}

const hashToken = (token: string) => previewId("catalogue", token);

export class CatalogueSheets {
  private readonly catalogue: SheetCatalogue;
  private readonly previews: ImportPreviewRepository;
  private readonly now: () => number;
  private readonly vocabulary: VocabularyLookup;

  constructor(options: { catalogue: SheetCatalogue; previews: ImportPreviewRepository; now?: () => number; vocabulary?: VocabularyLookup }) {
    this.catalogue = options.catalogue;
    this.previews = options.previews;
    this.now = options.now ?? Date.now;
    this.vocabulary = options.vocabulary ?? SEEDED_VOCABULARY;
  }

  async exportXlsx(): Promise<Buffer> {
    return catalogueXlsx(await this.catalogue.listSheetProducts());
  }

  async exportCsv(): Promise<string> {
    return catalogueCsv(await this.catalogue.listSheetProducts());
  }

  template(): Promise<Buffer> {
    return templateXlsx(this.vocabulary);
  }

  /**
   * Reads an uploaded file and stores what it would do, under a new random token; nothing in
   * the catalogue changes. A file that cannot be read, or lacks required columns, is refused.
   */
  async preview(actor: ImportActor, file: Pick<UploadedFile, "name" | "bytes">): Promise<Outcome<{ token: string; plan: ImportPlan }>> {
    const read = await readSheetFile(file.bytes);
    if (read.kind === "refused") return invalid({ file: read.message });
    // The version is read before the products: a change landing in between makes the preview stale, never wrong.
    const version = await this.catalogue.getCatalogueVersion();
    const planned = planImport(await this.catalogue.listSheetProducts(), read.headers, read.rows, this.vocabulary);
    if (planned.kind !== "ok") return planned;
    const token = newPreviewToken();
    const now = this.now();
    await this.previews.createPreview({
      id: hashToken(token),
      admin_id: actor.id,
      file_name: file.name.slice(0, 200),
      catalogue_version: version,
      plan: JSON.stringify(planned.value),
      created_at: now,
      expires_at: now + PREVIEW_TTL_MS,
    });
    return ok({ token, plan: planned.value });
  }

  /** The admin's own preview, while it lasts. */
  async getPreview(actor: ImportActor, token: string): Promise<Outcome<ImportPreview>> {
    const row = await this.previews.getPreviewById(hashToken(token), this.now());
    if (!row || row.admin_id !== actor.id) return notFound(IMPORT_TEXT.expired);
    const version = await this.catalogue.getCatalogueVersion();
    return ok({
      fileName: row.file_name,
      createdAt: Number(row.created_at),
      expiresAt: Number(row.expires_at),
      plan: JSON.parse(row.plan) as ImportPlan,
      stale: version !== row.catalogue_version,
    });
  }

  /**
   * Applies exactly the previewed plan, in one transaction, once. Refused when a row has
   * errors, and when the catalogue changed since the preview; then nothing is written.
   */
  async apply(actor: ImportActor, token: string): Promise<Outcome<ImportCounts>> {
    const id = hashToken(token);
    const row = await this.previews.getPreviewById(id, this.now());
    if (!row || row.admin_id !== actor.id) return notFound(IMPORT_TEXT.expired);
    const plan = JSON.parse(row.plan) as ImportPlan;
    if (plan.counts.error > 0) return invalid({}, IMPORT_TEXT.hasErrors);
    try {
      await this.catalogue.applyImport(plan, actor, async (version, db) => {
        // Taken first: of two confirms of one preview, the second finds it gone (not "changed").
        if (!(await this.previews.deletePreview(db, id))) throw new AlreadyApplied();
        if (version !== row.catalogue_version) throw new StaleCatalogue();
      });
    } catch (error) {
      if (error instanceof StaleCatalogue) return conflict(IMPORT_TEXT.stale);
      if (error instanceof AlreadyApplied) return notFound(IMPORT_TEXT.expired);
      throw error;
    }
    return ok(plan.counts);
  }
}
