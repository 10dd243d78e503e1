import type { Kysely } from "kysely";
import { afterEach, expect, it } from "vitest";
import { databaseAt } from "../../../tests/support/migration";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

it("gives the seeded products their uses in English and in the languages they have texts in; others start with none", async () => {
  const { database, migrator, close } = await databaseAt("0018-session-address");
  cleanup = close;
  const product = (id: string, slug: string, seedSlug: string | null) => ({
    id,
    slug,
    seed_slug: seedSlug,
    seed_hash: null,
    name: slug,
    composition: "c",
    category: "Pharmaceuticals",
    description_list: '["d"]',
    images: "[]",
    dosage_form: "Syrup",
    pack_size: "100ml",
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
  // The tables as they are at 0018 (no uses column yet).
  const db = database.db as unknown as Kysely<{
    products: ReturnType<typeof product>;
    product_translations: { product_id: string; locale: string; description_list: string; key_benefits: string; updated_at: number; updated_by: string };
  }>;
  await db.insertInto("products").values([product("p-seed", "ambromer-ls-syrup", "ambromer-ls-syrup"), product("p-admin", "my-own-syrup", null)]).execute();
  await db
    .insertInto("product_translations")
    .values({ product_id: "p-seed", locale: "ru", description_list: '["Сироп"]', key_benefits: "[]", updated_at: 1, updated_by: "seed" })
    .execute();

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const uses = await database.db.selectFrom("products").select(["id", "uses"]).orderBy("id").execute();
  expect(uses.map((r) => [r.id, JSON.parse(r.uses)])).toEqual([
    ["p-admin", []],
    ["p-seed", ["cough"]],
  ]);
  const russian = await database.db.selectFrom("product_translations").select(["uses", "description_list"]).where("product_id", "=", "p-seed").executeTakeFirstOrThrow();
  expect(JSON.parse(russian.uses)).toEqual(["от кашля"]);
  expect(JSON.parse(russian.description_list)).toEqual(["Сироп"]);
});
