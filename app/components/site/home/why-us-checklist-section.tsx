import { CheckList } from "~/components/ui/check-list";
import { SectionHeading } from "~/components/site/section-heading";
import { useHomeCopy } from "~/components/site/page-copy";

export function WhyUsChecklistSection() {
  const { sectionIntros, whyUsChecklist } = useHomeCopy();
  return (
    <section aria-labelledby="why-us-heading" className="bg-primary-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="why-us-heading" intro={sectionIntros.whyUs} />
        <CheckList items={whyUsChecklist} variant="tile" className="mx-auto mt-10 grid max-w-4xl gap-x-8 gap-y-3 sm:grid-cols-2" />
      </div>
    </section>
  );
}
