import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator, type Kysely } from "kysely";
import { afterEach, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/database";
import { openDatabase, type Database } from "../database.server";
import { migrations } from "./index.server";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

it("publishes the products already stored and features the home page's former list, in its order", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-migration-"));
  const testDb: TestDatabase = await createTestDatabase();
  const database: Database = openDatabase({ databaseUrl: testDb.url, dataDir });
  cleanup = async () => {
    await database.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.migrateTo("0009-message-country-code");
  expect(before.error).toBeUndefined();

  const row = (slug: string, position: number) => ({
    id: `id-${slug}`,
    slug,
    seed_slug: slug,
    seed_hash: "h",
    name: slug,
    composition: "c",
    category: "Pharmaceuticals",
    description_list: '["d"]',
    images: "[]",
    dosage_form: "Tablets",
    pack_size: "p",
    key_benefits: "[]",
    remark: "",
    position,
    created_at: 1,
    updated_at: 1,
    edited_at: null,
    deleted_at: null,
  });
  // Written in the columns of the time (before status and featured existed).
  await (database.db as unknown as Kysely<{ products: ReturnType<typeof row> }>)
    .insertInto("products")
    .values([row("other-product", 0), row("ambromer-ls-syrup", 1), row("verdamol-500-tablets", 2)])
    .execute();

  const after = await migrator.migrateToLatest();
  expect(after.error).toBeUndefined();
  const rows = await database.db.selectFrom("products").select(["slug", "status", "featured", "featured_order"]).orderBy("position").execute();
  expect(rows.map((r) => ({ ...r, featured: Number(r.featured), featured_order: Number(r.featured_order) }))).toEqual([
    { slug: "other-product", status: "published", featured: 0, featured_order: 0 },
    { slug: "ambromer-ls-syrup", status: "published", featured: 1, featured_order: 1 },
    { slug: "verdamol-500-tablets", status: "published", featured: 1, featured_order: 0 },
  ]);
});
