/**
 * A pack size in the page's language, by rule: a count of tablets, capsules, vials or sachets
 * ("10x10 tabs", "1 vial") takes the language's word for the unit in the plural form its count
 * asks for (Intl.PluralRules: "10 comprimés", "3 таблетки", "10 таблеток", "3 أقراص"); a
 * measure ("200ml", "30g", "1kg") or anything the rule does not recognise is shown as typed.
 * The numbers stay as typed (Western digits, as the pack prints them).
 */
import type { Locale } from "~/i18n/locales";

export type PackUnit = "tab" | "cap" | "vial" | "sachet";

/** A unit's word for each plural category the language uses; `other` when a category is missing. */
export type PluralWords = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** A language's words for the units a pack is counted in. */
export type PackUnits = Record<PackUnit, PluralWords>;

/** The English words (and shorthand) a pack size is written with, each to its unit. */
const UNIT_WORDS: Readonly<Record<string, PackUnit>> = {
  tab: "tab",
  tabs: "tab",
  tablet: "tab",
  tablets: "tab",
  cap: "cap",
  caps: "cap",
  capsule: "cap",
  capsules: "cap",
  softgel: "cap",
  softgels: "cap",
  vial: "vial",
  vials: "vial",
  sachet: "sachet",
  sachets: "sachet",
};

/** Strips of strips and a final count with its unit: "10x10 tabs", "10 × 15 caps", "1 vial". */
const COUNTED = /^((?:\d+\s*[x×]\s*)*)(\d+)\s*([a-z]+)$/i;

const rules = new Map<Locale, Intl.PluralRules>();

/** The pack size as the page in `locale` writes it; `units` null (English) keeps it as typed. */
export function localPackSize(packSize: string, locale: Locale, units: PackUnits | null): string {
  if (!units) return packSize;
  const match = COUNTED.exec(packSize.trim());
  if (!match) return packSize;
  const unit = Object.hasOwn(UNIT_WORDS, (match[3] as string).toLowerCase()) ? UNIT_WORDS[(match[3] as string).toLowerCase()] : undefined;
  if (!unit) return packSize;
  const rule = rules.get(locale) ?? new Intl.PluralRules(locale);
  rules.set(locale, rule);
  const words = units[unit];
  const count = Number(match[2]);
  return `${(match[1] as string).replace(/\s+/g, "")}${match[2]} ${words[rule.select(count)] ?? words.other}`;
}
