import { Icon } from "~/components/ui/icon";
import { useRef, useState, type ToggleEvent } from "react";
import { Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { isCurrentSection, mainNav } from "~/config/navigation";
import { splitLocale } from "~/i18n/locales";
import { useSitePath } from "~/i18n/use-messages";
import { MobileLanguageList } from "./language-switcher";
import { Logo } from "./logo";
import { TopBar } from "./top-bar";
import { usePageNames, useTexts } from "~/i18n/use-messages";
import { SITE_LAYOUT_ID } from "./use-company";

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

/**
 * The header. Below 1024px the links sit in a popover the menu button opens: the browser does
 * that without JavaScript, and closes it on Escape or a tap outside. Script only names the
 * button's label, closes the menu after a client-side navigation and takes focus back to the
 * button when the menu closes with focus inside it.
 */
/** The quote list's link with its count, from the site layout's loader (0 on a page without it). */
function QuoteBadge() {
  const count = useRouteLoaderData<{ quoteCount: number }>(SITE_LAYOUT_ID)?.quoteCount ?? 0;
  const texts = useTexts("chrome").quoteBadge;
  const to = useSitePath();
  return (
    <NavLink
      to={to("quote")}
      className="ms-auto inline-flex h-11 items-center gap-1.5 rounded-md px-2 font-medium text-slate-800 hover:bg-primary-50 lg:ms-0"
    >
      <Icon name="receipt" className="h-5 w-5" />
      <span className="sr-only sm:not-sr-only">{texts.label}</span>
      <span data-testid="quote-count" className="min-w-6 rounded-full bg-primary-700 px-1.5 text-center text-sm font-semibold text-white">
        {count}
      </span>
      <span className="sr-only">{count === 1 ? texts.one : texts.other}</span>
    </NavLink>
  );
}

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
    <header className="border-b border-slate-200 bg-white">
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
