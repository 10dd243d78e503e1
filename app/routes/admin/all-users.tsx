import { adminMeta } from "~/components/admin/admin-meta";
import { isNotAllowed } from "~/components/admin/admin-not-allowed";
import { UsersTable, UsersView } from "~/components/admin/users-view";
import { toAdminData } from "~server/auth/admins.server";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/all-users";

export const meta = () => adminMeta("All Users");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "users");
  return { users: (await context.services.admins.list()).map(toAdminData) };
}

export default function AllUsers({ loaderData }: Route.ComponentProps) {
  return <UsersView users={loaderData.users} />;
}

/** The list could not be read (the database is away): the table says so, inside the admin chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A role without the users screens: the layout says so (decision 0065).
  if (isNotAllowed(error)) throw error;
  return <UsersTable load={{ state: "failed" }} />;
}
