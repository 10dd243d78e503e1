import { CircleCheck } from "lucide-react";
import { SectionHeading } from "~/components/site/section-heading";
import { aboutSections, expertise } from "../../../../content/site/about";

export function ExpertiseSection() {
  return (
    <section aria-labelledby="expertise-heading" className="bg-slate-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="expertise-heading" intro={aboutSections.expertise} />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {expertise.map((block) => (
            <article key={block.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <h3 className="text-xl font-bold text-slate-900">{block.title}</h3>
              <p className="mt-3 text-slate-700">{block.text}</p>
              <ul className="mt-5 space-y-2">
                {block.points.map((point) => (
                  <li key={point} className="flex gap-2 text-slate-700">
                    <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary-700" aria-hidden="true" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
