import { Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/components/admin/admin-meta";
import { FormOutcome, type OutcomeTitles } from "~/components/admin/form-outcome";
import { FormField, controlClass } from "~/components/ui/form-field";
import { adminPath } from "~/config/admin-paths";
import { withQuery } from "~/config/paths";
import { formResultFor, formValues, toFormResult } from "~/forms/form-result";
import { invalid } from "~/forms/outcome";
import { LANGUAGES, LOCALES, isLocale } from "~/i18n/locales";
import { MESSAGE_KIND_VIEWS } from "~/admin/message-kinds";
import { MESSAGE_KINDS, type MessageKind } from "~/schemas/inbox";
import { PLACEHOLDER_HINTS, REPLY_BODY_MAX, REPLY_SUBJECT_MAX, TEMPLATE_PLACEHOLDERS } from "~/schemas/lead-mail";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/reply-templates";

export const meta = () => adminMeta("Reply templates");

const isKind = (value: string | null): value is MessageKind => value !== null && (MESSAGE_KINDS as readonly string[]).includes(value);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "replyTemplates");
  const search = new URL(request.url).searchParams;
  const kind = search.get("kind");
  const language = search.get("language");
  const templates = await context.services.leadMail.templates();
  const chosen = { kind: isKind(kind) ? kind : MESSAGE_KINDS[0], language: language && isLocale(language) ? language : LOCALES[0]! };
  return { templates, chosen, current: templates.find((t) => t.kind === chosen.kind && t.language === chosen.language)! };
}

const TITLES: Record<string, OutcomeTitles> = {
  save: { sent: "Template saved", failed: "Template not saved" },
  reset: { sent: "Template reset", failed: "Template not reset" },
};

/** Saving a template, or putting it back to the language's default (plain posts). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "replyTemplates");
  const posted = formValues(await request.formData());
  const { leadMail } = context.services;
  if (posted.intent === "save") {
    return toFormResult("save", await leadMail.saveTemplate(posted, { id: admin.id, name: admin.fullName }), posted, { message: "Replies written from now on start from it." });
  }
  if (posted.intent === "reset") {
    return toFormResult("reset", await leadMail.resetTemplate(posted), {}, { message: "It is the language's default again." });
  }
  return toFormResult("save", invalid({}, "Unknown action"));
}

export default function ReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { templates, chosen, current } = loaderData;
  const mine = formResultFor("save", actionData);
  const refused = mine && !mine.sent ? { errors: mine.errors ?? {}, values: mine.values ?? {} } : { errors: {} as Record<string, string>, values: {} as Record<string, string> };
  const label = `${MESSAGE_KIND_VIEWS[current.kind].label}, ${LANGUAGES[current.language].english}`;
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Reply templates</h1>
        <p className="text-slate-700">
          A reply from a message's page starts from its kind's template in the buyer's language. These words are filled in from the lead:{" "}
          {TEMPLATE_PLACEHOLDERS.map((name, index) => (
            <span key={name}>
              {index > 0 ? ", " : ""}
              <code className="rounded bg-slate-100 px-1">{`{${name}}`}</code> {PLACEHOLDER_HINTS[name]}
            </span>
          ))}
          .
        </p>
      </header>
      <FormOutcome result={actionData} titles={actionData && TITLES[actionData.form]} />
      <section aria-labelledby="edit-heading" className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="edit-heading" className="text-lg font-bold text-slate-900">
          {`Edit: ${label}`}
        </h2>
        <p className="text-sm text-slate-700">{current.edited ? `Edited by ${current.updatedBy ?? "an admin"}.` : "The language's default."}</p>
        <Form method="post" key={`${current.kind} ${current.language} ${current.subject} ${current.body}`} className="grid gap-3">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="kind" value={current.kind} />
          <input type="hidden" name="language" value={current.language} />
          <FormField id="template-subject" name="subject" label="Subject" required error={refused.errors.subject}>
            {(control) => (
              <input {...control} maxLength={REPLY_SUBJECT_MAX} defaultValue={refused.values.subject ?? current.subject} className={controlClass} dir="auto" lang={current.language} />
            )}
          </FormField>
          <FormField id="template-body" name="body" label="Text" required error={refused.errors.body}>
            {(control) => (
              <textarea {...control} rows={12} maxLength={REPLY_BODY_MAX} defaultValue={refused.values.body ?? current.body} className={controlClass} dir="auto" lang={current.language} />
            )}
          </FormField>
          <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center justify-self-start rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60">
            Save template
          </button>
        </Form>
        {current.edited && (
          <Form method="post" className="border-t border-slate-200 pt-4">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="kind" value={current.kind} />
            <input type="hidden" name="language" value={current.language} />
            <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60">
              Reset to the default
            </button>
          </Form>
        )}
      </section>
      <section aria-labelledby="all-heading" className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="all-heading" className="text-lg font-bold text-slate-900">
          All templates
        </h2>
        {MESSAGE_KINDS.map((kind) => (
          <div key={kind} className="grid gap-2">
            <h3 className="font-semibold text-slate-900">{MESSAGE_KIND_VIEWS[kind].label}</h3>
            <ul className="flex flex-wrap gap-2">
              {templates
                .filter((t) => t.kind === kind)
                .map((t) => {
                  const selected = t.kind === chosen.kind && t.language === chosen.language;
                  return (
                    <li key={t.language}>
                      <Link
                        to={withQuery(adminPath("replyTemplates"), { kind: t.kind, language: t.language })}
                        aria-current={selected ? "page" : undefined}
                        className={`inline-flex min-h-11 items-center rounded-md border px-3 py-2 font-medium ${selected ? "border-primary-700 bg-primary-50 text-primary-900" : "border-slate-300 text-slate-900 hover:bg-slate-100"}`}
                      >
                        {`${LANGUAGES[t.language].english}${t.edited ? " (edited)" : ""}`}
                      </Link>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
