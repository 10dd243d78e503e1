import { Outlet, useNavigation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { AdminToaster } from "~/components/admin/admin-toaster";
import { adminHeaders } from "~/components/admin/admin-meta";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/admin-layout";

export const headers = adminHeaders;

/**
 * Every page under this layout requires a live admin session (each child guards its own data
 * too). The sidebar's count of new messages is one query; it is read again after every action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  const { vocabulary } = context.services;
  const choices = (kind: "category" | "dosageForm") => vocabulary.list(kind).map((term) => [term.key, term.names.en] as const);
  return {
    badges: { messages: await context.services.messages.countNew() },
    // The managed lists for the product form and filters (useVocabularyChoices).
    vocabulary: { category: choices("category"), dosageForm: choices("dosageForm") },
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // The next admin page's loader is running (e.g. Edit Admin reading the admin): a spinner says so.
  const loading = useNavigation().state === "loading";
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <AdminSidebar badges={loaderData.badges} />
      <main id="main" className="relative min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        {loading && (
          <div role="status" aria-label="Loading" className="absolute top-2 right-4 flex items-center text-primary-700">
            <Icon name="loader-circle" className="h-8 w-8 animate-spin" />
          </div>
        )}
        <Outlet />
      </main>
      <AdminToaster inFrame />
    </div>
  );
}
