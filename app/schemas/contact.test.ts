import { describe, expect, it } from "vitest";
import { messages } from "../../content/i18n/en/messages";

const { interestOptions } = messages.forms.contact;
import { CONTACT_LIMITS, ContactSchema } from "./contact";
import { SINGLE_LINE_MESSAGE } from "./form-rules";
import { validationErrors, validationMessage, validationMessages } from "./validation-messages";

/** The single-line rule's words, as the JSON API answers them. */
const SINGLE_LINE = validationMessage(SINGLE_LINE_MESSAGE);

const valid = {
  name: "Amara Okafor",
  email: "amara@example.com",
  phone: "2348012345678",
  interest: interestOptions[0],
  message: "",
  time: "3/14/2025, 10:15:00 AM",
};

/** The error map of a parse of `valid` with `changes` applied (empty when it passes). */
function errorsOf(changes: Record<string, unknown>): Record<string, string> {
  const result = ContactSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : validationMessages(validationErrors(result.error));
}

describe("ContactSchema", () => {
  it("accepts a complete message and trims every field", () => {
    const result = ContactSchema.parse({ ...valid, name: "  Amara Okafor ", email: " amara@example.com " });
    expect(result).toEqual(valid);
  });

  it("accepts a message without phone or time", () => {
    expect(ContactSchema.parse({ name: "A", email: "a@b.co", interest: "Other" })).toEqual({
      name: "A",
      email: "a@b.co",
      phone: "",
      interest: "Other",
      message: "",
      time: "",
    });
    expect(errorsOf({ phone: "" })).toEqual({});
    expect(errorsOf({ phone: null })).toEqual({});
  });

  describe("name", () => {
    it.each([[""], ["   "], [undefined], [null], [42]])("is required (%j)", (name) => {
      expect(errorsOf({ name })).toEqual({ name: "Name is required" });
    });
    it("is at most 100 characters", () => {
      expect(errorsOf({ name: "n".repeat(CONTACT_LIMITS.name) })).toEqual({});
      expect(errorsOf({ name: "n".repeat(CONTACT_LIMITS.name + 1) })).toEqual({ name: "Name must be at most 100 characters" });
    });
    it("refuses a line break (it would reach a mail header)", () => {
      expect(errorsOf({ name: "Eve\r\nBcc: victim@example.com" })).toEqual({ name: SINGLE_LINE });
      expect(errorsOf({ name: "Eve\nX" })).toEqual({ name: SINGLE_LINE });
    });
  });

  describe("email", () => {
    it.each([[""], ["  "], [undefined]])("is required (%j)", (email) => {
      expect(errorsOf({ email })).toEqual({ email: "Email is required" });
    });
    it.each([["amara"], ["amara@example"], ["@example.com"], ["amara@.com"], ["am ara@example.com"], ["a@b@c.com"], ["a@b.com\r\nBcc: x@y.z"]])(
      "must look like an e-mail address with no spaces (%j)",
      (email) => {
        expect(errorsOf({ email })).toEqual({ email: "Invalid email format" });
      },
    );
    it("is at most 254 characters", () => {
      const long = `${"a".repeat(250)}@b.co`;
      expect(errorsOf({ email: long })).toEqual({ email: "Email must be at most 254 characters" });
    });
  });

  describe("phone", () => {
    it.each([["+254 712 345678"], ["(011) 2345-6789"], ["+91-98765-43210"], ["98.76.54.32.10"], ["(+44) 20 7946 0958"], ["9876543210"]])(
      "accepts +, spaces, dashes, dots and brackets around at least 10 digits, kept as typed (%j)",
      (phone) => {
        expect(ContactSchema.parse({ ...valid, phone: ` ${phone} ` }).phone).toBe(phone);
      },
    );
    it.each([["123456789"], ["+254 712 345"], ["(011) 234-56"], ["12345"], ["--- ---- ----"]])(
      "needs at least 10 digits, whatever surrounds them (%j)",
      (phone) => {
        expect(errorsOf({ phone })).toEqual({ phone: "Phone must be at least 10 digits" });
      },
    );
    it.each([["abcdefghij"], ["0722 000 000 ext. 4"], ["98765/43210"], ["98765 43210 #"], ["9876+543210"], ["98765\n43210"], [9876543210]])(
      "refuses letters and any other character with the same message (%j)",
      (phone) => {
        expect(errorsOf({ phone })).toEqual({ phone: "Phone must be at least 10 digits" });
      },
    );
    it("accepts Eastern Arabic and Persian digits, stored as ASCII digits", () => {
      expect(ContactSchema.parse({ ...valid, phone: "٠١٠٠١٢٣٤٥٦٧" }).phone).toBe("01001234567");
      expect(ContactSchema.parse({ ...valid, phone: "+٢٥٤ ٧١٢ ٣٤٥٦٧٨" }).phone).toBe("+254 712 345678");
      expect(ContactSchema.parse({ ...valid, phone: "۰۹۱۲ ۳۴۵ ۶۷۸۹" }).phone).toBe("0912 345 6789");
      expect(errorsOf({ phone: "٠١٠٠١٢" })).toEqual({ phone: "Phone must be at least 10 digits" });
    });
    it("accepts up to 15 digits and 30 characters", () => {
      expect(errorsOf({ phone: "123456789012345" })).toEqual({});
      expect(errorsOf({ phone: "1234567890123456" })).toEqual({ phone: "Phone must be at most 15 digits" });
      expect(errorsOf({ phone: "+1 (555) 123-4567" })).toEqual({});
      expect(errorsOf({ phone: `+91 ${"9".repeat(10)}${" -".repeat(9)}` })).toEqual({ phone: "Phone must be at most 30 characters" });
    });
  });


  describe("interest", () => {
    it.each([[""], [" "], [undefined]])("is required (%j)", (interest) => {
      expect(errorsOf({ interest })).toEqual({ interest: "Interest is required" });
    });
    it("is any words of the buyer's, one line of at most 100 characters; the listed interests are only suggestions", () => {
      for (const interest of interestOptions) expect(errorsOf({ interest })).toEqual({});
      expect(ContactSchema.parse({ ...valid, interest: "  Veterinary antibiotics, CIF Lagos " }).interest).toBe("Veterinary antibiotics, CIF Lagos");
      expect(errorsOf({ interest: "i".repeat(100) })).toEqual({});
      expect(errorsOf({ interest: "i".repeat(101) })).toEqual({ interest: "Interest must be at most 100 characters" });
      expect(errorsOf({ interest: "Tablets\r\nBcc: x@y.z" })).toEqual({ interest: SINGLE_LINE });
    });
  });

  describe("message", () => {
    it("is optional, trimmed, keeps its lines, at most 5000 characters", () => {
      expect(ContactSchema.parse({ ...valid, message: undefined }).message).toBe("");
      expect(ContactSchema.parse({ ...valid, message: " 200,000 capsules\nCIF Mombasa " }).message).toBe("200,000 capsules\nCIF Mombasa");
      expect(errorsOf({ message: "m".repeat(5000) })).toEqual({});
      expect(errorsOf({ message: "m".repeat(5001) })).toEqual({ message: "Message must be at most 5000 characters" });
    });
  });

  it("keeps time to one line of at most 100 characters", () => {
    expect(errorsOf({ time: "t".repeat(101) })).toEqual({ time: "Time must be at most 100 characters" });
    expect(errorsOf({ time: "a\nb" })).toEqual({ time: SINGLE_LINE });
  });

  it("reports every field at once, one message each", () => {
    expect(errorsOf({ name: "", email: "", phone: "12", interest: "" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone must be at least 10 digits",
      interest: "Interest is required",
    });
  });
});
