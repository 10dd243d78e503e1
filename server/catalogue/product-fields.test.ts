import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { productSeeds } from "../../content/products";
import { ProductInputSchema } from "../../app/schemas/product";
import { fieldSpec, PRODUCT_FIELD_KEYS, PUBLIC_FIELD_KEYS, TRANSLATABLE_FIELD_KEYS } from "../../app/schemas/product-fields";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { ContentChanges } from "../content-changes.server";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { Catalogue } from "./catalogue.server";
import { planImport } from "./import-plan.server";
import { ProductAdmin } from "./product-admin.server";
import { ProductRepository } from "./product-repository.server";
import { productRow, SHEET_COLUMNS } from "./sheet-format.server";

describe("the product field table", () => {
  it("gives every field its own column and sheet header", () => {
    const columns = PRODUCT_FIELD_KEYS.map((key) => fieldSpec(key).column);
    expect(new Set(columns).size).toBe(columns.length);
    const headers = SHEET_COLUMNS.map((column) => column.header.toLowerCase());
    expect(new Set(headers).size).toBe(headers.length);
    expect(SHEET_COLUMNS.filter((column) => column.field).map((column) => column.field).sort()).toEqual([...PRODUCT_FIELD_KEYS].sort());
  });

  it("has a rule for every field, and only public fields are translatable or on the product page", () => {
    expect(Object.keys(ProductInputSchema.shape).sort()).toEqual([...PRODUCT_FIELD_KEYS, "images"].sort());
    for (const key of PRODUCT_FIELD_KEYS) {
      const spec = fieldSpec(key);
      if (spec.translatable || spec.details) expect(PUBLIC_FIELD_KEYS).toContain(key);
    }
    expect(TRANSLATABLE_FIELD_KEYS).toEqual(["descriptionList", "keyBenefits", "uses"]);
  });
});

/**
 * A language added to the site has no stored texts for any product (no migration writes them):
 * its pages show the English texts, the admin's language tab starts empty, and a save fills it.
 */
describe("a language without stored product texts", () => {
  const log = pino({ level: "silent" });
  const actor = { id: "admin-1", name: "Test Admin" };
  let dataDir: string;
  let testDb: TestDatabase;
  let database: Database;
  let catalogue: Catalogue;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-fields-"));
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir });
    await migrate(database);
    const repository = new ProductRepository(database);
    catalogue = await Catalogue.open({ repository, contentChanges: new ContentChanges(), log, seeds: productSeeds.slice(0, 3), recheckMs: 0 });
    // As for a language the seed has no texts for: no row for any product.
    await database.db.deleteFrom("product_translations").where("locale", "=", "fr").execute();
    await catalogue.reloadNow();
  });
  afterEach(async () => {
    catalogue.close();
    await database.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("reads as empty, shows English on the pages, and is filled by the admin", async () => {
    const repository = new ProductRepository(database);
    const admin = new ProductAdmin(repository, catalogue);
    const [record] = await repository.listProducts();
    if (!record) throw new Error("expected a product");
    const product = catalogue.getProductBySlug(record.slug)!;

    const before = await admin.translation(record.id, "fr");
    expect(before).toMatchObject({ kind: "ok", value: { translated: false, descriptionList: [], keyBenefits: [] } });
    expect(catalogue.localize(product, "fr").descriptionList).toEqual(record.descriptionList);
    expect((await admin.missingTranslations()).find((m) => m.locale === "fr")?.count).toBe(3);

    const texts = { descriptionList: ["Comprimé contre la douleur"], keyBenefits: ["Agit vite"] };
    expect(await admin.saveTranslation(record.id, "fr", texts, actor)).toMatchObject({ kind: "ok", value: { translated: true, ...texts } });
    expect(catalogue.localize(catalogue.getProductBySlug(record.slug)!, "fr")).toMatchObject(texts);
    expect(catalogue.localize(catalogue.getProductBySlug(record.slug)!, "es").descriptionList).not.toEqual(texts.descriptionList);
  });

  it("keeps the spreadsheet as it was: an export read back plans no change", async () => {
    const repository = new ProductRepository(database);
    const products = (await repository.listProducts()).map(({ images: _images, seedSlug: _seed, updatedAt: _updated, editedAt: _edited, ...fields }) => fields);
    const headers = SHEET_COLUMNS.map((column) => column.header);
    const rows = products.map((p, index) => ({ rowNumber: index + 2, cells: productRow(p) }));
    const planned = planImport(products, headers, rows);
    expect(planned.kind === "ok" && planned.value.counts).toMatchObject({ unchanged: 3, error: 0 });
  });
});
