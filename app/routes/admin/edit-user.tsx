import { adminMeta } from "~/components/admin/admin-meta";
import { EditAdminForm } from "~/components/admin/edit-admin-form";
import { requireAdmin } from "../../../server/auth/require-admin.server";
import type { Route } from "./+types/edit-user";

export const meta = () => adminMeta("Edit Admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return null;
}

export default function EditUser({ params }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Edit Admin</h1>
      {/* A new id remounts the form, so it never shows the previous admin while loading. */}
      <EditAdminForm key={params.id} id={params.id} />
    </div>
  );
}
