import { adminMeta } from "~/components/admin/admin-meta";
import { CreateAdminForm } from "~/components/admin/create-admin-form";
import { requireAdmin } from "../../../server/auth/require-admin.server";
import type { Route } from "./+types/create-admin";

export const meta = () => adminMeta("Create Admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return null;
}

export default function CreateAdmin() {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Create Admin</h1>
      <CreateAdminForm />
    </div>
  );
}
