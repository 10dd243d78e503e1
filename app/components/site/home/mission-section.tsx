import { Icon } from "~/components/ui/icon";
import { ButtonLink } from "~/components/ui/button-link";
import { useHomeCopy } from "~/components/site/page-copy";
import { useSitePath } from "~/i18n/use-messages";

/** Mission and about text, with the quotation promise and the way to ask for one: the quote list. */
export function MissionSection() {
  const { mission, missionHighlights } = useHomeCopy();
  const to = useSitePath();
  return (
    <section aria-labelledby="mission-heading" className="bg-primary-50 py-14 sm:py-16">
      <div className="container-page grid items-center gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-700">{mission.eyebrow}</p>
          <h2 id="mission-heading" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
            {mission.heading}
          </h2>
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-slate-700">
              {paragraph}
            </p>
          ))}
          <ButtonLink to={to("quote")} className="mt-6">
            {mission.quoteButton}
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
          {missionHighlights.map((item) => (
            <li key={item.value} className="flex items-start gap-3 rounded-xl bg-white p-5 shadow-sm">
              <Icon name="badge-check" className="mt-0.5 h-6 w-6 shrink-0 text-primary-700" />
              <p>
                <span className="block text-lg font-bold text-slate-900">{item.value}</span>
                <span className="text-slate-600">{item.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
