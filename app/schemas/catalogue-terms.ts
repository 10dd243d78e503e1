import { z } from "zod";
import { LOCALES, type Locale } from "../i18n/locales";
import { VOCABULARY_KINDS } from "./product-vocabulary";

/** The longest name of a category or dosage form, in any language. */
export const TERM_NAME_MAX = 60;

/** How each managed list reads in the admin. */
export const VOCABULARY_LABELS = { category: "Category", dosageForm: "Dosage form" } as const;

/**
 * A category's or dosage form's names, one per language, all required: the site shows the
 * name in the page's language and has no other to fall back on. A new term's key is its
 * English name, which must therefore start with a letter or digit.
 */
export const TermNamesSchema = z.object(
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      z
        .string({ error: "Name is required" })
        .trim()
        .min(1, "Name is required")
        .max(TERM_NAME_MAX, `Name must be at most ${TERM_NAME_MAX} characters`)
        .refine((name) => !/[/?#\\]/.test(name), "Name may not contain / ? # or \\"),
    ]),
  ) as Record<Locale, z.ZodString>,
);
export type TermNames = Record<Locale, string>;

export const TermKindSchema = z.enum(VOCABULARY_KINDS, { error: "Choose a list: category or dosage form" });
