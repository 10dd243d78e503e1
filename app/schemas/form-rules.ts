import { z } from "zod";

/**
 * Rules both message schemas share. Anything that may reach a mail header (Reply-To, Subject)
 * must be one line: a CR or LF there would let a sender add headers of their own.
 */
export const SINGLE_LINE_MESSAGE = "Must be a single line of text";

// C0 control characters (CR and LF among them) and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** "{local}@{domain}.{tld}" with no spaces: the specification's "looks like an e-mail". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, trimmed text: missing, not a string or blank all give `required`. */
export function requiredText(label: string, required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional, trimmed text: missing or null becomes "". */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? "");
}
