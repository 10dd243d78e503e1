import { Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/components/admin/admin-meta";
import { FormOutcome, type OutcomeTitles } from "~/components/admin/form-outcome";
import { LocalTime } from "~/components/admin/local-time";
import { FormField, controlClass } from "~/components/ui/form-field";
import { adminPath } from "~/config/admin-paths";
import { formResultFor, formValues, toFormResult } from "~/forms/form-result";
import { invalid } from "~/forms/outcome";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/mailbox";

export const meta = () => adminMeta("Mailbox");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "mailbox");
  const { leadMail, mailbox } = context.services;
  const status = mailbox?.status() ?? null;
  return {
    configured: mailbox !== undefined,
    status: status && { ...status, lastCheckedAt: status.lastCheckedAt && new Date(status.lastCheckedAt).toISOString(), nextAttemptAt: status.nextAttemptAt && new Date(status.nextAttemptAt).toISOString() },
    unmatched: await leadMail.unmatched(),
  };
}

const TITLES: Record<string, OutcomeTitles> = {
  attach: { sent: "Answer attached", failed: "Answer not attached" },
  discard: { sent: "Answer discarded", failed: "Answer not discarded" },
};

/** Attaching an unmatched answer to a lead, or discarding it (plain posts). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context.services, "mailbox");
  const posted = formValues(await request.formData());
  const { leadMail } = context.services;
  const mailId = posted.mail ?? "";
  if (posted.intent === "attach") {
    const result = await leadMail.attach(mailId, { lead: posted.lead });
    return toFormResult("attach", result, posted, { message: "It is in the lead's thread now." });
  }
  if (posted.intent === "discard") {
    return toFormResult("discard", await leadMail.discard(mailId), posted, { message: "It is no longer listed." });
  }
  return toFormResult("attach", invalid({}, "Unknown action"));
}

export default function Mailbox({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { configured, status, unmatched } = loaderData;
  const attach = formResultFor("attach", actionData);
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Mailbox</h1>
        <p className="text-slate-700">Buyers' answers to replies come into their leads' threads. An answer that names no lead waits here for you to attach or discard.</p>
      </header>
      <FormOutcome result={actionData} titles={actionData && TITLES[actionData.form]} />
      <section aria-labelledby="status-heading" className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="status-heading" className="text-lg font-bold text-slate-900">
          Status
        </h2>
        {!configured || !status ? (
          <p className="text-slate-700">No mailbox is configured (IMAP_URL): answers are not read, and each thread shows what was sent.</p>
        ) : status.state === "failing" ? (
          <div className="grid gap-1 text-slate-900" data-testid="mailbox-failing">
            <p className="font-semibold text-red-800">{`The mailbox could not be read (${status.failures} ${status.failures === 1 ? "attempt" : "attempts"} in a row).`}</p>
            <p className="font-mono text-sm wrap-anywhere">{status.lastError}</p>
            {status.nextAttemptAt && (
              <p>
                Next attempt: <LocalTime iso={status.nextAttemptAt} />
              </p>
            )}
          </div>
        ) : (
          <p className="text-slate-900">
            {status.lastCheckedAt ? (
              <>
                Read without trouble, last at <LocalTime iso={status.lastCheckedAt} />.
              </>
            ) : (
              "Not read yet."
            )}
          </p>
        )}
      </section>
      <section aria-labelledby="unmatched-heading" className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="unmatched-heading" className="text-lg font-bold text-slate-900">
          {`Unmatched answers (${unmatched.length})`}
        </h2>
        {unmatched.length === 0 ? (
          <p className="text-slate-700">None.</p>
        ) : (
          <ul className="grid gap-4">
            {unmatched.map((mail) => {
              const refused = attach && !attach.sent && attach.values?.mail === mail.id ? attach : undefined;
              return (
                <li key={mail.id} className="grid gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0" data-testid="unmatched-mail">
                  <div className="grid gap-1">
                    <p className="font-semibold wrap-anywhere text-slate-900">{mail.subject || "(no subject)"}</p>
                    <p className="text-sm wrap-anywhere text-slate-700">
                      {`${mail.from}, `}
                      <LocalTime iso={mail.at} />
                      {mail.attachments > 0 ? `, ${mail.attachments} ${mail.attachments === 1 ? "attachment" : "attachments"}` : ""}
                    </p>
                    <p className="line-clamp-6 wrap-anywhere whitespace-pre-wrap text-slate-800" dir="auto">
                      {mail.body}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-end gap-3">
                    <Form method="post" className="flex flex-wrap items-end gap-3">
                      <input type="hidden" name="intent" value="attach" />
                      <input type="hidden" name="mail" value={mail.id} />
                      <FormField id={`lead-${mail.id}`} name="lead" label="Lead's reference or message ID" error={refused?.errors?.lead}>
                        {(control) => <input {...control} defaultValue={refused?.values?.lead ?? ""} className={`${controlClass} w-72 max-w-full`} />}
                      </FormField>
                      <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60">
                        Attach
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="intent" value="discard" />
                      <input type="hidden" name="mail" value={mail.id} />
                      <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60">
                        Discard
                      </button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <p>
        <Link to={adminPath("messages")} className="font-medium text-primary-800 underline underline-offset-2">
          Back to messages
        </Link>
      </p>
    </div>
  );
}
