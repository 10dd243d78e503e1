import type { AppLoadContext } from "react-router";
import { BannerCarousel } from "~/components/site/home/banner-carousel";
import { FeaturedProductsSection, type FeaturedProductCard } from "~/components/site/home/featured-products-section";
import { GlobalPresenceSection } from "~/components/site/home/global-presence-section";
import { MissionSection } from "~/components/site/home/mission-section";
import { OverviewSection } from "~/components/site/home/overview-section";
import { useHomeCopy } from "~/components/site/page-copy";
import { ServicesSection } from "~/components/site/home/services-section";
import { StatsBand } from "~/components/site/home/stats-band";
import { TestimonialsSection } from "~/components/site/home/testimonials-section";
import { WhyUsChecklistSection } from "~/components/site/home/why-us-checklist-section";
import { WhyWorkWithUsSection } from "~/components/site/home/why-work-with-us-section";
import { site } from "~/config/site";
import { requestLocale, withTerms } from "~/i18n/dictionary.server";
import { homeCopy, pageSeo } from "~/i18n/page-copy.server";
import { productCards } from "~/catalogue/catalogue-labels.server";
import { sitePath } from "~/config/paths";
import { localizedSeo, pageMeta } from "~/seo/seo";
import { organizationJsonLd } from "~/seo/structured-data";
import type { Product } from "~/schemas/product";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/home";

/** The published products an admin featured, in their order, from the catalogue's in-memory copy. */
function getFeaturedProducts(context: AppLoadContext): readonly Product[] {
  return context.services.catalogue.listFeaturedProducts();
}

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const dictionary = withTerms(locale, context.services.vocabulary.termsFor(locale));
  const { env, settings } = context.services;
  const company = settings.company();
  const homeSeo = pageSeo("home", locale, company);
  const seo = localizedSeo({ siteUrl: env.SITE_URL, path: sitePath("home"), locale, ...homeSeo });
  // Only what a card shows travels to the browser, not whole product records.
  // The same card data as the listings (names, category and alt texts in the page's language).
  const featured: FeaturedProductCard[] = productCards(dictionary, getFeaturedProducts(context)).map(({ slug, name, category, image }) => ({
    slug,
    name,
    category,
    image,
  }));
  return {
    page: send({
      seo,
      // The page's Organization, in the page's language (its URL is this language's home page).
      jsonLd: organizationJsonLd(env.SITE_URL, company, { locale, url: seo.canonical, description: homeSeo.description }),
      // The h1 a screen reader hears first: the brand and what it does, in the page's language.
      heading: locale === "en" ? `${company.name}: ${site.tagline}` : homeSeo.title,
      featured,
    }),
    copy: homeCopy(locale, company),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData && received(loaderData.page);
  return [...pageMeta(page?.seo), ...(page ? [{ "script:ld+json": page.jsonLd }] : [])];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, heading } = received(loaderData.page);
  const copy = useHomeCopy();
  return (
    <>
      <h1 className="sr-only">{heading}</h1>
      <BannerCarousel slides={copy.bannerSlides} />
      <OverviewSection />
      <MissionSection />
      <FeaturedProductsSection products={featured} />
      <ServicesSection />
      <WhyWorkWithUsSection />
      <WhyUsChecklistSection />
      <StatsBand />
      <GlobalPresenceSection />
      <TestimonialsSection />
    </>
  );
}
