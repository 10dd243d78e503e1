import { CircleCheck } from "lucide-react";
import { SectionHeading } from "~/components/site/section-heading";
import { globalPresenceSections, reasonsToCollaborate } from "../../../../content/site/global-presence";

export function ReasonsSection() {
  return (
    <section aria-labelledby="reasons-heading" className="bg-primary-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="reasons-heading" intro={globalPresenceSections.reasons} />
        <ul className="mx-auto mt-10 grid max-w-4xl gap-3 sm:grid-cols-2">
          {reasonsToCollaborate.map((reason) => (
            <li key={reason} className="flex items-start gap-3 rounded-lg bg-white px-4 py-3 font-medium text-slate-800 shadow-sm">
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary-700" aria-hidden="true" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
