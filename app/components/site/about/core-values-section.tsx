import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/site/section-heading";
import { useAboutCopy } from "~/components/site/page-copy";

export function CoreValuesSection() {
  const { aboutSections, coreValues } = useAboutCopy();
  return (
    <section aria-labelledby="core-values-heading" className="bg-primary-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="core-values-heading" intro={aboutSections.coreValues} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {coreValues.map((value) => (
            <li key={value.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary-100 text-primary-800">
                <Icon name={value.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
