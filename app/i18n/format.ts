/**
 * Fills a message's placeholders: `format("Showing {from}-{to} of {total} results", { from: 1,
 * to: 8, total: 20 })`. A placeholder without a value stays as written, so a slip shows on the
 * page (and in tests) instead of vanishing.
 */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Every text of a value with its placeholders filled (strings in arrays and objects too);
 * functions, computed copy, are kept as they are.
 */
export function formatAll<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === "string") return format(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => formatAll(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, formatAll(item, values)])) as T;
  }
  return value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as a reader of the language writes it ("100,000" in English, "100 000" in French),
 * always with Western digits. A formatter costs a few milliseconds to build (on a phone, part of
 * a long task while the page hydrates), so one is built only when a number is first written in a
 * language, and kept.
 */
export function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(`${locale}-u-nu-latn`)));
  return format.format(value);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const writtenDays = new Map<string, string>();
/** Days kept as written: a page writes the same few (its documents' and registrations') on every render. */
const WRITTEN_DAYS_KEPT = 2000;

/**
 * A day (YYYY-MM-DD) as a reader of the language writes it, Western digits: in full ("31 March
 * 2028") or, in a table, shorter ("31 Mar 2028"). One formatter per language and style, kept, and
 * the days written kept too: formatting a date costs microseconds, and an uncached product page
 * writes a dozen.
 */
export function formatDay(day: string, locale: string, style: "long" | "medium" = "long"): string {
  const key = `${style} ${locale} ${day}`;
  let written = writtenDays.get(key);
  if (written === undefined) {
    let format = dayFormats.get(`${style} ${locale}`);
    if (!format) dayFormats.set(`${style} ${locale}`, (format = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { dateStyle: style, timeZone: "UTC" })));
    written = format.format(new Date(`${day}T00:00:00Z`));
    if (writtenDays.size >= WRITTEN_DAYS_KEPT) writtenDays.clear();
    writtenDays.set(key, written);
  }
  return written;
}
