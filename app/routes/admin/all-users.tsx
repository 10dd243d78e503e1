import { adminMeta } from "~/components/admin/admin-meta";
import { UsersView } from "~/components/admin/users-view";
import { requireAdmin } from "../../../server/auth/require-admin.server";
import type { Route } from "./+types/all-users";

export const meta = () => adminMeta("All Users");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return null;
}

export default function AllUsers() {
  return <UsersView />;
}
