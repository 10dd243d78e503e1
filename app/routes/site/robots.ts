import { PUBLIC_FILES } from "~/config/paths";
import { canonicalUrl } from "~/seo/seo";
import { renderRobots } from "~/seo/sitemap";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobots(canonicalUrl(context.services.env.SITE_URL, PUBLIC_FILES.sitemap)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
