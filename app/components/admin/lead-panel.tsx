import { Form } from "react-router";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { FormField, controlClass } from "~/components/ui/form-field";
import { LocalTime } from "~/components/admin/local-time";
import { isOverdue, leadEventText } from "~/admin/leads";
import { formResultFor, type FormResult } from "~/forms/form-result";
import { ThreadMailView } from "~/components/admin/lead-mail";
import type { ThreadMail } from "~/schemas/lead-mail";
import {
  BUYER_COMPANY_MAX,
  BUYER_COUNTRY_MAX,
  CLOSED_STAGES,
  LEAD_NOTE_MAX,
  LEAD_STAGES,
  LEAD_TAGS,
  LOST_NOTE_MAX,
  LOST_REASONS,
  LOST_REASON_LABELS,
  STAGE_LABELS,
  TAG_LABELS,
  type Lead,
  type LeadEvent,
} from "~/schemas/leads";

const card = "grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const button = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const primary = `${button} justify-self-start bg-primary-700 text-white hover:bg-primary-800`;
const secondary = `${button} justify-self-start border border-slate-300 text-slate-900 hover:bg-slate-100`;

/** The answer of one of the lead's forms: its field errors and what was posted, when it is this form's. */
function answerOf(result: FormResult | undefined, form: string): { errors: Record<string, string>; values: Record<string, string> } {
  const mine = formResultFor(form, result);
  if (!mine || mine.sent) return { errors: {}, values: {} };
  return { errors: mine.errors ?? {}, values: mine.values ?? {} };
}

/** One of the panel's forms, each after the first set apart by a rule. */
function LeadForm({ intent, stored, first, children }: { intent: string; stored: string; first?: boolean; children: ReactNode }) {
  return (
    // Re-mounted when what is stored changes, so its fields show it after a save.
    <Form method="post" key={stored} className={`grid gap-3 ${first ? "" : "border-t border-slate-200 pt-4"}`}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/**
 * A message as a lead (decision 0068): its owner (assign, or Take), stage (a lost lead with its
 * reason), next follow-up, and the buyer's company, country and tags. Plain forms posting to the
 * message page's action: they work without JavaScript.
 */
export function LeadPanel({
  lead,
  admins,
  me,
  today,
  busy,
  result,
}: {
  lead: Lead;
  admins: Array<{ id: string; name: string }>;
  me: string;
  today: string;
  busy: boolean;
  result: FormResult | undefined;
}) {
  const owner = answerOf(result, "owner");
  const stage = answerOf(result, "stage");
  const followUp = answerOf(result, "follow-up");
  const details = answerOf(result, "details");
  const overdue = isOverdue(lead.followUp, today, CLOSED_STAGES.includes(lead.stage));
  const postedTags = details.values.tags === undefined ? null : new Set(details.values.tags.split(","));
  return (
    <section aria-labelledby="lead-heading" className={card} data-testid="lead-panel">
      <h2 id="lead-heading" className="text-lg font-bold text-slate-900">
        Lead
      </h2>
      <LeadForm intent="assign" stored={lead.owner?.id ?? ""} first>
        <FormField id="lead-owner" name="owner" label="Owner" error={owner.errors.owner}>
          {(control) => (
            <select {...control} defaultValue={owner.values.owner ?? lead.owner?.id ?? ""} className={controlClass}>
              <option value="">Nobody (unassigned)</option>
              {admins.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.id === me ? `${admin.name} (you)` : admin.name}
                </option>
              ))}
              {lead.owner && !admins.some((admin) => admin.id === lead.owner?.id) && (
                // An owner whose role no longer has the inbox: shown, but not offered to others.
                <option value={lead.owner.id} disabled>
                  {lead.owner.name}
                </option>
              )}
            </select>
          )}
        </FormField>
        <button type="submit" disabled={busy} className={primary}>
          Save owner
        </button>
      </LeadForm>
      {lead.owner?.id !== me && (
        <Form method="post">
          <input type="hidden" name="intent" value="take" />
          <button type="submit" disabled={busy} className={secondary}>
            <Icon name="user-plus" className="h-4 w-4" />
            Take this lead
          </button>
        </Form>
      )}

      <LeadForm intent="stage" stored={`${lead.stage}:${lead.lostReason ?? ""}:${lead.lostNote ?? ""}`}>
        <FormField id="lead-stage" name="stage" label="Stage" error={stage.errors.stage}>
          {(control) => (
            <select {...control} defaultValue={stage.values.stage ?? lead.stage} className={controlClass}>
              {LEAD_STAGES.map((value) => (
                <option key={value} value={value}>
                  {STAGE_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="lead-lost-reason" name="lostReason" label="Reason lost" hint="Needed when the stage is Lost." error={stage.errors.lostReason}>
          {(control) => (
            <select {...control} defaultValue={stage.values.lostReason ?? lead.lostReason ?? ""} className={controlClass}>
              <option value="">Choose a reason</option>
              {LOST_REASONS.map((value) => (
                <option key={value} value={value}>
                  {LOST_REASON_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="lead-lost-note" name="lostNote" label="More about why (optional)" error={stage.errors.lostNote}>
          {(control) => <textarea {...control} rows={2} maxLength={LOST_NOTE_MAX} defaultValue={stage.values.lostNote ?? lead.lostNote ?? ""} className={controlClass} />}
        </FormField>
        <button type="submit" disabled={busy} className={primary}>
          Save stage
        </button>
      </LeadForm>

      <LeadForm intent="follow-up" stored={lead.followUp ?? ""}>
        <FormField
          id="lead-follow-up"
          name="followUp"
          label="Next follow-up"
          hint={overdue ? "Overdue: the day has passed." : "Leave empty for none."}
          error={followUp.errors.followUp}
        >
          {(control) => <input {...control} type="date" defaultValue={followUp.values.followUp ?? lead.followUp ?? ""} className={controlClass} />}
        </FormField>
        <button type="submit" disabled={busy} className={primary}>
          Save follow-up
        </button>
      </LeadForm>

      <LeadForm intent="details" stored={`${lead.company ?? ""}:${lead.country ?? ""}:${lead.tags.join(",")}`}>
        <FormField id="lead-company" name="company" label="Buyer's company" error={details.errors.company}>
          {(control) => <input {...control} maxLength={BUYER_COMPANY_MAX} defaultValue={details.values.company ?? lead.company ?? ""} className={controlClass} />}
        </FormField>
        <FormField id="lead-country" name="country" label="Buyer's country" error={details.errors.country}>
          {(control) => <input {...control} maxLength={BUYER_COUNTRY_MAX} defaultValue={details.values.country ?? lead.country ?? ""} className={controlClass} />}
        </FormField>
        <fieldset className="grid gap-2" aria-describedby={details.errors.tags ? "lead-tags-error" : undefined}>
          <legend className="mb-1 font-medium text-slate-800">Tags</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {LEAD_TAGS.map((tag) => (
              <label key={tag} className="inline-flex min-h-11 items-center gap-2 text-slate-900">
                <input type="checkbox" name="tags" value={tag} defaultChecked={postedTags ? postedTags.has(tag) : lead.tags.includes(tag)} className="h-5 w-5" />
                {TAG_LABELS[tag]}
              </label>
            ))}
          </div>
          {details.errors.tags ? (
            <p id="lead-tags-error" className="text-sm font-medium text-red-700">
              {details.errors.tags}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" disabled={busy} className={primary}>
          Save details
        </button>
      </LeadForm>
    </section>
  );
}

/** Who did it: staff by name; the arrival is the sender's. */
function byWhom(event: LeadEvent, sender: string): string {
  return event.by ?? (event.kind === "received" ? sender : "Unknown");
}

/**
 * The lead's timeline, oldest first, each entry with who and when (a mail with its text: the
 * thread, decision 0069), and the form for an internal note (staff only: a note is never sent
 * to the buyer).
 */
export function LeadTimeline({
  events,
  mails,
  sender,
  busy,
  result,
}: {
  events: LeadEvent[];
  mails: ThreadMail[];
  sender: string;
  busy: boolean;
  result: FormResult | undefined;
}) {
  const byId = new Map(mails.map((mail) => [mail.id, mail]));
  const note = answerOf(result, "note");
  return (
    <section aria-labelledby="timeline-heading" className={card} data-testid="lead-timeline">
      <h2 id="timeline-heading" className="text-lg font-bold text-slate-900">
        Timeline
      </h2>
      <ol className="grid gap-3">
        {events.map((event) => (
          <li key={event.id} className="grid gap-1 border-l-2 border-primary-300 pl-3" data-testid="lead-event" data-kind={event.kind}>
            <p className="font-medium wrap-anywhere text-slate-900">{leadEventText(event)}</p>
            {event.kind === "note" && <p className="wrap-anywhere whitespace-pre-wrap text-slate-800">{event.text}</p>}
            {(event.kind === "mail-out" || event.kind === "mail-in") && byId.has(event.mailId) && <ThreadMailView mail={byId.get(event.mailId)!} />}
            <p className="text-sm wrap-anywhere text-slate-600">
              {`${byWhom(event, sender)}, `}
              <LocalTime iso={event.at} />
            </p>
          </li>
        ))}
      </ol>
      {/* Re-mounted when an entry is added, so a saved note leaves the field empty. */}
      <Form method="post" key={events.length} className="grid gap-3 border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="note" />
        <FormField id="lead-note" name="note" label="Internal note" hint="Only staff see notes; they are never sent to the buyer." error={note.errors.note}>
          {(control) => <textarea {...control} rows={3} maxLength={LEAD_NOTE_MAX} defaultValue={note.values.note ?? ""} className={controlClass} />}
        </FormField>
        <button type="submit" disabled={busy} className={primary}>
          Add note
        </button>
      </Form>
    </section>
  );
}
