import { PUBLIC_PAGES } from "~/config/paths";
import { categoryPath, productPath } from "~/lib/catalogue-paths";
import { canonicalUrl } from "~/lib/seo";
import { renderSitemap } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page of the URL manifest, every category and every product. */
export function loader({ context }: Route.LoaderArgs) {
  const { catalogue, env } = context.services;
  const paths = [
    ...Object.values(PUBLIC_PAGES),
    ...catalogue.listCategories().map((category) => categoryPath(category.title)),
    ...catalogue.listProducts().map((product) => productPath(product.slug)),
  ];
  return new Response(renderSitemap(paths.map((path) => ({ loc: canonicalUrl(env.SITE_URL, path) }))), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
