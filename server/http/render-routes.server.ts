import { createStaticHandler, matchRoutes, type EntryContext, type RouteObject } from "react-router";

/**
 * An uncached render hands React Router only the routes the page can use: those of its own URL
 * and of each parent path of it (`/`, `/fr`, `/fr/product` for `/fr/product/x`), which are the
 * routes `<Scripts>` names in the page's initial manifest anyway. Given the whole manifest, React
 * Router rebuilds every route of the site on each render (`createServerRoutes`, then the static
 * router's own copy) and `<Scripts>` matches each parent path against every branch, and the
 * route table is each public page once per language plus the admin: about 115 routes for a page
 * that uses five or six.
 *
 * The page is the same, byte for byte: the routes kept are the ones React Router would have
 * matched, and a route matched over the whole table is matched over the part kept (ranking
 * depends on a branch's own segments and on sibling order, which the part keeps).
 * `tests/integration/render-routes.test.ts` compares the manifest a page carries with one
 * computed over the whole table.
 *
 * A parent path's routes are worked out once, and only for the paths the table itself spells
 * (its routes' static beginnings: `/fr`, `/fr/product`, `/adminproductedit`): matching a path
 * over the whole table costs React Router's `matchRoutes` most of a millisecond. A URL with any
 * other parent path (a page that is not there, `/a/b/c`) is rendered with the whole manifest, as
 * React Router does on its own (less the routes its request handler does not have, those of other
 * languages and other first words: `withHandlerRoutes`): a stranger's made-up paths cost no more
 * than before and fill no memory.
 *
 * A page's routes are put together once per set of routes (a product page's are the same for
 * every product), with the branches React Router ranks them into: `<Scripts>` matches each parent
 * path over the router's branches and, a render's router having none of its own, would flatten
 * and rank the routes (compiling each path's expression) twice per render.
 */

type Manifest = EntryContext["manifest"];
type ManifestRoute = NonNullable<Manifest["routes"][string]>;

interface Table {
  tree: RouteObject[];
  /** Every parent path the table spells, with the route ids it matches once worked out. */
  byPath: Map<string, string[] | null>;
  /** A page's routes and their branches, by the page's route ids. */
  pages: Map<string, PageRoutes>;
}

interface PageRoutes {
  routes: Manifest["routes"];
  branches: EntryContext["branches"];
}

const tables = new WeakMap<Manifest["routes"], Table>();

function tableOf(routes: Manifest["routes"]): Table {
  let table = tables.get(routes);
  if (table) return table;
  const byPath = new Map<string, string[] | null>([["/", null]]);
  const tree = routeTree(routes, (segments) => {
    // The path's static beginning, each step of it a parent path a page of the site can have.
    for (let n = 1; n <= segments.length && !/[:*?]/.test(segments[n - 1]!); n++) byPath.set(`/${segments.slice(0, n).join("/")}`, null);
  });
  table = { tree, byPath, pages: new Map() };
  tables.set(routes, table);
  return table;
}

/** The manifest's routes as a tree, each seen with its whole path's segments by `visit`. */
function routeTree(routes: Manifest["routes"], visit?: (segments: string[]) => void): RouteObject[] {
  // Grouped by parent in the manifest's order (the route config's): sibling order ranks.
  const byParent = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId ?? "");
    if (siblings) siblings.push(route);
    else byParent.set(route.parentId ?? "", [route]);
  }
  const build = (route: ManifestRoute, parentSegments: string[]): RouteObject => {
    const segments = [...parentSegments, ...(route.path ?? "").split("/").filter(Boolean)];
    visit?.(segments);
    const { id, index, path, caseSensitive } = route;
    return index
      ? { id, index: true, path, caseSensitive }
      : { id, path, caseSensitive, children: (byParent.get(id) ?? []).map((child) => build(child, segments)) };
  };
  return (byParent.get("") ?? []).map((route) => build(route, []));
}

/** The route ids a parent path matches; undefined for a path the table does not spell. */
function idsMatching(table: Table, path: string): string[] | undefined {
  const known = table.byPath.get(path);
  if (known !== null) return known;
  const ids = (matchRoutes(table.tree, path) ?? []).map((m) => m.route.id!);
  table.byPath.set(path, ids);
  return ids;
}

/** `/fr/product/x` → `/`, `/fr`, `/fr/product`, as `<Scripts>` lists them. */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = ["/"];
  for (let n = segments.length - 1; n > 0; n--) paths.push(`/${segments.slice(0, n).join("/")}`);
  return paths;
}

/** The render's context with the routes of its page alone (see above), or as it is. */
export function withPageRoutes(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const { location, basename, matches } = context.staticHandlerContext;
  // The table's paths are spelled without a base path; a site under one keeps the whole manifest.
  if ((basename || "/") !== "/") return context;
  const table = tableOf(all);
  const ids = new Set(matches.map((m) => m.route.id));
  for (const path of parentPaths(location.pathname)) {
    const matched = idsMatching(table, path);
    if (!matched) return withHandlerRoutes(context);
    for (const id of matched) ids.add(id);
  }
  const key = [...ids].join(" ");
  let page = table.pages.get(key);
  if (!page) table.pages.set(key, (page = pageRoutes(all, ids)));
  return { ...context, manifest: { ...context.manifest, routes: page.routes }, branches: page.branches };
}

/** The routes of a page (with their parents: a route is built under its parent), and their branches. */
function pageRoutes(all: Manifest["routes"], ids: Set<string>): PageRoutes {
  const kept = new Set<string>();
  for (const id of ids) {
    for (let route = all[id]; route && !kept.has(route.id); route = route.parentId ? all[route.parentId] : undefined) kept.add(route.id);
  }
  // In the manifest's order (the route config's): sibling order ranks.
  const routes: Manifest["routes"] = {};
  for (const [id, route] of Object.entries(all)) if (route && kept.has(id)) routes[id] = route;
  // Ranked by React Router itself, over the routes as the render's router builds them.
  return { routes, branches: createStaticHandler(routeTree(routes))._internalRouteBranches };
}

/**
 * The render's context with the routes its request handler has: the whole manifest, less the
 * routes of other languages and other first words than the URL's (server/http/route-tables.server.ts).
 * The URL cannot match those, so the page is the one the whole manifest gives; React Router would
 * refuse to build a route it has no module for.
 */
function withHandlerRoutes(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const modules = context.routeModules;
  const ids = Object.keys(all);
  if (ids.every((id) => id in modules)) return context;
  const routes: Manifest["routes"] = {};
  for (const id of ids) if (id in modules) routes[id] = all[id];
  return { ...context, manifest: { ...context.manifest, routes } };
}
