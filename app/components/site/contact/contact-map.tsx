import { Icon } from "~/components/ui/icon";
import { useCompany } from "../use-company";
import type { ContactPageCopy } from "./contact-copy";

/**
 * The embedded map loads only when scrolled near (it is the heaviest thing on the page); the
 * plain link below still works where the embed is blocked or fails.
 */
export function ContactMap({ copy: contactPage }: { copy: ContactPageCopy }) {
  const company = useCompany();
  return (
    <div className="mt-8">
      <iframe
        src={company.mapEmbedUrl}
        title={contactPage.mapTitle}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="h-72 w-full rounded-xl border border-slate-200 bg-slate-100"
      />
      <a
        href={company.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 underline underline-offset-2"
      >
        {contactPage.mapLink}
        <Icon name="external-link" className="h-4 w-4 rtl:-scale-x-100" />
      </a>
    </div>
  );
}
