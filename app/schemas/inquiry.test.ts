import { describe, expect, it } from "vitest";
import { SINGLE_LINE_MESSAGE } from "./form-rules";
import { validationErrors, validationMessage, validationMessages } from "./validation-messages";

/** The single-line rule's words, as the JSON API answers them. */
const SINGLE_LINE = validationMessage(SINGLE_LINE_MESSAGE);
import { INQUIRY_LIMITS, InquirySchema } from "./inquiry";
import { InquiryServerSchema } from "./inquiry.server";

const valid = {
  product: "Paracetamol 500 mg Tablets",
  email: "buyer@example.com",
  phone: "+44 20 7946 0958",
  country: "Kenya",
  message: "Please quote 50,000 strips, CIF Mombasa.\nWe need WHO-GMP certificates.",
};

function errorsOf(changes: Record<string, unknown>): Record<string, string> {
  const result = InquirySchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : validationMessages(validationErrors(result.error));
}

describe("InquirySchema", () => {
  it("accepts a complete inquiry, keeping the message's lines", () => {
    expect(InquirySchema.parse(valid)).toEqual(valid);
  });

  it("accepts an inquiry without a phone", () => {
    expect(InquirySchema.parse({ ...valid, phone: undefined }).phone).toBe("");
    expect(errorsOf({ phone: "" })).toEqual({});
  });

  it.each([[""], ["  "], [undefined]])("requires the email (%j): 'Email is required'", (email) => {
    expect(errorsOf({ email })).toEqual({ email: "Email is required" });
  });

  it.each([["peter.mwangi@gmail"], ["bad-email"], ["a@b"], ["call me on whatsapp"], ["a@b.com\r\nBcc: x@y.z"]])(
    "refuses an e-mail nobody can answer (%j) as the contact form does: 'Invalid email format'",
    (email) => {
      expect(errorsOf({ email })).toEqual({ email: "Invalid email format" });
    },
  );

  it.each([[""], ["   "], [undefined]])("requires the country (%j): 'Country is required'", (country) => {
    expect(errorsOf({ country })).toEqual({ country: "Country is required" });
  });

  it("leaves the country's spelling to the server (the browser's copy has no names to check against)", () => {
    expect(InquirySchema.parse({ ...valid, country: "  Perú " }).country).toBe("Perú");
    expect(errorsOf({ country: "Atlantis" })).toEqual({});
  });

  it("on the server, resolves the country to its ISO code and English name, or refuses it", () => {
    expect(InquiryServerSchema.parse({ ...valid, country: "  Perú " }).country).toEqual({ code: "PE", name: "Peru" });
    expect(InquiryServerSchema.parse({ ...valid, country: "usa" }).country).toEqual({ code: "US", name: "United States" });
    const refused = (country: unknown) => {
      const result = InquiryServerSchema.safeParse({ ...valid, country });
      return result.success ? {} : validationMessages(validationErrors(result.error));
    };
    expect(refused("Atlantis")).toEqual({ country: "Choose a country from the list" });
    expect(refused("  ")).toEqual({ country: "Country is required" });
    expect(refused(undefined)).toEqual({ country: "Country is required" });
    expect(refused("Peru\nBcc: x@y.z")).toEqual({ country: SINGLE_LINE });
    // The other fields keep the shared rules.
    expect(InquiryServerSchema.safeParse({ ...valid, email: "" }).success).toBe(false);
  });

  it.each([[""], ["\n \n"], [undefined]])("requires the message (%j): 'Message is required'", (message) => {
    expect(errorsOf({ message })).toEqual({ message: "Message is required" });
  });

  it("requires the product, on one line", () => {
    expect(errorsOf({ product: "" })).toEqual({ product: "Product is required" });
    expect(errorsOf({ product: "X\r\nBcc: y@z.w" })).toEqual({ product: SINGLE_LINE });
  });

  it("keeps the phone optional, as typed, with the contact form's rule: at least 10 digits among +, spaces, dashes, dots and brackets", () => {
    for (const phone of ["+254 712 345678", "(011) 2345-6789", "+91-98765-43210", "0722.000.000"]) {
      expect(InquirySchema.parse({ ...valid, phone: `  ${phone}` }).phone).toBe(phone);
    }
    for (const phone of ["0722 000 00", "0722 000 000 ext. 4", "1\n2345678901", "+254 712 345678 (Ali)"]) {
      expect([phone, errorsOf({ phone })]).toEqual([phone, { phone: "Phone must be at least 10 digits" }]);
    }
  });

  it("has a maximum length on every field", () => {
    expect(errorsOf({ product: "p".repeat(INQUIRY_LIMITS.product + 1) })).toEqual({
      product: "Product must be at most 200 characters",
    });
    expect(errorsOf({ email: "e".repeat(INQUIRY_LIMITS.email + 1) })).toEqual({ email: "Email must be at most 254 characters" });
    expect(errorsOf({ phone: `+91 ${"9".repeat(10)}${" -".repeat(9)}` })).toEqual({ phone: "Phone must be at most 30 characters" });
    expect(errorsOf({ phone: "1".repeat(16) })).toEqual({ phone: "Phone must be at most 15 digits" });
    expect(errorsOf({ country: "c".repeat(INQUIRY_LIMITS.country + 1) })).toEqual({
      country: "Country must be at most 100 characters",
    });
    expect(errorsOf({ message: "m".repeat(INQUIRY_LIMITS.message) })).toEqual({});
    expect(errorsOf({ message: "m".repeat(INQUIRY_LIMITS.message + 1) })).toEqual({
      message: "Message must be at most 5000 characters",
    });
  });

  it("reports the three required fields together", () => {
    expect(errorsOf({ email: "", country: "", message: "" })).toEqual({
      email: "Email is required",
      country: "Country is required",
      message: "Message is required",
    });
  });
});
