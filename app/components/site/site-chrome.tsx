import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { LanguageSuggestion } from "./language-suggestion";
import { SiteHeader } from "./site-header";
import { useTexts } from "~/i18n/use-messages";

/** Header, main, footer and chat button: shared by the public pages and their error views. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const chrome = useTexts("chrome");
  return (
    <>
      {/* Moved above the viewport rather than made sr-only: sr-only's undoing also strips the
          padding, which left the text on the pill's edge. */}
      <a
        href="#main"
        className="fixed start-2 top-2 z-50 -translate-y-[calc(100%+1rem)] rounded-full bg-white px-4 py-2 font-semibold whitespace-nowrap text-primary-800 shadow-md focus:translate-y-0 print:hidden"
      >
        {chrome.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <LanguageSuggestion />
    </>
  );
}
