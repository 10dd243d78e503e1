import type { SectionIntro } from "~content/site/home";

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  intro: Partial<Pick<SectionIntro, "eyebrow" | "text">> & Pick<SectionIntro, "heading">;
  align?: "center" | "start";
  /** On a dark band the colours invert. */
  tone?: "light" | "dark";
}

/** Eyebrow, h2 and one line of introduction: the head of every marketing section. */
export function SectionHeading({ id, intro, align = "center", tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {intro.eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-wider ${dark ? "text-primary-200" : "text-primary-700"}`}>
          {intro.eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`mt-2 text-2xl font-bold sm:text-3xl ${dark ? "text-white" : "text-slate-900"}`}>
        {intro.heading}
      </h2>
      {intro.text ? <p className={`mt-3 text-lg ${dark ? "text-primary-50" : "text-slate-600"}`}>{intro.text}</p> : null}
    </div>
  );
}
