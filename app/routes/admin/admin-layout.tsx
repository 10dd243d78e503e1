import type { ReactNode } from "react";
import { Outlet, useNavigation, useRouteLoaderData } from "react-router";
import { Icon } from "~/components/ui/icon";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { AdminToaster } from "~/components/admin/admin-toaster";
import { AdminNotAllowed, isNotAllowed } from "~/components/admin/admin-not-allowed";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { NOT_ALLOWED_TITLE } from "~/admin/roles";
import { requireSignedIn, sidebarData } from "~server/auth/require-admin.server";
import type { Route } from "./+types/admin-layout";

export const headers = adminHeaders;

/** The title of the "not allowed" view; every page under the layout gives its own otherwise. */
export const meta = ({ error }: Route.MetaArgs) => (isNotAllowed(error) ? adminMeta(NOT_ALLOWED_TITLE) : []);

/**
 * Every page under this layout requires a live admin session; each child's loader and action
 * checks its own area against the admin's role (decision 0065). The sidebar shows what the role
 * may use; its count of new messages (one query, read again after every action) only to a role
 * with the inbox.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireSignedIn(request, context.services);
  const { vocabulary } = context.services;
  const choices = (kind: "category" | "dosageForm") => vocabulary.list(kind).map((term) => [term.key, term.names.en] as const);
  return {
    ...(await sidebarData(admin, context.services)),
    // The managed lists for the product form and filters (useVocabularyChoices).
    vocabulary: { category: choices("category"), dosageForm: choices("dosageForm") },
  };
}

function AdminChrome({ loaderData, children }: { loaderData: Route.ComponentProps["loaderData"]; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <AdminSidebar badges={loaderData.badges} role={loaderData.role} />
      <main id="main" className="relative min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        {children}
      </main>
      <AdminToaster inFrame />
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // The next admin page's loader is running (e.g. Edit Admin reading the admin): a spinner says so.
  const loading = useNavigation().state === "loading";
  return (
    <AdminChrome loaderData={loaderData}>
      {loading && (
        <div role="status" aria-label="Loading" className="absolute top-2 right-4 flex items-center text-primary-700">
          <Icon name="loader-circle" className="h-8 w-8 animate-spin" />
        </div>
      )}
      <Outlet />
    </AdminChrome>
  );
}

/** A page the admin's role may not use (403): said inside the chrome; anything else goes on to the root. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const loaderData = useRouteLoaderData<typeof loader>("routes/admin/admin-layout");
  if (!isNotAllowed(error) || !loaderData) throw error;
  return (
    <AdminChrome loaderData={loaderData}>
      <AdminNotAllowed />
    </AdminChrome>
  );
}
