import * as z from "zod/mini";

/*
 * Rules both message schemas share. They use zod's small functional build (zod/mini): the
 * forms ship these schemas to the browser, and the chained build would add ~30 KB gzip to the
 * contact and product pages (docs/decisions/0013-zod-and-zod-mini.md).
 */

import { rule, says, type ValidationKey, type ValidationText } from "./validation-messages";

export { HONEYPOT_FIELD } from "./form-limits";

/** A field whose length rule has its own message ("Name must be at most 100 characters"). */
export type LengthField = ValidationKey extends infer K ? (K extends `${infer F}TooLong` ? F : never) : never;

/** An optional field with its own "must be text" message. */
export type TextField = ValidationKey extends infer K ? (K extends `${infer F}NotText` ? F : never) : never;

const tooLong = (field: LengthField, max: number) => rule(says(`${field}TooLong`, { max }));

/** Anything that may reach a mail header (Reply-To, Subject) must be one line. */
export const SINGLE_LINE_MESSAGE = says("singleLine");

// C0 control characters (CR and LF among them) and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** A check refusing CR, LF and other control characters: a header injection needs them. */
export function singleLine() {
  return z.refine<string>(isSingleLine, rule(SINGLE_LINE_MESSAGE));
}

/** "{local}@{domain}.{tld}" with no spaces: the specification's "looks like an e-mail". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, trimmed text: missing, not a string or blank all give `required`. */
export function requiredText(field: LengthField, required: ValidationText, max: number) {
  const message = rule(required);
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(field, max)));
}

/** An optional, trimmed text: missing or null becomes "". `checks` apply to the trimmed text. */
export function optionalText(field: TextField, max: number, ...checks: Array<z.core.$ZodCheck<string>>) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string({ error: rule(says(`${field}NotText`)) })),
      z.transform((value) => (value ?? "").trim()),
    ),
    z.string().check(z.maxLength(max, tooLong(field, max)), ...checks),
  );
}

/**
 * Arabic keyboards type Eastern Arabic digits (U+0660-0669: "١٠٠٠٠") and Persian ones type
 * Extended Arabic-Indic digits (U+06F0-06F9: "۱۰۰۰۰"); both mean the same numbers as 0-9. Every
 * rule that reads a number or a phone reads it through this, and what is stored is ASCII.
 * The Arabic thousands separator (U+066C) becomes a comma, which the number rules already take.
 */
const NON_ASCII_DIGIT = /[\u0660-\u0669\u066c\u06f0-\u06f9]/g;

export function asciiDigits(value: string): string {
  return value.replace(NON_ASCII_DIGIT, (c) => {
    const code = c.charCodeAt(0);
    // The low four bits of both digit ranges' code points are the digit's value.
    return code === 0x66c ? "," : String(code & 15);
  });
}

/** The specification's phone message, to the letter; it also answers any character a phone number cannot hold. */
export const PHONE_TOO_SHORT = says("phoneTooShort");

/** E.164: no phone number in the world has more than 15 digits. */
export const PHONE_MAX_DIGITS = 15;

export const PHONE_TOO_LONG = says("phoneTooManyDigits", { max: PHONE_MAX_DIGITS });

/**
 * A number as international buyers write it: digits with spaces, dashes, dots and brackets
 * between them, and a leading + (also inside a leading bracket): "+254 712 345678",
 * "(011) 2345-6789", "+91-98765-43210", "(+44) 20 7946 0958". No letters ("ext. 4"), no other signs.
 */
const PHONE_PATTERN = /^\(?\+?[\d .()-]+$/;

/** The digits of a phone number, which is what the specification's rule counts. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** A phone number in an accepted form with at least 10 digits (the specification's rule, applied to the digits). */
export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value) && phoneDigits(value).length >= 10;
}

/**
 * An optional phone: trimmed, kept as the buyer typed it (their own spacing is the easiest to
 * read back when replying) but with ASCII digits (an Arabic keyboard's "٠١٠٠١٢٣٤٥٦٧" is
 * "01001234567"); blank is "". At most `maxLength` characters and 15 digits.
 */
export function optionalPhone(maxLength: number) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string({ error: rule(PHONE_TOO_SHORT) })),
      z.transform((value) => asciiDigits((value ?? "").trim())),
    ),
    z.string().check(
      z.refine((value) => value === "" || isPhoneNumber(value), rule(PHONE_TOO_SHORT)),
      z.refine((value) => phoneDigits(value).length <= PHONE_MAX_DIGITS, rule(PHONE_TOO_LONG)),
      z.maxLength(maxLength, tooLong("phone", maxLength)),
    ),
  );
}
