import { CallToAction } from "~/components/site/call-to-action";
import { CountriesSection } from "~/components/site/global-presence/countries-section";
import { NarrativeSection } from "~/components/site/global-presence/narrative-section";
import { ReasonsSection } from "~/components/site/global-presence/reasons-section";
import { SupportSection } from "~/components/site/global-presence/support-section";
import { PageBanner } from "~/components/site/page-banner";
import { canonicalUrl, pageMeta } from "~/lib/seo";
import { globalPresenceBanner, globalPresenceCta } from "~content/site/global-presence";
import { pageSeo } from "~content/site/seo";
import type { Route } from "./+types/global-presence";

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: canonicalUrl(context.services.env.SITE_URL, "/globalPresence") };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(pageSeo.globalPresence, loaderData?.canonicalUrl);

export default function GlobalPresence() {
  return (
    <>
      <PageBanner banner={globalPresenceBanner} />
      <NarrativeSection />
      <CountriesSection />
      <SupportSection />
      <ReasonsSection />
      <CallToAction id="presence-cta-heading" {...globalPresenceCta} />
    </>
  );
}
