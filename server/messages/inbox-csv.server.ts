import { isoWithOffset, runtimeTimeZone } from "../../app/admin/date-time";
import { csvCell, csvDocument } from "../files/cells.server";
import type { InboxRow, QuoteLineRow } from "./message-repository.server";
import { requestedLabels } from "./kinds/document-request.server";

/** A quote request's lines in one cell: "250,000 strips Verdamol 500 Tablets (note); 5,000 boxes ...". */
export function linesSummary(lines: readonly QuoteLineRow[]): string {
  return lines
    .map((line) => `${Number(line.quantity).toLocaleString("en")} ${line.unit} ${line.product_name}${line.note ? ` (${line.note})` : ""}`)
    .join("; ");
}

// The received time is the server's, in ISO 8601 with the server's offset; the sender's time is
// the specification's `time`, kept exactly as their browser wrote it (it names no zone).
type Row = InboxRow & { lines: string };

const COLUMNS: Array<[header: string, value: (row: Row, timeZone: string) => string | number | null]> = [
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
  // A quote request's products (linesSummary); empty for other messages.
  ["Products", (r) => r.lines],
  // A document request's documents, as they were named when asked for; empty for other messages.
  ["Documents requested", (r) => (r.kind === "document-request" ? requestedLabels(r).join("; ") : "")],
  // How it reached the site: "web", or "assistant" through the MCP endpoint (decision 0063).
  ["Channel", (r) => r.channel],
  // The lead (decision 0068): who owns it, its stage, its next follow-up (YYYY-MM-DD).
  ["Owner", (r) => r.owner_name],
  ["Stage", (r) => r.stage],
  ["Follow-up", (r) => r.follow_up_on],
];

/**
 * The inbox as CSV (RFC 4180, CRLF), with a byte-order mark so spreadsheets read UTF-8.
 * `linesOf` gives a quote request's product lines, by message id.
 */
export function inboxCsv(rows: InboxRow[], linesOf: ReadonlyMap<string, readonly QuoteLineRow[]> = new Map(), timeZone = runtimeTimeZone()): string {
  const lines = [COLUMNS.map(([header]) => csvCell(header)).join(",")];
  for (const row of rows) {
    const withLines: Row = { ...row, lines: linesSummary(linesOf.get(row.id) ?? []) };
    lines.push(COLUMNS.map(([, value]) => csvCell(value(withLines, timeZone))).join(","));
  }
  return csvDocument(lines);
}
