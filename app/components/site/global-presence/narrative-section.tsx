import { useGlobalPresenceCopy } from "~/components/site/page-copy";

export function NarrativeSection() {
  const { globalPresenceMap, globalPresenceNarrative } = useGlobalPresenceCopy();
  return (
    <section aria-labelledby="narrative-heading" className="container-page py-14 sm:py-16">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="narrative-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {globalPresenceNarrative.heading}
          </h2>
          {globalPresenceNarrative.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
        <img
          src={globalPresenceMap.image}
          alt={globalPresenceMap.imageAlt}
          width={1200}
          height={600}
          loading="lazy"
          decoding="async"
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}
