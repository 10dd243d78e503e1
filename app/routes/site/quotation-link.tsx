import { Form, data, useNavigation } from "react-router";
import { clientTexts, requestLocale } from "~/i18n/dictionary.server";
import { format } from "~/i18n/format";
import { textsOf, useTexts } from "~/i18n/use-messages";
import { controlClass } from "~/components/ui/form-field";
import { DECLINE_NOTE_MAX, DECLINE_REASONS, type QuotationLinkState } from "~/schemas/quotations";
import { PRIVATE_CACHE_CONTROL } from "~server/http/shared-cache.server";
import { received, send } from "~/loader-data";
import type { Route } from "./+types/quotation-link";

/**
 * Never kept by a cache, never indexed, never sent to another site as a referrer: the token is the
 * permission. Same-origin rather than no-referrer: under no-referrer a browser posts the page's
 * forms with `Origin: null`, which the cross-site check refuses (decision 0002).
 */
const PRIVATE_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL, "X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin" };

/** An open or answered quotation answers 200; an expired or revised one 410; any other token 404. */
const STATUS: Record<QuotationLinkState, number> = { open: 200, accepted: 200, declined: 200, expired: 410, replaced: 410, unknown: 404 };

/**
 * A sent quotation as its buyer reads it (decision 0072), in the language of the link's path:
 * its lines, totals and terms, and the forms that accept or decline it, without an account.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const view = await context.services.quotations.link(params.token);
  return data({ page: send({ view }), messages: clientTexts(locale, "quotation") }, { status: STATUS[view.state], headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** Accepting or declining: plain posts, so they work without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const result = await context.services.quotations.answer(params.token, { answer: value("intent"), reason: value("reason"), note: value("note") });
  if (result.kind === "ok") return data({ answered: result.value.state, errors: {} as Record<string, string>, values: {} as Record<string, string> }, { headers: PRIVATE_HEADERS });
  if (result.kind === "invalid") {
    return data({ answered: null, errors: result.errors as Record<string, string>, values: { reason: value("reason"), note: value("note") } }, { status: 400, headers: PRIVATE_HEADERS });
  }
  // The link no longer takes an answer: the page, loaded again, says why.
  return data({ answered: null, errors: {} as Record<string, string>, values: {} as Record<string, string> }, { status: 409, headers: PRIVATE_HEADERS });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const quotation = loaderData && received(loaderData.page).view.quotation;
  return [
    { title: loaderData && quotation ? format(textsOf(loaderData.messages).quotation.title, { number: quotation.number }) : "" },
    { name: "robots", content: "noindex" },
  ];
};

export default function QuotationLink({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = received(loaderData.page);
  const t = useTexts("quotation");
  const busy = useNavigation().state === "submitting";
  const q = view.quotation;
  const said: Partial<Record<QuotationLinkState, string>> = { accepted: t.accepted, declined: t.declined, expired: t.expired, replaced: t.replaced, unknown: t.unknown };
  const notice = said[view.state];
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const errorText = (key: string | undefined) => (key === "reasonRequired" ? t.reasonRequired : key === "noteTooLong" ? t.noteTooLong : undefined);
  const reasonError = errorText(errors.reason);
  const noteError = errorText(errors.note);
  return (
    <div className="container-page grid max-w-4xl gap-6 py-12 sm:py-16">
      <h1 id="quotation-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">{q ? format(t.title, { number: q.number }) : format(t.title, { number: "" }).trim()}</h1>
      {notice && (
        <p className={view.state === "accepted" || view.state === "declined" ? "text-lg text-slate-800" : "rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"} data-testid="quotation-state" role="status">
          {format(notice, { date: view.date })}
        </p>
      )}
      {q && (
        <>
          <p className="text-slate-700">
            {format(t.sent, { version: q.version, date: q.sentOn })}
            {" · "}
            {format(t.validUntil, { date: q.validUntil })}
          </p>
          {/* A narrow screen scrolls the table sideways: a region the keyboard can reach and scroll. */}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="quotation-heading">
            <table className="w-full min-w-[36rem] border-collapse text-start" data-testid="quotation-lines">
              <thead className="border-b border-slate-300 text-sm text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pe-3 text-start">{t.columns.product}</th>
                  <th scope="col" className="py-2 pe-3 text-end">{t.columns.quantity}</th>
                  <th scope="col" className="py-2 pe-3 text-start">{t.columns.unit}</th>
                  <th scope="col" className="py-2 pe-3 text-end">{t.columns.unitPrice}</th>
                  <th scope="col" className="py-2 text-end">{t.columns.total}</th>
                </tr>
              </thead>
              <tbody>
                {q.lines.map((line) => (
                  <tr key={line.position} className="border-b border-slate-200 align-top">
                    <td className="py-2 pe-3 wrap-anywhere">
                      {/* A product's name is printed as on the pack: left to right in every language. */}
                      <bdi dir="ltr">{line.product}</bdi>
                    </td>
                    <td className="py-2 pe-3 text-end tabular-nums">{line.quantity}</td>
                    <td className="py-2 pe-3">
                      <bdi>{line.unit}</bdi>
                    </td>
                    <td className="py-2 pe-3 text-end tabular-nums">{line.unitPrice}</td>
                    <td className="py-2 text-end tabular-nums">{line.lineTotal}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="grid justify-end gap-1 tabular-nums" data-testid="quotation-totals">
            <div className="flex justify-end gap-6">
              <dt className="text-slate-700">{t.subtotal}</dt>
              <dd>{q.subtotal}</dd>
            </div>
            {q.hasDiscount && (
              <div className="flex justify-end gap-6">
                <dt className="text-slate-700">{format(t.discount, { percent: q.discountPercent })}</dt>
                <dd>{q.discount}</dd>
              </div>
            )}
            <div className="flex justify-end gap-6 text-xl font-bold">
              <dt>{t.total}</dt>
              <dd>{q.total}</dd>
            </div>
          </dl>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {(
              [
                [t.terms.delivery, `${q.incoterm} ${q.port}`.trim()],
                [t.terms.payment, q.paymentTerms],
                [t.terms.leadTime, q.leadTime],
                [t.terms.notes, q.notes],
              ] as const
            )
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-sm font-medium text-slate-700">{label}</dt>
                  <dd className="mt-1 wrap-anywhere whitespace-pre-wrap text-slate-900">
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
          </dl>
        </>
      )}
      {view.state === "open" && (
        <div className="grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="accept-heading" className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="accept-heading" className="text-xl font-bold text-slate-900">
              {t.acceptHeading}
            </h2>
            <p className="text-slate-700">{t.acceptHint}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="accept" />
              <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded-md bg-primary-700 px-5 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60">
                {t.accept}
              </button>
            </Form>
          </section>
          <section aria-labelledby="decline-heading" className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="decline-heading" className="text-xl font-bold text-slate-900">
              {t.declineHeading}
            </h2>
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value="decline" />
              <div className="grid gap-1">
                <label htmlFor="decline-reason" className="font-medium text-slate-800">
                  {t.reason}
                </label>
                <select
                  id="decline-reason"
                  name="reason"
                  defaultValue={values.reason ?? ""}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? "decline-reason-error" : undefined}
                  className={controlClass}
                >
                  <option value="">{"—"}</option>
                  {DECLINE_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t.reasons[reason]}
                    </option>
                  ))}
                </select>
                {reasonError && (
                  <p id="decline-reason-error" className="text-sm font-medium text-red-700">
                    {reasonError}
                  </p>
                )}
              </div>
              <div className="grid gap-1">
                <label htmlFor="decline-note" className="font-medium text-slate-800">
                  {t.note}
                </label>
                <textarea
                  id="decline-note"
                  name="note"
                  rows={3}
                  maxLength={DECLINE_NOTE_MAX}
                  defaultValue={values.note ?? ""}
                  aria-invalid={noteError ? true : undefined}
                  aria-describedby={noteError ? "decline-note-error" : undefined}
                  className={controlClass}
                />
                {noteError && (
                  <p id="decline-note-error" className="text-sm font-medium text-red-700">
                    {noteError}
                  </p>
                )}
              </div>
              <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center justify-self-start rounded-md border border-slate-400 px-5 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60">
                {t.decline}
              </button>
            </Form>
          </section>
        </div>
      )}
    </div>
  );
}
