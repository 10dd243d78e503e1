import { adminMeta } from "~/components/admin/admin-meta";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { CREATE_ADMIN_FORM, CreateAdminForm } from "~/components/admin/create-admin-form";
import { withQuery } from "~/config/paths";
import { adminPath } from "~/config/admin-paths";
import { answerForm, formValues } from "~/forms/form-result";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/create-admin";

export const meta = () => adminMeta("Create Admin");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "createAdmin");
  return null;
}

/** The form's entry point, with or without JavaScript: the same service as adminRegister. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context.services, "createAdmin");
  const posted = formValues(await request.formData());
  const outcome = await context.services.admins.create(posted);
  return answerForm(CREATE_ADMIN_FORM, outcome, posted, withQuery(adminPath("users"), { notice: "created" }));
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return enhanceAdminAction(serverAction, {
    success: "Admin created successfully",
    failure: "Failed to create admin",
    done: adminPath("users"),
  });
}

export default function CreateAdmin() {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Create Admin</h1>
      <CreateAdminForm />
    </div>
  );
}
