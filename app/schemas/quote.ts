import * as z from "zod/mini";
import { rule, says } from "./validation-messages";
import { EMAIL_PATTERN, PHONE_TOO_LONG, PHONE_TOO_SHORT, asciiDigits, optionalPhone, optionalText, requiredText, singleLine } from "./form-rules";

/*
 * A request for quotation: a list of products with quantities and export terms. The same schema
 * checks the /quote page's form in the browser, its plain post, and POST /api/quote.
 */

export const QUOTE_UNITS = ["units", "strips", "boxes", "bottles", "cartons", "kg"] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

export const INCOTERMS = ["EXW", "FOB", "CFR", "CIF", "DAP", "DDP"] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The documents a buyer may ask for, by their stored value and their label. */
export const QUOTE_DOCUMENTS = [
  ["coa", "COA"],
  ["copp", "COPP"],
  ["who-gmp", "WHO-GMP certificate"],
  ["stability", "Stability data"],
  ["ctd-actd", "CTD/ACTD dossier"],
  ["free-sale", "Free-sale certificate"],
] as const;
export type QuoteDocument = (typeof QUOTE_DOCUMENTS)[number][0];
const DOCUMENT_VALUES = QUOTE_DOCUMENTS.map(([value]) => value) as unknown as readonly [QuoteDocument, ...QuoteDocument[]];

export function documentLabel(value: string): string {
  return QUOTE_DOCUMENTS.find(([v]) => v === value)?.[1] ?? value;
}

export const QUOTE_LIMITS = {
  name: 100,
  company: 150,
  email: 254,
  phone: 30,
  country: 100,
  destination: 150,
  message: 5000,
  note: 500,
  /** Products in one list or request. */
  lines: 50,
  quantity: 100_000_000,
} as const;

export const QUOTE_MESSAGES = {
  nameRequired: says("nameRequired"),
  companyRequired: says("companyRequired"),
  emailRequired: says("emailRequired"),
  emailInvalid: says("emailInvalid"),
  phoneShort: PHONE_TOO_SHORT,
  phoneLong: PHONE_TOO_LONG,
  countryRequired: says("countryRequired"),
  destinationRequired: says("destinationRequired"),
  incotermRequired: says("incotermRequired"),
  wantedByInvalid: says("wantedByInvalid"),
  wantedByPast: says("wantedByPast"),
  documentUnknown: says("documentUnknown"),
  privateLabelRequired: says("privateLabelRequired"),
  linesRequired: says("linesRequired"),
  linesTooMany: says("linesTooMany", { max: QUOTE_LIMITS.lines }),
  productRequired: says("lineProductRequired"),
  quantityRequired: says("quantityRequired"),
  quantityInvalid: says("quantityInvalid", { max: QUOTE_LIMITS.quantity }),
  unitUnknown: says("unitUnknown"),
  productUnknown: says("productUnknown"),
  productTwice: says("productTwice"),
} as const;

const M = QUOTE_MESSAGES;

/** A quantity as typed in a form ("200,000", "200000", an Arabic keyboard's "٢٠٠٠٠٠") or sent as a number. */
export function parseQuantity(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? asciiDigits(value).replace(/[\s,_]/g, "") : "";
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= QUOTE_LIMITS.quantity ? n : undefined;
}

/** Nothing typed: a quantity left blank, or left out of a JSON line. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** A line going to sales needs its quantity: a blank one is refused, never sent as 1. */
const quantity = z.pipe(
  z.unknown(),
  z.transform((value, ctx) => {
    const n = parseQuantity(value);
    if (n === undefined) ctx.issues.push({ code: "custom", message: rule(isBlank(value) ? M.quantityRequired : M.quantityInvalid), input: value });
    return n ?? 0;
  }),
);

/** A quantity on the buyer's list: blank (null) until they set one. */
const listQuantity = z.pipe(
  z.unknown(),
  z.transform((value, ctx): number | null => {
    if (isBlank(value)) return null;
    const n = parseQuantity(value);
    if (n === undefined) ctx.issues.push({ code: "custom", message: rule(M.quantityInvalid), input: value });
    return n ?? null;
  }),
);

const unit = z.enum(QUOTE_UNITS, { error: rule(M.unitUnknown) });

/** One line of a list or a request: a product (its slug), a quantity, a unit and a note. */
export const QuoteLineSchema = z.object({
  product: requiredText("product", M.productRequired, 200).check(singleLine()),
  quantity,
  unit,
  note: optionalText("note", QUOTE_LIMITS.note),
});
export type QuoteLineInput = z.input<typeof QuoteLineSchema>;
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/** A line's fields in the /quote form, named by the product's id (a rename keeps it). */
export const lineKeys = (id: string) => ({ quantity: `quantity:${id}`, unit: `unit:${id}`, note: `note:${id}` });

/** A line's changes on the /quote page (the product is the line's own); the quantity may stay blank until the list is sent. */
export const QuoteLineUpdateSchema = z.object({ quantity: listQuantity, unit, note: optionalText("note", QUOTE_LIMITS.note) });

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Form checkboxes arrive as one string or several; JSON as a list. */
function asList(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The request form. `earliest` is the first acceptable "wanted by" date (YYYY-MM-DD): the
 * browser passes its own today, the server the day before its UTC today, so a buyer whose
 * calendar is behind UTC is not refused their own today.
 */
export function quoteRequestSchema(earliest: string) {
  return z.object({
    name: requiredText("name", M.nameRequired, QUOTE_LIMITS.name).check(singleLine()),
    company: requiredText("company", M.companyRequired, QUOTE_LIMITS.company).check(singleLine()),
    email: requiredText("email", M.emailRequired, QUOTE_LIMITS.email).check(z.regex(EMAIL_PATTERN, rule(M.emailInvalid))),
    phone: optionalPhone(QUOTE_LIMITS.phone),
    country: requiredText("country", M.countryRequired, QUOTE_LIMITS.country).check(singleLine()),
    destination: requiredText("destination", M.destinationRequired, QUOTE_LIMITS.destination).check(singleLine()),
    incoterm: z.enum(INCOTERMS, { error: rule(M.incotermRequired) }),
    wantedBy: optionalText(
      "wantedBy",
      10,
      z.refine((value) => value === "" || isCalendarDate(value), rule(M.wantedByInvalid)),
      z.refine((value) => value === "" || !isCalendarDate(value) || value >= earliest, rule(M.wantedByPast)),
    ),
    // A transform first, so a request without the key gets an empty list, not "nonoptional".
    documents: z.pipe(
      z.transform(asList),
      z.array(z.enum(DOCUMENT_VALUES, { error: rule(M.documentUnknown) })).check(z.maxLength(DOCUMENT_VALUES.length, rule(M.documentUnknown))),
    ),
    privateLabel: z.enum(["yes", "no"], { error: rule(M.privateLabelRequired) }),
    message: optionalText("message", QUOTE_LIMITS.message),
    lines: z
      .array(QuoteLineSchema, { error: rule(M.linesRequired) })
      .check(z.minLength(1, rule(M.linesRequired)), z.maxLength(QUOTE_LIMITS.lines, rule(M.linesTooMany))),
  });
}
export type QuoteRequest = z.infer<ReturnType<typeof quoteRequestSchema>>;
export type QuoteField = keyof QuoteRequest;


/** "Q-2026-00042": the year and the year's sequence number. */
export function quoteReference(year: number, sequence: number): string {
  return `Q-${year}-${String(sequence).padStart(5, "0")}`;
}
