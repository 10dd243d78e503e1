import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { productSeeds } from "../../content/products";
import { IMPORT_TEXT, PREVIEW_TTL_MS } from "../../app/catalogue/catalogue-import";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { ContentChanges } from "../content-changes.server";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { Catalogue } from "./catalogue.server";
import { CatalogueSheets, productSheetCatalogue } from "./catalogue-sheets.server";
import { ImportPreviewRepository } from "./import-preview-repository.server";
import { ProductRepository } from "./product-repository.server";
import { catalogueCsv } from "./sheet-files.server";
import type { SheetProduct } from "./sheet-format.server";

const actor = { id: "admin-1", name: "Test Admin" };

describe("the spreadsheet import on a real database", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let database: Database;
  let catalogue: Catalogue;
  let repository: ProductRepository;
  let changes: string[];
  let clock: number;
  let sheets: CatalogueSheets;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-sheets-"));
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir });
    await migrate(database);
    const contentChanges = new ContentChanges();
    changes = [];
    contentChanges.subscribe((what) => changes.push(what));
    repository = new ProductRepository(database);
    catalogue = await Catalogue.open({ repository, contentChanges, log: pino({ level: "silent" }), seeds: productSeeds.slice(0, 20), recheckMs: 0 });
    clock = Date.now();
    sheets = new CatalogueSheets({ catalogue: productSheetCatalogue(repository, catalogue), previews: new ImportPreviewRepository(database.db), now: () => clock });
  });
  afterEach(async () => {
    catalogue.close();
    await database.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const current = async (): Promise<SheetProduct[]> => productSheetCatalogue(repository, catalogue).listSheetProducts();

  async function previewOf(products: SheetProduct[]): Promise<string> {
    const outcome = await sheets.preview(actor, { name: "products.csv", bytes: Buffer.from(catalogueCsv(products)) });
    if (outcome.kind !== "ok") throw new Error(outcome.message);
    return outcome.value.token;
  }

  const newProduct = (name: string, base: SheetProduct): SheetProduct => ({ ...base, id: "", slug: "", name, status: "published", translations: {} });

  it("carries each language's texts: the preview shows old and new, the apply writes them, an emptied language goes back to English", async () => {
    const products = await current();
    const [first, second] = products as [SheetProduct, SheetProduct];
    expect(first.translations?.fr?.descriptionList.length).toBeGreaterThan(0);
    const oldFrench = first.translations!.fr!.descriptionList;
    const edited = products.map((p) => {
      if (p.id === first.id) return { ...p, translations: { ...p.translations, fr: { ...p.translations!.fr!, descriptionList: ["Nouvelle ligne", ...oldFrench.slice(1)], uses: ["antalgique"] } } };
      if (p.id === second.id) return { ...p, translations: { ...p.translations, ru: { descriptionList: [], keyBenefits: [], uses: [] } } };
      return p;
    });
    const outcome = await sheets.preview(actor, { name: "products.csv", bytes: Buffer.from(catalogueCsv(edited)) });
    if (outcome.kind !== "ok") throw new Error(outcome.message);
    const rows = outcome.value.plan.rows;
    const firstRow = rows.find((r) => r.action === "update" && r.productId === first.id);
    if (firstRow?.action !== "update") throw new Error("the first product's row is not an update");
    expect(firstRow.changes).toEqual(
      expect.arrayContaining([
        { column: "Description list (fr)", from: oldFrench.join("\n"), to: ["Nouvelle ligne", ...oldFrench.slice(1)].join("\n") },
        { column: "Uses (fr)", from: first.translations!.fr!.uses.join("\n"), to: "antalgique" },
      ]),
    );
    expect(firstRow.fieldsChanged).toBe(false);
    expect(outcome.value.plan.counts.update).toBe(2);

    expect((await sheets.apply(actor, outcome.value.token)).kind).toBe("ok");
    const firstProduct = catalogue.getProductBySlug(first.slug)!;
    expect(catalogue.localize(firstProduct, "fr").descriptionList[0]).toBe("Nouvelle ligne");
    expect(catalogue.localize(firstProduct, "fr").uses).toEqual(["antalgique"]);
    const secondProduct = catalogue.getProductBySlug(second.slug)!;
    expect(catalogue.localize(secondProduct, "ru").descriptionList).toEqual(secondProduct.descriptionList);
    // Only the languages changed: one translation revision each, no product edit.
    const revisions = await database.db.selectFrom("product_revisions").select(["action"]).execute();
    expect(revisions.map((r) => r.action).sort()).toEqual(["translate", "translate"]);
  });

  it("refuses a language's texts that break the language tab's rules, naming the column", async () => {
    const products = await current();
    const [first] = products as [SheetProduct];
    const edited = products.map((p) => (p.id === first.id ? { ...p, translations: { es: { descriptionList: [], keyBenefits: ["Solo un beneficio"], uses: [] } } } : p));
    const outcome = await sheets.preview(actor, { name: "products.csv", bytes: Buffer.from(catalogueCsv(edited)) });
    if (outcome.kind !== "ok") throw new Error(outcome.message);
    const row = outcome.value.plan.rows.find((r) => r.action === "error");
    expect(row?.action === "error" ? row.problems : []).toEqual([{ column: "Description list (es)", message: "Description list needs at least 1 line" }]);
  });

  it("applies many rows, each with its revision, then reloads the public copy and announces it once", async () => {
    const products = await current();
    const edited = products.map((p, i) => (i < 5 ? { ...p, packSize: `${p.packSize} (new)` } : p));
    const added = Array.from({ length: 30 }, (_, i) => newProduct(`Imported Product ${i + 1}`, products[0]!));
    const token = await previewOf([...edited, ...added]);
    changes.length = 0;

    expect(await sheets.apply(actor, token)).toEqual({ kind: "ok", value: { create: 30, update: 5, unchanged: 15, error: 0 } });
    expect(changes).toEqual(["catalogue"]);
    expect(catalogue.getProductBySlug("imported-product-30")?.name).toBe("Imported Product 30");
    expect(catalogue.getProductBySlug(products[0]!.slug)?.packSize).toBe(`${products[0]!.packSize} (new)`);
    const revisions = await database.db.selectFrom("product_revisions").select(["action", "admin_name"]).execute();
    expect(revisions).toHaveLength(35);
    expect(new Set(revisions.map((r) => r.admin_name))).toEqual(new Set(["Test Admin"]));
  });

  it("writes nothing when a change fails part-way through the transaction, and keeps the preview", async () => {
    const products = await current();
    const victim = products[3]!;
    // Rows apply in file order: the new products first, then the change whose product is gone.
    const token = await previewOf([newProduct("First New Product", products[0]!), newProduct("Second New Product", products[0]!), { ...victim, packSize: "changed" }]);
    // Gone without touching updated_at, so the version check passes and the write itself fails.
    await database.db.updateTable("products").set({ deleted_at: clock }).where("id", "=", victim.id).execute();
    const before = JSON.stringify(await database.db.selectFrom("products").selectAll().orderBy("id").execute());
    changes.length = 0;

    await expect(sheets.apply(actor, token)).rejects.toThrow(/vanished during the import/);
    expect(JSON.stringify(await database.db.selectFrom("products").selectAll().orderBy("id").execute())).toBe(before);
    expect(await database.db.selectFrom("product_revisions").select("id").execute()).toEqual([]);
    expect(changes).toEqual([]);
    expect((await sheets.getPreview(actor, token)).kind).toBe("ok");
  });

  it("forgets a preview after its time, on the service's clock", async () => {
    const products = await current();
    const token = await previewOf([{ ...products[0]!, packSize: "changed" }]);
    clock += PREVIEW_TTL_MS - 1;
    expect((await sheets.getPreview(actor, token)).kind).toBe("ok");
    clock += 1;
    expect(await sheets.getPreview(actor, token)).toEqual({ kind: "not-found", message: IMPORT_TEXT.expired });
    expect(await sheets.apply(actor, token)).toEqual({ kind: "not-found", message: IMPORT_TEXT.expired });
    expect((await repository.getProduct(products[0]!.id))?.packSize).toBe(products[0]!.packSize);
  });
});
