import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import {
  LOCALES,
  LOCALE_NAMES,
  localeDirection,
  type Locale,
} from "~/i18n/locales";
import { useSamePageIn } from "./language-switcher";
import { useLocale } from "~/i18n/use-messages";
import { useSiteFrame } from "./use-company";

/** Where the visitor's "no, thank you" is kept, so the bar does not come back. */
export const SUGGESTION_DISMISSED_KEY = "language-suggestion-dismissed";

/** The first of the browser's preferred languages that we speak (by primary subtag), if any. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.split("-")[0]?.toLowerCase();
    const match = LOCALES.find((locale) => locale === primary);
    if (match) return match;
  }
  return null;
}

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(SUGGESTION_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * No redirect by language: when the browser prefers another of our languages than the page's,
 * a small bar offers this page in it, in that language. Decided after hydration (the server
 * cannot know), fixed at the bottom of the window so nothing on the page moves.
 */
export function LanguageSuggestion() {
  const texts = useSiteFrame()?.suggestions;
  const current = useLocale();
  const hrefIn = useSamePageIn();
  // The server and the hydrating render know nothing of the browser: the bar appears after.
  const hydrated = useHydrated();
  const [dismissedNow, setDismissedNow] = useState(false);
  const preferred = hydrated
    ? preferredLocale(navigator.languages ?? [navigator.language])
    : null;
  const suggested =
    preferred && preferred !== current && !dismissedNow && !dismissed()
      ? preferred
      : null;

  // The bar covers the page's end: a spacer of its height after the footer lets the page scroll past.
  const bar = useRef<HTMLElement>(null);
  const [barHeight, setBarHeight] = useState(0);
  const shown = Boolean(suggested && texts);
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const observer = new ResizeObserver(() =>
      setBarHeight(element.offsetHeight),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  if (!suggested || !texts) return null;
  const words = texts[suggested];

  function dismiss() {
    try {
      window.localStorage.setItem(SUGGESTION_DISMISSED_KEY, "1");
    } catch {
      // Private mode without storage: the bar goes for this page only.
    }
    setDismissedNow(true);
  }

  return (
    <>
      <div
        aria-hidden="true"
        data-testid="language-suggestion-spacer"
        style={{ height: barHeight }}
      />
      <aside
        ref={bar}
        lang={suggested}
        aria-label={LOCALE_NAMES[suggested]}
        data-testid="language-suggestion"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgba(0,0,0,0.08)] print:hidden"
      >
        {/* Room at the page's end for the round chat button in its corner; the words read in their own direction. */}
        <div className="container-page pe-20">
          <div
            dir={localeDirection(suggested)}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
          >
            <p className="text-slate-800">{words.text}</p>
            <div className="flex items-center gap-2">
              <a
                href={hrefIn(suggested)}
                hrefLang={suggested}
                className="inline-flex min-h-11 items-center rounded-md bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800"
              >
                {words.accept}
              </a>
              <button
                type="button"
                onClick={dismiss}
                className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-slate-700 hover:bg-slate-100"
              >
                <Icon name="x" className="h-4 w-4" />
                {words.dismiss}
              </button>
            </div>
          </div>
        </div>
      </aside>
    </>
  );
}
