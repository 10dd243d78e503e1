import type { ReactNode } from "react";
import { site } from "~/config/site";
import { AdminToaster } from "./admin-toaster";

/** The public admin pages (login, forgot and reset password): one card in the middle. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
        <div className="grid w-full max-w-md gap-5 rounded-xl bg-white p-6 shadow-lg sm:p-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-800">{site.shortName}</p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
          </div>
          {children}
        </div>
      </main>
      <AdminToaster />
    </>
  );
}

export const accountButton =
  "rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60";
export const accountLink = "justify-self-start font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900";
