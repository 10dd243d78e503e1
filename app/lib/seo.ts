import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import type { PageSeo } from "../../content/site/seo";

/**
 * The absolute URL of a page on the public site. SITE_URL (never the request's Host header)
 * decides it, so a proxy or a forged Host cannot make a page name a foreign canonical.
 */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Title, description, canonical link and OpenGraph tags of a public page. No og:image: the
 * site's art is SVG, which the sites that read OpenGraph do not display.
 */
export function pageMeta(seo: PageSeo, url: string | undefined): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { name: "twitter:card", content: "summary" },
  ];
  if (url) {
    tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  }
  return tags;
}

/** Search engines show about 160 characters of a description; longer ones are cut at a word. */
export const MAX_DESCRIPTION_LENGTH = 160;

export function truncateDescription(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}
