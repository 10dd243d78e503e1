import { formatNumber } from "../i18n/format";

/**
 * Every message the public forms (contact, inquiry, quote) can answer with, in English, by a
 * stable key. The schemas and services answer in English (the specification's texts, and the
 * JSON API's words); where a page shows an answer, `translateFormMessage` finds its key here and
 * shows the page's language's text from the catalogue (`forms.validation`), so one set of rules
 * serves the browser and the server in every language.
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
  /** zod's own answer to a value of the wrong shape ("Invalid input: expected string..."): only clients other than the forms get it. */
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
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** A message's English text with its placeholders filled: what the rule answers. */
export function validationMessage(key: ValidationKey, values: Readonly<Record<string, string | number>> = {}): string {
  return VALIDATION_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The placeholders of a template, sorted: a translation must have the same ones. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

let matchers: Array<{ key: ValidationKey; pattern: RegExp; names: string[] }> | undefined;

function buildMatchers() {
  return (Object.entries(VALIDATION_MESSAGES) as Array<[ValidationKey, string]>).map(([key, template]) => {
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name) {
          names.push(name);
          return "(.+?)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    return { key, pattern: new RegExp(`^${source}$`), names };
  });
}

/** The key and the filled-in values of an English message, or undefined for a message not in the table. */
export function matchValidationMessage(message: string): { key: ValidationKey; values: Record<string, string> } | undefined {
  matchers ??= buildMatchers();
  if (message.startsWith(`${VALIDATION_MESSAGES.invalidInput}:`)) return { key: "invalidInput", values: {} };
  for (const { key, pattern, names } of matchers) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

/** A number written for a language ("100,000,000" in English, "100 000 000" in French), Western digits always. */
function localizeNumber(value: string, locale: string): string {
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(value)) return value;
  return formatNumber(Number(value.replace(/,/g, "")), locale);
}

/**
 * An English form message in the page's language: its key's text in `table` (the catalogue's
 * `forms.validation`) with the same values filled in. A message the table does not know is
 * shown as it is, so nothing is ever lost.
 */
export function translateFormMessage(message: string, table: Readonly<Record<ValidationKey, string>>, locale: string): string {
  if (locale === "en") return message;
  const found = matchValidationMessage(message);
  if (!found) return message;
  const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, localizeNumber(value, locale)]));
  return table[found.key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Every message of a `{field: message}` map in the page's language. */
export function translateFormErrors(
  errors: Readonly<Record<string, string>>,
  table: Readonly<Record<ValidationKey, string>>,
  locale: string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateFormMessage(message, table, locale)]));
}
