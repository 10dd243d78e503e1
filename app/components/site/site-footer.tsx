import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { footerNav } from "~/config/navigation";
import { format } from "~/i18n/format";
import { useSitePath } from "~/i18n/use-messages";
import { MAP_THUMBNAIL, formatAddress, mailtoUrl, telUrl } from "~/company/company";
import { ChatButton } from "./chat-button";
import { LogoMark } from "./logo";
import { usePageNames, useTexts } from "~/i18n/use-messages";
import { useCompany } from "./use-company";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const company = useCompany();
  const { footer } = useTexts("chrome");
  const names = usePageNames();
  const to = useSitePath();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200 print:hidden">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-contact">
          <div className="flex items-center gap-2">
            <LogoMark className="h-9 w-9" />
            <p className="text-lg font-bold text-white">{company.name}</p>
          </div>
          <h2 id="footer-contact" className="mt-6 text-sm font-semibold uppercase tracking-wider text-primary-300">
            {footer.contact}
          </h2>
          <address className="mt-3 space-y-2 not-italic">
            <p className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0" />
              <span dir="auto">{formatAddress(company)}</span>
            </p>
            <p className="flex gap-2">
              <Icon name="phone" className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={telUrl(company)} className="hover:underline" dir="ltr">
                {company.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Icon name="mail" className="mt-0.5 h-4 w-4 shrink-0" />
              <a href={mailtoUrl(company)} className="break-all hover:underline">
                {company.email}
              </a>
            </p>
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-sm font-semibold uppercase tracking-wider text-primary-300">
            {footer.quickLinks}
          </h2>
          <ul className="mt-3 space-y-2">
            {footerNav.map((item) => (
              <li key={item.page}>
                <Link to={to(item.page)} className="hover:text-white hover:underline">
                  {names[item.page]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className="text-sm font-semibold uppercase tracking-wider text-primary-300">
            {footer.findUs}
          </h2>
          <a
            href={company.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 block overflow-hidden rounded-lg border border-slate-700"
          >
            <img
              src={MAP_THUMBNAIL}
              width={400}
              height={250}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
              alt={format(footer.mapAlt, { city: company.city, postalCode: company.postalCode })}
            />
          </a>
        </section>
      </div>
      <div className="border-t border-slate-800">
        {/* Room under the last line for the round chat button, which would cover it on a phone. */}
        <p className="container-page pt-4 pb-24 text-sm text-slate-400 sm:pb-4">
          {format(footer.copyright, { year, name: company.name })}
        </p>
      </div>
      {/* Inside the footer landmark for screen readers; fixed to the corner on screen. */}
      <ChatButton />
    </footer>
  );
}
