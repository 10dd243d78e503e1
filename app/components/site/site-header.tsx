import { Icon } from "~/components/ui/icon";
import { useRef, useState, type ToggleEvent } from "react";
import { NavLink, useLocation, useRouteLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { isCurrentSection, mainNav } from "~/config/navigation";
import { splitLocale } from "~/i18n/locales";
import { useSitePath } from "~/i18n/use-messages";
import { MobileLanguageList } from "./language-switcher";
import { Logo } from "./logo";
import { TopBar } from "./top-bar";
import { usePageNames, useTexts } from "~/i18n/use-messages";
import { SITE_LAYOUT_ID } from "./use-company";
import { QUOTE_COUNT_MARK, quoteCountWords, quoteWordsMark } from "~/quote/quote-count";

const linkClass = (current: boolean) =>
  `block rounded-md px-3 py-2 font-medium transition-colors ${
    current ? "bg-primary-50 text-primary-800" : "text-slate-700 hover:bg-primary-50 hover:text-primary-800"
  }`;

function NavLinks({ onNavigate, className }: { onNavigate?: () => void; className: string }) {
  const { path } = splitLocale(useLocation().pathname);
  const names = usePageNames();
  const to = useSitePath();
  return (
    <ul className={className}>
      {mainNav.map((item) => {
        const current = isCurrentSection(item, path);
        return (
          <li key={item.page}>
            <Link to={to(item.page)} aria-current={current ? "page" : undefined} className={linkClass(current)} onClick={onNavigate}>
              {names[item.page]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The count a page was answered with, as the browser received it (read once, when it hydrates). */
function answeredCount(): number {
  if (typeof document === "undefined") return 0;
  const count = Number(document.querySelector("[data-quote-count]")?.textContent);
  return Number.isInteger(count) && count >= 0 ? count : 0;
}

/**
 * The quote list's link with its count. The site layout's loader gives the count after a form
 * post or a client-side revalidation; for a page rendered for a GET it gives null, the page
 * holds marks, and the answer writes the visitor's count into them (app/quote/quote-count.ts):
 * hydrating, the badge reads the number it was answered with.
 */
function QuoteBadge() {
  const loaded = useRouteLoaderData<{ quoteCount: number | null }>(SITE_LAYOUT_ID)?.quoteCount;
  const [answered] = useState(answeredCount);
  const texts = useTexts("chrome").quoteBadge;
  const to = useSitePath();
  const count = loaded === null ? (typeof document === "undefined" ? null : answered) : (loaded ?? 0);
  return (
    <NavLink
      to={to("quote")}
      className="ms-auto inline-flex h-11 items-center gap-1.5 rounded-md px-2 font-medium text-slate-800 hover:bg-primary-50 lg:ms-0"
    >
      <Icon name="receipt" className="h-5 w-5" />
      <span className="sr-only sm:not-sr-only">{texts.label}</span>
      <span
        data-testid="quote-count"
        data-quote-count=""
        className="min-w-6 rounded-full bg-primary-700 px-1.5 text-center text-sm font-semibold text-white"
      >
        {count === null ? QUOTE_COUNT_MARK : count}
      </span>
      <span className="sr-only">{count === null ? quoteWordsMark(texts) : quoteCountWords(count, texts)}</span>
    </NavLink>
  );
}

/**
 * The header. Below 1024px the links sit in a popover the menu button opens: the browser does
 * that without JavaScript, and closes it on Escape or a tap outside. Script only names the
 * button's label, closes the menu after a client-side navigation and takes focus back to the
 * button when the menu closes with focus inside it.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const nav = useTexts("chrome").nav;

  function onToggle(event: ToggleEvent<HTMLElement>) {
    const opened = event.newState === "open";
    setOpen(opened);
    const focus = document.activeElement;
    if (!opened && (focus === document.body || menu.current?.contains(focus))) button.current?.focus();
  }

  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <TopBar />
      <div className="container-page flex h-16 items-center justify-between gap-2">
        <Logo />
        <nav aria-label={nav.mainLabel} className="hidden lg:block">
          <NavLinks className="flex items-center gap-0" />
        </nav>
        <QuoteBadge />
        <button
          ref={button}
          type="button"
          popoverTarget="mobile-menu"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-primary-50 lg:hidden"
          // No aria-expanded: the browser reports the popover's state itself, with or without script.
          aria-label={open ? nav.closeMenu : nav.openMenu}
        >
          {open ? <Icon name="x" className="h-6 w-6" /> : <Icon name="menu" className="h-6 w-6" />}
        </button>
        <nav
          ref={menu}
          id="mobile-menu"
          popover="auto"
          aria-label={nav.mobileLabel}
          onToggle={onToggle}
          className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-y border-slate-200 bg-white p-0 shadow-lg lg:hidden"
        >
          <NavLinks className="container-page flex flex-col gap-1 py-3" onNavigate={() => menu.current?.hidePopover()} />
          <MobileLanguageList />
        </nav>
      </div>
    </header>
  );
}
