import { CircleCheck } from "lucide-react";
import { SectionHeading } from "~/components/site/section-heading";
import { sectionIntros, whyUsChecklist } from "../../../../content/site/home";

export function WhyUsChecklistSection() {
  return (
    <section aria-labelledby="why-us-heading" className="bg-primary-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="why-us-heading" intro={sectionIntros.whyUs} />
        <ul className="mx-auto mt-10 grid max-w-4xl gap-x-8 gap-y-3 sm:grid-cols-2">
          {whyUsChecklist.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-lg bg-white px-4 py-3 font-medium text-slate-800 shadow-sm">
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary-700" aria-hidden="true" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
