import { API_PREFIXES, MCP_ENDPOINT } from "../../app/config/paths";

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The JSON API and the MCP endpoint: each path itself, or below it. */
const JSON_ENDPOINT = new RegExp(`^(?:${[API_PREFIXES.api, MCP_ENDPOINT].map(escape).join("|")})(?:/|$)`, "i");

/**
 * Whether a path is answered in JSON rather than as a page: the API (`/api/...`) and the MCP
 * endpoint (decision 0063). Their refusals (a body too large, a method not served, a cross-site
 * post) are JSON too, and a POST there is JSON, never a form.
 */
export function isJsonEndpoint(pathname: string): boolean {
  return JSON_ENDPOINT.test(pathname);
}

/** A manifest path as a pattern: its parameters match one segment; React Router's `.data` suffix too. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : escape(segment)))
    .join("/");
  return new RegExp(`^${source}(?:\\.data)?/?$`, "i");
}
