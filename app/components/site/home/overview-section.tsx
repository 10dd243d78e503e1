import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/site/section-heading";
import { useHomeCopy } from "~/components/site/page-copy";

/** The registration facts a procurement team checks first (docs/requirements.md §1). */
export function OverviewSection() {
  const { overviewCards, sectionIntros } = useHomeCopy();
  return (
    <section aria-labelledby="overview-heading" className="container-page py-14 sm:py-16">
      <SectionHeading id="overview-heading" intro={sectionIntros.overview} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {overviewCards.map((card) => (
          <li key={card.title} className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-800">
              <Icon name={card.icon} />
            </span>
            <div className="min-w-0">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{card.title}</h3>
              <p className="mt-1 text-lg font-bold break-words text-slate-900">{card.value}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
