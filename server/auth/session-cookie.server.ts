import { isHttps, type Env } from "../env.server";
import { SESSION_COOKIE } from "../http/cookies.server";

/**
 * The session cookie (docs/requirements.md §8, seams): `sid`, or `__Host-sid` with Secure when the site
 * is served over https. HttpOnly, SameSite=Lax, Path=/; no Max-Age, so the browser forgets it
 * when it closes, and the server ends it after 12 hours whatever the browser does.
 */
export function sessionCookieName(env: Env): string {
  return isHttps(env) ? SESSION_COOKIE.https : SESSION_COOKIE.plain;
}

function attributes(env: Env): string {
  return `Path=/; HttpOnly; SameSite=Lax${isHttps(env) ? "; Secure" : ""}`;
}

export function serializeSessionCookie(env: Env, token: string): string {
  return `${sessionCookieName(env)}=${token}; ${attributes(env)}`;
}

export function clearSessionCookie(env: Env): string {
  return `${sessionCookieName(env)}=; ${attributes(env)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The session token from a Cookie header, if the request carries one. */
export function readSessionToken(env: Env, cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const name = sessionCookieName(env);
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
