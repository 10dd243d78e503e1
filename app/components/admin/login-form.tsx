import { useEffect, useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Link } from "~/components/ui/link";
import { toast } from "sonner";
import { adminPath } from "~/config/admin-paths";
import { site } from "~/config/site";
import type { AdminSessionUser } from "~/schemas/admin-user";
import { ADMIN_NAME_KEY, IS_ADMIN_KEY } from "~/admin/greeting";
import { ADMIN_HOME } from "~/admin/safe-redirect";
import { LOGIN_FAILURE_TOAST_MS } from "./admin-toaster";
import { InputField } from "./input-field";
import { useHydrated } from "~/components/ui/use-hydrated";

export const LOGIN_FAILED = "Login Failed";
export const GENERIC_ERROR = "Something went wrong. Please try again.";

/** What the login page's action answers; the form shows the step it names. */
export interface LoginActionResult {
  ok: boolean;
  /** "code": the password was right and the two-factor code is asked next. */
  step: "password" | "code" | "done";
  /** Why the post was refused: the toast's description ('Login Failed'). */
  error?: string;
  challenge?: string;
  user?: AdminSessionUser;
  redirectTo?: string;
  retryAfterSeconds?: number;
}

const buttonClass =
  "rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60";
const linkClass = "font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900";

/**
 * Admin Login (specification: Admin login, section 4). A plain form post to the page's action;
 * with JavaScript it goes through a fetcher: success stores the greeting's name and goes to the
 * page asked for, else the dashboard; failure shows 'Login Failed' with the server's words for
 * 5 s and stays. An admin with two-factor sign-in gives a code in a second step.
 */
export function LoginForm({ result: posted }: { result: LoginActionResult | undefined }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fetcher = useFetcher<LoginActionResult>();
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== "idle";
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok && answer.user) {
      window.sessionStorage.setItem(IS_ADMIN_KEY, answer.user.isAdmin === true ? "true" : "false");
      window.sessionStorage.setItem(ADMIN_NAME_KEY, answer.user.FullName);
      // An earlier attempt's 'Login Failed' must not follow the admin in: toasts outlive the page.
      toast.dismiss();
      void navigate(answer.redirectTo ?? ADMIN_HOME, { replace: true });
      return;
    }
    if (answer.error) toast.error(LOGIN_FAILED, { description: answer.error, duration: LOGIN_FAILURE_TOAST_MS });
    // The toast says why; focus goes where the admin types again (the Login button, disabled
    // while the post was on its way, has lost it): the password, or the code.
    const retype = card.current?.querySelector<HTMLInputElement>('input[name="code"], input[name="password"]');
    retype?.focus();
    retype?.select();
  }, [fetcher.data, navigate]);

  const codeStep = result?.step === "code" && result.challenge;
  // Without JavaScript there are no toasts: the action's words show in the form.
  const notice = hydrated ? undefined : result?.error;

  return (
    <div ref={card} className="w-full max-w-md rounded-xl bg-white p-6 shadow-lg sm:p-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary-800">{site.shortName}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">Admin Login</h1>
      {notice && (
        // Focused as the page loads, as every form's answer to a plain post is (decision 0016).
        <p role="alert" tabIndex={-1} autoFocus className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {notice}
        </p>
      )}
      {codeStep ? (
        <fetcher.Form method="post" className="mt-6 grid gap-5" key={result.challenge}>
          <input type="hidden" name="intent" value="code" />
          <input type="hidden" name="challenge" value={result.challenge} />
          {hydrated && <input type="hidden" name="enhanced" value="1" />}
          <p className="text-slate-700">
            Two-factor sign-in: enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
          <InputField
            // The step appears after a post: the code field is where the admin types next.
            autoFocus
            name="code"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="text"
            spellCheck={false}
            maxLength={32}
            required
          />
          <button type="submit" disabled={busy} className={buttonClass}>
            Verify
          </button>
          <a href={adminPath("login")} className={`${linkClass} justify-self-start`}>
            Start again
          </a>
        </fetcher.Form>
      ) : (
        // method=post keeps a password out of the URL; the page's action answers with or without script.
        <fetcher.Form method="post" className="mt-6 grid gap-5">
          <input type="hidden" name="intent" value="password" />
          {hydrated && <input type="hidden" name="enhanced" value="1" />}
          <InputField name="email" label="Email" type="email" autoComplete="username" required />
          <InputField name="password" label="Password" type="password" autoComplete="current-password" required />
          <button type="submit" disabled={busy} className={buttonClass}>
            Login
          </button>
          <Link to={adminPath("forgotPassword")} className={`${linkClass} justify-self-start`}>
            Forgot password?
          </Link>
        </fetcher.Form>
      )}
    </div>
  );
}
