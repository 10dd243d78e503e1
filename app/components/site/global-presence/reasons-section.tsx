import { CheckList } from "~/components/ui/check-list";
import { SectionHeading } from "~/components/site/section-heading";
import { useGlobalPresenceCopy } from "~/components/site/page-copy";

export function ReasonsSection() {
  const { globalPresenceSections, reasonsToCollaborate } = useGlobalPresenceCopy();
  return (
    <section aria-labelledby="reasons-heading" className="bg-primary-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="reasons-heading" intro={globalPresenceSections.reasons} />
        <CheckList items={reasonsToCollaborate} variant="tile" className="mx-auto mt-10 grid max-w-4xl gap-3 sm:grid-cols-2" />
      </div>
    </section>
  );
}
