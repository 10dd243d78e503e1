import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { NewPasswordField } from "~/components/admin/account-card";
import { InputField } from "~/components/admin/input-field";
import { FormOutcome, type OutcomeTitles } from "~/components/admin/form-outcome";
import { useRefusalFocus } from "~/components/admin/use-refusal-focus";
import { LocalTime } from "~/components/admin/local-time";
import { toFormResult, type FormResult } from "~/forms/form-result";
import { useFormResult } from "~/components/ui/use-form-result";
import { invalid, type Outcome } from "~/forms/outcome";
import { ACCOUNT_TEXT } from "~/schemas/admin-account";
import { toAccountSession } from "~server/api/admin-account-router.server";
import { notAllowed, requireAdmin } from "~server/auth/require-admin.server";
import { mayUse } from "~/admin/roles";
import { FOLLOW_UP_DIGEST_TEXT } from "~/schemas/leads";
import { readSessionToken } from "~server/auth/session-cookie.server";
import type { Route } from "./+types/account";

export const meta = () => adminMeta("Account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.services, "account");
  const { account, env, followUpDigests } = context.services;
  const token = readSessionToken(env, request.headers.get("cookie"));
  const [totp, sessions, digest] = await Promise.all([
    account.totpStatus(admin.id),
    account.listSessions(admin.id, token),
    // The daily follow-up e-mail is for a role with the inbox (decision 0070).
    mayUse(admin.role, "inbox") ? followUpDigests.wants(admin.id) : null,
  ]);
  return { admin: { fullName: admin.fullName, email: admin.email }, totp, sessions: sessions.map(toAccountSession), followUpDigest: digest };
}

/** Every form of the page posts here (plain form posts; no script needed). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "account");
  const { account, env } = context.services;
  const form = await request.formData();
  const text = (name: string) => form.get(name) ?? undefined;
  switch (form.get("intent")) {
    case "password": {
      const token = readSessionToken(env, request.headers.get("cookie")) ?? "";
      const outcome = await account.changePassword(admin, token, { currentPassword: text("currentPassword"), password: text("password") });
      return toFormResult("password", outcome, {}, { message: ACCOUNT_TEXT.passwordChanged });
    }
    case "totp-setup": {
      const outcome = await account.startTotpSetup(admin, { password: text("totpPassword") });
      return toFormResult("totp-setup", renameError(outcome, "password", "totpPassword"), {}, { message: ACCOUNT_TEXT.totpScan });
    }
    case "totp-enable": {
      const outcome = await account.confirmTotp(admin, { code: text("code") });
      return toFormResult("totp-enable", outcome, {}, { message: ACCOUNT_TEXT.totpOn, data: (v) => v.recoveryCodes });
    }
    case "totp-disable": {
      const outcome = await account.disableTotp(admin, { password: text("totpPassword") });
      return toFormResult("totp-disable", renameError(outcome, "password", "totpPassword"), {}, { message: ACCOUNT_TEXT.totpOff });
    }
    case "end-session": {
      const outcome = await account.endSession(admin.id, String(form.get("id") ?? ""));
      return toFormResult("end-session", outcome, {}, { message: ACCOUNT_TEXT.sessionEnded });
    }
    case "follow-up-digest": {
      if (!mayUse(admin.role, "inbox")) throw notAllowed();
      const outcome = await context.services.followUpDigests.setWants(admin, { followUpDigest: text("followUpDigest") });
      return toFormResult("follow-up-digest", outcome, {}, { message: FOLLOW_UP_DIGEST_TEXT.saved });
    }
    default:
      return toFormResult("unknown", invalid({}, "Unknown action"));
  }
}

/** The page's field for the password is named apart from the change-password form's. */
function renameError<T>(outcome: Outcome<T>, from: string, to: string): Outcome<T> {
  if (outcome.kind !== "invalid") return outcome;
  const { [from]: message, ...rest } = outcome.errors;
  if (message === undefined) return outcome;
  return { ...outcome, errors: { ...rest, [to]: message } };
}

/** The toast's (or, without script, the notice's) title for each form of the page. */
const TITLES: Record<string, OutcomeTitles> = {
  password: { sent: "Password changed", failed: "Password not changed" },
  "totp-setup": { sent: "Scan the QR code", failed: "Set-up not started" },
  "totp-enable": { sent: "Two-factor sign-in on", failed: "Two-factor sign-in not turned on" },
  "totp-disable": { sent: "Two-factor sign-in off", failed: "Two-factor sign-in not turned off" },
  "end-session": { sent: "Signed out", failed: "Not signed out" },
  "follow-up-digest": { sent: "Follow-up e-mail saved", failed: "Follow-up e-mail not saved" },
  unknown: { sent: "", failed: "Update failed" },
};

/** The recovery codes are the one success that hands data back (shown once). */
type AccountResult = FormResult<string[]>;

const card = "grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const primary =
  "inline-flex items-center justify-center gap-2 justify-self-start rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60";
const secondary =
  "inline-flex items-center justify-center gap-2 justify-self-start rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60";

function PasswordSection({ busy }: { busy: boolean }) {
  const { result: posted, errors } = useFormResult("password");
  const { ref: form } = useRefusalFocus(posted);
  // A changed password is not left in the fields.
  useEffect(() => {
    if (posted?.sent) form.current?.reset();
  }, [posted, form]);
  return (
    <section aria-labelledby="password-heading" className={card}>
      <h2 id="password-heading" className="text-lg font-bold text-slate-900">
        Change password
      </h2>
      <p className="text-slate-700">Your other sessions are signed out when the password changes; this one stays.</p>
      <Form method="post" className="grid gap-4" ref={form}>
        <input type="hidden" name="intent" value="password" />
        <InputField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required error={errors.currentPassword} />
        <NewPasswordField error={errors.password} />
        <button type="submit" disabled={busy} className={primary}>
          Change password
        </button>
      </Form>
    </section>
  );
}

type Totp = Route.ComponentProps["loaderData"]["totp"];

/** Two-factor sign-in is set up and turned off the same way: a form that asks for the password. */
function PasswordConfirmForm({
  intent,
  error,
  busy,
  className,
  children,
}: {
  intent: string;
  error: string | undefined;
  busy: boolean;
  className: string;
  children: React.ReactNode;
}) {
  const { ref } = useRefusalFocus(useFormResult(intent).result);
  return (
    <Form method="post" className="grid gap-4" ref={ref}>
      <input type="hidden" name="intent" value={intent} />
      <InputField name="totpPassword" label="Password" type="password" autoComplete="current-password" required error={error} />
      <button type="submit" disabled={busy} className={className}>
        {children}
      </button>
    </Form>
  );
}

function TwoFactorSection({ totp, busy }: { totp: Totp; busy: boolean }) {
  const setup = useFormResult("totp-setup").errors;
  const enable = useFormResult<AccountResult>("totp-enable");
  const disable = useFormResult("totp-disable").errors;
  const recoveryCodes = enable.result?.data;
  const { ref: enableForm } = useRefusalFocus(enable.result);
  return (
    <section aria-labelledby="totp-heading" className={card}>
      <h2 id="totp-heading" className="text-lg font-bold text-slate-900">
        Two-factor sign-in
      </h2>
      {recoveryCodes && (
        <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <h3 className="font-bold">Your recovery codes</h3>
          <p>
            Keep them somewhere safe: they are shown only this once. Each one signs you in once when your authenticator app is not at
            hand.
          </p>
          <ul className="grid grid-cols-1 gap-1 font-mono sm:grid-cols-2" data-testid="recovery-codes">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      )}
      {totp.enabled ? (
        <>
          <p className="text-slate-700">
            On. Sign-in asks for a code from your authenticator app after the password.{" "}
            <span data-testid="recovery-codes-left">{totp.recoveryCodesLeft}</span> of 10 recovery codes left.
          </p>
          <PasswordConfirmForm intent="totp-disable" error={disable.totpPassword} busy={busy} className={secondary}>
            Turn off two-factor sign-in
          </PasswordConfirmForm>
        </>
      ) : totp.pending ? (
        <>
          <p className="text-slate-700">
            Scan this QR code with your authenticator app, or type the key into it, then enter the 6-digit code it shows.
          </p>
          <img src={totp.pending.qrDataUrl} alt="QR code for your authenticator app" width={200} height={200} className="h-48 w-48 border border-slate-200" />
          <div>
            <p className="text-sm font-medium text-slate-600">Key</p>
            <p className="font-mono break-all text-slate-900" data-testid="totp-secret">
              {totp.pending.secret}
            </p>
          </div>
          <Form method="post" className="grid gap-4" ref={enableForm}>
            <input type="hidden" name="intent" value="totp-enable" />
            <InputField
              name="code"
              label="Authentication code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={32}
              required
              error={enable.errors.code}
            />
            <button type="submit" disabled={busy} className={primary}>
              Turn on two-factor sign-in
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="text-slate-700">Off. Add a code from an authenticator app to every sign-in; confirm with your password to set it up.</p>
          <PasswordConfirmForm intent="totp-setup" error={setup.totpPassword} busy={busy} className={primary}>
            Set up two-factor sign-in
          </PasswordConfirmForm>
        </>
      )}
    </section>
  );
}

/** The daily e-mail of the admin's overdue and today's follow-ups (decision 0070): a role with the inbox only. */
function FollowUpDigestSection({ wanted, busy }: { wanted: boolean; busy: boolean }) {
  const { errors } = useFormResult("follow-up-digest");
  return (
    <section aria-labelledby="digest-heading" className={card}>
      <h2 id="digest-heading" className="text-lg font-bold text-slate-900">
        Follow-up e-mail
      </h2>
      <p className="text-slate-700">
        Each morning (UTC) when leads you own have a follow-up due that day or overdue, one e-mail lists them, the overdue ones first.
      </p>
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="follow-up-digest" />
        <label className="flex items-start gap-3 text-slate-900">
          <input
            type="checkbox"
            name="followUpDigest"
            value="on"
            defaultChecked={wanted}
            className="mt-1 h-5 w-5 shrink-0"
            aria-invalid={errors.followUpDigest ? true : undefined}
            aria-describedby={errors.followUpDigest ? "digest-error" : undefined}
            data-testid="follow-up-digest"
          />
          <span>{FOLLOW_UP_DIGEST_TEXT.label}</span>
        </label>
        {errors.followUpDigest && (
          <p id="digest-error" className="text-sm font-medium text-red-700">
            {errors.followUpDigest}
          </p>
        )}
        <button type="submit" disabled={busy} className={secondary}>
          Save
        </button>
      </Form>
    </section>
  );
}

type Sessions = Route.ComponentProps["loaderData"]["sessions"];

function SessionsSection({ sessions, busy }: { sessions: Sessions; busy: boolean }) {
  return (
    <section aria-labelledby="sessions-heading" className={card}>
      <h2 id="sessions-heading" className="text-lg font-bold text-slate-900">
        Active sessions
      </h2>
      <ul className="grid gap-3" data-testid="sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3" data-testid="session">
            <div className="grid min-w-0 gap-1">
              <p className="font-semibold text-slate-900">
                {session.device}
                {session.current && (
                  <span className="ml-2 rounded-full bg-primary-100 px-2 py-0.5 text-xs font-bold text-primary-900">This device</span>
                )}
              </p>
              <p className="text-sm text-slate-700">
                {/* Two sessions of one browser differ by where and when they were used. */}
                From <span className="break-all">{session.address ?? "an address not recorded"}</span> · last used{" "}
                <LocalTime iso={session.lastSeenAt} /> · signed in <LocalTime iso={session.createdAt} />
              </p>
            </div>
            {!session.current && (
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="id" value={session.id} />
                <button type="submit" disabled={busy} className={secondary}>
                  Sign out<span className="sr-only"> {session.device}</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { admin, totp, sessions, followUpDigest } = loaderData;
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Account</h1>
        <p className="break-words text-slate-700">
          {admin.fullName} · {admin.email}
        </p>
      </header>
      <FormOutcome result={actionData} titles={actionData && TITLES[actionData.form]} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-6">
          <PasswordSection busy={busy} />
          <SessionsSection sessions={sessions} busy={busy} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <TwoFactorSection totp={totp} busy={busy} />
          {followUpDigest !== null && <FollowUpDigestSection wanted={followUpDigest} busy={busy} />}
        </div>
      </div>
    </div>
  );
}
