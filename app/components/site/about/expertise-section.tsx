import { PointedBlockCard } from "~/components/site/pointed-block-card";
import { SectionHeading } from "~/components/site/section-heading";
import { useAboutCopy } from "~/components/site/page-copy";

export function ExpertiseSection() {
  const { aboutSections, expertise } = useAboutCopy();
  return (
    <section aria-labelledby="expertise-heading" className="bg-slate-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="expertise-heading" intro={aboutSections.expertise} />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {expertise.map((block) => (
            <PointedBlockCard key={block.title} block={block} />
          ))}
        </div>
      </div>
    </section>
  );
}
