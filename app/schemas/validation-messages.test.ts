import { describe, expect, it } from "vitest";
import { dictionaryFor } from "../i18n/dictionary.server";
import { LOCALES } from "../i18n/locales";
import { ContactSchema } from "./contact";
import { InquiryServerSchema } from "./inquiry.server";
import { QuoteLineUpdateSchema } from "./quote";
import { quoteRequestServerSchema } from "./quote.server";
import {
  VALIDATION_MESSAGES,
  placeholdersOf,
  says,
  validationErrors,
  validationMessage,
  validationText,
  type ValidationKey,
  type ValidationText,
} from "./validation-messages";
import { LIST_FULL, NOT_ON_LIST, PRODUCT_NOT_FOUND } from "../../server/quotes/quote-lists.server";
import { CORRECT_FIELDS, RATE_LIMIT_MESSAGE } from "../../server/messages/messages-service.server";

const catalogue = (locale: (typeof LOCALES)[number]) => dictionaryFor(locale).messages;
const [en, fr, es, ru, ar] = [catalogue("en"), catalogue("fr"), catalogue("es"), catalogue("ru"), catalogue("ar")];
const KEYS = Object.keys(VALIDATION_MESSAGES) as ValidationKey[];

/** Every answer a parse of `input` gives. */
function messagesOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, input: unknown): ValidationText[] {
  const result = schema.safeParse(input);
  return result.success ? [] : Object.values(validationErrors(result.error as Parameters<typeof validationErrors>[0]));
}

const long = (n: number) => "x".repeat(n + 1);

/** Inputs that break every rule of the public forms at least once. */
function everyAnswer(): ValidationText[] {
  const quote = quoteRequestServerSchema("2026-01-01");
  return [
    ...messagesOf(ContactSchema, {}),
    ...messagesOf(ContactSchema, { name: long(100), email: long(254), phone: "1".repeat(31), interest: long(100), message: long(5000), time: long(100) }),
    ...messagesOf(ContactSchema, { name: "a\nb", email: "nope", phone: "12", interest: "a\nb", message: 5, time: 5 }),
    ...messagesOf(ContactSchema, { name: "A", email: "a@b.co", phone: "1234567890123456", interest: "x", time: "a\nb" }),
    ...messagesOf(InquiryServerSchema, {}),
    ...messagesOf(InquiryServerSchema, { product: long(200), email: long(254), country: long(100), message: long(5000) }),
    ...messagesOf(InquiryServerSchema, { product: "a\nb", email: "a\nb", country: "Atlantis" }),
    ...messagesOf(quote, {}),
    ...messagesOf(quote, { lines: [] }),
    ...messagesOf(quote, { lines: Array.from({ length: 51 }, () => ({ product: "p", quantity: 1, unit: "units" })) }),
    ...messagesOf(quote, { lines: [{ product: "", quantity: 0, unit: "tons", note: long(500) }] }),
    ...messagesOf(quote, {
      company: long(150),
      destination: long(150),
      wantedBy: "tomorrow",
      documents: ["passport"],
      message: 5,
      incoterm: "XYZ",
      privateLabel: "maybe",
    }),
    ...messagesOf(quote, { wantedBy: "2020-01-01", message: long(5000) }),
    ...messagesOf(quote, { wantedBy: long(10) }),
    ...messagesOf(QuoteLineUpdateSchema, { quantity: "lots", unit: "tons", note: 5 }),
    CORRECT_FIELDS,
    RATE_LIMIT_MESSAGE,
    PRODUCT_NOT_FOUND,
    NOT_ON_LIST,
    LIST_FULL,
  ];
}

describe("the public forms' messages", () => {
  it("are each in the table with a value for every placeholder, so every language can show them", () => {
    const answers = everyAnswer();
    // The inputs above do reach the rules (a test that checks nothing would pass too).
    expect(answers.length).toBeGreaterThan(40);
    const unknown = answers.filter(({ key }) => !(key in VALIDATION_MESSAGES));
    expect(unknown).toEqual([]);
    const unfilled = answers.filter(({ key, values }) => placeholdersOf(VALIDATION_MESSAGES[key]).some((name) => values?.[name] === undefined));
    expect(unfilled).toEqual([]);
  });

  it("come out of the rules as keys with their values", () => {
    const result = ContactSchema.safeParse({ name: "", email: "a@b.co", interest: "x", message: "m".repeat(5001) });
    expect(result.success).toBe(false);
    expect(validationErrors(result.error!)).toEqual({ name: { key: "nameRequired" }, message: { key: "messageTooLong", values: { max: 5000 } } });
  });

  it("have a translation in every language, with the same placeholders, and no English left in the others", () => {
    for (const locale of LOCALES) {
      const table = catalogue(locale).forms.validation as Record<string, string>;
      expect(Object.keys(table).sort(), locale).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        const text = table[key];
        expect(typeof text === "string" && text.trim() !== "", `${locale}.${key}`).toBe(true);
        expect(placeholdersOf(text!), `${locale}.${key}`).toEqual(placeholdersOf(VALIDATION_MESSAGES[key]));
        if (locale !== "en") expect(text, `${locale}.${key} is still English`).not.toBe(VALIDATION_MESSAGES[key]);
      }
    }
  });

  it("keep the specification's English texts to the letter", () => {
    expect(en.forms.validation).toBe(VALIDATION_MESSAGES);
    expect(VALIDATION_MESSAGES.nameRequired).toBe("Name is required");
    expect(VALIDATION_MESSAGES.emailInvalid).toBe("Invalid email format");
    expect(VALIDATION_MESSAGES.phoneTooShort).toBe("Phone must be at least 10 digits");
    expect(validationMessage(says("nameRequired"))).toBe("Name is required");
    expect(validationText(says("nameRequired"), en.forms.validation, "en")).toBe("Name is required");
    expect(validationMessage(says("messageTooLong", { max: 5000 }))).toBe("Message must be at most 5000 characters");
    expect(validationMessage(says("quantityInvalid", { max: 100_000_000 }))).toBe("Quantity must be a whole number from 1 to 100,000,000");
  });

  it("are shown in the page's language with their numbers filled in", () => {
    expect(validationText(says("nameRequired"), ru.forms.validation, "ru")).toBe("Укажите имя");
    expect(validationText(says("nameTooLong", { max: 100 }), fr.forms.validation, "fr")).toBe("Le nom doit comporter au plus 100 caractères");
    expect(validationText(says("quantityInvalid", { max: 100_000_000 }), es.forms.validation, "es")).toBe(
      "La cantidad debe ser un número entero de 1 a 100.000.000",
    );
    // Arabic keeps Western digits.
    expect(validationText(says("phoneTooManyDigits", { max: 15 }), ar.forms.validation, "ar")).toContain("15");
  });
});

describe("the other form texts", () => {
  /** Every string leaf of an object, by its dotted path. */
  function leaves(value: unknown, path = ""): Array<[string, string]> {
    if (typeof value === "string") return [[path, value]];
    return Object.entries(value as object).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }

  it("exist in every language with the English placeholders", () => {
    for (const namespace of ["forms", "mail"] as const) {
      const english = new Map(leaves(en[namespace]));
      for (const locale of LOCALES) {
        const translated = new Map(leaves(catalogue(locale)[namespace]));
        expect([...translated.keys()].sort(), `${locale}.${namespace}`).toEqual([...english.keys()].sort());
        for (const [path, text] of translated) {
          expect(text.trim(), `${locale}.${namespace}.${path}`).not.toBe("");
          expect(placeholdersOf(text), `${locale}.${namespace}.${path}`).toEqual(placeholdersOf(english.get(path)!));
        }
      }
    }
  });
});
