/**
 * The product page's commercial facts (the fields marked `facts` in app/schemas/product-fields.ts)
 * as label and value in the page's language, and as the product's JSON-LD. Server-only: the
 * texts are the dictionary's, and a page receives its own lines from its loader.
 */
import type { PluralTexts } from "~content/i18n/product-facts";
import { dictionaryFor } from "~/i18n/dictionary.server";
import { format, formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Product } from "~/schemas/product";
import { FACT_FIELD_KEYS, fieldSpec, type ProductFieldKey } from "~/schemas/product-fields";

/** One line of the facts table. */
export interface ProductFact {
  /** The field's name, for tests and styling; the reader sees the label. */
  field: string;
  label: string;
  value: string;
}

/** One plural-rules object per language, built when first needed (building one costs milliseconds). */
const pluralRules = new Map<Locale, Intl.PluralRules>();

function plural(texts: PluralTexts, count: number | undefined, locale: Locale): string {
  if (count === undefined || Object.keys(texts).length === 1) return texts.other;
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return texts[rules.select(count)] ?? texts.other;
}

/** A choice's name in the language (by the count's plural form for a unit), or the stored value. */
function optionText(locale: Locale, field: ProductFieldKey, value: unknown, count: number | undefined): string {
  const names = (dictionaryFor(locale).productFacts.options as Partial<Record<ProductFieldKey, Record<string, string | PluralTexts>>>)[field];
  const name = names?.[String(value)];
  if (name === undefined) return String(value);
  return typeof name === "string" ? name : plural(name, count, locale);
}

/** The facts the product states, in the field table's order; a fact it leaves blank is left out (or says its `blank`). */
export function productFacts(product: Product, locale: Locale): ProductFact[] {
  const texts = dictionaryFor(locale).productFacts;
  return FACT_FIELD_KEYS.flatMap((field) => {
    const text = texts.fields[field];
    const raw: unknown = product[field];
    if (raw === null || raw === undefined || raw === "" || raw === false) return text.blank ? [{ field, label: text.label, value: text.blank }] : [];
    const spec = fieldSpec(field);
    const count = typeof raw === "number" ? raw : undefined;
    const value = spec.kind === "integer" ? formatNumber(raw as number, locale) : spec.kind === "text" ? String(raw) : optionText(locale, field, raw, count);
    const values: Record<string, string> = { value };
    if (spec.pairedWith) {
      const other = spec.pairedWith as ProductFieldKey;
      values[other] = optionText(locale, other, product[other as keyof Product], count);
    }
    return [{ field, label: text.label, value: text.value ? format(plural(text.value, count, locale), values) : value }];
  });
}

/** The product page's facts section: its heading and lines in the page's language. */
export interface ProductFactsView {
  heading: string;
  facts: ProductFact[];
}

export function productFactsView(product: Product, locale: Locale): ProductFactsView {
  return { heading: dictionaryFor(locale).productFacts.heading, facts: productFacts(product, locale) };
}

/**
 * The facts in the product's JSON-LD: the manufacturer where schema.org has a property for it
 * (an Organization, at its site), every other stated fact as an additional property.
 */
export function productFactsJsonLd(product: Product, facts: readonly ProductFact[], details: ReadonlyArray<{ label: string; value: string }>) {
  const named = product.manufacturerName;
  return {
    ...(named
      ? { manufacturer: { "@type": "Organization", name: named, ...(product.manufacturerSite ? { location: product.manufacturerSite } : {}) } }
      : {}),
    additionalProperty: [...details, ...facts.filter((fact) => !fact.field.startsWith("manufacturer"))].map((fact) => ({ "@type": "PropertyValue", name: fact.label, value: fact.value })),
  };
}
