import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { SectionHeading } from "~/components/site/section-heading";
import { useGlobalPresenceCopy } from "~/components/site/page-copy";

/** One icon per block, in the content's order: manufacture, co-marketing, regulatory, logistics. */
const blockIcons: readonly IconName[] = ["factory", "handshake", "file-check", "ship"];

export function SupportSection() {
  const { globalPresenceSections, presenceBlocks } = useGlobalPresenceCopy();
  return (
    <section aria-labelledby="support-heading" className="container-page py-14 sm:py-16">
      <SectionHeading id="support-heading" intro={globalPresenceSections.support} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {presenceBlocks.map((block, index) => {
          const icon = blockIcons[index] ?? "handshake";
          return (
            <li key={block.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white">
                <Icon name={icon} className="h-6 w-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-slate-900">{block.title}</h3>
                <p className="mt-2 text-slate-600">{block.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
