import { Form, useNavigation } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { COMPANY_SETTINGS_FORM, CompanySettingsForm } from "~/components/admin/company-settings-form";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useRefusalFocus } from "~/components/admin/use-refusal-focus";
import { withQuery } from "~/config/paths";
import { adminPath } from "~/config/admin-paths";
import { answerForm, ENHANCED_FIELD, formValues, toFormResult, type FormResult } from "~/forms/form-result";
import { useFormResult } from "~/components/ui/use-form-result";
import { invalid } from "~/forms/outcome";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { MailStatus } from "~server/email/mail-check.server";
import type { Route } from "./+types/settings";

export const meta = () => adminMeta("Settings");

export const TEST_MAIL_FORM = "test-email";

/** What a plain post's redirect says once it is back on the page. */
const NOTICES: Record<string, string> = {
  saved: "Settings saved. Every page shows the new details now.",
  "test-sent": "Test e-mail sent.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.services, "settings");
  const { settings, mail } = context.services;
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    company: settings.company(),
    mail: mail.status(),
    adminEmail: admin.email,
    notice: notice ? (NOTICES[notice] ?? null) : null,
  };
}

/** Both forms of the page post here, with or without JavaScript: the services of /api/admin/settings. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "settings");
  const form = await request.formData();
  const posted = formValues(form);
  const actor = { id: admin.id, name: admin.fullName };
  switch (posted.intent) {
    case "company": {
      const certifications = form.getAll("certifications").map(String);
      const outcome = await context.services.settings.update({ ...posted, certifications }, actor);
      // The list goes back as one value so a refused post keeps every row typed.
      return answerForm(COMPANY_SETTINGS_FORM, outcome, { ...posted, certifications: JSON.stringify(certifications) }, withQuery(adminPath("settings"), { notice: "saved" }));
    }
    case "test-email": {
      const outcome = await context.services.mail.sendTest(posted.to, { email: admin.email, name: admin.fullName });
      return answerForm(TEST_MAIL_FORM, outcome, posted, withQuery(adminPath("settings"), { notice: "test-sent" }));
    }
    default:
      return toFormResult("unknown", invalid({}, "Unknown action"));
  }
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  return enhanceAdminAction(
    serverAction,
    intent === "test-email"
      ? { success: "Test e-mail sent", failure: "Test e-mail not sent", done: adminPath("settings") }
      : { success: "Settings saved", failure: "Settings not saved", done: adminPath("settings") },
  );
}

function mailSummary(mail: MailStatus): string {
  if (mail.forwarding === "smtp") {
    return `Mail forwarding is configured: contact messages, inquiries and quote requests are sent by SMTP through ${mail.smtpServer} to ${mail.recipient}, from ${mail.from}.`;
  }
  if (mail.forwarding === "emailjs") {
    return "Mail forwarding is configured: contact messages, inquiries and quote requests are sent through EmailJS.";
  }
  return "Mail forwarding is not configured: contact messages, inquiries and quote requests are stored and shown in the inbox only. Set SMTP_URL (or the EMAILJS_ settings) to forward them.";
}

function MailSection({ mail, adminEmail, result }: { mail: MailStatus; adminEmail: string; result: FormResult | undefined }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const chosen = result?.values?.to === "company" ? "company" : "me";
  const refusal = !hydrated && result && !result.sent ? (result.message ?? Object.values(result.errors ?? {})[0]) : undefined;
  const { ref } = useRefusalFocus(result);
  return (
    <section aria-labelledby="mail-heading" className="grid max-w-xl gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="mail-heading" className="text-lg font-bold text-slate-900">
        Mail forwarding
      </h2>
      <p className="text-slate-700" data-testid="mail-status">
        {mailSummary(mail)}
      </p>
      <p className="text-slate-700">
        {mail.canSendTest
          ? "Password reset links and test e-mails are sent by SMTP."
          : "Password reset links and test e-mails need SMTP_URL; without it none is sent."}
      </p>
      <Form method="post" className="grid gap-4" ref={ref}>
        {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
        <input type="hidden" name="intent" value="test-email" />
        {refusal && (
          <p role="alert" tabIndex={-1} autoFocus className="scroll-mt-4 font-medium text-red-700">
            {refusal}
          </p>
        )}
        <fieldset className="grid gap-2">
          <legend className="font-medium text-slate-800">Send the test e-mail to</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="to" value="me" defaultChecked={chosen === "me"} className="h-5 w-5" />
            <span className="break-all">Me ({adminEmail})</span>
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="to" value="company" defaultChecked={chosen === "company"} className="h-5 w-5" />
            <span className="break-all">The forwarding recipient{mail.recipient ? ` (${mail.recipient})` : ""}</span>
          </label>
        </fieldset>
        <button
          type="submit"
          disabled={busy}
          className="justify-self-start rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
        >
          Send a test e-mail
        </button>
      </Form>
    </section>
  );
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { company, mail, adminEmail, notice } = loaderData;
  const testMail = useFormResult(TEST_MAIL_FORM).result;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
      <p className="max-w-xl text-slate-700">The company&apos;s details as the public pages show them: header, footer, contact page, search results and WhatsApp links.</p>
      {notice && (
        <p role="status" className="max-w-xl rounded-md border border-primary-300 bg-primary-50 px-4 py-3 font-medium text-primary-900">
          {notice}
        </p>
      )}
      <section aria-labelledby="company-heading" className="grid gap-4">
        <h2 id="company-heading" className="text-lg font-bold text-slate-900">
          Company details
        </h2>
        {/* A save remounts the form with the stored values; a refusal keeps what was typed. */}
        <CompanySettingsForm key={JSON.stringify(company)} company={company} />
      </section>
      <MailSection mail={mail} adminEmail={adminEmail} result={testMail} />
    </div>
  );
}
