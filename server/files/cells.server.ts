/**
 * The cells of the files the site writes and reads back: catalogue spreadsheets (XLSX and CSV)
 * and the inbox CSV. Neutral ground, so no domain takes these from another's module.
 */

/**
 * A phone number in international form, + and the digits with single spaces between groups:
 * "+254 712 345 678". Without letters, brackets or operators after its +, it can make no formula
 * and call nothing, so it is written as it is (an apostrophe would show in the spreadsheet).
 */
const INTERNATIONAL_PHONE = /^\+\d{1,3}(?: ?\d){6,14}$/;

/**
 * A cell as written to a file, the one formula defusing of every export (catalogue sheets, the
 * inbox CSV). A spreadsheet runs a cell starting with = + - @ (or a tab or CR that it trims
 * first) as a formula, so such text gets a leading apostrophe, except an international phone
 * number; text that already starts with an apostrophe gets one more, so reading it back
 * (restoreCell) is exact.
 */
export function defuseCell(text: string): string {
  if (INTERNATIONAL_PHONE.test(text)) return text;
  return /^[=+\-@\t\r']/.test(text) ? `'${text}` : text;
}

/** The text a cell was made from by defuseCell. */
export function restoreCell(text: string): string {
  return text.startsWith("'") ? text.slice(1) : text;
}

/**
 * One CSV cell. Quoted when it holds a separator, quote or line break; text is defused by
 * defuseCell, so a spreadsheet never runs visitor text as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  return csvField(typeof value === "string" ? defuseCell(value) : String(value));
}

/** Text already defused (a catalogue row: productRow), quoted when it must be. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file from its lines (RFC 4180, CRLF), with a byte-order mark so spreadsheets read UTF-8. */
export function csvDocument(lines: readonly string[]): string {
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
