import { describe, expect, it } from "vitest";
import { API_PREFIXES, PUBLIC_FILES, VISITOR_PAGES, fillPath, publicPageSamples } from "~/config/paths";
import { ADMIN_API_PREFIXES, ADMIN_PAGES } from "~/config/admin-paths";
import { renderRobots, renderSitemap, robotsDisallows } from "./sitemap";

describe("renderSitemap", () => {
  it("lists each URL once, XML-escaped", () => {
    const xml = renderSitemap([
      { loc: "https://example.com/" },
      { loc: "https://example.com/products?a=1&b=2" },
      { loc: "https://example.com/" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://example.com/products?a=1&amp;b=2</loc>");
  });

  it("writes each URL's alternates as xhtml:link elements", () => {
    const xml = renderSitemap([
      {
        loc: "https://example.com/fr/about",
        alternates: [
          { hreflang: "en", href: "https://example.com/about" },
          { hreflang: "x-default", href: "https://example.com/about" },
        ],
      },
    ]);
    expect(xml).toContain(
      '<url><loc>https://example.com/fr/about</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/about"/><xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/about"/></url>',
    );
  });
});

/** The manifest paths (parameters filled) that no Disallow line of this robots.txt covers. */
function uncovered(robots: string, paths: readonly string[]): string[] {
  const disallows = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
  return paths.filter((path) => !disallows.some((rule) => path.startsWith(rule)));
}

const adminUrls = (pages: Record<string, string>) => Object.values(pages).map((page) => fillPath(page, { id: "x" }));
const apiUrls = Object.values({ ...API_PREFIXES, ...ADMIN_API_PREFIXES }).map((prefix) => `${prefix}/x`);

describe("renderRobots", () => {
  it("allows the site, keeps crawlers out of the admin area and the API, and names the sitemap", () => {
    const txt = renderRobots("https://example.com/sitemap.xml");
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toMatch(/^Disallow: \/api\/$/m);
    expect(txt).toMatch(/^Disallow: \/admin$/m);
    expect(txt).toMatch(/^Sitemap: https:\/\/example\.com\/sitemap\.xml$/m);
  });

  it("disallows every admin page and API prefix of the manifest, and no public page", () => {
    const txt = renderRobots("https://example.com/sitemap.xml");
    expect(uncovered(txt, [...adminUrls(ADMIN_PAGES), ...apiUrls])).toEqual([]);
    const publicUrls = [
      ...publicPageSamples({ category: "pharmaceutical", slug: "some-product" }),
      ...Object.values(VISITOR_PAGES),
      ...Object.values(PUBLIC_FILES),
    ];
    expect(uncovered(txt, publicUrls)).toEqual(publicUrls);
  });

  it("covers an admin page the moment the manifest lists it, under any name", () => {
    const pages = { ...ADMIN_PAGES, catalogueEditor: "/catalogueEditor/:id", siteSettings: "/sitesettings" };
    expect(uncovered(renderRobots("https://example.com/sitemap.xml", robotsDisallows(pages)), adminUrls(pages))).toEqual([]);
    // The check itself: yesterday's hand-written list misses the new pages.
    const handWritten = renderRobots("https://example.com/sitemap.xml", ["/api/", "/admin", "/createadmin", "/editUser/", "/delete/"]);
    expect(uncovered(handWritten, adminUrls(pages))).toEqual(["/catalogueEditor/x", "/sitesettings"]);
  });

  it("writes each rule once, without one a shorter prefix already covers", () => {
    expect(robotsDisallows({ a: "/editUser/:id", b: "/editUser/:id/history", c: "/adminx" }, { api: "/api", admin: "/api/admin" })).toEqual([
      "/api/",
      "/admin",
      "/editUser/",
    ]);
  });
});
