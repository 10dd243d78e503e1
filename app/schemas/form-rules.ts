import * as z from "zod/mini";

/*
 * Rules both message schemas share. They use zod's small functional build (zod/mini): the
 * forms ship these schemas to the browser, and the chained build would add ~30 KB gzip to the
 * contact and product pages (docs/decisions/0013-zod-and-zod-mini.md).
 */

export { HONEYPOT_FIELD } from "./form-limits";

/** Anything that may reach a mail header (Reply-To, Subject) must be one line. */
export const SINGLE_LINE_MESSAGE = "Must be a single line of text";

// C0 control characters (CR and LF among them) and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** A check refusing CR, LF and other control characters: a header injection needs them. */
export function singleLine() {
  return z.refine<string>(isSingleLine, SINGLE_LINE_MESSAGE);
}

/** "{local}@{domain}.{tld}" with no spaces: the specification's "looks like an e-mail". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, trimmed text: missing, not a string or blank all give `required`. */
export function requiredText(label: string, required: string, max: number) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, `${label} must be at most ${max} characters`));
}

/** An optional, trimmed text: missing or null becomes "". `checks` apply to the trimmed text. */
export function optionalText(label: string, max: number, ...checks: Array<z.core.$ZodCheck<string>>) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string({ error: `${label} must be text` })),
      z.transform((value) => (value ?? "").trim()),
    ),
    z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`), ...checks),
  );
}
