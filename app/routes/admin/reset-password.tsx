import { Link } from "~/components/ui/link";
import { AccountCard, AccountForm, NewPasswordField, accountLink } from "~/components/admin/account-card";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { FormOutcome } from "~/components/admin/form-outcome";
import { adminPath } from "~/config/admin-paths";
import { toFormResult } from "~/forms/form-result";
import { useFormResult } from "~/components/ui/use-form-result";
import { ACCOUNT_TEXT } from "~/schemas/admin-account";
import type { Route } from "./+types/reset-password";

export const meta = () => adminMeta("Choose a new password");
export const headers = adminHeaders;

/** The page a reset link opens: whether its token is still good decides what it shows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, live: await context.services.account.isResetTokenLive(token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome = await context.services.account.resetPassword({ token: form.get("token") ?? undefined, password: form.get("password") ?? undefined });
  return toFormResult("reset", outcome, {}, { message: ACCOUNT_TEXT.passwordReset });
}

const TITLES = { sent: "Password changed", failed: "Password not changed" };

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { result } = useFormResult("reset");
  const done = result?.sent === true;
  // A refusal without field errors is the link's own (used or expired).
  const dead = !done && (!loaderData.live || (result && !result.errors));
  return (
    <AccountCard title="Choose a new password">
      <FormOutcome result={result} titles={TITLES} />
      {done ? (
        <p className="text-slate-700">{result.message}</p>
      ) : dead ? (
        <>
          <p className="text-slate-700" data-testid="reset-invalid">
            {ACCOUNT_TEXT.resetLinkInvalid}
          </p>
          <Link to={adminPath("forgotPassword")} className={accountLink}>
            Ask for a new link
          </Link>
        </>
      ) : (
        <AccountForm intro="Choose the new password of your admin account. All its sessions are signed out." submit="Set new password" result={result}>
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordField error={result?.errors?.password} />
        </AccountForm>
      )}
    </AccountCard>
  );
}
