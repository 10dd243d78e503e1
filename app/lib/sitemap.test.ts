import { describe, expect, it } from "vitest";
import { renderRobots, renderSitemap } from "./sitemap";

describe("renderSitemap", () => {
  it("lists each URL once, XML-escaped", () => {
    const xml = renderSitemap([
      { loc: "https://example.com/" },
      { loc: "https://example.com/products?a=1&b=2" },
      { loc: "https://example.com/" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://example.com/products?a=1&amp;b=2</loc>");
  });
});

describe("renderRobots", () => {
  it("allows the site, keeps crawlers out of the admin area and the API, and names the sitemap", () => {
    const txt = renderRobots("https://example.com/sitemap.xml");
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toMatch(/^Disallow: \/api\/$/m);
    expect(txt).toMatch(/^Disallow: \/admin$/m);
    expect(txt).toMatch(/^Sitemap: https:\/\/example\.com\/sitemap\.xml$/m);
  });
});
