import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { PREFIXED_LOCALES } from "../../app/i18n/locales";

/**
 * React Router matches every request against the whole route table, twice (the request handler,
 * then the static handler's query), and the table holds each public page once per language. A
 * path in a language's tree ranks above the English ones (two static segments, `/fr/products`,
 * outscore one), so an English page was tried against most of the other languages' routes first.
 *
 * A page's URL says which part of the table it can match: a URL whose first segment is a prefixed
 * language (`/fr/...`, any case) can match that language's routes and the unprefixed ones (the
 * English pages, the admin, the layouts), never another language's, whose first segment is that
 * language's own; any other URL can match only the unprefixed routes. Each part gets a request
 * handler of its own, built once from the same build with fewer routes, so the answers are the
 * ones the whole table gives: `tests/integration/render-routes.test.ts` compares pages in several
 * languages with the whole table's manifest.
 *
 * Route discovery (`/__manifest`) is asked about links to pages of every language at once, and
 * keeps the whole table. So does a build that is a getter (the development server's, reloaded on
 * change).
 */
export function requestHandlersByLanguage(
  build: ServerBuild | (() => Promise<ServerBuild>),
  handlerFor: (build: ServerBuild | (() => Promise<ServerBuild>)) => RequestHandler,
): RequestHandler {
  if (typeof build === "function") return handlerFor(build);
  const whole = handlerFor(build);
  // Each route's language, once: the prefixed language its outermost path begins with, if any.
  const languages = new Map<string, string | undefined>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (route) languages.set(id, PREFIXED_LOCALES.find((locale) => locale === outermostSegment(build.routes, route)));
  }
  const without = (excluded: (locale: string) => boolean): ServerBuild => {
    const routes: ServerBuild["routes"] = {};
    for (const [id, language] of languages) if (language === undefined || !excluded(language)) routes[id] = build.routes[id];
    return { ...build, routes };
  };
  const byLanguage = new Map<string, RequestHandler>(PREFIXED_LOCALES.map((locale) => [locale, handlerFor(without((other) => other !== locale))]));
  const unprefixed = handlerFor(without(() => true));
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  return (req, res, next) => {
    if (req.path === manifestPath) return whole(req, res, next);
    return (byLanguage.get(firstSegment(req.path)) ?? unprefixed)(req, res, next);
  };
}

/** The first segment of the outermost path above a route (its own when no parent has one), in lower case. */
function outermostSegment(routes: ServerBuild["routes"], route: NonNullable<ServerBuild["routes"][string]>): string | undefined {
  let first: string | undefined;
  for (let r: typeof route | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
    first = (r.path ?? "").split("/").find(Boolean) ?? first;
  }
  return first?.toLowerCase();
}

/** What React Router adds to a page's path to ask for its data (`/fr/` → `/fr.data`). */
const DATA_SUFFIX = ".data";

/**
 * The first segment of the path React Router matches, as it reads it: without a data request's
 * suffix (`/fr.data` is the French home's data), decoded (`/%66r/` is `/fr/`), any case.
 */
function firstSegment(requested: string): string {
  const path = requested.endsWith(DATA_SUFFIX) ? requested.slice(0, -DATA_SUFFIX.length) : requested;
  const end = path.indexOf("/", 1);
  const segment = path.slice(1, end === -1 ? undefined : end);
  if (!segment.includes("%")) return segment.toLowerCase();
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}
