import { CallToAction } from "~/components/site/call-to-action";
import { CountriesSection } from "~/components/site/global-presence/countries-section";
import { NarrativeSection } from "~/components/site/global-presence/narrative-section";
import { ReasonsSection } from "~/components/site/global-presence/reasons-section";
import { SupportSection } from "~/components/site/global-presence/support-section";
import { PageBanner } from "~/components/site/page-banner";
import { useGlobalPresenceCopy } from "~/components/site/page-copy";
import { requestLocale } from "~/i18n/dictionary.server";
import { globalPresenceCopy, pageSeo } from "~/i18n/page-copy.server";
import { sitePath } from "~/config/paths";
import { localizedSeo, pageMeta } from "~/seo/seo";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/global-presence";

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const company = context.services.settings.company();
  return {
    page: send({
      seo: localizedSeo({
        siteUrl: context.services.env.SITE_URL,
        path: sitePath("globalPresence"),
        locale,
        ...pageSeo("globalPresence", locale, company),
      }),
    }),
    copy: globalPresenceCopy(locale, company),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData && received(loaderData.page).seo);

export default function GlobalPresence() {
  const copy = useGlobalPresenceCopy();
  return (
    <>
      <PageBanner banner={copy.globalPresenceBanner} />
      <NarrativeSection />
      <CountriesSection />
      <SupportSection />
      <ReasonsSection />
      <CallToAction id="presence-cta-heading" {...copy.globalPresenceCta} />
    </>
  );
}
