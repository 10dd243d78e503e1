import type { Kysely } from "kysely";
import { afterEach, expect, it } from "vitest";
import { databaseAt } from "../../../tests/support/migration";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** The quote list lines of the time (0008): by slug. */
interface OldItems {
  quote_list_items: { list_id: string; product_slug: string; quantity: number; unit: string; note: string; added_at: number };
}

it("maps stored quote list lines from slugs to product ids, following renames, and keeps their figures", async () => {
  const { database, migrator, close } = await databaseAt("0015-message-locale");
  cleanup = close;

  const product = (id: string, slug: string, name: string) => ({
    id,
    slug,
    seed_slug: null,
    seed_hash: null,
    name,
    composition: "c",
    category: "Pharmaceuticals",
    description_list: '["d"]',
    images: "[]",
    dosage_form: "Tablets",
    pack_size: "p",
    key_benefits: "[]",
    remark: "",
    position: 0,
    created_at: 1,
    updated_at: 1,
    edited_at: null,
    deleted_at: null,
    status: "published",
    featured: 0,
    featured_order: 0,
  });
  const { db } = database;
  // The products table as it is at 0015 (no uses column yet, 0020).
  await (db as unknown as Kysely<{ products: ReturnType<typeof product> }>)
    .insertInto("products")
    .values([product("p-zinc", "zincomer-20-forte", "Zincomer 20 Forte"), product("p-iron", "ferromer-xt", "Ferromer XT")])
    .execute();
  // Zincomer 20 was renamed before the migration: its old address redirects.
  await db.insertInto("product_slug_redirects").values({ old_slug: "zincomer-20", product_id: "p-zinc", created_at: 1 }).execute();
  await db.insertInto("quote_lists").values([{ id: "a".repeat(32), created_at: 1, updated_at: 1 }, { id: "b".repeat(32), created_at: 1, updated_at: 1 }]).execute();
  await (db as unknown as Kysely<OldItems>)
    .insertInto("quote_list_items")
    .values([
      // Buyer A: the product under its old address, and the same product under its new one (one line remains: the first).
      { list_id: "a".repeat(32), product_slug: "zincomer-20", quantity: 250000, unit: "strips", note: "Blister", added_at: 10 },
      { list_id: "a".repeat(32), product_slug: "zincomer-20-forte", quantity: 1, unit: "units", note: "", added_at: 20 },
      // Buyer B: a product by its current address, and one that names nothing left.
      { list_id: "b".repeat(32), product_slug: "ferromer-xt", quantity: 500, unit: "cartons", note: "", added_at: 30 },
      { list_id: "b".repeat(32), product_slug: "long-gone", quantity: 5, unit: "kg", note: "", added_at: 40 },
    ])
    .execute();

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const rows = await db.selectFrom("quote_list_items").selectAll().orderBy("list_id").orderBy("added_at").execute();
  expect(rows.map((r) => ({ ...r, quantity: Number(r.quantity), added_at: Number(r.added_at) }))).toEqual([
    { list_id: "a".repeat(32), product_id: "p-zinc", product_name: "Zincomer 20 Forte", quantity: 250000, unit: "strips", note: "Blister", added_at: 10 },
    { list_id: "b".repeat(32), product_id: "p-iron", product_name: "Ferromer XT", quantity: 500, unit: "cartons", note: "", added_at: 30 },
  ]);
  expect((await db.selectFrom("quote_lists").select("draft").execute()).map((r) => r.draft)).toEqual([null, null]);
});
