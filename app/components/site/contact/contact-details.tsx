import { Icon } from "~/components/ui/icon";
import { formatAddress, mailtoUrl, telUrl } from "~/company/company";
import { useCompany } from "../use-company";
import type { ContactPageCopy } from "./contact-copy";

/** Phone, e-mail and the Delhi office, each a real link where one makes sense. */
export function ContactDetails({ copy: contactPage }: { copy: ContactPageCopy }) {
  const company = useCompany();
  const items = [
    {
      label: contactPage.labels.phone,
      icon: "phone" as const,
      value: (
        // Left to right in Arabic too, or "+91 98765 43210" reads "43210 98765 91+".
        <a href={telUrl(company)} dir="ltr" className="font-semibold text-primary-800 underline-offset-2 hover:underline">
          {company.phone}
        </a>
      ),
    },
    {
      label: contactPage.labels.email,
      icon: "mail" as const,
      value: (
        <a href={mailtoUrl(company)} className="font-semibold break-all text-primary-800 underline-offset-2 hover:underline">
          {company.email}
        </a>
      ),
    },
    {
      label: contactPage.labels.address,
      icon: "map-pin" as const,
      value: (
        <span dir="auto" className="whitespace-pre-line">
          {formatAddress(company, "many")}
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby="contact-details-heading" className="mt-8">
      <h2 id="contact-details-heading" className="text-xl font-bold text-slate-900">
        {contactPage.detailsHeading}
      </h2>
      <address className="mt-4 grid gap-4 not-italic">
        {items.map(({ label, icon, value }) => (
          <div key={label} className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-800">
              <Icon name={icon} className="h-5 w-5" />
            </span>
            <p className="min-w-0 text-slate-700">
              <span className="block text-sm font-semibold uppercase tracking-wide text-slate-600">{label}</span>
              {value}
            </p>
          </div>
        ))}
      </address>
    </section>
  );
}
