import type { Kysely } from "kysely";
import { afterEach, expect, it } from "vitest";
import { databaseAt } from "../../../tests/support/migration";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

it("publishes the products already stored and features the home page's former list, in its order", async () => {
  const { database, migrator, close } = await databaseAt("0009-message-country-code");
  cleanup = close;

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
