import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/site/section-heading";
import { useAboutCopy } from "~/components/site/page-copy";

export function VisionMissionSection() {
  const { aboutMission, aboutSections, vision } = useAboutCopy();
  const blocks = [
    { ...vision, icon: "eye" as const },
    { ...aboutMission, icon: "target" as const },
  ];
  return (
    <section aria-labelledby="vision-mission-heading" className="container-page py-14 sm:py-16">
      <SectionHeading id="vision-mission-heading" intro={aboutSections.visionMission} />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {blocks.map(({ heading, text, icon }) => (
          <article key={heading} className="rounded-xl bg-primary-800 p-6 text-white shadow-sm sm:p-8">
            <Icon name={icon} className="h-8 w-8 text-primary-200" />
            <h3 className="mt-4 text-xl font-bold">{heading}</h3>
            <p className="mt-3 text-primary-50">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
