import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/site/section-heading";
import { useGlobalPresenceCopy } from "~/components/site/page-copy";
import { useTexts } from "~/i18n/use-messages";

/** Every country served, grouped by region, as plain lists a buyer can scan or search. */
export function CountriesSection() {
  const { globalPresenceSections, regions } = useGlobalPresenceCopy();
  const countriesLabel = useTexts("chrome").sections.countries;
  return (
    <section aria-labelledby="countries-heading" className="bg-slate-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="countries-heading" intro={globalPresenceSections.countries} />
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {regions.map((region, index) => (
            <section
              key={region.name}
              aria-labelledby={`region-${index}`}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 id={`region-${index}`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <Icon name="map-pin" className="h-5 w-5 text-primary-700" />
                {region.name}
                <span className="ms-auto rounded-full bg-primary-100 px-2.5 py-0.5 text-sm font-semibold text-primary-900">
                  {region.countries.length}
                  <span className="sr-only">{countriesLabel}</span>
                </span>
              </h3>
              <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1.5 text-slate-700" data-testid="served-countries">
                {region.countries.map((country) => (
                  <li key={country}>{country}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
