/** One URL of the sitemap: an absolute location and, when known, its last change. */
export interface SitemapEntry {
  loc: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

/** The sitemaps.org XML for these URLs, each listed once, in the order given. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.loc) && seen.add(entry.loc))
    .map((entry) => `  <url><loc>${escapeXml(entry.loc)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the admin area and the API may not. */
export function renderRobots(sitemapUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /createadmin",
    "Disallow: /editUser/",
    "Disallow: /delete/",
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}
