import { isoWithOffset, runtimeTimeZone } from "../../app/lib/date-time";
import type { InboxRow } from "./message-repository.server";

// The received time is the server's, in ISO 8601 with the server's offset; the sender's time is
// the specification's `time`, kept exactly as their browser wrote it (it names no zone).
const COLUMNS: Array<[header: string, value: (row: InboxRow, timeZone: string) => string | number | null]> = [
  ["Received (ISO 8601)", (r, zone) => isoWithOffset(new Date(r.created_at), zone)],
  ["Type", (r) => r.kind],
  ["Name", (r) => r.name],
  ["Email", (r) => r.email],
  ["Phone", (r) => r.phone],
  ["Interest", (r) => r.interest],
  ["Product", (r) => r.product],
  ["Country", (r) => r.country],
  ["Message", (r) => r.message],
  ["Sender's local time", (r) => r.client_time],
  ["Status", (r) => r.status],
  ["Delivery", (r) => r.delivery_state ?? "not forwarded"],
  ["Attempts", (r) => r.attempts],
  ["Last delivery error", (r) => r.last_error],
  ["ID", (r) => r.id],
  ["Country code", (r) => r.country_code],
  // A quote request's terms, last so the columns before keep their places for existing sheets.
  ["Reference", (r) => r.reference],
  ["Company", (r) => r.company],
  ["Destination", (r) => r.destination],
  ["Incoterm", (r) => r.incoterm],
  ["Wanted by", (r) => r.wanted_by],
  ["Language", (r) => r.locale],
];

/**
 * One CSV cell. Quoted when it holds a separator, quote or line break; a leading = + - @ tab
 * or CR is defused with an apostrophe, so a spreadsheet never runs visitor text as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The inbox as CSV (RFC 4180, CRLF), with a byte-order mark so spreadsheets read UTF-8. */
export function inboxCsv(rows: InboxRow[], timeZone = runtimeTimeZone()): string {
  const lines = [COLUMNS.map(([header]) => csvCell(header)).join(",")];
  for (const row of rows) lines.push(COLUMNS.map(([, value]) => csvCell(value(row, timeZone))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
