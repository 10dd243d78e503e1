import { Link } from "~/components/ui/link";
import { useAboutCopy } from "~/components/site/page-copy";
import { usePageNames, useSitePath } from "~/i18n/use-messages";

export function AboutIntro() {
  const { aboutIntro } = useAboutCopy();
  const names = usePageNames();
  const to = useSitePath();
  return (
    <section aria-labelledby="about-intro-heading" className="container-page py-14 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <h2 id="about-intro-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {aboutIntro.heading}
        </h2>
        {aboutIntro.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
        <p className="mt-4 text-lg">
          <Link to={to("compliance")} className="font-semibold text-primary-800 underline">
            {names.compliance}
          </Link>
        </p>
      </div>
    </section>
  );
}
