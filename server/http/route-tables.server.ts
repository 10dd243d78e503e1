import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { PREFIXED_LOCALES } from "../../app/i18n/locales";

/**
 * React Router matches every request against its whole route table, twice (the request handler,
 * then the static handler's query), trying the routes in rank order until one matches; the table
 * holds each public page once per language and the admin's pages, and a page's route was tried
 * after dozens of others, each tried segment by segment.
 *
 * The beginning of a URL says which routes it can match: its language (a prefixed one, `/fr/...`,
 * in any case, or none) and the first word after it (`product` in `/fr/product/x` and in
 * `/product/x`). A route can match it, or one of its parent paths, only if the route is in that
 * language or in none, and the first segment of its path after the language is that word, a
 * parameter or splat (any word), or absent (a layout or an index, above any path). Each such part
 * of the table gets a request handler of its own, built once from the same build with fewer
 * routes: one for each word a language's routes spell, and one per language for any other word,
 * so a stranger's made-up paths make no new handlers. The answers are the ones the whole table
 * gives: `tests/integration/render-routes.test.ts` compares pages with the whole table's manifest.
 *
 * Route discovery (`/__manifest`) is asked about links to pages of every language at once, and
 * keeps the whole table. So does a build that is a getter (the development server's, reloaded on
 * change).
 */
export function requestHandlersByPath(
  build: ServerBuild | (() => Promise<ServerBuild>),
  handlerFor: (build: ServerBuild | (() => Promise<ServerBuild>)) => RequestHandler,
): RequestHandler {
  if (typeof build === "function") return handlerFor(build);
  const whole = handlerFor(build);
  const leads = new Map<string, Lead>();
  for (const [id, route] of Object.entries(build.routes)) if (route) leads.set(id, leadOf(pathSegments(build.routes, route)));
  const tableFor = (language: string, word: string): ServerBuild => {
    const routes: ServerBuild["routes"] = {};
    for (const [id, lead] of leads) {
      const ofLanguage = lead.language === "" || lead.language === language;
      if (ofLanguage && (lead.word === NONE || lead.word === ANY || (lead.language === language && lead.word === word))) routes[id] = build.routes[id];
    }
    return { ...build, routes };
  };
  // By language ("" for none), by word; NONE's handler answers any other word.
  const handlers = new Map<string, Map<string, RequestHandler>>();
  for (const language of ["", ...PREFIXED_LOCALES]) {
    const words = new Set([NONE]);
    for (const lead of leads.values()) if (lead.language === language && lead.word !== ANY) words.add(lead.word);
    handlers.set(language, new Map([...words].map((word) => [word, handlerFor(tableFor(language, word))])));
  }
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  return (req, res, next) => {
    if (req.path === manifestPath) return whole(req, res, next);
    const { language, word } = leadOfRequest(req.path);
    const byWord = handlers.get(language)!;
    return (byWord.get(word) ?? byWord.get(NONE)!)(req, res, next);
  };
}

/** A route's or a URL's beginning: its prefixed language ("" for none) and the first word after it. */
interface Lead {
  language: string;
  /** The first segment after the language, in lower case; NONE where there is none, ANY for a parameter or a splat. */
  word: string;
}
const NONE = "";
const ANY = "*";

/** The segments of a route's whole path (its parents' and its own), in lower case. */
function pathSegments(routes: ServerBuild["routes"], route: NonNullable<ServerBuild["routes"][string]>): string[] {
  const paths: string[] = [];
  for (let r: typeof route | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) paths.unshift(r.path ?? "");
  return paths.join("/").toLowerCase().split("/").filter(Boolean);
}

function leadOf(segments: string[]): Lead {
  const dynamic = (segment: string) => /[:*?]/.test(segment);
  const [first, second] = segments;
  if (first === undefined) return { language: "", word: NONE };
  if (dynamic(first)) return { language: "", word: ANY };
  if (!(PREFIXED_LOCALES as readonly string[]).includes(first)) return { language: "", word: first };
  return { language: first, word: second === undefined ? NONE : dynamic(second) ? ANY : second };
}

/** What React Router adds to a page's path to ask for its data (`/fr/` → `/fr.data`). */
const DATA_SUFFIX = ".data";

/**
 * The beginning of the path React Router matches, as it reads it: without a data request's suffix
 * (`/fr.data` is the French home's data), each segment decoded (`/%66r/` is `/fr/`), any case.
 */
function leadOfRequest(requested: string): Lead {
  const path = requested.endsWith(DATA_SUFFIX) ? requested.slice(0, -DATA_SUFFIX.length) : requested;
  const [, first = "", second = ""] = path.split("/", 3).map(decodedSegment);
  if ((PREFIXED_LOCALES as readonly string[]).includes(first)) return { language: first, word: second };
  return { language: "", word: first };
}

function decodedSegment(segment: string): string {
  if (!segment.includes("%")) return segment.toLowerCase();
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}
