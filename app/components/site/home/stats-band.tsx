import { useHomeCopy } from "~/components/site/page-copy";
import { useTexts } from "~/i18n/use-messages";

/** The four figures of docs/requirements.md §1.4, on a dark green band. */
export function StatsBand() {
  const { stats } = useHomeCopy();
  const label = useTexts("chrome").sections.statsLabel;
  return (
    <section aria-label={label} className="bg-primary-800 py-12 text-white">
      <ul className="container-page grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {stats.map((stat) => (
          <li key={stat.label}>
            <p className="text-4xl font-extrabold sm:text-5xl">{stat.value}</p>
            <p className="mt-2 font-medium text-primary-100">{stat.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
