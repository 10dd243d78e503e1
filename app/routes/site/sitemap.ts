import { mainNav } from "~/config/navigation";
import { categoryPath, productPath } from "~/lib/catalogue-paths";
import { canonicalUrl } from "~/lib/seo";
import { renderSitemap } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public page of the navigation, every category and every product. */
export function loader({ context }: Route.LoaderArgs) {
  const { catalogue, env } = context.services;
  const paths = [
    ...mainNav.map((item) => item.to),
    ...catalogue.listCategories().map((category) => categoryPath(category.title)),
    ...catalogue.listProducts().map((product) => productPath(product.slug)),
  ];
  return new Response(renderSitemap(paths.map((path) => ({ loc: canonicalUrl(env.SITE_URL, path) }))), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
