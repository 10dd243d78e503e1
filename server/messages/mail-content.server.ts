import { countryLabel } from "../../app/lib/inbox";
import { EMAIL_PATTERN } from "../../app/schemas/form-rules";
import type { MessageRow } from "./message-repository.server";

export interface MailContent {
  subject: string;
  /** Reply-To: the sender, when their e-mail is an address (an inquiry's need not be). */
  replyTo?: { name: string; address: string };
  text: string;
  html: string;
}

/** Every character that means something in HTML, so visitor text is always shown as text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The fields of a message, labelled, in the order a reader wants them. */
export function messageFields(message: MessageRow): Array<[label: string, value: string]> {
  const received = new Date(message.created_at).toISOString();
  if (message.kind === "contact") {
    return [
      ["Name", message.name ?? ""],
      ["Email", message.email],
      ["Phone", message.phone],
      ["Interest", message.interest ?? ""],
      ["Message", message.message ?? ""],
      ["Sender's local time", message.client_time ?? ""],
      ["Received (UTC)", received],
    ];
  }
  return [
    ["Product", message.product ?? ""],
    ["Email", message.email],
    ["Phone", message.phone],
    ["Country", countryLabel(message.country, message.country_code)],
    ["Message", message.message ?? ""],
    ["Received (UTC)", received],
  ];
}

/**
 * The e-mail that forwards a message: a subject naming the interest or the product, plain text
 * and HTML bodies. The schemas have already refused line breaks in every header field.
 */
export function composeMail(message: MessageRow): MailContent {
  const subject =
    message.kind === "contact"
      ? `Contact message: ${message.interest ?? ""} (from ${message.name ?? message.email})`
      : `Product inquiry: ${message.product ?? ""} (${message.country ?? ""})`;
  const fields = messageFields(message);
  const heading = message.kind === "contact" ? "New contact message" : "New product inquiry";
  const text = `${heading}\n\n${fields
    .map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value || "-"}`))
    .join("\n")}\n\nReference: ${message.id}\n`;
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value || "-")}</td></tr>`,
    )
    .join("");
  const html =
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1><table>${rows}</table>` +
    `<p style="color:#666">Reference: ${escapeHtml(message.id)}</p></body></html>`;
  const replyTo = EMAIL_PATTERN.test(message.email)
    ? { name: message.name ?? "", address: message.email }
    : undefined;
  return { subject, replyTo, text, html };
}
