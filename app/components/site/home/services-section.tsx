import { CircleCheck } from "lucide-react";
import { SectionHeading } from "~/components/site/section-heading";
import { ButtonLink } from "~/components/ui/button-link";
import { homeServices, homeServicesLink, sectionIntros } from "../../../../content/site/home";

/** Contract manufacturing and generic products, with a way to the full services page. */
export function ServicesSection() {
  return (
    <section aria-labelledby="services-heading" className="bg-slate-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="services-heading" intro={sectionIntros.services} />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {homeServices.map((service) => (
            <article key={service.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <h3 className="text-xl font-bold text-slate-900">{service.title}</h3>
              <p className="mt-3 text-slate-700">{service.text}</p>
              <ul className="mt-5 space-y-2">
                {service.points.map((point) => (
                  <li key={point} className="flex gap-2 text-slate-700">
                    <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary-700" aria-hidden="true" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <div className="mt-8 text-center">
          <ButtonLink to={homeServicesLink.to} variant="outline">
            {homeServicesLink.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
