/**
 * Page tags for the public site, in the page's language.
 *
 * How a page uses it (two steps: the loader knows SITE_URL, the meta function does not):
 *
 * ```ts
 * import { sitePath, withQuery } from "~/config/paths";
 * import { localizedSeo, pageMeta } from "~/seo/seo";
 * import { dictionaryFor, requestLocale } from "~/i18n/dictionary.server";
 *
 * export function loader({ request, context }: Route.LoaderArgs) {
 *   const locale = requestLocale(request);
 *   const { title, description } = dictionaryFor(locale).site.seo.pageSeo.contact;
 *   return {
 *     // A page's data goes as one JSON string (app/loader-data.ts).
 *     page: send({
 *       // path: the page's path WITHOUT the language prefix (sitePath("contact"),
 *       // sitePath("product", { slug }), withQuery(sitePath("products"), { q })); the query is
 *       // kept in every URL.
 *       seo: localizedSeo({ siteUrl: context.services.env.SITE_URL, path: sitePath("contact"), locale, title, description }),
 *       ...
 *     }),
 *   };
 * }
 *
 * export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData && received(loaderData.page).seo);
 * // or, with more tags: [...pageMeta(loaderData && received(loaderData.page).seo), { name: "robots", content: "noindex" }]
 * ```
 *
 * `localizedSeo` returns plain data (the tags, the title and the canonical URL), safe to send as
 * loader data. `pageMeta` turns it into the title, the description, OpenGraph tags
 * (og:locale in the page's language), `<link rel="canonical">` (the page's own localized URL)
 * and one `<link rel="alternate" hreflang>` per language plus x-default (the English URL).
 * `pageMeta(undefined)` is [] (a page whose loader failed: the site layout's meta titles the
 * error view). `seoLinks(siteUrl, path, locale)` gives only the URLs, for a page that
 * composes its title in the meta function: `pageMeta({ title, description, ...links })`.
 */
import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, localizePath, type Locale } from "~/i18n/locales";

/** A page's title and meta description. */
export interface PageSeo {
  /** Under 60 characters, so search results show it whole. */
  title: string;
  /** 120 to 160 characters: long enough to inform, short enough not to be cut. */
  description: string;
}

/** One `<link rel="alternate" hreflang>`: a language (or "x-default") and its absolute URL. */
export interface Alternate {
  hreflang: Locale | "x-default";
  href: string;
}

/** The URLs of one page in one language: its own canonical URL and every language's version. */
export interface SeoLinks {
  locale: Locale;
  canonical: string;
  /** en, fr, es, ru, ar, then x-default (the English URL). */
  alternates: Alternate[];
}

/**
 * A page's SEO in one language, plain data for its loader to return: the tags built on the
 * server (so the meta function, which also runs in the browser, only hands them over and the
 * tag-building code never ships), and the title and canonical URL a page shows or reads. The
 * description, language and alternates are in the tags already: loader data travels in the page
 * and is encoded value by value on each render, so they are not sent twice.
 */
export type LocalizedSeo = Pick<PageSeo, "title"> & Pick<SeoLinks, "canonical"> & { tags: MetaDescriptor[] };

/**
 * The absolute URL of a page on the public site. SITE_URL (never the request's Host header)
 * decides it, so a proxy or a forged Host cannot make a page name a foreign canonical.
 */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The page at `path` (without language prefix, query kept) in every language, and its own URL in `locale`. */
export function seoLinks(siteUrl: string, path: string, locale: Locale): SeoLinks {
  const url = (lang: Locale) => canonicalUrl(siteUrl, localizePath(path, lang));
  return {
    locale,
    canonical: url(locale),
    alternates: [
      ...LOCALES.map((lang) => ({ hreflang: lang, href: url(lang) })),
      { hreflang: "x-default" as const, href: url(DEFAULT_LOCALE) },
    ],
  };
}

/** Title, description and URLs of a page in one language, for its loader to return. */
export function localizedSeo(page: PageSeo & { siteUrl: string; path: string; locale: Locale }): LocalizedSeo {
  const seo = { title: page.title, description: page.description, ...seoLinks(page.siteUrl, page.path, page.locale) };
  return { title: seo.title, canonical: seo.canonical, tags: metaTags(seo) };
}

/**
 * The page's tags, as its loader's `localizedSeo` built them: title, description, canonical
 * link, hreflang alternates and OpenGraph tags. [] for a page whose loader failed.
 */
export function pageMeta(seo: LocalizedSeo | undefined): MetaDescriptor[] {
  return seo?.tags ?? [];
}

/** The tags themselves. No og:image: the site's art is SVG, which the sites that read OpenGraph do not display. */
function metaTags(seo: PageSeo & SeoLinks): MetaDescriptor[] {
  const { locale, canonical } = seo;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: LANGUAGES[locale].og },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { name: "twitter:card", content: "summary" },
  ];
  tags.push({ property: "og:url", content: canonical }, { tagName: "link", rel: "canonical", href: canonical });
  for (const lang of LOCALES) {
    if (lang !== locale) tags.push({ property: "og:locale:alternate", content: LANGUAGES[lang].og });
  }
  for (const alternate of seo.alternates) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href });
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
