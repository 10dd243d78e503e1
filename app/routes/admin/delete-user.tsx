import { adminMeta } from "~/components/admin/admin-meta";
import { UsersView } from "~/components/admin/users-view";
import { requireAdmin } from "../../../server/auth/require-admin.server";
import type { Route } from "./+types/delete-user";

export const meta = () => adminMeta("All Users");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return null;
}

/** The specification's /delete/:id shows the same all-users table (kept, inside the guard). */
export default function DeleteUser() {
  return <UsersView />;
}
