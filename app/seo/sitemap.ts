import { API_PREFIXES } from "~/config/paths";
import { ADMIN_API_PREFIXES, ADMIN_PAGES, ADMIN_SEGMENT_PREFIX } from "~/config/admin-paths";

/** One URL of the sitemap: an absolute location and the same page in every language (hreflang). */
export interface SitemapEntry {
  loc: string;
  alternates?: readonly { hreflang: string; href: string }[];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

/** The sitemaps.org XML for these URLs, each listed once, in the order given. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc))
    .map((entry) => {
      const links = (entry.alternates ?? []).map(
        (alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      );
      return `  <url><loc>${escapeXml(entry.loc)}</loc>${links.join("")}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * The robots.txt Disallow paths, from the URL manifest: every API prefix, "/admin" for every
 * segment starting so, and the first segment of each other admin page ("/editUser/" for
 * "/editUser/:id"). Robots rules are prefixes and, unlike the router, case-sensitive, so each
 * keeps the manifest's spelling.
 */
export function robotsDisallows(adminPages: Record<string, string> = ADMIN_PAGES, apiPrefixes: Record<string, string> = { ...API_PREFIXES, ...ADMIN_API_PREFIXES }): string[] {
  const paths = new Set<string>();
  for (const prefix of Object.values(apiPrefixes)) paths.add(`${prefix}/`);
  paths.add(`/${ADMIN_SEGMENT_PREFIX}`);
  for (const page of Object.values(adminPages)) {
    const [segment = "", ...rest] = page.split("/").slice(1);
    if (segment.toLowerCase().startsWith(ADMIN_SEGMENT_PREFIX)) continue;
    paths.add(rest.length > 0 ? `/${segment}/` : `/${segment}`);
  }
  // A prefix already disallowed makes a longer one redundant ("/api/" covers "/api/contact/").
  return [...paths].filter((path) => ![...paths].some((other) => other !== path && path.startsWith(other)));
}

/** robots.txt: everything public may be crawled; the admin area and the API may not. */
export function renderRobots(sitemapUrl: string, disallows: readonly string[] = robotsDisallows()): string {
  return ["User-agent: *", "Allow: /", ...disallows.map((path) => `Disallow: ${path}`), "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
