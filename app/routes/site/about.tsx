import { AboutIntro } from "~/components/site/about/about-intro";
import { CoreValuesSection } from "~/components/site/about/core-values-section";
import { ExpertiseSection } from "~/components/site/about/expertise-section";
import { VisionMissionSection } from "~/components/site/about/vision-mission-section";
import { CallToAction } from "~/components/site/call-to-action";
import { PageBanner } from "~/components/site/page-banner";
import { canonicalUrl, pageMeta } from "~/lib/seo";
import { aboutBanner, aboutCta } from "~content/site/about";
import { pageSeo } from "~content/site/seo";
import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: canonicalUrl(context.services.env.SITE_URL, "/about") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(pageSeo.about, loaderData?.canonicalUrl);

export default function About() {
  return (
    <>
      <PageBanner banner={aboutBanner} />
      <AboutIntro />
      <ExpertiseSection />
      <VisionMissionSection />
      <CoreValuesSection />
      <CallToAction id="about-cta-heading" {...aboutCta} />
    </>
  );
}
