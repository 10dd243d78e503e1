import { PointedBlockCard } from "~/components/site/pointed-block-card";
import { SectionHeading } from "~/components/site/section-heading";
import { ButtonLink } from "~/components/ui/button-link";
import { useHomeCopy } from "~/components/site/page-copy";
import { useSitePath } from "~/i18n/use-messages";

/** Contract manufacturing and generic products, with a way to the full services page. */
export function ServicesSection() {
  const { homeServices, homeServicesLink, sectionIntros } = useHomeCopy();
  const to = useSitePath();
  return (
    <section aria-labelledby="services-heading" className="bg-slate-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="services-heading" intro={sectionIntros.services} />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {homeServices.map((service) => (
            <PointedBlockCard key={service.title} block={service} />
          ))}
        </div>
        <div className="mt-8 text-center">
          <ButtonLink to={to(homeServicesLink.page)} variant="outline">
            {homeServicesLink.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
