import { describe, expect, it } from "vitest";
import { companyDefaults, site } from "~/config/site";
import { englishCopy } from "../../tests/support/copy";

const pageSeo = { about: englishCopy.about.seo };
import { canonicalUrl, localizedSeo, pageMeta, seoLinks, truncateDescription } from "./seo";
import { organizationJsonLd } from "./structured-data";

describe("canonicalUrl", () => {
  it("joins the site URL and the path with exactly one slash", () => {
    expect(canonicalUrl("https://example.com", "/")).toBe("https://example.com/");
    expect(canonicalUrl("https://example.com/", "/about")).toBe("https://example.com/about");
    expect(canonicalUrl("https://example.com", "service")).toBe("https://example.com/service");
  });
});

describe("pageMeta", () => {
  it("gives the title, description, canonical link and OpenGraph tags", () => {
    const tags = pageMeta(localizedSeo({ siteUrl: "https://example.com", path: "/about", locale: "en", ...pageSeo.about }));
    expect(tags).toContainEqual({ title: pageSeo.about.title });
    expect(tags).toContainEqual({ name: "description", content: pageSeo.about.description });
    expect(tags).toContainEqual({ property: "og:title", content: pageSeo.about.title });
    expect(tags).toContainEqual({ property: "og:description", content: pageSeo.about.description });
    expect(tags).toContainEqual({ property: "og:url", content: "https://example.com/about" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/about" });
  });

});

describe("seoLinks and localizedSeo", () => {
  it("give the page's own URL in its language and every language's URL, query kept", () => {
    const links = seoLinks("https://example.com/", "/products?q=zinc", "fr");
    expect(links.canonical).toBe("https://example.com/fr/products?q=zinc");
    expect(links.alternates).toEqual([
      { hreflang: "en", href: "https://example.com/products?q=zinc" },
      { hreflang: "fr", href: "https://example.com/fr/products?q=zinc" },
      { hreflang: "es", href: "https://example.com/es/products?q=zinc" },
      { hreflang: "ru", href: "https://example.com/ru/products?q=zinc" },
      { hreflang: "ar", href: "https://example.com/ar/products?q=zinc" },
      { hreflang: "x-default", href: "https://example.com/products?q=zinc" },
    ]);
  });

  it("put the home page of a prefixed language at /<locale>/", () => {
    expect(seoLinks("https://example.com", "/", "ar").canonical).toBe("https://example.com/ar/");
    expect(seoLinks("https://example.com", "/", "en").canonical).toBe("https://example.com/");
  });

  it("turn into canonical, hreflang and og:locale tags", () => {
    const seo = localizedSeo({ siteUrl: "https://example.com", path: "/about", locale: "es", title: "Nosotros", description: "Texto" });
    const tags = pageMeta(seo);
    expect(tags).toContainEqual({ title: "Nosotros" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/es/about" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://example.com/about" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "ru", href: "https://example.com/ru/about" });
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "alternate")).toHaveLength(6);
    expect(tags).toContainEqual({ property: "og:locale", content: "es_LA" });
    expect(pageMeta(undefined)).toEqual([]);
  });
});

describe("organizationJsonLd", () => {
  it("states the company's facts from its details as saved", () => {
    const company = { ...companyDefaults, name: "Saved Name Exports", phone: "+44 20 7946 0958", gstNumber: "27ABCDE1234F1Z5", established: 2001 };
    const org = organizationJsonLd("https://example.com/", company);
    expect(org).toMatchObject({
      "@type": "Organization",
      name: "Saved Name Exports",
      url: "https://example.com/",
      logo: "https://example.com/art/logo.svg",
      foundingDate: "2001",
      telephone: "+442079460958",
      taxID: "27ABCDE1234F1Z5",
      address: { postalCode: site.address.postalCode, addressCountry: site.address.countryCode },
      contactPoint: { telephone: "+442079460958" },
    });
  });
});

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
