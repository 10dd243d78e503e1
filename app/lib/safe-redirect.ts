/** Where a signed-in admin lands when no (usable) page was asked for. */
export const ADMIN_HOME = "/admindashboard";

const BASE = "http://same-site.invalid";

/**
 * The page to return to after login, if it is a path on this site; anything else (another
 * origin, a protocol-relative `//host`, a backslash trick, a script URL) gives the fallback.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string = ADMIN_HOME): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return fallback;
  // Browsers read "\" as "/" in URLs, and control characters are dropped: refuse both outright.
  if (value.includes("\\") || Array.from(value).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // Returning to the login page would only bounce; the dashboard is the useful place.
  if (url.pathname.toLowerCase() === "/adminlogin") return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login URL that brings the admin back to `path` (a path with its query) afterwards. */
export function loginUrlFor(path: string): string {
  return `/adminlogin?redirectTo=${encodeURIComponent(path)}`;
}
