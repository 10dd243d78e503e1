import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { EDIT_ADMIN_FORM, EditAdminForm } from "~/components/admin/edit-admin-form";
import { withQuery } from "~/config/paths";
import { adminPath } from "~/config/admin-paths";
import { answerForm, formValues } from "~/forms/form-result";
import { toAdminData } from "~server/auth/admins.server";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/edit-user";

export const meta = () => adminMeta("Edit Admin");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "editUser");
  const found = await context.services.admins.get(params.id);
  if (found.kind !== "ok") throw data(found.message, { status: 404 });
  return { admin: toAdminData(found.value), role: found.value.role };
}

/** The form's entry point, with or without JavaScript: the same service as adminUpdate/:id. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request, context.services, "editUser");
  const posted = formValues(await request.formData());
  const outcome = await context.services.admins.update(params.id, posted);
  return answerForm(EDIT_ADMIN_FORM, outcome, posted, withQuery(adminPath("users"), { notice: "updated" }));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return enhanceAdminAction(serverAction, { success: "Admin updated successfully!", failure: "Update failed", done: adminPath("users") });
}

function EditPage({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Edit Admin</h1>
      {children}
    </div>
  );
}

export default function EditUser({ loaderData }: Route.ComponentProps) {
  return (
    <EditPage>
      {/* A new admin remounts the form, so it never shows the previous admin's values. */}
      <EditAdminForm key={loaderData.admin._id} admin={loaderData.admin} role={loaderData.role} />
    </EditPage>
  );
}

/** An admin that is not there (thrown 404): said on the page and in a toast, inside the admin chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminNotFound error={error} toastTitle="Error loading user">
      <EditPage>
        <p className="py-10 text-slate-700">This admin could not be loaded.</p>
      </EditPage>
    </AdminNotFound>
  );
}
