import { CallToAction } from "~/components/site/call-to-action";
import { PageBanner } from "~/components/site/page-banner";
import { useServicesCopy } from "~/components/site/page-copy";
import { ServiceArticle } from "~/components/site/services/service-article";
import { useTexts } from "~/i18n/use-messages";
import { requestLocale } from "~/i18n/dictionary.server";
import { servicesCopy, pageSeo } from "~/i18n/page-copy.server";
import { sitePath } from "~/config/paths";
import { localizedSeo, pageMeta } from "~/seo/seo";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/services";

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const company = context.services.settings.company();
  return {
    page: send({ seo: localizedSeo({ siteUrl: context.services.env.SITE_URL, path: sitePath("services"), locale, ...pageSeo("services", locale, company) }) }),
    copy: servicesCopy(locale, company),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData && received(loaderData.page).seo);

export default function Services() {
  const { services, servicesBanner, servicesCta, servicesIntro } = useServicesCopy();
  const { servicesOnPage } = useTexts("chrome").sections;
  return (
    <>
      <PageBanner banner={servicesBanner} />
      <div className="container-page py-14 sm:py-16">
        <section aria-labelledby="services-intro-heading" className="mx-auto max-w-3xl text-center">
          <h2 id="services-intro-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {servicesIntro.heading}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{servicesIntro.text}</p>
          <nav aria-label={servicesOnPage} className="mt-6">
            <ul className="flex flex-wrap justify-center gap-2">
              {services.map((service) => (
                <li key={service.slug}>
                  <a
                    href={`#${service.slug}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-50"
                  >
                    {service.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </section>
        <div className="mt-10 grid gap-8">
          {services.map((service, index) => (
            <ServiceArticle key={service.slug} service={service} index={index} />
          ))}
        </div>
      </div>
      <CallToAction id="services-cta-heading" {...servicesCta} />
    </>
  );
}
