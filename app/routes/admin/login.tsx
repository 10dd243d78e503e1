import { redirect } from "react-router";
import { AdminToaster } from "~/components/admin/admin-toaster";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { LoginForm } from "~/components/admin/login-form";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getAdmin } from "../../../server/auth/require-admin.server";
import type { Route } from "./+types/login";

export const meta = () => adminMeta("Admin Login");
export const headers = adminHeaders;

/** An admin already signed in goes straight on: to the page asked for, else the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getAdmin(request, context.services)) {
    throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

export default function AdminLogin() {
  return (
    <>
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
        <LoginForm />
      </main>
      <AdminToaster />
    </>
  );
}
