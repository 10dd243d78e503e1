import { describe, expect, it } from "vitest";
import { asciiDigits } from "./form-rules";

describe("asciiDigits", () => {
  it("writes Eastern Arabic and Persian digits as ASCII digits, keeping everything else", () => {
    expect(asciiDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(asciiDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(asciiDigits("+٢٥٤ ٧١٢-٣٤٥٦٧٨")).toBe("+254 712-345678");
    expect(asciiDigits("١٠٠٠٠")).toBe("10000");
    expect(asciiDigits("۲۵۰٬۰۰۰")).toBe("250,000");
    expect(asciiDigits("Zincomer 20, ١٢ boxes")).toBe("Zincomer 20, 12 boxes");
  });

  it("leaves ASCII text and other scripts' digits alone", () => {
    expect(asciiDigits("+91 98765 43210")).toBe("+91 98765 43210");
    // Devanagari digits are not typed by the keyboards this is for; they stay (and are refused as not digits).
    expect(asciiDigits("१२३")).toBe("१२३");
  });
});
