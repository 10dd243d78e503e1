import { Outlet } from "react-router";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { AdminToaster } from "~/components/admin/admin-toaster";
import { adminHeaders } from "~/components/admin/admin-meta";
import { INBOX_PATH } from "~/lib/inbox";
import { requireAdmin } from "../../../server/auth/require-admin.server";
import type { Route } from "./+types/admin-layout";

export const headers = adminHeaders;

/**
 * Every page under this layout requires a live admin session (each child guards its own data
 * too). The sidebar's count of new messages is one query; it is read again after every action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return { badges: { [INBOX_PATH]: await context.services.messages.countNew() } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <AdminSidebar badges={loaderData.badges} />
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
      <AdminToaster />
    </div>
  );
}
