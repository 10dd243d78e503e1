import { formatNumber } from "../i18n/format";
import { fieldErrors, type Issues } from "../forms/field-errors";

/**
 * Every message the public forms (contact, inquiry, quote) can answer with, in English, by a
 * stable key. The schemas and services answer with a key and its values (`ValidationText`);
 * a page shows it in its language from the catalogue (`forms.validation`, `validationText`),
 * and the JSON API answers with the English text below (`validationMessage`, the
 * specification's words), so one set of rules serves the browser and the server in every
 * language.
 *
 * A placeholder ({max}) stands for a number the rule fills in; the translation keeps it.
 */
export const VALIDATION_MESSAGES = {
  // Whole-form answers.
  correctFields: "Please correct the highlighted fields",
  rateLimited: "Too many messages were sent from your network. Please wait a minute and try again.",
  sendFromPage: "Please send the form from the page.",
  bodyTooLarge: "Request body is too large",
  unavailable: "The service is temporarily unavailable. Please try again in a moment.",
  productNotFound: "Product not found",
  notOnList: "This product is not on your quote list",
  invalidRequest: "Invalid request",
  /** zod's own answer to a value of the wrong shape (a list where a text belongs): only clients other than the forms get it. */
  invalidInput: "Invalid input",
  // Any text field.
  singleLine: "Must be a single line of text",
  // Required fields.
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  interestRequired: "Interest is required",
  productRequired: "Product is required",
  countryRequired: "Country is required",
  countryUnknown: "Choose a country from the list",
  messageRequired: "Message is required",
  companyRequired: "Company is required",
  destinationRequired: "Destination port or city is required",
  // Phone.
  phoneTooShort: "Phone must be at least 10 digits",
  phoneTooManyDigits: "Phone must be at most {max} digits",
  // Lengths.
  nameTooLong: "Name must be at most {max} characters",
  emailTooLong: "Email must be at most {max} characters",
  phoneTooLong: "Phone must be at most {max} characters",
  interestTooLong: "Interest must be at most {max} characters",
  productTooLong: "Product must be at most {max} characters",
  countryTooLong: "Country must be at most {max} characters",
  messageTooLong: "Message must be at most {max} characters",
  timeTooLong: "Time must be at most {max} characters",
  companyTooLong: "Company must be at most {max} characters",
  destinationTooLong: "Destination must be at most {max} characters",
  noteTooLong: "Note must be at most {max} characters",
  wantedByTooLong: "Wanted by must be at most {max} characters",
  // Optional fields sent as something other than text (the JSON API).
  messageNotText: "Message must be text",
  timeNotText: "Time must be text",
  noteNotText: "Note must be text",
  wantedByNotText: "Wanted by must be text",
  // The quote request.
  incotermRequired: "Choose an Incoterm",
  wantedByInvalid: "Enter a date as YYYY-MM-DD",
  wantedByPast: "The date must not be in the past",
  documentUnknown: "Choose documents from the list",
  privateLabelRequired: "Choose yes or no for private label",
  linesRequired: "Add at least one product to your quote",
  linesTooMany: "A quote can hold at most {max} products",
  lineProductRequired: "Each line needs a product",
  quantityRequired: "Quantity is required",
  quantityInvalid: "Quantity must be a whole number from 1 to {max}",
  unitUnknown: "Choose a unit from the list",
  productUnknown: "A product in the list is not in the catalogue",
  productTwice: "Each product may be listed once",
  // The document request.
  documentsRequired: "Choose at least one document",
  documentsTooMany: "A request can hold at most {max} documents",
  purposeRequired: "Purpose is required",
  purposeTooLong: "Purpose must be at most {max} characters",
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** A public form's answer: a message's key and the numbers its placeholders stand for. */
export interface ValidationText {
  key: ValidationKey;
  values?: Readonly<Record<string, number>>;
}

/** The message of `key`, with `values` for its placeholders. */
export function says(key: ValidationKey, values?: Readonly<Record<string, number>>): ValidationText {
  return values ? { key, values } : { key };
}

/** A map of texts by key, as each language's catalogue has it (`forms.validation`). */
export type ValidationTable = Readonly<Record<ValidationKey, string>>;

/**
 * A number as the language writes it, Western digits always ("100 000 000" in French). English
 * keeps the specification's texts: no separator below 10,000 ("at most 5000 characters"), a
 * comma above ("from 1 to 100,000,000").
 */
function writeNumber(value: number, locale: string): string {
  return locale === "en" && value < 10_000 ? String(value) : formatNumber(value, locale);
}

/** `text` in a language: its key's template in `table` (the catalogue's `forms.validation`), its numbers filled in. */
export function validationText(text: ValidationText, table: ValidationTable, locale: string): string {
  const values = text.values ?? {};
  return table[text.key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? writeNumber(values[name]!, locale) : whole));
}

/** Every text of a `{field: text}` map in a language. */
export function validationTexts(errors: Readonly<Record<string, ValidationText>>, table: ValidationTable, locale: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, validationText(text, table, locale)]));
}

/** The English text of an answer: the JSON API's words. */
export function validationMessage(text: ValidationText): string {
  return validationText(text, VALIDATION_MESSAGES, "en");
}

/** Every text of a `{field: text}` map in English. */
export function validationMessages(errors: Readonly<Record<string, ValidationText>>): Record<string, string> {
  return validationTexts(errors, VALIDATION_MESSAGES, "en");
}

/** The placeholders of a template, sorted: a translation must have the same ones. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

/*
 * zod carries an issue's message as a string, so a rule hands it its key and values written as
 * one (`rule`), and `validationErrors` reads them back: the one place where zod's issues become
 * a form's answers. A message no rule wrote is zod's own answer to a value of the wrong shape
 * (a list where a text belongs): `invalidInput`.
 */
const RULE_MARK = "\u2063";

/** `text` as a rule's message for zod, read back by `validationErrors`. */
export function rule(text: ValidationText): string {
  return `${RULE_MARK}${text.key}${text.values ? JSON.stringify(text.values) : ""}`;
}

function readRule(message: string): ValidationText {
  if (!message.startsWith(RULE_MARK)) return says("invalidInput");
  const brace = message.indexOf("{");
  if (brace < 0) return says(message.slice(RULE_MARK.length) as ValidationKey);
  return says(message.slice(RULE_MARK.length, brace) as ValidationKey, JSON.parse(message.slice(brace)) as Record<string, number>);
}

/** A failed parse of a public form's schema as `{field: text}`: the first problem of each top-level field. */
export function validationErrors(error: Issues): Record<string, ValidationText> {
  return fieldErrors(error, readRule);
}

/**
 * The request header with which a page's script asks the JSON API for its answer's keys too
 * (`keys`), to show them in the page's language; the answer's words stay English.
 */
export const VALIDATION_KEYS_HEADER = "x-validation-keys";
