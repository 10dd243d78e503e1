import { LOCALES, type Locale } from "../i18n/locales";
import { isDay, type LostReason } from "./leads";
import { INCOTERMS, type Incoterm } from "./quote";
import { CURRENCIES, DISCOUNT_DECIMALS, PRICE_DECIMALS, QUANTITY_DECIMALS, isCurrency, parseDecimal, type Currency } from "./money";

/**
 * A priced quotation of a lead (docs/decisions/0072-quotations.md): the admin's words for its
 * form and the rules that read it. Money is exact (./money.ts).
 */

export const QUOTATION_LINES_MAX = 100;
export const QUOTATION_TEXT_MAX = 200;
export const QUOTATION_NOTES_MAX = 4000;
/** Empty rows the editor adds under the lines, for new ones without script. */
export const BLANK_LINES = 3;
/** A new quotation's validity, in days from today. */
export const DEFAULT_VALIDITY_DAYS = 30;

/** Why a buyer declines, through the link; each leads to a lost lead's reason (app/schemas/leads.ts). */
export const DECLINE_REASONS = ["price", "lead-time", "other-supplier", "no-registration", "other"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const LOST_REASON_OF: Record<DeclineReason, LostReason> = {
  price: "price",
  "lead-time": "other",
  "other-supplier": "other-supplier",
  "no-registration": "no-registration",
  other: "other",
};
export const DECLINE_NOTE_MAX = 1000;

/** What the buyer's link shows: the quotation to answer, its answer, or why it no longer works. */
export type QuotationLinkState = "open" | "accepted" | "declined" | "expired" | "replaced" | "unknown";

export const QUOTATION_MESSAGES = {
  currencyUnknown: `Choose a currency: ${CURRENCIES.join(", ")}`,
  languageUnknown: "Choose a language from the list",
  incotermUnknown: "Choose an Incoterm from the list",
  validUntilInvalid: "Enter the last valid day (YYYY-MM-DD)",
  validUntilPast: "The last valid day cannot be before today",
  textTooLong: `Keep it to ${QUOTATION_TEXT_MAX} characters`,
  notesTooLong: `Keep the notes to ${QUOTATION_NOTES_MAX} characters`,
  discountInvalid: `Enter a discount from 0 to 100 percent, with at most ${DISCOUNT_DECIMALS} decimals`,
  linesRequired: "Add at least one line",
  tooManyLines: `Keep the quotation to ${QUOTATION_LINES_MAX} lines`,
  lineProductRequired: "Name the product of each line",
  lineQuantityInvalid: `Enter each line's quantity as a number above 0, with at most ${QUANTITY_DECIMALS} decimals`,
  lineUnitRequired: "Give each line's unit",
  linePriceInvalid: `Enter each line's unit price as a number, with at most ${PRICE_DECIMALS} decimals`,
  notFound: "Quotation not found",
  notDraft: "This version was sent: revise it to change anything",
  notSent: "Only a sent version can be revised",
  unpriced: "Give every line a unit price above 0 before sending",
  expiredDraft: "The last valid day has passed: set a later one before sending",
} as const;

/** A line as the editor posts it: one value per row of each column. */
export interface PostedLine {
  product: string;
  quantity: string;
  unit: string;
  price: string;
  slug: string;
}

export interface QuotationDraft {
  currency: Currency;
  language: Locale;
  incoterm: Incoterm;
  port: string;
  paymentTerms: string;
  leadTime: string;
  validUntil: string;
  notes: string;
  discountBasisPoints: bigint;
  lines: Array<{ slug: string | null; product: string; quantity: bigint; unit: string; unitPrice: bigint }>;
}

/**
 * The editor's post, checked: the terms and the lines that are not blank rows. Errors are keyed
 * by field (a line's as `lines`, naming the first wrong row).
 */
export function readQuotationForm(values: Record<string, string>, lines: PostedLine[], today: string): { draft: QuotationDraft } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const text = (name: string, max = QUOTATION_TEXT_MAX) => {
    const value = (values[name] ?? "").trim();
    if (value.length > max) errors[name] = max === QUOTATION_NOTES_MAX ? QUOTATION_MESSAGES.notesTooLong : QUOTATION_MESSAGES.textTooLong;
    return value;
  };
  const currency = values.currency ?? "";
  if (!isCurrency(currency)) errors.currency = QUOTATION_MESSAGES.currencyUnknown;
  const language = values.language ?? "";
  if (!(LOCALES as readonly string[]).includes(language)) errors.language = QUOTATION_MESSAGES.languageUnknown;
  const incoterm = values.incoterm ?? "";
  if (!(INCOTERMS as readonly string[]).includes(incoterm)) errors.incoterm = QUOTATION_MESSAGES.incotermUnknown;
  const validUntil = (values.validUntil ?? "").trim();
  if (!isDay(validUntil)) errors.validUntil = QUOTATION_MESSAGES.validUntilInvalid;
  else if (validUntil < today) errors.validUntil = QUOTATION_MESSAGES.validUntilPast;
  const discount = parseDecimal(values.discount?.trim() || "0", DISCOUNT_DECIMALS);
  if (discount === null || discount > 10_000n) errors.discount = QUOTATION_MESSAGES.discountInvalid;
  const port = text("port");
  const paymentTerms = text("paymentTerms");
  const leadTime = text("leadTime");
  const notes = text("notes", QUOTATION_NOTES_MAX);

  const filled = lines.filter((line) => [line.product, line.quantity, line.unit, line.price].some((v) => v.trim() !== ""));
  const read: QuotationDraft["lines"] = [];
  for (const [index, line] of filled.entries()) {
    const row = `Line ${index + 1}: `;
    const quantity = parseDecimal(line.quantity, QUANTITY_DECIMALS);
    const price = parseDecimal(line.price, PRICE_DECIMALS);
    const problem = !line.product.trim()
      ? QUOTATION_MESSAGES.lineProductRequired
      : line.product.trim().length > QUOTATION_TEXT_MAX || line.unit.trim().length > QUOTATION_TEXT_MAX
        ? QUOTATION_MESSAGES.textTooLong
        : quantity === null || quantity === 0n
          ? QUOTATION_MESSAGES.lineQuantityInvalid
          : !line.unit.trim()
            ? QUOTATION_MESSAGES.lineUnitRequired
            : price === null
              ? QUOTATION_MESSAGES.linePriceInvalid
              : null;
    if (problem) {
      errors.lines ??= `${row}${problem}`;
      continue;
    }
    read.push({ slug: line.slug.trim() || null, product: line.product.trim(), quantity: quantity!, unit: line.unit.trim(), unitPrice: price! });
  }
  if (filled.length === 0) errors.lines ??= QUOTATION_MESSAGES.linesRequired;
  if (filled.length > QUOTATION_LINES_MAX) errors.lines = QUOTATION_MESSAGES.tooManyLines;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    draft: {
      currency: currency as Currency,
      language: language as Locale,
      incoterm: incoterm as Incoterm,
      port,
      paymentTerms,
      leadTime,
      validUntil,
      notes,
      discountBasisPoints: discount!,
      lines: read,
    },
  };
}

/** The editor's line columns, row by row (each posted once per row, blank rows included). */
export function postedLines(form: { getAll(name: string): unknown[] }): PostedLine[] {
  const column = (name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const product = column("line.product");
  const quantity = column("line.quantity");
  const unit = column("line.unit");
  const price = column("line.price");
  const slug = column("line.slug");
  return product.slice(0, QUOTATION_LINES_MAX + BLANK_LINES + 1).map((name, i) => ({ product: name, quantity: quantity[i] ?? "", unit: unit[i] ?? "", price: price[i] ?? "", slug: slug[i] ?? "" }));
}
