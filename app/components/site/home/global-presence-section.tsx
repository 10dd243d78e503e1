import { SectionHeading } from "~/components/site/section-heading";
import { ButtonLink } from "~/components/ui/button-link";
import { useHomeCopy } from "~/components/site/page-copy";
import { useSitePath } from "~/i18n/use-messages";

export function GlobalPresenceSection() {
  const { homeGlobalPresence, sectionIntros } = useHomeCopy();
  const to = useSitePath();
  return (
    <section aria-labelledby="presence-heading" className="container-page py-14 sm:py-16">
      <SectionHeading id="presence-heading" intro={sectionIntros.globalPresence} />
      <img
        src={homeGlobalPresence.image}
        alt={homeGlobalPresence.imageAlt}
        width={1200}
        height={600}
        loading="lazy"
        decoding="async"
        className="mx-auto mt-10 h-auto w-full max-w-5xl"
      />
      <div className="mt-8 text-center">
        <ButtonLink to={to(homeGlobalPresence.cta.page)} variant="outline">
          {homeGlobalPresence.cta.label}
        </ButtonLink>
      </div>
    </section>
  );
}
