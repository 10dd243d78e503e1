import type { InboxRow } from "./message-repository.server";

const COLUMNS: Array<[header: string, value: (row: InboxRow) => string | number | null]> = [
  ["Received (UTC)", (r) => new Date(r.created_at).toISOString()],
  ["Type", (r) => r.kind],
  ["Name", (r) => r.name],
  ["Email", (r) => r.email],
  ["Phone", (r) => r.phone],
  ["Interest", (r) => r.interest],
  ["Product", (r) => r.product],
  ["Country", (r) => r.country],
  ["Country code", (r) => r.country_code],
  ["Message", (r) => r.message],
  ["Sender's local time", (r) => r.client_time],
  ["Status", (r) => r.status],
  ["Delivery", (r) => r.delivery_state ?? "not forwarded"],
  ["Attempts", (r) => r.attempts],
  ["Last delivery error", (r) => r.last_error],
  ["ID", (r) => r.id],
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
export function inboxCsv(rows: InboxRow[]): string {
  const lines = [COLUMNS.map(([header]) => csvCell(header)).join(",")];
  for (const row of rows) lines.push(COLUMNS.map(([, value]) => csvCell(value(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
