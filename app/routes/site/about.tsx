import { AboutIntro } from "~/components/site/about/about-intro";
import { CoreValuesSection } from "~/components/site/about/core-values-section";
import { ExpertiseSection } from "~/components/site/about/expertise-section";
import { VisionMissionSection } from "~/components/site/about/vision-mission-section";
import { CallToAction } from "~/components/site/call-to-action";
import { PageBanner } from "~/components/site/page-banner";
import { useAboutCopy } from "~/components/site/page-copy";
import { requestLocale } from "~/i18n/dictionary.server";
import { aboutCopy, pageSeo } from "~/i18n/page-copy.server";
import { sitePath } from "~/config/paths";
import { localizedSeo, pageMeta } from "~/seo/seo";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/about";

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const company = context.services.settings.company();
  return {
    page: send({ seo: localizedSeo({ siteUrl: context.services.env.SITE_URL, path: sitePath("about"), locale, ...pageSeo("about", locale, company) }) }),
    copy: aboutCopy(locale, company),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData && received(loaderData.page).seo);

export default function About() {
  const copy = useAboutCopy();
  return (
    <>
      <PageBanner banner={copy.aboutBanner} />
      <AboutIntro />
      <ExpertiseSection />
      <VisionMissionSection />
      <CoreValuesSection />
      <CallToAction id="about-cta-heading" {...copy.aboutCta} />
    </>
  );
}
