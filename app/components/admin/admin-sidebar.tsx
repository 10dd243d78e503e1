import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "~/components/ui/icon";
import { useState, useSyncExternalStore } from "react";
import { Form, NavLink } from "react-router";
import { adminNavFor } from "~/config/admin-navigation";
import type { AdminRole } from "~/admin/roles";
import { site } from "~/config/site";
import { adminPath, type FixedAdminPage } from "~/config/admin-paths";
import { ADMIN_NAME_KEY, greetingName } from "~/admin/greeting";

/** Counts shown beside a link, keyed by its page id: how many new messages wait. */
export type NavBadges = Partial<Record<FixedAdminPage, number>>;

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** The stored admin name (null on the server, whose render then greets 'Admin'). */
function useStoredAdminName(): string | null {
  return useSyncExternalStore(
    subscribeToStorage,
    () => window.sessionStorage.getItem(ADMIN_NAME_KEY),
    () => null,
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-md px-3 py-2.5 font-medium transition-colors ${
    isActive ? "bg-primary-700 text-white" : "text-slate-200 hover:bg-primary-900 hover:text-white"
  }`;

function NavLinks({ badges, role, onNavigate }: { badges: NavBadges; role: AdminRole; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-1">
      {adminNavFor(role).map((item) => {
        const count = badges[item.page] ?? 0;
        return (
          <li key={item.page}>
            <NavLink
              to={item.to}
              className={linkClass}
              onClick={onNavigate}
              // The name says what the bare number beside the label means.
              aria-label={count > 0 ? `${item.label}, ${count} new` : undefined}
            >
              <Icon name={item.icon} className="h-5 w-5 shrink-0" />
              {item.label}
              {count > 0 && (
                <span className="ml-auto rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-900" data-testid="nav-badge">
                  {count}
                </span>
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function Greeting() {
  const name = greetingName(useStoredAdminName());
  return (
    <div className="flex items-center gap-3">
      <span
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-200 text-lg font-bold text-primary-900"
        aria-hidden="true"
        data-testid="admin-avatar"
      >
        {Array.from(name)[0]?.toUpperCase()}
      </span>
      <p className="min-w-0 font-semibold text-white" data-testid="admin-greeting">
        Hello, {name}
      </p>
    </div>
  );
}

/**
 * Logout is a plain form post to the logout route, so it works without JavaScript too; with it,
 * session storage (the greeting's name and the isAdmin flag) is cleared on the way out.
 */
function LogoutButton({ onDone }: { onDone?: () => void }) {
  return (
    <Form
      method="post"
      action={adminPath("logout")}
      replace
      onSubmit={() => {
        window.sessionStorage.clear();
        onDone?.();
      }}
    >
      <button
        type="submit"
        className="flex w-full items-center gap-3 rounded-md px-3 py-2.5 font-medium text-slate-200 hover:bg-primary-900 hover:text-white"
      >
        <Icon name="log-out" className="h-5 w-5" />
        Logout
      </button>
    </Form>
  );
}

/**
 * The admin sidebar (specification: Admin sidebar): links, avatar and greeting, Logout. On
 * small screens a menu button opens the same links in a left drawer titled 'Menu'. Only the
 * entries the signed-in admin's role may use are shown (decision 0065).
 */
export function AdminSidebar({ badges = {}, role }: { badges?: NavBadges; role: AdminRole }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside
        aria-label="Admin sidebar"
        className="hidden w-64 shrink-0 flex-col gap-8 bg-slate-900 p-5 lg:sticky lg:top-0 lg:flex lg:h-screen"
      >
        <p className="text-lg font-bold text-white">{site.shortName} Admin</p>
        <Greeting />
        <nav aria-label="Admin">
          <NavLinks badges={badges} role={role} />
        </nav>
        <div className="mt-auto">
          <LogoutButton />
        </div>
      </aside>

      <header className="flex items-center justify-between gap-3 bg-slate-900 px-4 py-3 lg:hidden">
        <p className="font-bold text-white">{site.shortName} Admin</p>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-primary-900"
            aria-label="Open menu"
          >
            <Icon name="menu" className="h-6 w-6" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
            <Dialog.Content
              className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-slate-900 p-5 shadow-xl"
              aria-describedby={undefined}
            >
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-lg font-bold text-white">Menu</Dialog.Title>
                <Dialog.Close
                  className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-primary-900"
                  aria-label="Close menu"
                >
                  <Icon name="x" className="h-6 w-6" />
                </Dialog.Close>
              </div>
              <Greeting />
              <nav aria-label="Admin menu">
                <NavLinks badges={badges} role={role} onNavigate={() => setOpen(false)} />
              </nav>
              <div className="mt-auto">
                <LogoutButton onDone={() => setOpen(false)} />
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>
    </>
  );
}
