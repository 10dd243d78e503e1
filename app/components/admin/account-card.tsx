import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { InputField } from "./input-field";
import type { FormResult } from "~/forms/form-result";
import { adminPath } from "~/config/admin-paths";
import { site } from "~/config/site";
import { AdminToaster } from "./admin-toaster";
import { useRefusalFocus } from "./use-refusal-focus";

/** The signed-out account pages (forgot and reset password): one card in the middle, and the way back. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
        <div className="grid w-full max-w-md gap-5 rounded-xl bg-white p-6 shadow-lg sm:p-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-800">{site.shortName}</p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
          </div>
          {children}
          <Link to={adminPath("login")} className={accountLink}>
            Back to login
          </Link>
        </div>
      </main>
      <AdminToaster />
    </>
  );
}

export const accountButton =
  "rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60";
export const accountLink = "justify-self-start font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900";

/**
 * An account card's one form: what it asks for, its fields, and the button that posts it. A
 * refusal focuses its first invalid field (with JavaScript; without it the card's notice takes
 * the focus).
 */
export function AccountForm({ intro, submit, result, children }: { intro: string; submit: string; result: FormResult | undefined; children: ReactNode }) {
  const busy = useNavigation().state === "submitting";
  const { ref } = useRefusalFocus(result);
  return (
    <Form method="post" className="grid gap-5" ref={ref}>
      <p className="text-slate-700">{intro}</p>
      {children}
      <button type="submit" disabled={busy} className={accountButton}>
        {submit}
      </button>
    </Form>
  );
}

/** The password rules (specification: Create admin), shown before any error wherever a password is chosen. */
export const PASSWORD_RULES = "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";

/** The new-password field wherever a password is chosen, with the rule it must meet. */
export function NewPasswordField({ error }: { error: string | undefined }) {
  return (
    <InputField
      name="password"
      label="New password"
      type="password"
      autoComplete="new-password"
      hint={PASSWORD_RULES}
      required
      error={error}
    />
  );
}
