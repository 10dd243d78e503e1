import { CheckList } from "~/components/ui/check-list";
import type { Service } from "~content/site/services";
import { useServicesCopy } from "~/components/site/page-copy";

/** One service: title, description, its feature list or numbered process, and a closing line. */
export function ServiceArticle({ service, index }: { service: Service; index: number }) {
  const { serviceListHeadings } = useServicesCopy();
  const headingId = `service-${service.slug}`;
  return (
    <article
      id={service.slug}
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-primary-700">
        {String(index + 1).padStart(2, "0")}
      </p>
      <h2 id={headingId} className="mt-1 text-2xl font-bold text-slate-900">
        {service.title}
      </h2>
      <p className="mt-3 text-lg text-slate-700">{service.description}</p>
      {service.features ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">{serviceListHeadings.features}</h3>
          <CheckList items={service.features} className="mt-3 grid gap-2 md:grid-cols-2" />
        </>
      ) : null}
      {service.process ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">{serviceListHeadings.process}</h3>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {service.process.map((step, stepIndex) => (
              <li key={step.title} className="rounded-xl bg-primary-50 p-5">
                <span
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {stepIndex + 1}
                </span>
                <h4 className="mt-3 font-bold text-slate-900">{step.title}</h4>
                <p className="mt-2 text-sm text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <p className="mt-6 border-t border-slate-200 pt-4 font-medium text-primary-900">{service.footer}</p>
    </article>
  );
}
