import { AccountCard, AccountForm } from "~/components/admin/account-card";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { InputField } from "~/components/admin/input-field";
import { FormOutcome } from "~/components/admin/form-outcome";
import { toFormResult } from "~/forms/form-result";
import { useFormResult } from "~/components/ui/use-form-result";
import { ACCOUNT_TEXT } from "~/schemas/admin-account";
import type { Route } from "./+types/forgot-password";

export const meta = () => adminMeta("Forgot password");
export const headers = adminHeaders;

/** Asks for a reset link; the answer is the same whether or not the e-mail is an admin's. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome = await context.services.account.requestPasswordReset({ email: form.get("email") ?? undefined }, context.clientIp || "unknown");
  return toFormResult("forgot", outcome, {}, { message: ACCOUNT_TEXT.forgotAnswer });
}

const TITLES = { sent: "Check your e-mail", failed: "Link not sent" };

export default function ForgotPassword() {
  const { result } = useFormResult("forgot");
  return (
    <AccountCard title="Forgot password">
      <FormOutcome result={result} titles={TITLES} />
      {result?.sent ? (
        <p className="text-slate-700" data-testid="forgot-answer">
          {result.message}
        </p>
      ) : (
        <AccountForm intro="Enter the e-mail of your admin account: we send a link to choose a new password." submit="Send reset link" result={result}>
          <InputField name="email" label="Email" type="email" autoComplete="username" required error={result?.errors?.email} />
        </AccountForm>
      )}
    </AccountCard>
  );
}
