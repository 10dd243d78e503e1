/**
 * Helpers for page titles, descriptions and canonical URLs. Pages build their absolute URLs
 * from SITE_URL (DESIGN section 3), which loaders read from the server's environment.
 */

/** Search engines show about 160 characters of a description; longer ones are cut at a word. */
export const MAX_DESCRIPTION_LENGTH = 160;

export function truncateDescription(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** `path` (which starts with a slash, and may carry a query) on the site's public origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * JSON for a `<script type="application/ld+json">` block. `<` is escaped so no value (a
 * product name with "</script>" in it, say) can end the block early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
