import { site } from "../../app/config/site";
import { countryLabel } from "../../app/lib/inbox";
import { EMAIL_PATTERN } from "../../app/schemas/form-rules";
import { documentLabel } from "../../app/schemas/quote";
import { COMPANY_DELIVERY, type DeliveryTarget } from "./mail-transport.server";
import type { MessageRow, QuoteLineRow } from "../messages/message-repository.server";

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
  const received = new Date(Number(message.created_at)).toISOString();
  if (message.kind === "quote") {
    const documents = JSON.parse(message.documents ?? "[]") as string[];
    return [
      ["Reference", message.reference ?? ""],
      ["Name", message.name ?? ""],
      ["Company", message.company ?? ""],
      ["Email", message.email],
      ["Phone", message.phone],
      ["Country", countryLabel(message.country, message.country_code)],
      ["Destination port or city", message.destination ?? ""],
      ["Incoterm", message.incoterm ?? ""],
      ["Wanted by", message.wanted_by ?? ""],
      ["Documents needed", documents.map(documentLabel).join(", ")],
      ["Private label", message.private_label ?? ""],
      ["Message", message.message ?? ""],
      ["Received (UTC)", received],
    ];
  }
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
 * `companyName` signs a buyer's acknowledgement: the name in Settings.
 */
export function composeMail(message: MessageRow, target: DeliveryTarget = COMPANY_DELIVERY, companyName: string = site.name): MailContent {
  if (message.kind === "quote") return composeQuoteMail(message, target, companyName);
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

const LINE_HEADERS = ["#", "Product", "Quantity", "Unit", "Note"] as const;

function lineCells(line: QuoteLineRow): string[] {
  return [String(line.position), line.product_name, Number(line.quantity).toLocaleString("en"), line.unit, line.note];
}

function fieldsText(fields: Array<[string, string]>): string {
  return fields.map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value || "-"}`)).join("\n");
}

function linesText(lines: QuoteLineRow[]): string {
  return lines.map((line) => `${line.position}. ${line.product_name}: ${lineCells(line)[2]} ${line.unit}${line.note ? ` (${line.note})` : ""}`).join("\n");
}

function linesHtml(lines: QuoteLineRow[]): string {
  const cell = 'style="padding:4px 8px;border:1px solid #ccc;text-align:left;vertical-align:top"';
  const head = LINE_HEADERS.map((h) => `<th ${cell}>${h}</th>`).join("");
  const body = lines.map((line) => `<tr>${lineCells(line).map((value) => `<td ${cell}>${escapeHtml(value || "-")}</td>`).join("")}</tr>`).join("");
  return `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * A quote request's two mails: to the company every field and every line (Reply-To the
 * buyer), to the buyer an acknowledgement with the reference and their list.
 */
function composeQuoteMail(message: MessageRow, target: DeliveryTarget, companyName: string): MailContent {
  const reference = message.reference ?? message.id;
  const lines = target.lines;
  if (target.recipient === "buyer") {
    const greeting = `Dear ${message.name ?? ""},`;
    const intro = `Thank you for your request for quotation. Its reference is ${reference}; please quote it in any reply. Our team answers within ${site.quoteTurnaroundHours} hours.`;
    const terms = `Terms: ${message.incoterm ?? ""} ${message.destination ?? ""}, ${message.country ?? ""}`;
    return {
      subject: `Your request for quotation ${reference}`,
      text: `${greeting}\n\n${intro}\n\n${terms}\n\nYour list:\n${linesText(lines)}\n\n${companyName}\n`,
      html:
        `<!doctype html><html><body style="font-family:sans-serif"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
        `<p>${escapeHtml(terms)}</p><h2 style="font-size:16px">Your list</h2>${linesHtml(lines)}<p>${escapeHtml(companyName)}</p></body></html>`,
    };
  }
  const fields = messageFields(message);
  const heading = `New request for quotation ${reference}`;
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value || "-")}</td></tr>`,
    )
    .join("");
  return {
    subject: `Request for quotation ${reference}: ${lines.length} ${lines.length === 1 ? "product" : "products"} (${message.company ?? ""}, ${message.country ?? ""})`,
    replyTo: EMAIL_PATTERN.test(message.email) ? { name: message.name ?? "", address: message.email } : undefined,
    text: `${heading}\n\n${fieldsText(fields)}\n\nProducts:\n${linesText(lines)}\n\nID: ${message.id}\n`,
    html:
      `<!doctype html><html><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(heading)}</h1>` +
      `<table>${rows}</table><h2 style="font-size:16px">Products</h2>${linesHtml(lines)}` +
      `<p style="color:#666">ID: ${escapeHtml(message.id)}</p></body></html>`,
  };
}
