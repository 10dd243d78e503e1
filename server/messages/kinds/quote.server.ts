import { site } from "../../../app/config/site";
import { dictionaryFor } from "../../../app/i18n/dictionary.server";
import { format, formatNumber } from "../../../app/i18n/format";
import { DEFAULT_LOCALE, localeDirection, type Locale } from "../../../app/i18n/locales";
import { localCountryName } from "../../../app/company/countries.server";
import { countryLabel } from "../../../app/admin/message-kinds";
import { escapeHtml } from "../../html.server";
import { INCOTERMS, documentLabel } from "../../../app/schemas/quote";
import { CHANNEL_LABELS } from "../../../app/schemas/inbox";
import type { ResolvedQuoteRequest } from "../../../app/schemas/quote.server";
import type { MailContent } from "../../outgoing-mail.server";
import type { MessageRow, QuoteLineRow } from "../message-repository.server";
import { acknowledgementMail, companyMail, type AcknowledgementSender, type KindFields, type MessageKindModule } from "./kind.server";

/** The columns a request for quotation fills (its lines and reference are stored with it by `submitQuote`). */
export function quoteFields(quote: ResolvedQuoteRequest): KindFields {
  return {
    name: quote.name,
    email: quote.email,
    phone: quote.phone,
    country: quote.country.name,
    country_code: quote.country.code,
    message: quote.message || null,
    company: quote.company,
    destination: quote.destination,
    incoterm: quote.incoterm,
    wanted_by: quote.wantedBy || null,
    documents: JSON.stringify(quote.documents),
    private_label: quote.privateLabel,
  };
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

/**
 * The buyer's acknowledgement of a request for quotation, in the language of the page they
 * sent it from (the `mail` texts). It goes to an address nobody has verified, so it carries no
 * word the sender typed (no name, destination or note: staff read those in the inbox): only
 * fixed text, the reference, the Incoterm and country (from the site's lists) and the catalogue's
 * product names with their quantities and units. Replies go to the company (Reply-To), whose
 * phone, e-mail and WhatsApp close it. Decision 0028.
 */
function acknowledgement(message: MessageRow, lines: QuoteLineRow[], sender: AcknowledgementSender): MailContent {
  const reference = message.reference ?? message.id;
  return acknowledgementMail(message, sender, (locale) => {
    const { mail, forms } = dictionaryFor(locale).messages;
    const t = mail.quoteAck;
    const unitName: UnitName = (unit) => (forms.quote.units as Record<string, string>)[unit] ?? unit;
    const unavailable = forms.quote.unavailable.toLocaleLowerCase(locale);
    const country = message.country_code ? (localCountryName(message.country_code, locale) ?? "") : "";
    const incoterm = (INCOTERMS as readonly string[]).includes(message.incoterm ?? "") ? message.incoterm! : "";
    const headers = ["#", t.columns.product, t.columns.quantity, t.columns.unit];
    const listed = lines.map((line) => ({ ...line, note: "" }));
    return {
      subject: format(t.subject, { reference }),
      paragraphs: [format(t.intro, { reference, hours: site.quoteTurnaroundHours }), format(t.terms, { incoterm, country })],
      after: {
        text: `${t.listHeading}\n${linesText(listed, locale, unitName, unavailable)}`,
        html: `<h2 style="font-size:16px">${escapeHtml(t.listHeading)}</h2>${linesHtml(listed, headers, locale, unitName, unavailable, false)}`,
      },
    };
  });
}

/** The /quote page's request for quotation (`POST /api/quote`): every field and every line to the company, an acknowledgement to the buyer. */
export const quote = {
  kind: "quote",
  submission: null,
  lines: true,
  inboxTerms: (message) => ({
    reference: message.reference ?? "",
    company: message.company ?? "",
    destination: message.destination ?? "",
    incoterm: message.incoterm ?? "",
    wantedBy: message.wanted_by,
    documents: (JSON.parse(message.documents ?? "[]") as string[]).map(documentLabel),
    privateLabel: message.private_label ?? "",
  }),
  companyMail(message, lines) {
    const reference = message.reference ?? message.id;
    const documents = JSON.parse(message.documents ?? "[]") as string[];
    return companyMail(message, {
      subject: `Request for quotation ${reference}: ${lines.length} ${lines.length === 1 ? "product" : "products"} (${message.company ?? ""}, ${message.country ?? ""})`,
      heading: `New request for quotation ${reference}`,
      idLabel: "ID",
      fields: [
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
        ["Sent through", CHANNEL_LABELS[message.channel]],
        ["Message", message.message ?? ""],
      ],
      after: { text: `Products:\n${linesText(lines)}`, html: `<h2 style="font-size:16px">Products</h2>${linesHtml(lines)}` },
    });
  },
  acknowledgement,
  // No template of its own in the specification: the inquiry's, with the whole mail as its message.
  emailJs: (message, mail) => ({
    template: "inquiry",
    params: {
      product: `Request for quotation ${message.reference ?? ""}`,
      email: message.email,
      phone: message.phone,
      country: message.country ?? "",
      message: mail.text,
    },
  }),
} satisfies MessageKindModule<"quote">;
