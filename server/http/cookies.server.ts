/**
 * The names of the site's cookies, in one place: the domains that set them (auth, quotes) and
 * the page cache (which lets a session's requests through, and fills a quote list's count into
 * the pages it answers) read them from here.
 */

/** The admin session's cookie: `__Host-sid` (with Secure) over https, `sid` otherwise. */
export const SESSION_COOKIE = { https: "__Host-sid", plain: "sid" } as const;

/** The quote list's cookie (docs/decisions/0017-quote-list-cookie.md). */
export const QUOTE_COOKIE = "quote";
