import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { pageSeo } from "../../content/site/seo";
import { canonicalUrl, pageMeta } from "./seo";
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
    const tags = pageMeta(pageSeo.about, "https://example.com/about");
    expect(tags).toContainEqual({ title: pageSeo.about.title });
    expect(tags).toContainEqual({ name: "description", content: pageSeo.about.description });
    expect(tags).toContainEqual({ property: "og:title", content: pageSeo.about.title });
    expect(tags).toContainEqual({ property: "og:description", content: pageSeo.about.description });
    expect(tags).toContainEqual({ property: "og:url", content: "https://example.com/about" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/about" });
  });

  it("leaves out the URL tags when the URL is unknown (an error page)", () => {
    const tags = pageMeta(pageSeo.about, undefined);
    expect(tags.some((tag) => "tagName" in tag || ("property" in tag && tag.property === "og:url"))).toBe(false);
    expect(tags).toContainEqual({ title: pageSeo.about.title });
  });
});

describe("organizationJsonLd", () => {
  it("states the company's facts from the site configuration", () => {
    const org = organizationJsonLd("https://example.com/");
    expect(org).toMatchObject({
      "@type": "Organization",
      name: site.name,
      url: "https://example.com/",
      logo: "https://example.com/art/logo.svg",
      foundingDate: String(site.established),
      taxID: site.gstNumber,
      address: { postalCode: site.address.postalCode, addressCountry: site.address.countryCode },
    });
  });
});
