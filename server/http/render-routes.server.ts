import { matchRoutes, type EntryContext, type RouteObject } from "react-router";

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
 */

type Manifest = EntryContext["manifest"];
type ManifestRoute = NonNullable<Manifest["routes"][string]>;

interface Table {
  tree: RouteObject[];
  /** Route ids matched by a parent path, remembered: a site has few of them. */
  byPath: Map<string, string[]>;
}

/** Parent paths remembered per table; past this, a path's matches are computed each time. */
const REMEMBERED_PATHS = 2_000;

const tables = new WeakMap<Manifest["routes"], Table>();

function tableOf(routes: Manifest["routes"]): Table {
  let table = tables.get(routes);
  if (table) return table;
  // Grouped by parent in the manifest's order (the route config's): sibling order ranks.
  const byParent = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId ?? "");
    if (siblings) siblings.push(route);
    else byParent.set(route.parentId ?? "", [route]);
  }
  const build = (route: ManifestRoute): RouteObject =>
    route.index
      ? {
          id: route.id,
          index: true,
          path: route.path,
          caseSensitive: route.caseSensitive,
        }
      : {
          id: route.id,
          path: route.path,
          caseSensitive: route.caseSensitive,
          children: (byParent.get(route.id) ?? []).map(build),
        };
  table = { tree: (byParent.get("") ?? []).map(build), byPath: new Map() };
  tables.set(routes, table);
  return table;
}

function idsMatching(table: Table, path: string, basename: string): string[] {
  const known = table.byPath.get(path);
  if (known) return known;
  const ids = (matchRoutes(table.tree, path, basename) ?? []).map((m) => m.route.id!);
  if (table.byPath.size < REMEMBERED_PATHS) table.byPath.set(path, ids);
  return ids;
}

/** `/fr/product/x` → `/`, `/fr`, `/fr/product`, as `<Scripts>` lists them. */
function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = ["/"];
  for (let n = segments.length - 1; n > 0; n--) paths.push(`/${segments.slice(0, n).join("/")}`);
  return paths;
}

/** The render's context with the routes of its page alone (see above). */
export function withPageRoutes(context: EntryContext): EntryContext {
  const all = context.manifest.routes;
  const table = tableOf(all);
  const ids = new Set(context.staticHandlerContext.matches.map((m) => m.route.id));
  const { location, basename } = context.staticHandlerContext;
  for (const path of parentPaths(location.pathname)) {
    for (const id of idsMatching(table, path, basename || "/")) ids.add(id);
  }
  const routes: Manifest["routes"] = {};
  for (const id of ids) {
    // With its parents: a route is built under its parent.
    for (
      let route = all[id];
      route && !(route.id in routes);
      route = route.parentId ? all[route.parentId] : undefined
    ) {
      routes[route.id] = route;
    }
  }
  return {
    ...context,
    manifest: { ...context.manifest, routes },
    // Without branches of its own, React Router ranks the routes it is given (a few) instead of
    // scanning the whole table's.
    branches: undefined as unknown as EntryContext["branches"],
  };
}
