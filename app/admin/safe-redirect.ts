import { adminPath } from "~/config/admin-paths";

/** Where a signed-in admin lands when no (usable) page was asked for. */
export const ADMIN_HOME = adminPath("dashboard");

const BASE = "http://same-site.invalid";

/** Percent-decodings tried: a target still changing after that is taken for an attack. */
const MAX_DECODINGS = 3;

/**
 * Characters no path of ours holds and some parser reads as something else: backslashes (read
 * as "/"), control characters (dropped, so "/\t/host" becomes "//host") and the Unicode slashes
 * that a normalising step could turn into "/" or "\".
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const SUSPECT = /[\\\u0000-\u001f\u007f\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;

/**
 * The page to return to after login, if it is a path on this site; anything else gives the
 * fallback. The value is judged in every form a browser or server might read it: as given and
 * after each round of percent-decoding, each parsed as a URL (which also resolves dot segments,
 * "%2e" included). Every one of them must be a path on this site that no reader could take for
 * "//host", so that `/.//host`, `/%2e%2e//host` or `/%2F/host` cannot slip through.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string = ADMIN_HOME): string {
  if (typeof value !== "string") return fallback;
  const forms = percentDecodings(value);
  if (!forms) return fallback;
  let first: URL | undefined;
  for (const form of forms) {
    const url = sameSitePath(form);
    if (!url) return fallback;
    first ??= url;
  }
  const target = `${first!.pathname}${first!.search}${first!.hash}`;
  // Returning to the login page would only bounce; the dashboard is the useful place.
  if (first!.pathname.toLowerCase().replace(/\/+$/, "") === "/adminlogin") return fallback;
  return isPlainPath(target) ? target : fallback;
}

/** The value and each distinct result of decoding it again; undefined when that is malformed or never ends. */
function percentDecodings(value: string): string[] | undefined {
  const forms = [value];
  for (let round = 0; round < MAX_DECODINGS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(forms.at(-1)!);
    } catch {
      return undefined;
    }
    if (decoded === forms.at(-1)) return forms;
    forms.push(decoded);
  }
  return undefined;
}

function sameSitePath(form: string): URL | undefined {
  if (!isPlainPath(form) || SUSPECT.test(form)) return undefined;
  let url: URL;
  try {
    url = new URL(form, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || !isPlainPath(url.pathname)) return undefined;
  return url;
}

/** Starts with one "/" that no reader can take for the start of "//host" or "/\host". */
function isPlainPath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}

/** The login URL that brings the admin back to `path` (a path with its query) afterwards. */
export function loginUrlFor(path: string): string {
  return `/adminlogin?redirectTo=${encodeURIComponent(path)}`;
}
