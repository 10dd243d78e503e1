import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { NavLink } from "react-router";
import { mainNav } from "~/config/navigation";
import { Logo } from "./logo";
import { TopBar } from "./top-bar";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors ${
    isActive ? "bg-primary-50 text-primary-800" : "text-slate-700 hover:bg-primary-50 hover:text-primary-800"
  }`;

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
