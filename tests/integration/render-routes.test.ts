import { readFile } from "node:fs/promises";
import path from "node:path";
import { matchRoutes, type EntryContext, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPageRoutes } from "../../server/http/render-routes.server";
import { startTestServer, type TestServer } from "../support/server";

/**
 * A render is given only its page's routes (server/http/render-routes.server.ts). What a page
 * tells the browser about routes must not change for it: its initial manifest holds, as React
 * Router's `<Scripts>` defines it, the routes of the URL and of each of its parent paths matched
 * over the whole route table. The whole table here is the one the client build ships.
 */

const CLIENT = path.resolve(import.meta.dirname, "../../build/client");

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

function tree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) =>
      r.index
        ? {
            id: r.id,
            index: true,
            path: r.path,
            caseSensitive: r.caseSensitive,
          }
        : {
            id: r.id,
            path: r.path,
            caseSensitive: r.caseSensitive,
            children: tree(routes, r.id),
          },
    );
}

/** The route ids React Router puts in the initial manifest of `pathname`. */
function expectedIds(routes: RouteObject[], pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = [pathname, "/"];
  for (let n = segments.length - 1; n > 0; n--) paths.push(`/${segments.slice(0, n).join("/")}`);
  return [...new Set(paths.flatMap((p) => (matchRoutes(routes, p) ?? []).map((m) => m.route.id!)))].sort();
}

/** The initial manifest's routes, as the page's bootstrap script carries them. */
function pageIds(html: string): string[] {
  const start = html.indexOf("window.__reactRouterManifest = ");
  const end = html.indexOf(";\n  window.__reactRouterRouteModules", start);
  if (start === -1 || end === -1) throw new Error("no initial manifest in the page");
  const manifest = JSON.parse(html.slice(html.indexOf("{", start), end)) as {
    routes: Record<string, unknown>;
  };
  return Object.keys(manifest.routes).sort();
}

describe("a render's routes", () => {
  let server: TestServer;
  let whole: RouteObject[];
  let manifestRoutes: Record<string, ManifestRoute>;
  beforeAll(async () => {
    server = await startTestServer();
    const home = await (await fetch(`${server.url}/`)).text();
    const url = /"url":\s*"(\/assets\/manifest-[\w-]+\.js)"/.exec(home)?.[1];
    if (!url) throw new Error("no route manifest named in the page");
    const code = await readFile(path.join(CLIENT, url), "utf8");
    const routes = (
      JSON.parse(code.slice(code.indexOf("{"), code.lastIndexOf("}") + 1)) as {
        routes: Record<string, ManifestRoute>;
      }
    ).routes;
    manifestRoutes = routes;
    whole = tree(routes);
    // The table is the whole site's: each public page in five languages and the admin.
    expect(Object.keys(routes).length).toBeGreaterThan(100);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it.each([
    ["/", 200],
    ["/products", 200],
    ["/product/verdamol-500-tablets", 200],
    ["/fr/product/verdamol-500-tablets", 200],
    ["/ar/category/Pharmaceuticals", 200],
    ["/ru/contact", 200],
    ["/es/", 200],
    ["/compliance", 200],
    // A language's prefix in capitals, or percent-encoded, is still that language's.
    ["/FR/products", 200],
    ["/%66r/contact", 200],
    // Not found: under a page's path, under a language, under nothing the site knows.
    ["/products/x/y", 404],
    ["/ar/nothing/here/at/all", 404],
    ["/product/no-such-product", 404],
    ["/a/b/c", 404],
  ])("%s carries the routes React Router would name over the whole table", async (pathname, status) => {
    const res = await fetch(`${server.url}${pathname}`, {
      headers: { cookie: "sid=renders-every-time" },
    });
    expect(res.status).toBe(status);
    const ids = pageIds(await res.text());
    expect(ids).toEqual(expectedIds(whole, pathname));
    // A page never names routes it cannot reach: the other languages' pages stay out.
    expect(ids.length).toBeLessThan(10);
  });

  it.each([
    ["/fr.data", "fr/routes/site/home"],
    ["/ar.data", "ar/routes/site/home"],
    ["/ru/products.data", "ru/routes/site/products"],
    ["/_root.data", "routes/site/home"],
  ])("answers the data a client navigation asks for at %s from the page's language", async (pathname, routeId) => {
    const res = await fetch(`${server.url}${pathname}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`"${routeId}"`);
  });

  /** What withPageRoutes gives React Router for `pathname`, from the whole table. */
  function renderContext(pathname: string): { given: EntryContext; kept: EntryContext } {
    const matches = (matchRoutes(whole, pathname) ?? []).map((m) => ({ route: { id: m.route.id! } }));
    const given = {
      manifest: { routes: manifestRoutes },
      routeModules: Object.fromEntries(Object.keys(manifestRoutes).map((id) => [id, {}])),
      branches: [],
      staticHandlerContext: { location: { pathname }, basename: "/", matches },
    } as unknown as EntryContext;
    return { given, kept: withPageRoutes(given) };
  }

  it("hands React Router only a page's routes where the table spells each parent path", () => {
    const { kept } = renderContext("/fr/product/verdamol-500-tablets");
    const ids = Object.keys(kept.manifest.routes).sort();
    expect(ids).toEqual(expectedIds(whole, "/fr/product/verdamol-500-tablets"));
    expect(ids.length).toBeLessThan(10);
  });

  it("puts a page's routes together once, with the branches React Router ranks them into, for every page that has the same routes", () => {
    const first = renderContext("/fr/product/verdamol-500-tablets").kept;
    const second = renderContext("/fr/product/another-product").kept;
    expect(second.manifest.routes).toBe(first.manifest.routes);
    expect(second.branches).toBe(first.branches);
    // Each kept route with a path is a branch's last route, and the page's own route ranks before
    // the routes of its parent paths (`/fr`).
    const ends = first.branches.map((branch) => branch.routesMeta.at(-1)!.route.id);
    expect(new Set(ends)).toEqual(new Set(Object.values(first.manifest.routes).filter((r) => r!.path !== undefined || r!.index).map((r) => r!.id)));
    expect(first.branches[0]!.path).toBe("/fr/product/:slug");
  });

  it("hands a made-up path's page the whole table, working out none of its parent paths", () => {
    for (const pathname of ["/a/b/c", `/${"x/".repeat(500)}y`]) {
      const { given, kept } = renderContext(pathname);
      expect(kept).toBe(given);
    }
  });

  it("hands a made-up path under a language the routes its request handler has (here the whole table less the other languages'), and no others", () => {
    const { given } = renderContext("/fr/a/b/c");
    const others = ["es/", "ru/", "ar/"];
    const modules = Object.fromEntries(Object.keys(manifestRoutes).filter((id) => !others.some((o) => id.startsWith(o))).map((id) => [id, {}]));
    const kept = withPageRoutes({ ...given, routeModules: modules } as EntryContext);
    const ids = Object.keys(kept.manifest.routes).sort();
    expect(ids).toEqual(Object.keys(modules).sort());
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.some((id) => id.startsWith("fr/"))).toBe(true);
    expect(ids.some((id) => others.some((o) => id.startsWith(o)))).toBe(false);
  });
});
