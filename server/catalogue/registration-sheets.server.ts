import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { PREVIEW_TTL_MS, REGISTRATION_IMPORT_TEXT } from "../../app/catalogue/catalogue-import";
import { conflict, invalid, notFound, ok, type Outcome } from "../../app/forms/outcome";
import type { DbKind } from "../db/database.server";
import type { DB } from "../db/schema.server";
import type { UploadedFile } from "../http/multipart.server";
import { newPreviewToken, previewId, type ImportPreviewRepository } from "./import-preview-repository.server";
import type { Actor, ProductRepository } from "./product-repository.server";
import {
  planRegistrations,
  registrationRow,
  REGISTRATION_COLUMNS,
  REGISTRATION_HEADERS,
  REGISTRATION_INSTRUCTIONS,
  REGISTRATIONS_SHEET,
  type RegistrationCounts,
  type RegistrationPlan,
  type SheetRegistration,
  type SheetRegistrationProduct,
} from "./registration-sheet.server";
import type { ProductRegistrations } from "./registrations.server";
import { readSheetFile, sheetCsv, sheetXlsx } from "./sheet-files.server";

/** A stored registrations preview, as its page shows it. */
export interface RegistrationPreview {
  fileName: string;
  createdAt: number;
  expiresAt: number;
  plan: RegistrationPlan;
  /** The registrations (or the products they name) changed since: the confirm will be refused. */
  stale: boolean;
}

/**
 * What the registrations spreadsheet reads and writes: the products that can be named, the
 * stored registrations, a version that changes with either, and the one transaction a plan is
 * written in.
 */
export interface SheetRegistrations {
  listProducts(): Promise<SheetRegistrationProduct[]>;
  listRegistrations(): Promise<SheetRegistration[]>;
  /**
   * Applies the plan in one transaction, after `check` confirms (inside it, with both tables
   * held still) what the version is; `check` throwing rolls everything back.
   */
  apply(plan: RegistrationPlan, check: (version: string, db: Kysely<DB>) => Promise<void>): Promise<void>;
}

const sheetProduct = (product: SheetRegistrationProduct): SheetRegistrationProduct => ({ id: product.id, slug: product.slug, name: product.name });

/**
 * The registrations' side, through their own service: the products come from the catalogue's
 * repository, and the transaction is its write lock (no product appears, goes or is renamed
 * while a plan is written). On PostgreSQL the registrations table is held too, so an admin's
 * save on another process waits for the import rather than slipping between its check and its
 * writes; on SQLite the write lock already makes every writer wait.
 */
export function registrationSheetStore(options: { products: ProductRepository; registrations: ProductRegistrations; kind: DbKind }): SheetRegistrations {
  const { products, registrations, kind } = options;
  return {
    listProducts: async () => (await products.listProducts()).map(sheetProduct),
    listRegistrations: () => registrations.listStored(),
    async apply(plan, check) {
      await products.inOneTransaction(async (held, db) => {
        if (kind === "postgres") await sql`lock table product_registrations in share row exclusive mode`.execute(db);
        await check(registrationsVersion((await held.listProducts()).map(sheetProduct), await registrations.listStored(db)), db);
        await registrations.writeSheet(db, plan.rows);
      });
      await registrations.applied();
    },
  };
}

/**
 * A fingerprint of what a plan is made from: every registration and every product's id, slug
 * and name (a row may name its product by any of them). Any change to them makes a preview stale.
 */
function registrationsVersion(products: readonly SheetRegistrationProduct[], registrations: readonly SheetRegistration[]): string {
  const sorted = [...products].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return createHash("sha256").update(JSON.stringify([sorted, registrations])).digest("hex");
}

class StaleRegistrations extends Error {}
class AlreadyApplied extends Error {}

const hashToken = (token: string) => previewId("registrations", token);

/**
 * The registrations spreadsheet (decision 0057): the export, and the import in the catalogue
 * import's two steps (its file reader, its preview table, its limits): a preview stored under
 * a token, then its confirm, applied once, in one transaction, or not at all.
 */
export class RegistrationSheets {
  private readonly store: SheetRegistrations;
  private readonly previews: ImportPreviewRepository;
  private readonly now: () => number;

  constructor(options: { store: SheetRegistrations; previews: ImportPreviewRepository; now?: () => number }) {
    this.store = options.store;
    this.previews = options.previews;
    this.now = options.now ?? Date.now;
  }

  /** Every registration of a product that is not deleted, in the catalogue's order, countries by code. */
  private async exportRows(): Promise<string[][]> {
    const products = await this.store.listProducts();
    const byProduct = new Map<string, SheetRegistration[]>();
    for (const registration of await this.store.listRegistrations()) {
      byProduct.set(registration.productId, [...(byProduct.get(registration.productId) ?? []), registration]);
    }
    return products.flatMap((product) => (byProduct.get(product.id) ?? []).map((registration) => registrationRow(product, registration)));
  }

  async exportXlsx(): Promise<Buffer> {
    return sheetXlsx(REGISTRATIONS_SHEET, REGISTRATION_COLUMNS, await this.exportRows(), { lines: REGISTRATION_INSTRUCTIONS, bold: [1, 6] });
  }

  async exportCsv(): Promise<string> {
    return sheetCsv(REGISTRATION_HEADERS, await this.exportRows());
  }

  /**
   * Reads an uploaded file and stores what it would do, under a new random token; no
   * registration changes. A file that cannot be read, or lacks the columns it needs, is refused.
   */
  async preview(actor: Actor, file: Pick<UploadedFile, "name" | "bytes">): Promise<Outcome<{ token: string; plan: RegistrationPlan }>> {
    const read = await readSheetFile(file.bytes);
    if (read.kind === "refused") return invalid({ file: read.message });
    // The version is taken from the very lists the plan is made from: what it compares is what it checks.
    const [products, registrations] = [await this.store.listProducts(), await this.store.listRegistrations()];
    const version = registrationsVersion(products, registrations);
    const planned = planRegistrations(products, registrations, read.headers, read.rows);
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
  async getPreview(actor: Actor, token: string): Promise<Outcome<RegistrationPreview>> {
    const row = await this.previews.getPreviewById(hashToken(token), this.now());
    if (!row || row.admin_id !== actor.id) return notFound(REGISTRATION_IMPORT_TEXT.expired);
    return ok({
      fileName: row.file_name,
      createdAt: Number(row.created_at),
      expiresAt: Number(row.expires_at),
      plan: JSON.parse(row.plan) as RegistrationPlan,
      stale: registrationsVersion(await this.store.listProducts(), await this.store.listRegistrations()) !== row.catalogue_version,
    });
  }

  /**
   * Applies exactly the previewed plan, in one transaction, once. Refused when a row has
   * errors, and when the registrations or products changed since the preview; then nothing is
   * written.
   */
  async apply(actor: Actor, token: string): Promise<Outcome<RegistrationCounts>> {
    const id = hashToken(token);
    const row = await this.previews.getPreviewById(id, this.now());
    if (!row || row.admin_id !== actor.id) return notFound(REGISTRATION_IMPORT_TEXT.expired);
    const plan = JSON.parse(row.plan) as RegistrationPlan;
    if (plan.counts.error > 0) return invalid({}, REGISTRATION_IMPORT_TEXT.hasErrors);
    try {
      await this.store.apply(plan, async (version, db) => {
        // Taken first: of two confirms of one preview, the second finds it gone (not "changed").
        if (!(await this.previews.deletePreview(db, id))) throw new AlreadyApplied();
        if (version !== row.catalogue_version) throw new StaleRegistrations();
      });
    } catch (error) {
      if (error instanceof StaleRegistrations) return conflict(REGISTRATION_IMPORT_TEXT.stale);
      if (error instanceof AlreadyApplied) return notFound(REGISTRATION_IMPORT_TEXT.expired);
      throw error;
    }
    return ok(plan.counts);
  }
}
