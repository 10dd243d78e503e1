import { adminMeta } from "~/components/admin/admin-meta";
import { isNotAllowed } from "~/components/admin/admin-not-allowed";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { DELETE_ADMIN_FORM, UsersTable, UsersView } from "~/components/admin/users-view";
import { withQuery } from "~/config/paths";
import { adminPath } from "~/config/admin-paths";
import { answerForm, formValues } from "~/forms/form-result";
import { toAdminData } from "~server/auth/admins.server";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/delete-user";

export const meta = () => adminMeta("All Users");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "deleteUser");
  return { users: (await context.services.admins.list()).map(toAdminData) };
}

/** Deletes the admin of the URL: the confirmation's Yes, and the list's dialog, post here. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireAdmin(request, context.services, "deleteUser");
  const posted = formValues(await request.formData());
  const outcome = await context.services.admins.delete(params.id, me.id);
  return answerForm(DELETE_ADMIN_FORM, outcome, posted, withQuery(adminPath("users"), { notice: "deleted" }));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return enhanceAdminAction(serverAction, { success: "User deleted", failure: "Failed to delete user", done: adminPath("users") });
}

/**
 * The specification's /delete/:id shows the same all-users table (kept, inside the guard), with
 * the confirmation of that admin's deletion above it.
 */
export default function DeleteUser({ loaderData, params }: Route.ComponentProps) {
  return <UsersView users={loaderData.users} confirm={loaderData.users.find((user) => user._id === params.id)} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A role without the users screens: the layout says so (decision 0065).
  if (isNotAllowed(error)) throw error;
  return <UsersTable load={{ state: "failed" }} />;
}
