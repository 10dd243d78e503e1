import type { Kysely, Migration } from "kysely";
import { dictionaryFor } from "../../../app/i18n/dictionary.server";
import { PREFIXED_LOCALES } from "../../../app/i18n/locales";

/** The columns this migration reads and writes, as they are when it runs. */
interface Columns {
  products: { id: string; slug: string; deleted_at: number | null };
  product_translations: {
    product_id: string;
    locale: string;
    description_list: string;
    key_benefits: string;
    updated_at: number;
    updated_by: string;
  };
}

/**
 * A product's description list and key benefits in each language other than English (name
 * and composition stay as printed). One row per product and language; no row means the page
 * shows the English texts. The rows are removed with their product.
 *
 * Existing products get the translators' texts (the language's `products` by slug) when there
 * are any; products the catalogue seed inserts later get theirs from the seed.
 */
export const productTranslations: Migration = {
  async up(db: Kysely<Columns>) {
    await db.schema
      .createTable("product_translations")
      .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("description_list", "text", (c) => c.notNull())
      .addColumn("key_benefits", "text", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("product_translations_pkey", ["product_id", "locale"])
      .execute();
    await db.schema.createIndex("product_translations_locale").on("product_translations").column("locale").execute();

    const products = await db.selectFrom("products").select(["id", "slug"]).where("deleted_at", "is", null).execute();
    const now = Date.now();
    for (const locale of PREFIXED_LOCALES) {
      const texts = dictionaryFor(locale).products;
      for (const product of products) {
        const text = Object.hasOwn(texts, product.slug) ? texts[product.slug] : undefined;
        if (!text) continue;
        await db
          .insertInto("product_translations")
          .values({
            product_id: product.id,
            locale,
            description_list: JSON.stringify(text.descriptionList),
            key_benefits: JSON.stringify(text.keyBenefits),
            updated_at: now,
            updated_by: "seed",
          })
          .execute();
      }
    }
  },
  async down(db: Kysely<Columns>) {
    await db.schema.dropTable("product_translations").execute();
  },
};
