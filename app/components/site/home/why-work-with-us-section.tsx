import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/site/section-heading";
import { useHomeCopy } from "~/components/site/page-copy";

export function WhyWorkWithUsSection() {
  const { sectionIntros, whyWorkWithUs } = useHomeCopy();
  return (
    <section aria-labelledby="why-work-heading" className="container-page py-14 sm:py-16">
      <SectionHeading id="why-work-heading" intro={sectionIntros.whyWorkWithUs} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyWorkWithUs.map((item) => (
          <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
            <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-primary-700 text-white">
              <Icon name={item.icon} className="h-7 w-7" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-slate-900">{item.title}</h3>
            <p className="mt-2 text-slate-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
