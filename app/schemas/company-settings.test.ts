import { describe, expect, it } from "vitest";
import { companyDefaults } from "~/config/site";
import { phoneDigits, telUrl, whatsappUrl } from "~/company/company";
import { CompanySettingsSchema, GSTIN_MESSAGE, isInternationalPhone, PHONE_FORMAT_MESSAGE, URL_MESSAGE } from "./company-settings";

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = CompanySettingsSchema.safeParse({ ...companyDefaults, ...input });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("CompanySettingsSchema", () => {
  it("accepts the defaults of a new database", () => {
    expect(CompanySettingsSchema.parse(companyDefaults)).toEqual(companyDefaults);
  });

  it.each(["+91 98765 43210", "+91-11-4567-8900", "+44 20 7946 0958", "+1.415.555.0100", "+971501234567"])("accepts the phone %s", (phone) => {
    expect(isInternationalPhone(phone)).toBe(true);
  });

  it.each(["98765 43210", "+0 98765 43210", "+91 98765", "+91 98765 43210 12345", "+91 (98765) 43210", "+91  98765", "+91 98765 ext 4", "tel:+919876543210"])(
    "refuses the phone %s",
    (phone) => {
      expect(errorsOf({ phone })).toEqual({ phone: PHONE_FORMAT_MESSAGE });
    },
  );

  it("reads Eastern Arabic and Persian digits in the phones, the PIN code and the year, and keeps ASCII digits", () => {
    const parsed = CompanySettingsSchema.parse({
      ...companyDefaults,
      phone: "+٩١ ٩٨٧٦٥ ٤٣٢١٠",
      whatsapp: "+۹۱ ۹۸۷۶۵ ۴۳۲۱۰",
      postalCode: "١١٠٠٩٢",
      established: "٢٠١٦",
    });
    expect(parsed).toMatchObject({ phone: "+91 98765 43210", whatsapp: "+91 98765 43210", postalCode: "110092", established: 2016 });
  });

  it("derives the digits of tel: and WhatsApp links", () => {
    expect(phoneDigits("+91 98765-43210")).toBe("919876543210");
    expect(telUrl({ phone: "+44 20 7946 0958" })).toBe("tel:+442079460958");
    expect(whatsappUrl({ whatsapp: "+971 50 123 4567" })).toBe("https://wa.me/971501234567");
  });

  it("checks the GSTIN's shape, in either case", () => {
    expect(CompanySettingsSchema.parse({ ...companyDefaults, gstNumber: " 27abcde1234f1z5 " }).gstNumber).toBe("27ABCDE1234F1Z5");
    for (const gstNumber of ["27ABCDE1234F1Y5", "27ABCDE1234F0Z5", "2ABCDE1234F1Z5", "27ABCDE1234F1Z", "27ABCD11234F1Z5"]) {
      expect(errorsOf({ gstNumber }), gstNumber).toEqual({ gstNumber: GSTIN_MESSAGE });
    }
  });

  it("takes only https links", () => {
    for (const mapUrl of ["http://maps.example.com/x", "javascript:alert(1)", "maps.example.com", "https://localhost/x"]) {
      expect(errorsOf({ mapUrl }), mapUrl).toEqual({ mapUrl: URL_MESSAGE });
    }
  });

  it("refuses line breaks (the name reaches a mail header) and a year in the future", () => {
    expect(errorsOf({ name: "Evil\r\nBcc: x@example.com" })).toEqual({ name: "Company name must be a single line of text" });
    expect(errorsOf({ established: new Date().getUTCFullYear() + 1 })).toEqual({ established: "The year cannot be in the future" });
    expect(errorsOf({ established: "20x8" })).toEqual({ established: "Enter the year as four digits, e.g. 2018" });
  });

  it("edits certifications as a list: blank rows left out, at most 20", () => {
    expect(CompanySettingsSchema.parse({ ...companyDefaults, certifications: [" WHO-GMP ", "", "HACCP"] }).certifications).toEqual(["WHO-GMP", "HACCP"]);
    expect(errorsOf({ certifications: Array.from({ length: 21 }, (_, i) => `Cert ${i}`) })).toEqual({ certifications: "At most 20 certifications" });
  });
});
