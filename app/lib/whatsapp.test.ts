import { describe, expect, it } from "vitest";
import { whatsappQuoteHref } from "./whatsapp";

describe("whatsappQuoteHref", () => {
  it("pre-fills the company's chat with each product and its quantity", () => {
    const href = whatsappQuoteHref({ whatsapp: "+971 50 123 4567" }, [{ name: "Amoxicillin 500 mg Capsules", quantity: 200000, unit: "units" }, { name: "Zinc & Syrup" }]);
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/971501234567");
    expect(url.searchParams.get("text")).toBe(
      "Hello, I would like a quotation for:\n- Amoxicillin 500 mg Capsules: 200,000 units\n- Zinc & Syrup",
    );
  });
});
