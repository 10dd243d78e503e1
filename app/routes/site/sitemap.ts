import { PUBLIC_PAGES, sitePath } from "~/config/paths";
import { LOCALES } from "~/i18n/locales";
import { seoLinks } from "~/seo/seo";
import { renderSitemap } from "~/seo/sitemap";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: every public page of the URL manifest, every category and every product, in
 * every language, each URL with its alternates in the other languages and x-default.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { catalogue, env } = context.services;
  const paths = [
    ...Object.values(PUBLIC_PAGES),
    ...catalogue.listCategories().map((category) => sitePath("category", { category: category.title })),
    ...catalogue.listProducts().map((product) => sitePath("product", { slug: product.slug })),
  ];
  const entries = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const links = seoLinks(env.SITE_URL, path, locale);
      return { loc: links.canonical, alternates: links.alternates };
    }),
  );
  return new Response(renderSitemap(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
