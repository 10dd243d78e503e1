import { describe, expect, it } from "vitest";
import { absoluteUrl, serializeJsonLd, truncateDescription } from "./seo";

describe("truncateDescription", () => {
  it("keeps a short text, with whitespace tidied", () => {
    expect(truncateDescription("  Paracetamol   500 mg\ntablets ")).toBe("Paracetamol 500 mg tablets");
  });

  it("cuts a long text at a word boundary with an ellipsis, within the limit", () => {
    const text = "Each film-coated tablet contains: Amoxicillin Trihydrate IP eq. to Amoxicillin 500 mg, ".repeat(3);
    const cut = truncateDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[ ,]…$/);
  });
});

describe("absoluteUrl", () => {
  it("joins the site URL and a path without doubling slashes", () => {
    expect(absoluteUrl("https://example.com/", "/products?q=a")).toBe("https://example.com/products?q=a");
    expect(absoluteUrl("https://example.com", "sitemap.xml")).toBe("https://example.com/sitemap.xml");
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so a value cannot close the script block", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
