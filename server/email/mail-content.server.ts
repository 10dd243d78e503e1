import { companyDefaults, site } from "../../app/config/site";
import type { CompanyDetails } from "../../app/lib/company";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { format, formatNumber } from "../../app/i18n/format";
import { DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from "../../app/i18n/locales";
import { localCountryName } from "../../app/lib/countries.server";
import { countryLabel } from "../../app/lib/inbox";
import { languageLabel } from "../../app/schemas/inbox";
import { EMAIL_PATTERN } from "../../app/schemas/form-rules";
import { INCOTERMS, documentLabel } from "../../app/schemas/quote";
import { COMPANY_DELIVERY, type DeliveryTarget } from "./mail-transport.server";
import type { MessageRow, QuoteLineRow } from "../messages/message-repository.server";

export interface MailContent {
  subject: string;
  /** Reply-To: the sender (every form checks the address; a message stored before that may have none). */
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
      ["Language", languageLabel(message.locale)],
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
      ["Language", languageLabel(message.locale)],
      ["Received (UTC)", received],
    ];
  }
  return [
    ["Product", message.product ?? ""],
    ["Email", message.email],
    ["Phone", message.phone],
    ["Country", countryLabel(message.country, message.country_code)],
    ["Message", message.message ?? ""],
    ["Language", languageLabel(message.locale)],
    ["Received (UTC)", received],
  ];
}

/**
 * The e-mail that forwards a message: a subject naming the interest or the product, plain text
 * and HTML bodies. The schemas have already refused line breaks in every header field.
 * `sender` signs a buyer's acknowledgement: the company's name and contacts in Settings.
 */
export function composeMail(message: MessageRow, target: DeliveryTarget = COMPANY_DELIVERY, sender: AcknowledgementSender = companyDefaults): MailContent {
  if (message.kind === "quote") return composeQuoteMail(message, target, sender);
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

/** A quantity as a reader of the language writes it, always with Western digits. */
function quantityText(quantity: number, locale: Locale): string {
  return formatNumber(Number(quantity), locale);
}

/** A line of a product that left the catalogue before the buyer sent the list is named so; its quantity may never have been set (0). */
const UNAVAILABLE = "no longer available";

function lineName(line: QuoteLineRow, unavailable: string): string {
  return line.available === 0 ? `${line.product_name} (${unavailable})` : line.product_name;
}

function lineQuantity(line: QuoteLineRow, locale: Locale): string {
  return line.available === 0 && Number(line.quantity) === 0 ? "-" : quantityText(line.quantity, locale);
}

function lineCells(line: QuoteLineRow, locale: Locale = DEFAULT_LOCALE, unit: string = line.unit, unavailable: string = UNAVAILABLE, withNote = true): string[] {
  const cells = [String(line.position), lineName(line, unavailable), lineQuantity(line, locale), unit];
  return withNote ? [...cells, line.note] : cells;
}

function fieldsText(fields: Array<[string, string]>): string {
  return fields.map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value || "-"}`)).join("\n");
}

/** A unit's name in a language (the quote page's words). */
type UnitName = (unit: string) => string;
const unitAsStored: UnitName = (unit) => unit;

function linesText(lines: QuoteLineRow[], locale: Locale = DEFAULT_LOCALE, unitName: UnitName = unitAsStored, unavailable: string = UNAVAILABLE): string {
  return lines
    .map((line) => `${line.position}. ${lineName(line, unavailable)}: ${lineQuantity(line, locale)} ${unitName(line.unit)}${line.note ? ` (${line.note})` : ""}`)
    .join("\n");
}

function linesHtml(
  lines: QuoteLineRow[],
  headers: readonly string[] = LINE_HEADERS,
  locale: Locale = DEFAULT_LOCALE,
  unitName: UnitName = unitAsStored,
  unavailable: string = UNAVAILABLE,
  withNote = true,
): string {
  // Mail programs do not all know text-align:start, so the side is named.
  const cell = `style="padding:4px 8px;border:1px solid #ccc;text-align:${localeDirection(locale) === "rtl" ? "right" : "left"};vertical-align:top"`;
  const head = headers.map((h) => `<th ${cell}>${escapeHtml(h)}</th>`).join("");
  const body = lines
    .map((line) => `<tr>${lineCells(line, locale, unitName(line.unit), unavailable, withNote).map((value) => `<td ${cell}>${escapeHtml(value || "-")}</td>`).join("")}</tr>`)
    .join("");
  return `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** What an acknowledgement says of the company: who signs it and how to reach them (Settings). */
export type AcknowledgementSender = Pick<CompanyDetails, "name" | "phone" | "email" | "whatsapp">;

/**
 * The buyer's acknowledgement of a request for quotation, in the language of the page they
 * sent it from (the `mail` texts). It goes to an address nobody has verified, so it carries no
 * word the sender typed (no name, destination or note: staff read those in the inbox): only
 * fixed text, the reference, the Incoterm and country (from the site's lists) and the catalogue's
 * product names with their quantities and units. Replies go to the company (Reply-To), whose
 * phone, e-mail and WhatsApp close it. Decision 0028.
 */
function composeAcknowledgement(message: MessageRow, reference: string, lines: QuoteLineRow[], sender: AcknowledgementSender): MailContent {
  const locale: Locale = isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
  const { mail, forms } = dictionaryFor(locale).messages;
  const t = mail.quoteAck;
  const unitName: UnitName = (unit) => (forms.quote.units as Record<string, string>)[unit] ?? unit;
  const unavailable = forms.quote.unavailable.toLocaleLowerCase(locale);
  const country = message.country_code ? (localCountryName(message.country_code, locale) ?? "") : "";
  const incoterm = (INCOTERMS as readonly string[]).includes(message.incoterm ?? "") ? message.incoterm! : "";
  const intro = format(t.intro, { reference, hours: site.quoteTurnaroundHours });
  const terms = format(t.terms, { incoterm, country });
  const contact = format(mail.contactLine, { phone: sender.phone, email: sender.email, whatsapp: sender.whatsapp });
  // Numbers and addresses keep their own direction inside an Arabic line.
  const isolated = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;
  const contactHtml = format(escapeHtml(mail.contactLine), { phone: isolated(sender.phone), email: isolated(sender.email), whatsapp: isolated(sender.whatsapp) });
  const headers = ["#", t.columns.product, t.columns.quantity, t.columns.unit];
  const dir = localeDirection(locale);
  const listed = lines.map((line) => ({ ...line, note: "" }));
  return {
    subject: format(t.subject, { reference }),
    replyTo: { name: "", address: sender.email },
    text: `${mail.greeting}\n\n${intro}\n\n${terms}\n\n${t.listHeading}\n${linesText(listed, locale, unitName, unavailable)}\n\n${sender.name}\n${contact}\n`,
    html:
      `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif"><p>${escapeHtml(mail.greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `<p>${escapeHtml(terms)}</p><h2 style="font-size:16px">${escapeHtml(t.listHeading)}</h2>${linesHtml(listed, headers, locale, unitName, unavailable, false)}` +
      `<p>${escapeHtml(sender.name)}<br>${contactHtml}</p></body></html>`,
  };
}

/**
 * A quote request's two mails: to the company every field and every line (Reply-To the
 * buyer), to the buyer an acknowledgement with the reference and their list.
 */
function composeQuoteMail(message: MessageRow, target: DeliveryTarget, sender: AcknowledgementSender): MailContent {
  const reference = message.reference ?? message.id;
  const lines = target.lines;
  if (target.recipient === "buyer") return composeAcknowledgement(message, reference, lines, sender);
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
