import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { pageCacheKey } from "../../server/http/page-cache.server";
import { PREFIXED_LOCALES, splitLocale } from "../i18n/locales";
import { LINK_PAGES, PUBLIC_FILES, PUBLIC_PAGES, PUBLIC_PATTERNS, VISITOR_PAGES, fillPath, publicPageSamples, sitePath, withQuery } from "./paths";
import { ADMIN_PAGES, adminPath, isAdminPath } from "./admin-paths";

/** Every path of the route table, with a leading slash (layouts add none). */
function routePaths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.index ? ["/"] : entry.path !== undefined ? [`/${entry.path}`] : []),
    ...routePaths(entry.children ?? []),
  ]);
}

const PUBLIC = new Set<string>([
  ...Object.values(PUBLIC_PAGES),
  ...Object.values(PUBLIC_PATTERNS),
  ...Object.values(VISITOR_PAGES),
  ...Object.values(PUBLIC_FILES),
]);
const sample = (path: string) => fillPath(path, { id: "some-id", slug: "neem-soap", category: "Pharmaceuticals", token: "a".repeat(43) });
const anonymousGet = (url: string) => pageCacheKey({ method: "GET", url, headers: { host: "example.com" } });

describe("the URL manifest", () => {
  it("is the route table: every manifest page has a route, and every route is in the manifest", () => {
    // Each language's pages are the English ones under its prefix (/fr/products is /products).
    const table = routePaths(routes)
      .map((path) => splitLocale(path).path)
      .filter((path) => path !== "/*" && !path.startsWith("/__test/"));
    const manifest = [...PUBLIC, ...Object.values(LINK_PAGES), ...Object.values(ADMIN_PAGES)];
    expect(new Set(table)).toEqual(new Set(manifest));
  });

  it("gives every language every public page of English, under its prefix", () => {
    const paths = routePaths(routes);
    const english = paths.filter((path) => splitLocale(path).locale === "en" && !isAdminPath(path) && !path.startsWith("/__test/"));
    const pages = english.filter((path) => !Object.values(PUBLIC_FILES).includes(path as never));
    for (const locale of PREFIXED_LOCALES) {
      const theirs = new Set(paths.filter((path) => splitLocale(path).locale === locale).map((path) => splitLocale(path).path));
      expect(theirs, locale).toEqual(new Set(pages));
    }
  });

  it("every route that is not public is bypassed by the page cache, with or without a session", () => {
    const private_ = routePaths(routes).filter((path) => !PUBLIC.has(splitLocale(path).path) && splitLocale(path).path !== "/*");
    expect(private_.length).toBeGreaterThanOrEqual(Object.keys(ADMIN_PAGES).length);
    for (const path of [...private_, ...Object.values(ADMIN_PAGES)]) {
      for (const url of [sample(path), sample(path).toUpperCase(), `${sample(path)}?page=2`]) {
        expect(anonymousGet(url), url).toBeNull();
      }
    }
  });

  it("every admin page is an admin path; no public page is", () => {
    for (const path of Object.values(ADMIN_PAGES)) expect(isAdminPath(sample(path)), path).toBe(true);
    for (const path of publicPageSamples({ category: "Pharmaceuticals", slug: "neem-soap" })) {
      expect(isAdminPath(path), path).toBe(false);
      expect(anonymousGet(path), path).not.toBeNull();
    }
    // A page added under the admin name is private before anyone lists it.
    expect(isAdminPath("/adminReports")).toBe(true);
  });

  it("fills a path's parameters, encoded", () => {
    expect(fillPath(ADMIN_PAGES.editUser, { id: "a b/c" })).toBe("/editUser/a%20b%2Fc");
  });

  it("builds a page's path from its id, in a language, with its parameters encoded", () => {
    expect(sitePath("about")).toBe("/about");
    expect(sitePath("services", { locale: "en" })).toBe("/service");
    expect(sitePath("home", { locale: "fr" })).toBe("/fr/");
    expect(sitePath("product", { slug: "a b", locale: "ar" })).toBe("/ar/product/a%20b");
    expect(adminPath("messageLines", { id: "x/y" })).toBe("/adminmessages/x%2Fy/lines.xlsx");
    expect(withQuery(adminPath("users"), { notice: "created", page: 1, q: "" })).toBe("/adminalluser?notice=created");
    expect(withQuery(sitePath("products", { locale: "es" }), { q: "zinc", page: 2 })).toBe("/es/products?q=zinc&page=2");
  });
});
