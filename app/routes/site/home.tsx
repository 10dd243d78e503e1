import type { AppLoadContext } from "react-router";
import { BannerCarousel } from "~/components/site/home/banner-carousel";
import { FeaturedProductsSection, type FeaturedProductCard } from "~/components/site/home/featured-products-section";
import { GlobalPresenceSection } from "~/components/site/home/global-presence-section";
import { MissionSection } from "~/components/site/home/mission-section";
import { OverviewSection } from "~/components/site/home/overview-section";
import { ServicesSection } from "~/components/site/home/services-section";
import { StatsBand } from "~/components/site/home/stats-band";
import { TestimonialsSection } from "~/components/site/home/testimonials-section";
import { WhyUsChecklistSection } from "~/components/site/home/why-us-checklist-section";
import { WhyWorkWithUsSection } from "~/components/site/home/why-work-with-us-section";
import { site } from "~/config/site";
import { companyFromMatches } from "~/components/site/use-company";
import { PLACEHOLDER_IMAGE, drawing, pictureImage } from "~/lib/product-images";
import { canonicalUrl, pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import type { Product } from "~/schemas/product";
import { bannerSlides } from "~content/site/home";
import { pageSeo } from "~content/site/seo";
import type { Route } from "./+types/home";

/** The published products an admin featured, in their order, from the catalogue's in-memory copy. */
function getFeaturedProducts(context: AppLoadContext): readonly Product[] {
  return context.services.catalogue.listFeaturedProducts();
}

export function loader({ context }: Route.LoaderArgs) {
  // Only what a card shows travels to the browser, not whole product records.
  const featured: FeaturedProductCard[] = getFeaturedProducts(context).map((product) => ({
    slug: product.slug,
    name: product.name,
    category: product.category,
    image: product.pictures?.[0] ? pictureImage(product.pictures[0]) : drawing(product.images[0] ?? PLACEHOLDER_IMAGE, `${product.name} pack`),
  }));
  return { canonicalUrl: canonicalUrl(context.services.env.SITE_URL, "/"), featured };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(pageSeo.home, loaderData?.canonicalUrl),
  // The home page's canonical URL is the site's root, which is what the Organization names.
  ...(loaderData ? [{ "script:ld+json": organizationJsonLd(loaderData.canonicalUrl, companyFromMatches(matches)) }] : []),
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="sr-only">
        {site.name}: {site.tagline}
      </h1>
      <BannerCarousel slides={bannerSlides} />
      <OverviewSection />
      <MissionSection />
      <FeaturedProductsSection products={loaderData.featured} />
      <ServicesSection />
      <WhyWorkWithUsSection />
      <WhyUsChecklistSection />
      <StatsBand />
      <GlobalPresenceSection />
      <TestimonialsSection />
    </>
  );
}
