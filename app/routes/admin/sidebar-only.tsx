import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { requireAdmin, sidebarData } from "~server/auth/require-admin.server";
import type { Route } from "./+types/sidebar-only";

export const meta = () => adminMeta("Admin");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return sidebarData(await requireAdmin(request, context.services, "sidebar"), context.services);
}

/** The specification's /adminSidebar: the sidebar alone. */
export default function SidebarOnly({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <AdminSidebar badges={loaderData.badges} role={loaderData.role} />
      <main id="main" className="flex-1 p-6">
        <h1 className="sr-only">Admin</h1>
        <p className="text-slate-600">Choose a page from the menu.</p>
      </main>
    </div>
  );
}
