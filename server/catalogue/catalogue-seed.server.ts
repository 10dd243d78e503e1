import { createHash } from "node:crypto";
import { normalizeProduct, ProductSeedSchema, type ProductSeed } from "../../app/schemas/product";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { PREFIXED_LOCALES, type Locale } from "../../app/i18n/locales";
import { productUses } from "../../content/product-uses";
import type { ProductTranslation, SeedEntry } from "./product-repository.server";

/** The seed's uses of a product in a language's words (content/product-uses.ts). */
function seedUses(slug: string, locale: Locale): string[] {
  const uses = Object.hasOwn(productUses, slug) ? productUses[slug] : undefined;
  const names = dictionaryFor(locale).uses;
  return (uses ?? []).map((use) => names[use]);
}

/** The translators' texts of a product by language (content/i18n/<locale>/products.ts), if any. */
export function seedTranslations(slug: string): Partial<Record<Locale, ProductTranslation>> {
  const translations: Partial<Record<Locale, ProductTranslation>> = {};
  for (const locale of PREFIXED_LOCALES) {
    const texts = dictionaryFor(locale).products;
    const text = Object.hasOwn(texts, slug) ? texts[slug] : undefined;
    if (text) translations[locale] = { descriptionList: [...text.descriptionList], keyBenefits: [...text.keyBenefits], uses: text.uses ? [...text.uses] : seedUses(slug, locale) };
  }
  return translations;
}

/**
 * Turns the content file's entries into rows to write. Every entry goes through the seed
 * schema and normalizeProduct (which flattens the nested image list and keeps remark and
 * price out of the public shape); a bad entry or a repeated slug stops the start-up with a
 * message naming it, rather than publishing half a catalogue. `featuredSlugs` are the home
 * page's products, in order (content/site/home.ts).
 */
export function toSeedEntries(seeds: readonly ProductSeed[], featuredSlugs: readonly string[] = []): SeedEntry[] {
  const seen = new Set<string>();
  return seeds.map((raw, index) => {
    const parsed = ProductSeedSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `Catalogue entry ${index + 1} (${String(raw?.name)}) is invalid: ${issue?.path.join(".")} ${issue?.message}`,
      );
    }
    const seed = parsed.data;
    const normalized = normalizeProduct(seed);
    const product = { ...normalized, uses: seedUses(normalized.slug, "en") };
    if (product.slug.replace(/-/g, "") === "") throw new Error(`Catalogue entry "${seed.name}" has no usable slug`);
    if (seen.has(product.slug)) throw new Error(`Two catalogue entries share the slug "${product.slug}"`);
    seen.add(product.slug);
    // The price is always empty in the source and is not stored; nothing else is dropped.
    const remark = seed.remark.trim();
    const featuredOrder = featuredSlugs.indexOf(product.slug);
    const featured = featuredOrder >= 0;
    const hash = createHash("sha256").update(JSON.stringify([product, remark, featured, featuredOrder])).digest("base64url");
    const entry: SeedEntry = { seedSlug: product.slug, hash, product, remark, featured, featuredOrder: Math.max(0, featuredOrder) };
    const translations = seedTranslations(product.slug);
    if (Object.keys(translations).length > 0) entry.translations = translations;
    return entry;
  });
}
