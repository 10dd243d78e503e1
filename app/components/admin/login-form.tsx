import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { site } from "~/config/site";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { AdminSessionUser } from "~/schemas/admin-user";
import { ADMIN_NAME_KEY, AdminApiError, IS_ADMIN_KEY, adminApi } from "./admin-api";
import { LOGIN_FAILURE_TOAST_MS } from "./admin-toaster";
import { FormField } from "./form-field";
import { useHydrated } from "./use-hydrated";

export const LOGIN_FAILED = "Login Failed";
export const GENERIC_ERROR = "Something went wrong. Please try again.";

/**
 * Admin Login (specification: Admin login, section 4). Success stores the greeting's name and
 * goes to the page asked for, else the dashboard; failure shows 'Login Failed' and stays.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const answer = await adminApi<AdminSessionUser>("POST", "/adminlogin", {
        email: String(form.get("email") ?? ""),
        password: String(form.get("password") ?? ""),
      });
      const data = answer.data;
      if (data?.isAdmin === true) {
        window.sessionStorage.setItem(IS_ADMIN_KEY, "true");
        window.sessionStorage.setItem(ADMIN_NAME_KEY, data.FullName);
      } else {
        window.sessionStorage.setItem(IS_ADMIN_KEY, "false");
      }
      await navigate(safeRedirectPath(params.get("redirectTo")), { replace: true });
    } catch (error) {
      const description = error instanceof AdminApiError && error.serverMessage ? error.serverMessage : GENERIC_ERROR;
      toast.error(LOGIN_FAILED, { description, duration: LOGIN_FAILURE_TOAST_MS });
      setBusy(false);
    }
  }

  return (
    <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-lg sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary-800">{site.shortName}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">Admin Login</h1>
      {/* method=post keeps a password out of the URL should the form ever be sent without JavaScript. */}
      <form method="post" className="mt-6 grid gap-5" onSubmit={onSubmit}>
        <FormField name="email" label="Email" type="email" autoComplete="username" required />
        <FormField name="password" label="Password" type="password" autoComplete="current-password" required />
        <button
          type="submit"
          disabled={!hydrated || busy}
          className="rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
        >
          Login
        </button>
      </form>
    </div>
  );
}
