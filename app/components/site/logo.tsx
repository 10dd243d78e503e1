import { Link } from "~/components/ui/link";
import { site } from "~/config/site";
import { useSitePath } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-messages";

/** The brand mark: a leaf cradling a capsule, drawn inline so it never waits for a request. */
export function LogoMark({ className = "h-10 w-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#15803d" />
      <path d="M12 31c0-11 8-18 24-19-1 15-8 23-19 23-2 0-4-1-5-4z" fill="#dcfce7" />
      <rect x="17" y="19" width="16" height="7" rx="3.5" transform="rotate(-40 25 22.5)" fill="#16a34a" />
      <path d="M15 34c5-6 10-10 17-14" stroke="#15803d" strokeWidth="1.8" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** Goes home; its accessible name is the visible name, as speech-input users read it. */
export function Logo() {
  const to = useSitePath();
  const subtitle = useTexts("chrome").logo.subtitle;
  return (
    <Link to={to("home")} className="flex items-center gap-2 rounded-md" aria-label={site.name}>
      <LogoMark />
      {/* Styled in app.css (logo-words): one line each, so the header's row fits a 360px phone. */}
      <span className="logo-words">
        <span>{site.shortName}</span>
        <span>{subtitle}</span>
      </span>
    </Link>
  );
}
