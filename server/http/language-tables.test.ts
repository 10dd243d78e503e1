import type { Request, RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { requestHandlersByLanguage } from "./language-tables.server";

type Route = NonNullable<ServerBuild["routes"][string]>;
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) =>
  ({ id, parentId, path, index, module: {} }) as unknown as Route;

/** A table shaped like the site's: a root, the site layout with each language's pages, the admin. */
const routes: ServerBuild["routes"] = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("layout", "root"),
    route("home", "layout", undefined, true),
    route("product", "layout", "product/:slug"),
    route("not-found", "layout", "*"),
    route("fr/home", "layout", "fr"),
    route("fr/product", "layout", "fr/product/:slug"),
    route("fr/not-found", "layout", "fr/*"),
    route("ar/product", "layout", "ar/product/:slug"),
    // A nested path: its language is its parent's.
    route("ar/section", "layout", "ar/sections"),
    route("ar/section/part", "ar/section", "part"),
    // An unprefixed page whose name begins like a language.
    route("archive", "layout", "archive"),
    route("admin", "root", "admindashboard"),
  ].map((r) => [r.id, r]),
);
const build = { routes, routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" } } as unknown as ServerBuild;

/** The handlers made, each answering with the ids of the routes it was built with. */
function dispatcher() {
  const built: string[][] = [];
  const handler = requestHandlersByLanguage(build, (b) => {
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

const UNPREFIXED = ["admin", "archive", "home", "layout", "not-found", "product", "root"];

describe("request handlers by language", () => {
  it("builds one table per prefixed language, one for the rest, and keeps the whole one", () => {
    const { built } = dispatcher();
    // The whole table, French, Spanish, Russian, Arabic, then the unprefixed rest.
    expect(built).toHaveLength(6);
    expect(built[0]).toEqual(Object.keys(routes).sort());
  });

  it.each([
    ["/fr/product/x", ["fr/home", "fr/not-found", "fr/product"]],
    ["/FR/product/x", ["fr/home", "fr/not-found", "fr/product"]],
    ["/%66r/product/x", ["fr/home", "fr/not-found", "fr/product"]],
    ["/fr", ["fr/home", "fr/not-found", "fr/product"]],
    ["/ar/sections/part", ["ar/product", "ar/section", "ar/section/part"]],
    ["/es/", []],
    // A client navigation's data requests: the French home's, a French page's, in both forms.
    ["/fr.data", ["fr/home", "fr/not-found", "fr/product"]],
    ["/fr/_.data", ["fr/home", "fr/not-found", "fr/product"]],
    ["/fr/product/x.data", ["fr/home", "fr/not-found", "fr/product"]],
  ])("answers %s from its language's routes and the unprefixed ones", (path, own) => {
    expect(dispatcher().tableFor(path)).toEqual([...UNPREFIXED, ...own].sort());
  });

  it.each(["/", "/product/x", "/archive", "/admindashboard", "/frx/y", "/%zz/y", "/franc", "/_root.data", "/product/x.data", "/fr.database"])("answers %s from the unprefixed routes alone", (path) => {
    expect(dispatcher().tableFor(path)).toEqual(UNPREFIXED);
  });

  it("answers route discovery from the whole table: it is asked about links in every language", () => {
    expect(dispatcher().tableFor("/__manifest")).toEqual(Object.keys(routes).sort());
  });

  it("keeps one handler for a build that is a getter (the development server's)", () => {
    const made: unknown[] = [];
    const getter = async () => build;
    requestHandlersByLanguage(getter, (b) => {
      made.push(b);
      return (() => undefined) as RequestHandler;
    });
    expect(made).toEqual([getter]);
  });
});
