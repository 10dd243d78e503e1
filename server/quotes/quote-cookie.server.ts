import { randomBytes } from "node:crypto";
import { isHttps, type Env } from "../env.server";
import { QUOTE_COOKIE } from "../http/cookies.server";

/**
 * The quote list's cookie: a random id naming rows in the database, nothing else. HttpOnly,
 * SameSite=Lax, kept 30 days. The page cache answers a request carrying it with the cached page
 * and this list's count filled in (docs/decisions/0017-quote-list-cookie.md); the quote page
 * itself bypasses it.
 */

const MAX_AGE_S = 30 * 24 * 3600;
/** A list nobody touched for the cookie's lifetime has no visitor left: it is deleted. */
export const QUOTE_LIST_LIFETIME_MS = MAX_AGE_S * 1000;

/** 128 random bits, hex: anything else in the cookie is a tampered or foreign value. */
const LIST_ID = /^[0-9a-f]{32}$/;

export function newQuoteListId(): string {
  return randomBytes(16).toString("hex");
}

/** The list id from a Cookie header; undefined when absent or not one of ours. */
export function readQuoteListId(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== QUOTE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return LIST_ID.test(value) ? value : undefined;
  }
  return undefined;
}

export function serializeQuoteCookie(env: Env, id: string): string {
  return `${QUOTE_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_S}${isHttps(env) ? "; Secure" : ""}`;
}

/** Sent once the list is empty, so the visitor's pages are cached again. */
export function clearQuoteCookie(env: Env): string {
  return `${QUOTE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${isHttps(env) ? "; Secure" : ""}`;
}
