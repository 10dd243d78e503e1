import { describe, expect, it } from "vitest";
import { validationErrors, validationMessage, validationMessages } from "./validation-messages";
import { QUOTE_MESSAGES as M, QuoteLineUpdateSchema, parseQuantity, quoteReference, quoteRequestSchema } from "./quote";

const valid = {
  name: "Wanjiru Kamau",
  company: "Coast Pharma Ltd",
  email: "buyer@coastpharma.example",
  phone: "+254 712 345678",
  country: "Kenya",
  destination: "Mombasa",
  incoterm: "CIF",
  wantedBy: "2026-12-01",
  documents: ["coa", "who-gmp"],
  privateLabel: "no",
  message: "",
  lines: [{ product: "amoxicillin-500", quantity: "200,000", unit: "units", note: "" }],
};

const schema = quoteRequestSchema("2026-11-21");

function errorsOf(input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : validationMessages(validationErrors(parsed.error));
}

describe("quote request schema", () => {
  it("accepts a buyer's request and reads the quantity as typed", () => {
    const parsed = schema.parse(valid);
    expect(parsed.lines[0]).toEqual({ product: "amoxicillin-500", quantity: 200_000, unit: "units", note: "" });
    expect(parsed.phone).toBe("+254 712 345678");
  });

  it("answers with the specification's messages", () => {
    expect(errorsOf({ ...valid, email: "" }).email).toBe("Email is required");
    expect(errorsOf({ ...valid, email: "nope" }).email).toBe("Invalid email format");
    expect(errorsOf({ ...valid, phone: "12345" }).phone).toBe("Phone must be at least 10 digits");
    expect(errorsOf({ ...valid, country: " " }).country).toBe("Country is required");
  });

  it("refuses a past date, an unknown Incoterm, document or unit, and an empty list", () => {
    expect(errorsOf({ ...valid, wantedBy: "2026-11-20" }).wantedBy).toBe(validationMessage(M.wantedByPast));
    expect(errorsOf({ ...valid, wantedBy: "2026-02-30" }).wantedBy).toBe(validationMessage(M.wantedByInvalid));
    expect(errorsOf({ ...valid, incoterm: "FCA" }).incoterm).toBe(validationMessage(M.incotermRequired));
    expect(errorsOf({ ...valid, documents: ["visa"] }).documents).toBe(validationMessage(M.documentUnknown));
    expect(errorsOf({ ...valid, privateLabel: "" }).privateLabel).toBe(validationMessage(M.privateLabelRequired));
    expect(errorsOf({ ...valid, lines: [] }).lines).toBe(validationMessage(M.linesRequired));
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], unit: "pallets" }] }).lines).toBe(validationMessage(M.unitUnknown));
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], quantity: "0" }] }).lines).toBe(validationMessage(M.quantityInvalid));
  });

  it("requires each line's quantity: a blank or left-out one is never taken as 1", () => {
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], quantity: "" }] }).lines).toBe(validationMessage(M.quantityRequired));
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], quantity: undefined }] }).lines).toBe(validationMessage(M.quantityRequired));
    expect(errorsOf({ ...valid, lines: [{ ...valid.lines[0], quantity: "  " }] }).lines).toBe(validationMessage(M.quantityRequired));
  });

  it("lets a line on the list wait for its quantity (blank is null), but not take a wrong one", () => {
    expect(QuoteLineUpdateSchema.parse({ quantity: "", unit: "units", note: "" }).quantity).toBeNull();
    expect(QuoteLineUpdateSchema.parse({ quantity: "30,000", unit: "boxes", note: "" }).quantity).toBe(30000);
    expect(QuoteLineUpdateSchema.safeParse({ quantity: "abc", unit: "units", note: "" }).success).toBe(false);
  });

  it("takes one checkbox value as a list of one", () => {
    expect(schema.parse({ ...valid, documents: "copp" }).documents).toEqual(["copp"]);
    expect(schema.parse({ ...valid, documents: undefined }).documents).toEqual([]);
    // A JSON request that leaves the key out asks for no documents (it was "expected nonoptional").
    const { documents: _left, ...withoutDocuments } = valid;
    expect(schema.parse(withoutDocuments).documents).toEqual([]);
  });
});

describe("quantities and references", () => {
  it("reads whole quantities within bounds only", () => {
    expect(parseQuantity("1 000")).toBe(1000);
    expect(parseQuantity(12)).toBe(12);
    expect(parseQuantity("1.5")).toBeUndefined();
    expect(parseQuantity("-3")).toBeUndefined();
    expect(parseQuantity("100000001")).toBeUndefined();
  });

  it("reads a quantity typed with Eastern Arabic or Persian digits as the same number", () => {
    expect(parseQuantity("١٠٠٠٠")).toBe(10000);
    expect(parseQuantity("٢٥٠٬٠٠٠")).toBe(250000);
    expect(parseQuantity("۳۰,۰۰۰")).toBe(30000);
    expect(parseQuantity("١٫٥")).toBeUndefined();
  });

  it("pads the sequence to five digits", () => {
    expect(quoteReference(2026, 42)).toBe("Q-2026-00042");
  });
});
