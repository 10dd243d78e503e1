import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";
import { FormField, controlClass } from "~/components/ui/form-field";
import { adminAnswerAttachmentPath, adminPath } from "~/config/admin-paths";
import { formResultFor, type FormResult } from "~/forms/form-result";
import { LANGUAGES, LOCALES, isLocale, type Locale } from "~/i18n/locales";
import { formatBytes } from "~/admin/format-bytes";
import { REPLY_BODY_MAX, REPLY_DOCUMENTS_MAX, REPLY_SUBJECT_MAX, type ThreadMail } from "~/schemas/lead-mail";

const card = "grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const button = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60";

const DELIVERY_WORDS: Record<NonNullable<Extract<ThreadMail, { direction: "out" }>["delivery"]>, string> = {
  queued: "Waiting to be sent",
  sending: "Sending",
  sent: "Sent",
  failed: "Not delivered",
};

/** One mail of the thread inside its timeline entry: its text, documents or attachments, and (a reply's) delivery. */
export function ThreadMailView({ mail }: { mail: ThreadMail }) {
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3" data-testid="thread-mail" data-direction={mail.direction}>
      <p className="font-semibold wrap-anywhere text-slate-900">{mail.subject}</p>
      <p className="wrap-anywhere whitespace-pre-wrap text-slate-800" dir="auto">
        {mail.body}
      </p>
      {mail.direction === "out" ? (
        <>
          {mail.documents.length > 0 && (
            <ul className="grid gap-1 text-sm text-slate-700" aria-label="Attached documents">
              {mail.documents.map((doc) => (
                <li key={doc.key} className="inline-flex items-center gap-1.5 wrap-anywhere">
                  <Icon name="file-check" className="h-4 w-4 shrink-0" />
                  {doc.size === null ? `${doc.title} (${doc.fileName})` : `${doc.title} (${doc.fileName}, ${formatBytes(doc.size)})`}
                </li>
              ))}
            </ul>
          )}
          {mail.delivery && <p className="text-sm font-medium text-slate-700">{`Delivery: ${DELIVERY_WORDS[mail.delivery]}`}</p>}
        </>
      ) : (
        mail.attachments.length > 0 && (
          <ul className="grid gap-1 text-sm" aria-label="Attachments">
            {mail.attachments.map((file) => (
              <li key={file.index}>
                <a
                  href={adminAnswerAttachmentPath(mail.id, file.index)}
                  download
                  className="inline-flex min-h-11 items-center gap-1.5 font-medium wrap-anywhere text-primary-800 underline underline-offset-2"
                >
                  <Icon name="download" className="h-4 w-4 shrink-0" />
                  {`${file.fileName} (${formatBytes(file.size)})`}
                </a>
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}

export interface ReplyDraft {
  language: Locale;
  subject: string;
  body: string;
}

export interface AttachableDocumentView {
  id: string;
  title: string;
  fileName: string;
  size: number;
}

/**
 * The reply form (decision 0069): a template chosen by language (a plain GET form that
 * reloads the page with its draft), then the subject, the text and the library documents to
 * attach, posted to the message page's action. Without SMTP it says why no reply can be sent.
 */
export function ReplyPanel({
  canSend,
  draft,
  documents,
  busy,
  result,
}: {
  canSend: boolean;
  draft: ReplyDraft;
  documents: AttachableDocumentView[];
  busy: boolean;
  result: FormResult | undefined;
}) {
  const mine = formResultFor("reply", result);
  const refused = mine && !mine.sent ? { errors: mine.errors ?? {}, values: mine.values ?? {} } : { errors: {} as Record<string, string>, values: {} as Record<string, string> };
  const chosenDocuments = refused.values.documents === undefined ? new Set<string>() : new Set(refused.values.documents.split(","));
  const posted = refused.values.language;
  const language: Locale = posted !== undefined && isLocale(posted) ? posted : draft.language;
  return (
    <section aria-labelledby="reply-heading" className={card} id="reply" data-testid="reply-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reply-heading" className="text-lg font-bold text-slate-900">
          Reply
        </h2>
        <Link to={adminPath("replyTemplates")} className="inline-flex min-h-11 items-center font-medium text-primary-800 underline underline-offset-2">
          Edit templates
        </Link>
      </div>
      {!canSend ? (
        <p className="text-slate-700">No SMTP server is configured (SMTP_URL), so replies cannot be sent from here. Use "Reply by e-mail" above.</p>
      ) : (
        <>
          <Form method="get" action={`#reply`} className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1">
              <label htmlFor="reply-template-language" className="font-medium text-slate-800">
                Template language
              </label>
              <select id="reply-template-language" name="reply" defaultValue={draft.language} className={`${controlClass} w-auto`}>
                {LOCALES.map((code) => (
                  <option key={code} value={code}>
                    {LANGUAGES[code].english}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={`${button} border border-slate-300 text-slate-900 hover:bg-slate-100`}>
              Use template
            </button>
          </Form>
          {/* Re-mounted with each new draft, so a sent reply leaves a fresh one. */}
          <Form method="post" key={`${draft.language} ${draft.subject} ${draft.body.length}`} className="grid gap-3 border-t border-slate-200 pt-4">
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="language" value={language} />
            <p className="text-sm text-slate-700">{`Written in ${LANGUAGES[language].english}. The buyer gets it from the company's address; their answer comes back to this thread.`}</p>
            <FormField id="reply-subject" name="subject" label="Subject" required error={refused.errors.subject}>
              {(control) => <input {...control} maxLength={REPLY_SUBJECT_MAX} defaultValue={refused.values.subject ?? draft.subject} className={controlClass} dir="auto" />}
            </FormField>
            <FormField id="reply-body" name="body" label="Text" required error={refused.errors.body}>
              {(control) => <textarea {...control} rows={12} maxLength={REPLY_BODY_MAX} defaultValue={refused.values.body ?? draft.body} className={controlClass} dir="auto" />}
            </FormField>
            {documents.length > 0 && (
              <fieldset className="grid gap-2" aria-describedby={refused.errors.documents ? "reply-documents-error" : "reply-documents-hint"}>
                <legend className="mb-1 font-medium text-slate-800">Attach documents</legend>
                <p id="reply-documents-hint" className="text-sm text-slate-600">{`Up to ${REPLY_DOCUMENTS_MAX}, from the document library (internal documents are not offered).`}</p>
                <div className="grid gap-1">
                  {documents.map((doc) => (
                    <label key={doc.id} className="inline-flex min-h-11 items-center gap-2 wrap-anywhere text-slate-900">
                      <input type="checkbox" name="documents" value={doc.id} defaultChecked={chosenDocuments.has(doc.id)} className="h-5 w-5 shrink-0" />
                      {`${doc.title} (${formatBytes(doc.size)})`}
                    </label>
                  ))}
                </div>
                {refused.errors.documents ? (
                  <p id="reply-documents-error" className="text-sm font-medium text-red-700">
                    {refused.errors.documents}
                  </p>
                ) : null}
              </fieldset>
            )}
            <button type="submit" disabled={busy} className={`${button} justify-self-start bg-primary-700 text-white hover:bg-primary-800`}>
              <Icon name="mail" className="h-4 w-4" />
              Send reply
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
