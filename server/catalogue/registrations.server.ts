import type { Kysely } from "kysely";
import { resolveCountry } from "../../app/company/countries.server";
import { fieldErrors } from "../../app/forms/field-errors";
import { invalid, notFound, ok, type Outcome } from "../../app/forms/outcome";
import { REGISTRATION_STATUSES, RegistrationInputSchema, type Registration, type RegistrationStatus } from "../../app/schemas/registrations";
import type { ContentChanges } from "../content-changes.server";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";
import type { PlannedRegistration, SheetRegistration } from "./registration-sheet.server";

/** The samples a new database starts with: fictional numbers, each marked as a sample. */
const SAMPLES: ReadonlyArray<{ seedSlug: string; countryCode: string; status: RegistrationStatus; number: string | null; validUntil: string | null }> = [
  { seedSlug: "verdamol-500-tablets", countryCode: "KE", status: "registered", number: "SAMPLE-KE-PPB-0417", validUntil: "2028-03-31" },
  { seedSlug: "verdamol-500-tablets", countryCode: "NG", status: "in-process", number: null, validUntil: null },
  { seedSlug: "verdamol-500-tablets", countryCode: "GH", status: "registered", number: "SAMPLE-GH-FDA-2291", validUntil: "2027-09-30" },
  { seedSlug: "verdamol-500-tablets", countryCode: "PH", status: "withdrawn", number: "SAMPLE-PH-DR-0083", validUntil: "2025-06-30" },
  { seedSlug: "verdamol-650-tablets", countryCode: "KE", status: "registered", number: "SAMPLE-KE-PPB-0533", validUntil: "2028-11-30" },
  { seedSlug: "verdamol-650-tablets", countryCode: "VN", status: "in-process", number: null, validUntil: null },
];

/** The site_settings key that says the samples were written once (an admin may delete them for good). */
const SAMPLES_WRITTEN = "registration-samples";

export const REGISTRATION_PRODUCT_NOT_FOUND = "Product not found";

/** Registered, or in process: what a buyer filtering by country is shown (in process marked as such). */
function onSaleStatus(status: string): status is "registered" | "in-process" {
  return status === "registered" || status === "in-process";
}

/**
 * Products' registrations by country (decision 0057): kept in the database, read by the pages
 * from an in-memory copy. Saving reloads the copy and emits "registrations" (cached pages drop,
 * other processes reload theirs).
 */
export class ProductRegistrations {
  private byProduct = new Map<string, Registration[]>();

  private constructor(
    private readonly db: Kysely<DB>,
    private readonly changes: ContentChanges,
    private readonly log: Logger,
  ) {}

  static async open(options: { db: Kysely<DB>; changes: ContentChanges; log: Logger }): Promise<ProductRegistrations> {
    const registrations = new ProductRegistrations(options.db, options.changes, options.log);
    await registrations.writeSamplesOnce();
    await registrations.reload();
    options.changes.refreshWith("registrations", () => registrations.reload());
    return registrations;
  }

  /** A product's registrations, by country code. */
  forProduct(productId: string | null): Registration[] {
    return productId ? (this.byProduct.get(productId) ?? []) : [];
  }

  /** The countries some product is registered or being registered in: a buyer's choices. */
  countriesOnSale(): string[] {
    const codes = new Set<string>();
    for (const list of this.byProduct.values()) for (const r of list) if (onSaleStatus(r.status)) codes.add(r.countryCode);
    return [...codes].sort();
  }

  /** A product's status in one country when it is registered or in process there; null otherwise. */
  statusIn(productId: string | null, countryCode: string): "registered" | "in-process" | null {
    const status = this.forProduct(productId).find((r) => r.countryCode === countryCode)?.status;
    return status && onSaleStatus(status) ? status : null;
  }

  /** Adds a country's registration to a product, or replaces it (no longer a sample then). */
  async save(productId: string, raw: unknown, now = Date.now()): Promise<Outcome<Registration>> {
    const parsed = RegistrationInputSchema.safeParse(raw);
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const country = resolveCountry(parsed.data.country);
    if (!country) return invalid({ country: "Choose a country from the list" });
    const product = await this.db.selectFrom("products").select("id").where("id", "=", productId).where("deleted_at", "is", null).executeTakeFirst();
    if (!product) return notFound(REGISTRATION_PRODUCT_NOT_FOUND);
    const row = { status: parsed.data.status, number: parsed.data.number, valid_until: parsed.data.validUntil, sample: 0, updated_at: now };
    await this.db
      .insertInto("product_registrations")
      .values({ product_id: productId, country_code: country.code, ...row })
      .onConflict((c) => c.columns(["product_id", "country_code"]).doUpdateSet(row))
      .execute();
    await this.changed();
    return ok(this.forProduct(productId).find((r) => r.countryCode === country.code)!);
  }

  /** Removes a product's registration in a country; not found when it had none. */
  async remove(productId: string, countryCode: string): Promise<Outcome<undefined>> {
    const result = await this.db.deleteFrom("product_registrations").where("product_id", "=", productId).where("country_code", "=", countryCode).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return notFound("No such registration");
    await this.changed();
    return ok();
  }

  /**
   * Every stored registration, read from the database rather than the copy in memory (which
   * another process's change reaches a moment later): what a spreadsheet is compared with.
   * `db`: the transaction to read in.
   */
  async listStored(db: Kysely<DB> = this.db): Promise<SheetRegistration[]> {
    const rows = await db.selectFrom("product_registrations").selectAll().orderBy("product_id").orderBy("country_code").execute();
    return rows.flatMap((row) => {
      const status = REGISTRATION_STATUSES.find((s) => s === row.status);
      return status ? [{ productId: row.product_id, countryCode: row.country_code, status, number: row.number, validUntil: row.valid_until }] : [];
    });
  }

  /**
   * Writes a spreadsheet's rows in the caller's transaction (which checked that nothing changed
   * since the preview): each added or changed row as the admin's save writes it (no longer a
   * sample), each removal as the admin's Remove. Then `applied` once it has committed.
   */
  async writeSheet(db: Kysely<DB>, rows: readonly PlannedRegistration[], now = Date.now()): Promise<void> {
    for (const row of rows) {
      if (row.action === "create" || row.action === "update") {
        const values = { status: row.after.status, number: row.after.number, valid_until: row.after.validUntil, sample: 0, updated_at: now };
        await db
          .insertInto("product_registrations")
          .values({ product_id: row.productId, country_code: row.countryCode, ...values })
          .onConflict((c) => c.columns(["product_id", "country_code"]).doUpdateSet(values))
          .execute();
      } else if (row.action === "remove") {
        await db.deleteFrom("product_registrations").where("product_id", "=", row.productId).where("country_code", "=", row.countryCode).execute();
      }
    }
  }

  /** After a spreadsheet's transaction committed: the same reload and announcement as a save. */
  applied(): Promise<void> {
    return this.changed();
  }

  private async writeSamplesOnce(now = Date.now()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("site_settings")
        .values({ key: SAMPLES_WRITTEN, value: "true", updated_at: now, updated_by: null })
        .onConflict((c) => c.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      // Written once already (by this process or another): the admin's registrations are theirs.
      if (!inserted) return;
      const products = await trx.selectFrom("products").select(["id", "seed_slug"]).where("seed_slug", "in", [...new Set(SAMPLES.map((s) => s.seedSlug))]).execute();
      const idOf = new Map(products.map((p) => [p.seed_slug, p.id]));
      const rows = SAMPLES.flatMap((sample) => {
        const id = idOf.get(sample.seedSlug);
        return id ? [{ product_id: id, country_code: sample.countryCode, status: sample.status, number: sample.number, valid_until: sample.validUntil, sample: 1, updated_at: now }] : [];
      });
      if (rows.length > 0) await trx.insertInto("product_registrations").values(rows).onConflict((c) => c.doNothing()).execute();
      this.log.info({ samples: rows.length }, "sample registrations written");
    });
  }

  private async reload(): Promise<void> {
    const rows = await this.db.selectFrom("product_registrations").selectAll().orderBy("product_id").orderBy("country_code").execute();
    const byProduct = new Map<string, Registration[]>();
    for (const row of rows) {
      const status = REGISTRATION_STATUSES.find((s) => s === row.status);
      if (!status) continue;
      const list = byProduct.get(row.product_id) ?? [];
      list.push({ countryCode: row.country_code, status, number: row.number, validUntil: row.valid_until, sample: Number(row.sample) === 1 });
      byProduct.set(row.product_id, list);
    }
    this.byProduct = byProduct;
  }

  private async changed(): Promise<void> {
    await this.reload();
    this.changes.emit("registrations");
  }
}
