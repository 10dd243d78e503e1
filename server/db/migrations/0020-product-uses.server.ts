import type { Kysely, Migration } from "kysely";
import { dictionaryFor } from "../../../app/i18n/dictionary.server";
import { PREFIXED_LOCALES } from "../../../app/i18n/locales";
import { productUses as usesBySlug, USE_NAMES } from "../../../content/product-uses";

/** The columns this migration reads and writes, as they are when it runs. */
interface Columns {
  products: { id: string; seed_slug: string | null; uses: string };
  product_translations: { product_id: string; locale: string; uses: string };
}

/**
 * What a product is for (its Uses field, a JSON list like the description), in English on
 * the product and per language with its other texts. Products of the catalogue seed get the
 * seed's uses (content/product-uses.ts) in English and in every language they already have a
 * translation in; the seed gives later ones theirs. A new field: no admin has edited it yet, so
 * edited products get it too.
 */
export const productUses: Migration = {
  async up(db: Kysely<Columns>) {
    await db.schema.alterTable("products").addColumn("uses", "text", (c) => c.notNull().defaultTo("[]")).execute();
    await db.schema.alterTable("product_translations").addColumn("uses", "text", (c) => c.notNull().defaultTo("[]")).execute();
    const seeded = await db.selectFrom("products").select(["id", "seed_slug"]).where("seed_slug", "is not", null).execute();
    for (const { id, seed_slug: slug } of seeded) {
      const uses = slug !== null && Object.hasOwn(usesBySlug, slug) ? usesBySlug[slug] : undefined;
      if (!uses || uses.length === 0) continue;
      await db.updateTable("products").set({ uses: JSON.stringify(uses.map((use) => USE_NAMES[use])) }).where("id", "=", id).execute();
      for (const locale of PREFIXED_LOCALES) {
        const names = dictionaryFor(locale).uses;
        await db
          .updateTable("product_translations")
          .set({ uses: JSON.stringify(uses.map((use) => names[use])) })
          .where("product_id", "=", id)
          .where("locale", "=", locale)
          .execute();
      }
    }
  },
  async down(db: Kysely<Columns>) {
    await db.schema.alterTable("product_translations").dropColumn("uses").execute();
    await db.schema.alterTable("products").dropColumn("uses").execute();
  },
};
