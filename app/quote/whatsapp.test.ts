import { describe, expect, it } from "vitest";
import { whatsappQuoteHref } from "./whatsapp";

describe("whatsappQuoteHref", () => {
  it("pre-fills the company's chat with each product and its quantity", () => {
    const href = whatsappQuoteHref(
      { whatsapp: "+971 50 123 4567" },
      [{ name: "Amoxicillin 500 mg Capsules", quantity: 200000, unit: "units" }, { name: "Zinc & Syrup" }],
      "Hello, I would like a quotation for:",
    );
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/971501234567");
    expect(url.searchParams.get("text")).toBe(
      "Hello, I would like a quotation for:\n- Amoxicillin 500 mg Capsules: 200,000 units\n- Zinc & Syrup",
    );
  });

  it("writes the greeting and the numbers in the page's language, with Western digits", () => {
    const arabic = new URL(whatsappQuoteHref({ whatsapp: "+971501234567" }, [{ name: "Verdamol 500 Tablets", quantity: 12000, unit: "علبة" }], "مرحبًا", "ar"));
    expect(arabic.searchParams.get("text")).toMatch(/^مرحبًا\n- Verdamol 500 Tablets: 12\D000 علبة$/);
    const french = new URL(whatsappQuoteHref({ whatsapp: "+971501234567" }, [{ name: "X", quantity: 12000 }], "Bonjour", "fr"));
    expect(french.searchParams.get("text")).toMatch(/^Bonjour\n- X: 12\s000$/u);
  });

  it("builds no number formatter for a link without quantities (a product page's)", () => {
    const original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends original {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        built++;
      }
    } as typeof Intl.NumberFormat;
    try {
      whatsappQuoteHref({ whatsapp: "+971501234567" }, [{ name: "Verdamol 500 Tablets" }], "Bonjour", "fr");
      expect(built).toBe(0);
      whatsappQuoteHref({ whatsapp: "+971501234567" }, [{ name: "Verdamol 500 Tablets", quantity: 5000 }], "Hola", "es");
      expect(built).toBe(1);
    } finally {
      Intl.NumberFormat = original;
    }
  });
});
