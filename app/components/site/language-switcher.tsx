import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { LOCALES, LOCALE_NAMES, localizePath, splitLocale, type Locale } from "~/i18n/locales";
import { useLocale, useTexts } from "~/i18n/use-messages";

/** The page on show (same path, same query) in another language. */
export function useSamePageIn(): (locale: Locale) => string {
  const { pathname, search } = useLocation();
  const { path } = splitLocale(pathname);
  return (locale) => localizePath(`${path}${search}`, locale);
}

function LanguageLinks({ className, linkClass }: { className: string; linkClass: string }) {
  const current = useLocale();
  const hrefIn = useSamePageIn();
  return (
    <ul className={className}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          {/* A plain document link: the whole page, its texts and its direction change with it. */}
          <a
            href={hrefIn(locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? "true" : undefined}
            className={`${linkClass} ${locale === current ? "font-semibold" : ""}`}
            data-locale={locale}
          >
            {LOCALE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The top bar's language control: reads the current language's own name ("English" in
 * English) and opens the five languages, each a link to this page in it. A <details>
 * disclosure: it opens and closes without JavaScript and from the keyboard; with script it also
 * closes on Escape and on a click elsewhere.
 */
export function LanguageSwitcher() {
  const chrome = useTexts("chrome");
  const current = useLocale();
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        element.open = false;
        element.querySelector("summary")?.focus();
      } else if (!element.contains(event.target as Node)) {
        element.open = false;
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <details ref={details} className="group relative" data-testid="language-switcher">
      <summary
        className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&::-webkit-details-marker]:hidden"
        aria-label={`${chrome.languageSwitcher.label}: ${LOCALE_NAMES[current]}`}
      >
        <Icon name="globe" className="h-4 w-4" />
        <span>{LOCALE_NAMES[current]}</span>
        <Icon name="chevron-right" className="h-3.5 w-3.5 rotate-90 transition-transform group-open:-rotate-90" />
      </summary>
      <div className="absolute end-0 top-full z-50 mt-2 min-w-40 rounded-md border border-slate-200 bg-white py-1 text-slate-800 shadow-lg">
        <LanguageLinks
          className="flex flex-col"
          linkClass="block px-4 py-2 hover:bg-primary-50 hover:text-primary-800 focus-visible:bg-primary-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-700 aria-[current]:text-primary-800"
        />
      </div>
    </details>
  );
}

/** The same choice in the phone menu: a labelled list of the five languages. */
export function MobileLanguageList() {
  const chrome = useTexts("chrome");
  return (
    <div className="container-page border-t border-slate-200 py-3">
      <p id="mobile-language-label" className="flex items-center gap-1.5 px-3 text-sm font-semibold text-slate-600">
        <Icon name="globe" className="h-4 w-4" />
        {chrome.languageSwitcher.label}
      </p>
      <div role="group" aria-labelledby="mobile-language-label">
        <LanguageLinks
          className="mt-1 flex flex-wrap gap-1"
          linkClass="block rounded-md px-3 py-2 text-slate-700 hover:bg-primary-50 hover:text-primary-800 aria-[current]:bg-primary-50 aria-[current]:text-primary-800"
        />
      </div>
    </div>
  );
}
