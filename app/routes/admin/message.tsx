import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Form, data, isRouteErrorResponse, redirect, useLocation, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { DeliveryBadge, KindBadge, StatusBadge } from "~/components/admin/inbox-badges";
import { LocalTime } from "~/components/admin/local-time";
import { stacked } from "~/components/admin/stacked-table";
import { adminMeta } from "~/components/admin/admin-meta";
import { FormOutcome, type OutcomeTitles } from "~/components/admin/form-outcome";
import { DocumentRequestPanel } from "~/components/admin/document-request-panel";
import { site } from "~/config/site";
import { formValues, toFormResult } from "~/forms/form-result";
import { LeadPanel, LeadTimeline } from "~/components/admin/lead-panel";
import { ReplyPanel } from "~/components/admin/lead-mail";
import { isoDay } from "~/schemas/days";
import { invalid } from "~/forms/outcome";
import { adminPath } from "~/config/admin-paths";
import { STATUS_LABELS, phoneLinks, replyHref, senderOf } from "~/admin/inbox";
import { MESSAGE_KIND_VIEWS } from "~/admin/message-kinds";
import { MESSAGE_NOT_FOUND, MESSAGE_STATUSES, type InboxMessage } from "~/schemas/inbox";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/message";

export const meta = () => adminMeta("Message");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.services, "message");
  const found = await context.services.messages.getMessage(params.id);
  if (found.kind !== "ok") throw data(MESSAGE_NOT_FOUND, { status: 404 });
  const lines = MESSAGE_KIND_VIEWS[found.value.kind].lines ? await context.services.messages.quoteLines(found.value.id) : [];
  const { leads, leadMail } = context.services;
  // `?reply=fr`: the reply's draft from the template in that language (the lead's own by default).
  const replyLanguage = new URL(request.url).searchParams.get("reply") ?? undefined;
  const [timeline, assignable, thread, draft, attachable, quotations] = await Promise.all([
    leads.timeline(found.value.id),
    leads.assignable(),
    leadMail.thread(found.value.id),
    leadMail.draft(found.value.id, replyLanguage),
    leadMail.canSend ? leadMail.documentChoices() : Promise.resolve([]),
    context.services.quotations.forLead(found.value.id),
  ]);
  if (draft.kind !== "ok") throw data(MESSAGE_NOT_FOUND, { status: 404 });
  return {
    // The lead's mail (decision 0069): its thread, a reply's draft and the documents it may carry.
    thread,
    // Its quotations (decision 0072), each as its current version stands.
    quotations,
    reply: { canSend: leadMail.canSend, draft: draft.value, documents: attachable.map(({ id, title, fileName, size }) => ({ id, title, fileName, size })) },
    message: found.value,
    // The lead (decision 0068): its timeline, who it may go to, who is looking, and today for "overdue".
    timeline,
    assignable,
    me: admin.id,
    today: isoDay(Date.now()),
    // A document request's documents and staff's answer (null for the other kinds).
    documentRequest: await context.services.documentRequests.view(found.value.id),
    linkDays: context.services.env.DOCUMENT_LINK_DAYS,
    lines: lines.map((l) => ({
      position: l.position,
      slug: l.product_slug,
      name: l.product_name,
      quantity: Number(l.quantity),
      unit: l.unit,
      note: l.note,
      available: Number(l.available) !== 0,
    })),
  };
}

/** The toast's (or, without script, the notice's) title for each form of the page. */
const TITLES: Record<string, OutcomeTitles> = {
  status: { sent: "Status updated", failed: "Update failed" },
  retry: { sent: "Delivery queued again", failed: "Retry failed" },
  documents: { sent: "Answer saved", failed: "Not saved" },
  revoke: { sent: "Link revoked", failed: "Not revoked" },
  owner: { sent: "Owner saved", failed: "Owner not saved" },
  stage: { sent: "Stage saved", failed: "Stage not saved" },
  "follow-up": { sent: "Follow-up saved", failed: "Follow-up not saved" },
  details: { sent: "Details saved", failed: "Details not saved" },
  note: { sent: "Note added", failed: "Note not added" },
  reply: { sent: "Reply sent", failed: "Reply not sent" },
  quotation: { sent: "Quotation drafted", failed: "Quotation not drafted" },
};

/**
 * The status form, the retry button, a document request's answer and revocation, the lead's
 * forms (owner, Take, stage, follow-up, details, note) and the reply post here (plain form
 * posts; no script needed).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "message");
  const { messages, leads } = context.services;
  const form = await request.formData();
  const intent = form.get("intent");
  const actor = { id: admin.id, name: admin.fullName };
  const posted = formValues(form);
  // What was posted comes back with a refusal, so the form keeps it (the tags as one list).
  const values = { ...posted, tags: form.getAll("tags").map(String).join(",") };
  if (intent === "assign" || intent === "take") {
    const result = intent === "take" ? await leads.take(params.id, actor) : await leads.assign(params.id, { owner: posted.owner }, actor);
    return toFormResult("owner", result, values, { message: intent === "take" ? "The lead is yours." : "The lead's owner is saved." });
  }
  if (intent === "stage") {
    const result = await leads.setStage(params.id, { stage: posted.stage, lostReason: posted.lostReason, lostNote: posted.lostNote }, actor);
    return toFormResult("stage", result, values, { message: "The lead's stage is saved." });
  }
  if (intent === "follow-up") {
    const result = await leads.setFollowUp(params.id, { followUp: posted.followUp }, actor);
    return toFormResult("follow-up", result, values, { message: "The next follow-up is saved." });
  }
  if (intent === "details") {
    const result = await leads.setDetails(params.id, { company: posted.company, country: posted.country, tags: form.getAll("tags").map(String) }, actor);
    return toFormResult("details", result, values, { message: "The buyer's details are saved." });
  }
  if (intent === "note") {
    const result = await leads.addNote(params.id, { note: posted.note }, actor);
    return toFormResult("note", result, values, { message: "The note is on the timeline. It is never sent to the buyer." });
  }
  if (intent === "reply") {
    const result = await context.services.leadMail.reply(
      params.id,
      { language: posted.language, subject: posted.subject, body: posted.body, documents: form.getAll("documents").map(String) },
      actor,
    );
    const replyValues = { ...posted, documents: form.getAll("documents").map(String).join(",") };
    return toFormResult("reply", result, replyValues, { message: "The reply is on its way and in the timeline." });
  }
  if (intent === "create-quotation") {
    const result = await context.services.quotations.create(params.id, actor);
    if (result.kind === "ok") throw redirect(adminPath("quotation", { id: result.value.id }));
    return toFormResult("quotation", result);
  }
  if (intent === "status") {
    const result = await messages.setStatus(params.id, { status: form.get("status") });
    return toFormResult("status", result, {}, result.kind === "ok" ? { message: `Marked as ${STATUS_LABELS[result.value.status]}.` } : {});
  }
  if (intent === "retry") {
    const result = await messages.retryDelivery(params.id);
    // The conflict's words are a sentence here, under the 'Retry failed' title.
    const answer = result.kind === "conflict" ? { ...result, message: `${result.message}.` } : result;
    return toFormResult("retry", answer, {}, { message: "The e-mail will be sent shortly." });
  }
  if (intent === "approve-documents" || intent === "decline-documents") {
    const decline = intent === "decline-documents";
    const reason = form.get("reason");
    const result = await context.services.documentRequests.decide(
      params.id,
      { approve: form.getAll("approve").map(String), decline, reason: typeof reason === "string" ? reason : "" },
      admin.id,
    );
    const mailed = context.services.outbox ? " The buyer is e-mailed the answer." : " No mail transport is configured: send the buyer the answer yourself.";
    return toFormResult("documents", result, {}, { message: `${decline ? "Declined." : "Approved."}${mailed}` });
  }
  if (intent === "revoke-link") {
    const result = await context.services.documentRequests.revoke(params.id);
    return toFormResult("revoke", result, {}, { message: "The link no longer opens any file." });
  }
  return toFormResult("status", invalid({}, "Unknown action"));
}

const card = "grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60";

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A value the visitor typed, or a quiet 'Not given'. Always text, never markup. */
function Value({ text, multiline }: { text: string | null; multiline?: boolean }) {
  if (!text) return <span className="text-slate-600 italic">Not given</span>;
  return <span className={multiline ? "whitespace-pre-wrap" : undefined}>{text}</span>;
}

/** A phone as typed, as links: a call, and a WhatsApp chat when the number carries its country code. */
function PhoneValue({ phone }: { phone: string | null }) {
  const links = phoneLinks(phone);
  if (!links) return <Value text={phone} />;
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <a href={links.tel} className={`${phoneLink} break-all`}>
        <Icon name="phone" className="h-4 w-4 shrink-0" />
        {phone}
      </a>
      {links.whatsapp && (
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={phoneLink} aria-label={`WhatsApp ${phone ?? ""} (opens in a new tab)`}>
          <Icon name="message-circle" className="h-4 w-4 shrink-0" />
          WhatsApp
        </a>
      )}
    </span>
  );
}

const phoneLink = "inline-flex min-h-11 items-center gap-1.5 font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900";

type Line = Route.ComponentProps["loaderData"]["lines"][number];

/** A quote request's products, with the spreadsheet export for pricing. */
function QuoteLines({ messageId, lines }: { messageId: string; lines: Line[] }) {
  return (
    <section aria-labelledby="lines-heading" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lines-heading" className="text-lg font-bold text-slate-900">
          Products ({lines.length})
        </h2>
        <a
          href={adminPath("messageLines", { id: messageId })}
          download
          className={`${buttonClass} border border-slate-300 text-slate-900 hover:bg-slate-100`}
        >
          <Icon name="download" className="h-4 w-4" />
          Download lines (XLSX)
        </a>
      </div>
      {/* Below 640px each line is a card with every column (stacked-table), so nothing is cut. */}
      <table className={stacked.table}>
        <caption className="sr-only">Products requested</caption>
        <thead className="border-b border-slate-200 text-slate-600 max-sm:sr-only">
          <tr>
            <th scope="col" className="py-2 pr-3">#</th>
            <th scope="col" className="py-2 pr-3">Product</th>
            <th scope="col" className="py-2 pr-3 text-right">Quantity</th>
            <th scope="col" className="py-2 pr-3">Unit</th>
            <th scope="col" className="py-2">Note</th>
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {lines.map((line) => (
            <tr key={line.position} className={`${stacked.row} align-top`} data-testid="quote-line">
              <td data-label="#" className={`${stacked.cell} sm:py-2 sm:pr-3`}>{line.position}</td>
              <td data-label="Product" className={`${stacked.cell} font-medium break-words text-slate-900 sm:py-2 sm:pr-3`}>
                {line.name}
                {line.available ? null : (
                  // The product had been hidden or deleted before the buyer sent the list.
                  <span className="ms-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">No longer available</span>
                )}
              </td>
              <td data-label="Quantity" className={`${stacked.cell} tabular-nums sm:py-2 sm:pr-3 sm:text-right`}>
                {!line.available && line.quantity === 0 ? "-" : line.quantity.toLocaleString("en")}
              </td>
              <td data-label="Unit" className={`${stacked.cell} sm:py-2 sm:pr-3`}>{line.unit}</td>
              <td data-label="Note" className={`${stacked.cell} break-words whitespace-pre-wrap sm:py-2`}>{line.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function MessageFields({ message }: { message: InboxMessage }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {MESSAGE_KIND_VIEWS[message.kind].fields.map((field) => (
        <Field key={field.label} label={field.label} wide={field.wide}>
          {field.phone ? <PhoneValue phone={field.value(message)} /> : <Value text={field.value(message)} />}
        </Field>
      ))}
      <Field label="Received">
        <LocalTime iso={message.receivedAt} />
      </Field>
      {(!MESSAGE_KIND_VIEWS[message.kind].messageOptional || message.message) && (
        <Field label={MESSAGE_KIND_VIEWS[message.kind].messageLabel ?? "Message"} wide>
          <Value text={message.message} multiline />
        </Field>
      )}
      <Field label="Message ID" wide>
        <span className="font-mono text-sm">{message.id}</span>
      </Field>
    </dl>
  );
}

function DeliveryPanel({ message, busy }: { message: InboxMessage; busy: boolean }) {
  const { delivery } = message;
  return (
    <section aria-labelledby="delivery-heading" className={card}>
      <h2 id="delivery-heading" className="text-lg font-bold text-slate-900">
        E-mail delivery
      </h2>
      <div>
        <DeliveryBadge delivery={delivery} />
      </div>
      {delivery ? (
        <dl className="grid gap-3">
          <Field label="Attempts">{delivery.attempts}</Field>
          {delivery.sentAt && (
            <Field label="Sent">
              <LocalTime iso={delivery.sentAt} />
            </Field>
          )}
          {delivery.state === "queued" && delivery.nextAttemptAt && (
            <Field label="Next attempt">
              <LocalTime iso={delivery.nextAttemptAt} />
            </Field>
          )}
          {delivery.lastError && (
            <Field label="Last error">
              <span className="font-mono text-sm">{delivery.lastError}</span>
            </Field>
          )}
        </dl>
      ) : (
        <p className="text-slate-700">No mail transport was configured when it arrived: it is kept here only.</p>
      )}
      {delivery?.state === "failed" && (
        <Form method="post">
          <input type="hidden" name="intent" value="retry" />
          <button type="submit" disabled={busy} className={`${buttonClass} border border-slate-300 text-slate-900 hover:bg-slate-100`}>
            <Icon name="rotate-ccw" className="h-4 w-4" />
            Retry delivery
          </button>
        </Form>
      )}
    </section>
  );
}

function StatusPanel({ message, busy }: { message: InboxMessage; busy: boolean }) {
  return (
    <section aria-labelledby="status-heading" className={card}>
      <h2 id="status-heading" className="text-lg font-bold text-slate-900">
        Status
      </h2>
      {/* Re-mounted when the saved status changes, so the choice shows what is stored. */}
      <Form method="post" key={message.status} className="grid gap-3">
        <input type="hidden" name="intent" value="status" />
        <div className="grid gap-1">
          <label htmlFor="message-status" className="font-medium text-slate-800">
            Set status
          </label>
          <select
            id="message-status"
            name="status"
            defaultValue={message.status}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-primary-700"
          >
            {MESSAGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={busy} className={`${buttonClass} justify-self-start bg-primary-700 text-white hover:bg-primary-800`}>
          Save status
        </button>
      </Form>
    </section>
  );
}

type QuotationSummary = Route.ComponentProps["loaderData"]["quotations"][number];

/** The lead's quotations (decision 0072), and the button that drafts a new one from the request. */
function QuotationsPanel({ quotations, busy }: { quotations: QuotationSummary[]; busy: boolean }) {
  return (
    <section aria-labelledby="quotations-heading" className={card} data-testid="quotations-panel">
      <h2 id="quotations-heading" className="text-lg font-bold text-slate-900">
        Quotations
      </h2>
      {quotations.length > 0 && (
        <ul className="grid gap-2">
          {quotations.map((q) => (
            <li key={q.id}>
              <Link to={adminPath("quotation", { id: q.id })} className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
                {`${q.number}, version ${q.version}`}
              </Link>
              <span className="text-slate-700">{` ${q.state === "draft" ? "draft" : "sent"}, ${q.total} ${q.currency}, valid until ${q.validUntil}`}</span>
            </li>
          ))}
        </ul>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="create-quotation" />
        <button type="submit" disabled={busy} className={`${buttonClass} border border-slate-300 text-slate-900 hover:bg-slate-100`}>
          Draft a quotation
        </button>
      </Form>
    </section>
  );
}

function BackLink() {
  const state: unknown = useLocation().state;
  const listSearch = typeof state === "object" && state !== null && "listSearch" in state ? String(state.listSearch) : "";
  return (
    <Link to={`${adminPath("messages")}${listSearch.startsWith("?") ? listSearch : ""}`} className="inline-flex items-center gap-1.5 font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
      <Icon name="arrow-left" className="h-4 w-4" />
      Back to messages
    </Link>
  );
}

export default function Message({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";

  const { message } = loaderData;
  return (
    <div className="grid min-w-0 gap-6">
      <BackLink />
      <header className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={message.kind} />
          <StatusBadge status={message.status} />
        </div>
        <h1 className="min-w-0 text-2xl font-bold break-words text-slate-900">
          {MESSAGE_KIND_VIEWS[message.kind].title}
          {senderOf(message)}
        </h1>
        <div>
          <a
            href={replyHref(message, site.shortName)}
            className={`${buttonClass} bg-primary-700 text-white hover:bg-primary-800`}
          >
            <Icon name="mail" className="h-4 w-4" />
            Reply by e-mail
          </a>
        </div>
      </header>
      <FormOutcome result={actionData} titles={actionData && TITLES[actionData.form]} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="message-heading" className={card}>
          <h2 id="message-heading" className="text-lg font-bold text-slate-900">
            {MESSAGE_KIND_VIEWS[message.kind].section}
          </h2>
          <MessageFields message={message} />
        </section>
        {loaderData.documentRequest && (
          <div className="min-w-0 lg:col-start-1">
            <DocumentRequestPanel
              data={loaderData.documentRequest}
              busy={busy}
              linkDays={loaderData.linkDays}
              errors={actionData?.form === "documents" ? (actionData.errors ?? {}) : {}}
            />
          </div>
        )}
        {MESSAGE_KIND_VIEWS[message.kind].lines && (
          <div className="min-w-0 lg:col-start-1">
            <QuoteLines messageId={message.id} lines={loaderData.lines} />
          </div>
        )}
        <div className="min-w-0 lg:col-start-1">
          <LeadTimeline events={loaderData.timeline} mails={loaderData.thread} sender={senderOf(message)} busy={busy} result={actionData} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <QuotationsPanel quotations={loaderData.quotations} busy={busy} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <ReplyPanel {...loaderData.reply} busy={busy} result={actionData} />
        </div>
        <div className="grid min-w-0 content-start gap-6 lg:col-start-2 lg:row-start-1 lg:row-span-6">
          <LeadPanel lead={message.lead} admins={loaderData.assignable} me={loaderData.me} today={loaderData.today} busy={busy} result={actionData} />
          <StatusPanel message={message} busy={busy} />
          <DeliveryPanel message={message} busy={busy} />
        </div>
      </div>
    </div>
  );
}

/** A missing message (thrown 404) shows inside the admin chrome; anything else goes up. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="grid gap-4">
      <BackLink />
      <h1 className="text-2xl font-bold text-slate-900">{MESSAGE_NOT_FOUND}</h1>
      <p className="text-slate-700">It may have been removed, or the link is mistyped.</p>
    </div>
  );
}
