import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { NavLink, useRouteLoaderData } from "react-router";
import { mainNav } from "~/config/navigation";
import { QUOTE_PATH } from "~/lib/quote";
import { Logo } from "./logo";
import { TopBar } from "./top-bar";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors ${
    isActive ? "bg-primary-50 text-primary-800" : "text-slate-700 hover:bg-primary-50 hover:text-primary-800"
  }`;

/** The quote list's link with its count, from the site layout's loader (0 on a page without it). */
function QuoteBadge() {
  const count = useRouteLoaderData<{ quoteCount: number }>("routes/site/site-layout")?.quoteCount ?? 0;
  return (
    <NavLink
      to={QUOTE_PATH}
      className="ml-auto inline-flex h-11 items-center gap-1.5 rounded-md px-3 font-medium text-slate-800 hover:bg-primary-50 lg:ml-0"
    >
      <Icon name="receipt" className="h-5 w-5" />
      <span className="sr-only sm:not-sr-only">Quote</span>
      <span data-testid="quote-count" className="min-w-6 rounded-full bg-primary-700 px-1.5 text-center text-sm font-semibold text-white">
        {count}
      </span>
      <span className="sr-only">{count === 1 ? " product" : " products"}</span>
    </NavLink>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="border-b border-slate-200 bg-white">
      <TopBar />
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <QuoteBadge />
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-primary-50 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <Icon name="x" className="h-6 w-6" /> : <Icon name="menu" className="h-6 w-6" />}
        </button>
      </div>
      {/* Rendered only while open: the menu needs the button's script anyway, and every page's
          server render is six links lighter. */}
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 lg:hidden">
          <ul className="container-page flex flex-col gap-1 py-3">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={linkClass} onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
