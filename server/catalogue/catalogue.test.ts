import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { productSeeds } from "../../content/products";
import { slugify } from "../../app/catalogue/slug";
import { CATEGORIES, type ProductInput, type ProductSeed } from "../../app/schemas/product";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { ContentChanges } from "../content-changes.server";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { toSeedEntries } from "./catalogue-seed.server";
import { Catalogue } from "./catalogue.server";
import {
  ProductRepository,
  ProductSlugTakenError,
  type ProductRecord,
  type SeedSyncReport,
  valuesOf,
} from "./product-repository.server";

const log = pino({ level: "silent" });
const actor = { id: "admin-1", name: "Test Admin" };
const remarks = productSeeds.map((s) => s.remark).filter((r) => r !== "");

function inputOf(record: ProductRecord, changes: Partial<ProductInput> = {}): ProductInput {
  const { slug: _slug, ...values } = valuesOf(record);
  return { ...values, ...changes };
}

describe("the catalogue on a real database", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  const opened: Database[] = [];
  const catalogues: Catalogue[] = [];

  /** A connection of its own, as a second process would have. */
  function open(): Database {
    const database = openDatabase({ databaseUrl: testDb.url, dataDir });
    opened.push(database);
    return database;
  }

  async function openCatalogue(
    database: Database,
    seeds: readonly ProductSeed[] = productSeeds,
    contentChanges = new ContentChanges(),
  ): Promise<Catalogue> {
    const catalogue = await Catalogue.open({
      repository: new ProductRepository(database),
      contentChanges,
      log,
      seeds,
      recheckMs: 0,
    });
    catalogues.push(catalogue);
    return catalogue;
  }

  let database: Database;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-catalogue-"));
    testDb = await createTestDatabase();
    database = open();
    await migrate(database);
  });
  afterEach(async () => {
    for (const c of catalogues.splice(0)) c.close();
    for (const d of opened.splice(0)) await d.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe("loading the content file", () => {
    it("inserts every product once; a second load writes nothing", async () => {
      const repository = new ProductRepository(database);
      const entries = toSeedEntries(productSeeds);
      expect(await repository.syncSeed(entries)).toEqual({
        inserted: productSeeds.length,
        updated: 0,
        removed: 0,
        keptForAdmin: 0,
        skipped: [],
      });
      const version = await repository.getCatalogueVersion();
      expect(await repository.syncSeed(entries)).toEqual({ inserted: 0, updated: 0, removed: 0, keptForAdmin: 0, skipped: [] });
      expect(await repository.getCatalogueVersion()).toBe(version);
      expect(await repository.listProducts()).toHaveLength(productSeeds.length);
    });

    it("updates a changed entry by its slug, adds new ones and removes vanished ones", async () => {
      const [first, second, third] = productSeeds;
      if (!first || !second || !third) throw new Error("expected seeds");
      const repository = new ProductRepository(database);
      await repository.syncSeed(toSeedEntries([first, second]));
      const before = await repository.listProducts();
      const report = await repository.syncSeed(
        toSeedEntries([{ ...first, pack_size: "1x100 tabs", remark: "new internal note" }, third]),
      );
      expect(report).toMatchObject({ inserted: 1, updated: 1, removed: 1, keptForAdmin: 0 });
      const after = await repository.listProducts();
      expect(after.map((p) => p.slug)).toEqual([slugify(first.name), slugify(third.name)]);
      expect(after[0]).toMatchObject({ id: before[0]?.id, packSize: "1x100 tabs", remark: "new internal note" });
    });

    it("stores the flattened image list of the one nested entry", async () => {
      const catalogue = await openCatalogue(database);
      const nested = productSeeds.find((s) => s.product_url.some((u) => Array.isArray(u)));
      if (!nested) throw new Error("expected the nested entry");
      expect(catalogue.getProductBySlug(slugify(nested.name))?.images).toEqual(nested.product_url.flat());
    });

    it("refuses an invalid entry or a repeated slug, naming it", () => {
      const [first] = productSeeds;
      if (!first) throw new Error("expected seeds");
      expect(() => toSeedEntries([{ ...first, dosage_form: "Lozenge" as never }])).toThrow(/Verdamol 500 Tablets/);
      expect(() => toSeedEntries([first, { ...first, name: first.name.toUpperCase() }])).toThrow(/share the slug/);
    });

    it("two processes loading at once insert each product once", async () => {
      // Separate processes, as in production: SQLite's lock wait blocks the whole thread, so two
      // connections in one process would only wait on each other.
      await migrate(database);
      const env = {
        PATH: process.env.PATH ?? "",
        DATA_DIR: dataDir,
        START_AT: String(Date.now() + 4000),
        ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
      };
      const run = () =>
        promisify(execFile)(process.execPath, ["--import", "tsx", "tests/support/seed-once.ts"], {
          cwd: path.resolve(import.meta.dirname, "../.."),
          env,
        });
      const outputs = await Promise.all([run(), run()]);
      const inserted = outputs.map((o) => (JSON.parse(o.stdout) as SeedSyncReport).inserted).sort((a, b) => a - b);
      expect(inserted).toEqual([0, productSeeds.length]);
      expect(await new ProductRepository(database).listProducts()).toHaveLength(productSeeds.length);
    });
  });

  describe("admin edits and the seed", () => {
    it("an edited product keeps its edit when the content file changes, even after a rename", async () => {
      const seeds = productSeeds.slice(0, 3);
      const catalogue = await openCatalogue(database, seeds);
      const [record] = await catalogue.listProductRecords();
      if (!record) throw new Error("expected a product");
      await catalogue.updateProduct(record.id, inputOf(record, { name: "Verdamol Plus 500 Tablets", packSize: "20 tabs" }), actor);

      const changedSeeds = seeds.map((s, i) => (i === 0 ? { ...s, pack_size: "1x10 tabs" } : s));
      const report = await new ProductRepository(database).syncSeed(toSeedEntries(changedSeeds));
      expect(report).toMatchObject({ inserted: 0, updated: 0, removed: 0, keptForAdmin: 1 });
      const reopened = await openCatalogue(database, changedSeeds);
      expect(reopened.getProductBySlug(record.slug)).toBeNull();
      expect(reopened.getProductBySlug("verdamol-plus-500-tablets")).toMatchObject({ packSize: "20 tabs" });
      expect(reopened.listProducts()).toHaveLength(3);
    });

    it("a deleted product disappears and the seed does not bring it back", async () => {
      const seeds = productSeeds.slice(0, 3);
      const catalogue = await openCatalogue(database, seeds);
      const [record] = await catalogue.listProductRecords();
      if (!record) throw new Error("expected a product");
      expect(await catalogue.deleteProduct(record.id, actor)).toBe(true);
      expect(catalogue.getProductBySlug(record.slug)).toBeNull();
      expect(await catalogue.deleteProduct(record.id, actor)).toBe(false);

      const reopened = await openCatalogue(database, seeds);
      expect(reopened.getProductBySlug(record.slug)).toBeNull();
      expect(reopened.listProducts()).toHaveLength(2);
    });

    it("a seed entry whose slug an admin's product took is skipped, not failed", async () => {
      const [first, second] = productSeeds;
      if (!first || !second) throw new Error("expected seeds");
      const catalogue = await openCatalogue(database, [first]);
      const [record] = await catalogue.listProductRecords();
      if (!record) throw new Error("expected a product");
      await catalogue.updateProduct(record.id, inputOf(record, { name: second.name }), actor);
      const report = await new ProductRepository(database).syncSeed(toSeedEntries([first, second]));
      expect(report.skipped).toEqual([slugify(second.name)]);
    });

    it("refuses a rename onto another product's slug", async () => {
      const catalogue = await openCatalogue(database, productSeeds.slice(0, 2));
      const [a, b] = await catalogue.listProductRecords();
      if (!a || !b) throw new Error("expected two products");
      await expect(catalogue.updateProduct(a.id, inputOf(a, { name: b.name }), actor)).rejects.toBeInstanceOf(ProductSlugTakenError);
      expect(catalogue.getProductBySlug(a.slug)?.name).toBe(a.name);
    });
  });

  describe("the in-memory copy", () => {
    it("is refreshed and announced when this process changes a product", async () => {
      const changes = new ContentChanges();
      const heard: string[] = [];
      changes.subscribe((what) => heard.push(what));
      const catalogue = await openCatalogue(database, productSeeds, changes);
      const [record] = await catalogue.listProductRecords();
      if (!record) throw new Error("expected a product");
      await catalogue.updateProduct(record.id, inputOf(record, { composition: "Paracetamol IP 500 mg (revised)" }), actor);
      expect(catalogue.getProductBySlug(record.slug)?.composition).toBe("Paracetamol IP 500 mg (revised)");
      expect(heard).toEqual(["catalogue"]);
    });

    it("notices a change made by another process on its next check", async () => {
      const changes = new ContentChanges();
      const heard: string[] = [];
      changes.subscribe((what) => heard.push(what));
      const mine = await openCatalogue(database, productSeeds, changes);
      const theirs = await openCatalogue(open());
      expect(await mine.refreshIfChanged()).toBe(false);

      const [record] = await theirs.listProductRecords();
      if (!record) throw new Error("expected a product");
      await theirs.updateProduct(record.id, inputOf(record, { packSize: "5x10 tabs" }), actor);
      expect(mine.getProductBySlug(record.slug)?.packSize).toBe(record.packSize);
      expect(await mine.refreshIfChanged()).toBe(true);
      expect(mine.getProductBySlug(record.slug)?.packSize).toBe("5x10 tabs");
      expect(heard).toEqual(["catalogue"]);
    });

    it("holds no remark and no price, whichever way it is read", async () => {
      const catalogue = await openCatalogue(database);
      const records = await catalogue.listProductRecords();
      expect(records.filter((r) => r.remark !== "")).toHaveLength(remarks.length);
      const everything = JSON.stringify([
        catalogue.listProducts(),
        catalogue.listCategories(),
        catalogue.searchProducts({ q: "" }),
        catalogue.listProducts().map((p) => catalogue.listRelatedProducts(p)),
      ]);
      for (const remark of remarks) expect(everything).not.toContain(remark);
      for (const product of catalogue.listProducts()) {
        expect(product).not.toHaveProperty("remark");
        expect(product).not.toHaveProperty("price");
      }
    });

    it("holds only published products: a draft or hidden one is in no list, count or lookup", async () => {
      const catalogue = await openCatalogue(database);
      const records = await catalogue.listProductRecords();
      const [a, b] = records.filter((r) => r.category === "Pharmaceuticals");
      if (!a || !b) throw new Error("expected two products");
      const before = catalogue.listCategories().find((c) => c.title === "Pharmaceuticals")!.count;
      await catalogue.updateProduct(a.id, inputOf(a, { status: "hidden" }), actor);
      await catalogue.updateProduct(b.id, inputOf(b, { status: "draft" }), actor);
      for (const record of [a, b]) {
        expect(catalogue.getProductBySlug(record.slug)).toBeNull();
        expect(catalogue.listProducts().some((p) => p.slug === record.slug)).toBe(false);
        expect(catalogue.searchProducts({ q: record.name }).some((p) => p.slug === record.slug)).toBe(false);
        expect(catalogue.listProducts().flatMap((p) => catalogue.listRelatedProducts(p)).some((p) => p.slug === record.slug)).toBe(false);
      }
      expect(catalogue.listCategories().find((c) => c.title === "Pharmaceuticals")!.count).toBe(before - 2);
    });

    it("features the seed's list in its order, then what an admin features; a hidden one drops out", async () => {
      const seeds = productSeeds.slice(0, 6);
      const slugs = seeds.map((s) => slugify(s.name));
      const catalogue = await Catalogue.open({
        repository: new ProductRepository(database),
        contentChanges: new ContentChanges(),
        log,
        seeds,
        featured: [slugs[3]!, slugs[1]!],
        recheckMs: 0,
      });
      catalogues.push(catalogue);
      expect(catalogue.listFeaturedProducts().map((p) => p.slug)).toEqual([slugs[3], slugs[1]]);
      const records = await catalogue.listProductRecords();
      const fifth = records.find((r) => r.slug === slugs[5])!;
      await catalogue.updateProduct(fifth.id, inputOf(fifth, { featured: true, featuredOrder: 0 }), actor);
      const third = records.find((r) => r.slug === slugs[3])!;
      await catalogue.updateProduct(third.id, inputOf(third, { status: "hidden" }), actor);
      // The admin's (order 0) before the seed's second (order 1); the hidden one is gone.
      expect(catalogue.listFeaturedProducts().map((p) => p.slug)).toEqual([slugs[5], slugs[1]]);
    });

    it("a renamed product's old slug leads to its new one, until a product takes that slug", async () => {
      const catalogue = await openCatalogue(database, productSeeds.slice(0, 3));
      const [record] = await catalogue.listProductRecords();
      if (!record) throw new Error("expected a product");
      const renamed = await catalogue.updateProduct(record.id, inputOf(record, { name: `${record.name} Forte` }), actor);
      expect(catalogue.findRedirect(record.slug)).toBe(renamed!.slug);
      expect(catalogue.findRedirect(record.slug.toUpperCase())).toBe(renamed!.slug);
      expect(catalogue.findRedirect(renamed!.slug)).toBeNull();
      // Hidden: no redirect to it either.
      await catalogue.updateProduct(record.id, inputOf(renamed!, { status: "hidden" }), actor);
      expect(catalogue.findRedirect(record.slug)).toBeNull();
      await catalogue.updateProduct(record.id, inputOf(renamed!, { status: "published" }), actor);
      const taker = await catalogue.createProduct(inputOf(renamed!, { name: record.name, status: "published" }), actor);
      expect(taker.slug).toBe(record.slug);
      expect(catalogue.findRedirect(record.slug)).toBeNull();
      expect(catalogue.getProductBySlug(record.slug)?.name).toBe(record.name);
    });

    it("hides a product whose stored data is invalid instead of failing", async () => {
      const catalogue = await openCatalogue(database, productSeeds.slice(0, 2));
      const [record] = await catalogue.listProductRecords();
      if (!record) throw new Error("expected a product");
      await database.db.updateTable("products").set({ category: "Sweets", updated_at: Date.now() + 1000 }).where("id", "=", record.id).execute();
      await catalogue.refreshIfChanged();
      expect(catalogue.listProducts().map((p) => p.slug)).not.toContain(record.slug);
      expect(catalogue.listProducts()).toHaveLength(1);
    });
  });

  describe("reading", () => {
    let catalogue: Catalogue;
    beforeEach(async () => {
      catalogue = await openCatalogue(database);
    });

    it("counts products per category from the data, in the fixed order, with each category's image", () => {
      const expected = CATEGORIES.map((title) => ({
        title,
        count: productSeeds.filter((s) => s.category === title).length,
        image: `/new/category-${title.toLowerCase()}.svg`,
      }));
      expect(catalogue.listCategories()).toEqual(expected);
      expect(catalogue.listCategories().reduce((sum, c) => sum + c.count, 0)).toBe(catalogue.listProducts().length);
    });

    it("keeps the content file's order", () => {
      expect(catalogue.listProducts().map((p) => p.name)).toEqual(productSeeds.map((s) => s.name));
    });

    it("finds a category ignoring case, and nothing for an unknown one", () => {
      expect(catalogue.findCategory("pharmaceuticals")).toBe("Pharmaceuticals");
      expect(catalogue.findCategory("COSMETIC")).toBe("Cosmetic");
      expect(catalogue.findCategory("Sweets")).toBeNull();
      for (const product of catalogue.listProductsInCategory("Nutraceuticals")) expect(product.category).toBe("Nutraceuticals");
    });

    it("finds a product by slug, ignoring case, and the products of a list of slugs in order", () => {
      const [a, b] = catalogue.listProducts();
      if (!a || !b) throw new Error("expected products");
      expect(catalogue.getProductBySlug(a.slug)).toEqual(a);
      expect(catalogue.getProductBySlug(a.slug.toUpperCase())).toEqual(a);
      expect(catalogue.getProductBySlug("no-such-product")).toBeNull();
      expect(catalogue.getProductsBySlugs([b.slug, "nothing", a.slug])).toEqual([b, a]);
    });

    it("searches name and composition by every word, ignoring case and accents", () => {
      const names = (q: string, extra = {}) => catalogue.searchProducts({ q, ...extra }).map((p) => p.name);
      expect(names("CLAVULANATE")).toContain("Mericlav 625 Tablets");
      expect(names("paracétamol 650")).toEqual(["Verdamol 650 Tablets"]);
      expect(names("clavulanate", { form: "Dry Syrup" }).every((n) => n !== "Mericlav 625 Tablets")).toBe(true);
      expect(names("zzzz-nothing")).toEqual([]);
      expect(catalogue.searchProducts({ form: "Soap" }).every((p) => p.dosageForm === "Soap")).toBe(true);
      expect(catalogue.searchProducts({ category: "Cosmetic" })).toHaveLength(
        productSeeds.filter((s) => s.category === "Cosmetic").length,
      );
    });

    it("searches spelling variants, strengths and shorthand, best match first, within the filters", () => {
      const names = (q: string, extra = {}) => catalogue.searchProducts({ q, ...extra }).map((p) => p.name);
      expect(names("amoxycillin")).toEqual(["Mericlav 625 Tablets", "Amoxiverd 500 Capsules", "Mericlav 228.5 Dry Syrup"]);
      expect(names("amoxycillin caps")).toEqual(["Amoxiverd 500 Capsules"]);
      expect(names("amoxycillin", { form: "Dry Syrup" })).toEqual(["Mericlav 228.5 Dry Syrup"]);
      expect(names("500mg", { category: "Nutraceuticals" })).toEqual(names("500 mg", { category: "Nutraceuticals" }));
      expect(names("500mg", { category: "Nutraceuticals" })).toContain("Ashvamer 500 Capsules");
      expect(names("vitamin c")[0]).toBe("Verdaleaf Vitamin C Face Gel");
      expect(names("vitamin c", { category: "Nutraceuticals" })[0]).toBe("Verdafizz C 1000 Effervescent Tablets");
    });

    it("relates up to four other products of the same category", () => {
      for (const product of catalogue.listProducts()) {
        const related = catalogue.listRelatedProducts(product);
        expect(related).toHaveLength(4);
        expect(new Set(related.map((p) => p.slug)).size).toBe(4);
        for (const other of related) {
          expect(other.category).toBe(product.category);
          expect(other.slug).not.toBe(product.slug);
        }
      }
    });
  });
});
