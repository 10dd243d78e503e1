import type { Request, RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { requestHandlersByPath } from "./route-tables.server";

type Route = NonNullable<ServerBuild["routes"][string]>;
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) =>
  ({ id, parentId, path, index, module: {} }) as unknown as Route;

/** A table shaped like the site's: a root, the site layout with each language's pages, the admin, files. */
const routes: ServerBuild["routes"] = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("layout", "root"),
    route("home", "layout", undefined, true),
    route("products", "layout", "products"),
    route("product", "layout", "product/:slug"),
    route("not-found", "layout", "*"),
    route("fr/home", "layout", "fr"),
    route("fr/products", "layout", "fr/products"),
    route("fr/product", "layout", "fr/product/:slug"),
    route("fr/not-found", "layout", "fr/*"),
    route("ar/product", "layout", "ar/product/:slug"),
    // A nested path: its language and word are its parent's.
    route("ar/section", "layout", "ar/sections"),
    route("ar/section/part", "ar/section", "part"),
    // An unprefixed page whose name begins like a language.
    route("archive", "layout", "archive"),
    route("admin-layout", "root"),
    route("admin", "admin-layout", "adminDashboard"),
    route("admin-edit", "admin-layout", "adminproductedit/:id"),
    route("sitemap", "root", "sitemap.xml"),
  ].map((r) => [r.id, r]),
);
const build = { routes, routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" } } as unknown as ServerBuild;

/** The handlers made, each answering with the ids of the routes it was built with. */
function dispatcher() {
  const built: string[][] = [];
  const handler = requestHandlersByPath(build, (b) => {
    const ids = Object.keys((b as ServerBuild).routes).sort();
    built.push(ids);
    return ((_req, res) => (res as unknown as { ids: string[] }).ids.push(...ids)) as RequestHandler;
  });
  const tableFor = (path: string) => {
    const res = { ids: [] as string[] };
    handler({ path } as Request, res as unknown as Response, () => undefined);
    return res.ids;
  };
  return { built, tableFor };
}

/** Above or beside any path: the root, the layouts, the English home (the parent path "/") and its not-found page. */
const ALWAYS = ["admin-layout", "home", "layout", "not-found", "root"];
const FRENCH = [...ALWAYS, "fr/home", "fr/not-found"];

/** The route tree React Router builds from the table, to see what the whole table matches. */
function tree(ids: string[]): RouteObject[] {
  const build = (parentId: string | undefined): RouteObject[] =>
    ids
      .map((id) => routes[id]!)
      .filter((r) => r.parentId === parentId)
      .map((r) => (r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: build(r.id) }));
  return build(undefined);
}

describe("request handlers by the path's language and first word", () => {
  it.each([
    ["/product/x", [...ALWAYS, "product"]],
    ["/Product/x", [...ALWAYS, "product"]],
    ["/%70roduct/x", [...ALWAYS, "product"]],
    ["/product/x.data", [...ALWAYS, "product"]],
    ["/products", [...ALWAYS, "products"]],
    ["/archive", [...ALWAYS, "archive"]],
    ["/admindashboard", [...ALWAYS, "admin"]],
    ["/adminproductedit/7", [...ALWAYS, "admin-edit"]],
    ["/sitemap.xml", [...ALWAYS, "sitemap"]],
    ["/fr/product/x", [...FRENCH, "fr/product"]],
    ["/FR/Product/x", [...FRENCH, "fr/product"]],
    ["/%66r/product/x", [...FRENCH, "fr/product"]],
    ["/fr/products", [...FRENCH, "fr/products"]],
    ["/fr/product/x.data", [...FRENCH, "fr/product"]],
    ["/ar/sections/part", [...ALWAYS, "ar/section", "ar/section/part"]],
  ])("answers %s from the routes that can match it", (path, ids) => {
    expect(dispatcher().tableFor(path)).toEqual(ids.sort());
  });

  it.each([
    // Nothing after the language, or a word none of its routes spells: its home and its not-found page.
    ["/fr", FRENCH],
    ["/fr/", FRENCH],
    ["/fr.data", FRENCH],
    ["/fr/_.data", FRENCH],
    ["/fr/nothing/here", FRENCH],
    ["/es/", ALWAYS],
    ["/", ALWAYS],
    ["/_root.data", ALWAYS],
    ["/frx/y", ALWAYS],
    ["/franc", ALWAYS],
    ["/%zz/y", ALWAYS],
    ["/fr.database", ALWAYS],
  ])("answers %s, whose word no route spells, from the routes above any path", (path, ids) => {
    expect(dispatcher().tableFor(path)).toEqual([...ids].sort());
  });

  it.each(["/product/x", "/fr/product/x", "/FR/PRODUCTS", "/fr", "/ar/sections/part", "/adminproductedit/7", "/nothing/here", "/fr/nothing", "/sitemap.xml", "/"])(
    "matches %s, and each of its parent paths, as the whole table does",
    (path) => {
      const part = tree(dispatcher().tableFor(path));
      const whole = tree(Object.keys(routes));
      const segments = path.split("/").filter(Boolean);
      for (let n = 0; n <= segments.length; n++) {
        const at = `/${segments.slice(0, n).join("/")}`;
        const ids = (table: RouteObject[]) => (matchRoutes(table, at) ?? []).map((m) => m.route.id);
        expect(ids(part), at).toEqual(ids(whole));
      }
    },
  );

  it("makes one handler per word a language's routes spell and one for any other word, whatever is asked", () => {
    const { built, tableFor } = dispatcher();
    // The whole table; unprefixed: any other word, products, product, archive, admindashboard,
    // adminproductedit, sitemap.xml; French: any other, products, product; Spanish, Russian: any
    // other; Arabic: any other, product, sections.
    expect(built).toHaveLength(1 + 7 + 3 + 1 + 1 + 3);
    for (let n = 0; n < 50; n++) tableFor(`/made-up-${n}/x`);
    expect(built).toHaveLength(16);
  });

  it("answers route discovery from the whole table: it is asked about links in every language", () => {
    expect(dispatcher().tableFor("/__manifest")).toEqual(Object.keys(routes).sort());
  });

  it("keeps one handler for a build that is a getter (the development server's)", () => {
    const made: unknown[] = [];
    const getter = async () => build;
    requestHandlersByPath(getter, (b) => {
      made.push(b);
      return (() => undefined) as RequestHandler;
    });
    expect(made).toEqual([getter]);
  });
});
