import { Form, data, isRouteErrorResponse, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/components/admin/admin-meta";
import { FormOutcome, type OutcomeTitles } from "~/components/admin/form-outcome";
import { LocalTime } from "~/components/admin/local-time";
import { stacked } from "~/components/admin/stacked-table";
import { FormField, controlClass } from "~/components/ui/form-field";
import { adminPath } from "~/config/admin-paths";
import { withQuery } from "~/config/paths";
import { formResultFor, formValues, toFormResult } from "~/forms/form-result";
import { invalid } from "~/forms/outcome";
import { LANGUAGES, LOCALES } from "~/i18n/locales";
import { CURRENCIES } from "~/schemas/money";
import { INCOTERMS } from "~/schemas/quote";
import { BLANK_LINES, QUOTATION_MESSAGES, QUOTATION_NOTES_MAX, QUOTATION_TEXT_MAX, postedLines, type PostedLine } from "~/schemas/quotations";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/quotation";

export const meta = () => adminMeta("Quotation");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "quotation");
  const asked = Number(new URL(request.url).searchParams.get("version"));
  const found = await context.services.quotations.view(params.id, Number.isInteger(asked) && asked > 0 ? asked : undefined);
  if (found.kind !== "ok") throw data(QUOTATION_MESSAGES.notFound, { status: 404 });
  return { quotation: found.value };
}

const TITLES: Record<string, OutcomeTitles> = {
  save: { sent: "Draft saved", failed: "Draft not saved" },
  revise: { sent: "New version", failed: "Not revised" },
  send: { sent: "Quotation sent", failed: "Quotation not sent" },
};

/** Saving the draft, or revising a sent version (plain posts: no script needed). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services, "quotation");
  const form = await request.formData();
  const posted = formValues(form);
  const actor = { id: admin.id, name: admin.fullName };
  const { quotations } = context.services;
  if (posted.intent === "save") {
    const lines = postedLines(form);
    const result = await quotations.saveDraft(params.id, posted, lines, actor);
    // The rows come back as typed with a refusal, so nothing is lost.
    return toFormResult("save", result, { ...posted, lines: JSON.stringify(lines) }, { message: "The totals are worked out again." });
  }
  if (posted.intent === "send") {
    const result = await quotations.send(params.id, actor);
    return toFormResult("send", result, {}, { message: "It is on its way to the buyer, in the lead's thread, with the link to accept or decline it." });
  }
  if (posted.intent === "revise") {
    const result = await quotations.revise(params.id, actor);
    return toFormResult("revise", result, {}, { message: "A draft copy of the sent version: change it and send it again." });
  }
  return toFormResult("save", invalid({}, "Unknown action"));
}

const card = "grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const button = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60";

type Quotation = Route.ComponentProps["loaderData"]["quotation"];

function readLines(json: string | undefined): PostedLine[] | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as PostedLine[]) : null;
  } catch {
    return null;
  }
}

/** The terms and lines as sent (or of an earlier version): read only. */
function SentVersion({ quotation }: { quotation: Quotation }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {(
        [
          ["Currency", quotation.currency],
          ["Language", LANGUAGES[quotation.language].english],
          ["Incoterm and port", `${quotation.incoterm} ${quotation.port}`.trim()],
          ["Payment terms", quotation.paymentTerms || "-"],
          ["Lead time", quotation.leadTime || "-"],
          ["Valid until", quotation.validUntil],
          ["Discount", `${quotation.discount} %`],
          ["Notes", quotation.notes || "-"],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 wrap-anywhere whitespace-pre-wrap text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ quotation }: { quotation: Quotation }) {
  return (
    <table className={stacked.table} data-testid="quotation-lines">
      <caption className="sr-only">Lines</caption>
      <thead className="border-b border-slate-200 text-slate-600 max-sm:sr-only">
        <tr>
          <th scope="col" className="py-2 pr-3">#</th>
          <th scope="col" className="py-2 pr-3">Product</th>
          <th scope="col" className="py-2 pr-3 text-right">Quantity</th>
          <th scope="col" className="py-2 pr-3">Unit</th>
          <th scope="col" className="py-2 pr-3 text-right">{`Unit price (${quotation.currency})`}</th>
          <th scope="col" className="py-2 text-right">{`Total (${quotation.currency})`}</th>
        </tr>
      </thead>
      <tbody className={stacked.body}>
        {quotation.lines.map((line) => (
          <tr key={line.position} className={stacked.row}>
            <td data-label="#" className={`${stacked.cell} sm:py-2 sm:pr-3`}>{line.position}</td>
            <td data-label="Product" className={`${stacked.cell} wrap-anywhere sm:py-2 sm:pr-3`}>{line.product}</td>
            <td data-label="Quantity" className={`${stacked.cell} tabular-nums sm:py-2 sm:pr-3 sm:text-right`}>{line.quantity}</td>
            <td data-label="Unit" className={`${stacked.cell} sm:py-2 sm:pr-3`}>{line.unit}</td>
            <td data-label="Unit price" className={`${stacked.cell} tabular-nums sm:py-2 sm:pr-3 sm:text-right`}>{line.unitPrice}</td>
            <td data-label="Total" className={`${stacked.cell} tabular-nums sm:py-2 sm:text-right`}>{line.lineTotal}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Totals({ quotation }: { quotation: Quotation }) {
  return (
    <dl className="grid justify-end gap-1 text-right tabular-nums" data-testid="quotation-totals">
      <div className="flex justify-end gap-4">
        <dt className="text-slate-600">Subtotal</dt>
        <dd>{`${quotation.subtotal} ${quotation.currency}`}</dd>
      </div>
      <div className="flex justify-end gap-4">
        <dt className="text-slate-600">{`Discount (${quotation.discount} %)`}</dt>
        <dd>{`-${quotation.discountAmount} ${quotation.currency}`}</dd>
      </div>
      <div className="flex justify-end gap-4 text-lg font-bold">
        <dt>Total</dt>
        <dd>{`${quotation.total} ${quotation.currency}`}</dd>
      </div>
      <div className="flex justify-end gap-4 text-sm text-slate-700">
        <dt>{`As the buyer reads it (${LANGUAGES[quotation.language].english})`}</dt>
        <dd dir="auto">{quotation.totalForBuyer}</dd>
      </div>
    </dl>
  );
}

/** The draft's form: its terms, then its lines (with blank rows for new ones), saved together. */
function DraftForm({ quotation, busy, result }: { quotation: Quotation; busy: boolean; result: Route.ComponentProps["actionData"] }) {
  const mine = formResultFor("save", result);
  const refused = mine && !mine.sent ? { errors: mine.errors ?? {}, values: mine.values ?? {} } : { errors: {} as Record<string, string>, values: {} as Record<string, string> };
  const value = (name: string, stored: string) => refused.values[name] ?? stored;
  const rows: PostedLine[] =
    readLines(refused.values.lines) ??
    [
      ...quotation.lines.map((line) => ({ product: line.product, quantity: line.quantity, unit: line.unit, price: line.unitPrice, slug: line.slug ?? "" })),
      ...Array.from({ length: BLANK_LINES }, () => ({ product: "", quantity: "", unit: "", price: "", slug: "" })),
    ];
  const select = (id: string, name: string, label: string, options: ReadonlyArray<readonly [string, string]>, stored: string) => (
    <FormField id={id} name={name} label={label} error={refused.errors[name]}>
      {(control) => (
        <select {...control} defaultValue={value(name, stored)} className={controlClass}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const text = (id: string, name: string, label: string, stored: string, extra: { type?: string; hint?: string } = {}) => (
    <FormField id={id} name={name} label={label} hint={extra.hint} error={refused.errors[name]}>
      {(control) => <input {...control} type={extra.type ?? "text"} maxLength={QUOTATION_TEXT_MAX} defaultValue={value(name, stored)} className={controlClass} />}
    </FormField>
  );
  return (
    <Form method="post" key={`${quotation.version} ${quotation.total} ${quotation.lines.length}`} className="grid gap-4">
      <input type="hidden" name="intent" value="save" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {select("q-currency", "currency", "Currency", CURRENCIES.map((c) => [c, c] as const), quotation.currency)}
        {select("q-language", "language", "Buyer's language", LOCALES.map((l) => [l, LANGUAGES[l].english] as const), quotation.language)}
        {select("q-incoterm", "incoterm", "Incoterm", INCOTERMS.map((i) => [i, i] as const), quotation.incoterm)}
        {text("q-port", "port", "Port", quotation.port)}
        {text("q-payment", "paymentTerms", "Payment terms", quotation.paymentTerms)}
        {text("q-lead-time", "leadTime", "Lead time", quotation.leadTime)}
        {text("q-valid", "validUntil", "Valid until", quotation.validUntil, { type: "date" })}
        {text("q-discount", "discount", "Discount (%)", quotation.discount, { hint: "0 to 100, at most 2 decimals" })}
      </div>
      <FormField id="q-notes" name="notes" label="Notes" error={refused.errors.notes}>
        {(control) => <textarea {...control} rows={3} maxLength={QUOTATION_NOTES_MAX} defaultValue={value("notes", quotation.notes)} className={controlClass} />}
      </FormField>
      <fieldset className="grid min-w-0 gap-3" aria-describedby={refused.errors.lines ? "q-lines-error" : "q-lines-hint"}>
        <legend className="font-semibold text-slate-900">Lines</legend>
        <p id="q-lines-hint" className="text-sm text-slate-600">
          Quantities with up to 3 decimals, unit prices with up to 4, in the quotation's currency. Each line's total is rounded to the cent once. Fill a blank row to add a line; empty a row to remove it.
        </p>
        {refused.errors.lines ? (
          <p id="q-lines-error" className="font-medium text-red-700">
            {refused.errors.lines}
          </p>
        ) : null}
        <ol className="grid gap-3">
          {rows.map((row, index) => (
            <li key={index} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]" data-testid="quotation-line">
              <input type="hidden" name="line.slug" value={row.slug} />
              {(
                [
                  ["product", "Product", row.product, "text"],
                  ["quantity", "Quantity", row.quantity, "decimal"],
                  ["unit", "Unit", row.unit, "text"],
                  ["price", "Unit price", row.price, "decimal"],
                ] as const
              ).map(([name, label, stored, mode]) => (
                <div key={name} className="grid min-w-0 gap-1">
                  <label htmlFor={`q-line-${index}-${name}`} className="text-sm font-medium text-slate-800">{`${label}, line ${index + 1}`}</label>
                  <input
                    id={`q-line-${index}-${name}`}
                    name={`line.${name}`}
                    defaultValue={stored}
                    inputMode={mode === "decimal" ? "decimal" : undefined}
                    maxLength={QUOTATION_TEXT_MAX}
                    className={controlClass}
                  />
                </div>
              ))}
            </li>
          ))}
        </ol>
      </fieldset>
      <button type="submit" disabled={busy} className={`${button} justify-self-start bg-primary-700 text-white hover:bg-primary-800`}>
        Save draft
      </button>
    </Form>
  );
}

export default function QuotationPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { quotation } = loaderData;
  const editable = quotation.state === "draft" && quotation.version === quotation.current;
  return (
    <div className="grid min-w-0 gap-6">
      <Link to={adminPath("message", { id: quotation.leadId })} className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
        Back to the lead
      </Link>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{`Quotation ${quotation.number}`}</h1>
        <p className="text-slate-700">{`Version ${quotation.version} of ${quotation.versions.length}: ${quotation.state === "draft" ? "draft, not sent" : "sent"}`}</p>
        {quotation.versions.length > 1 && (
          <nav aria-label="Versions">
            <ul className="flex flex-wrap gap-2">
              {quotation.versions.map((v) => (
                <li key={v.version}>
                  <Link
                    to={withQuery(adminPath("quotation", { id: quotation.id }), { version: String(v.version) })}
                    aria-current={v.version === quotation.version ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-md border px-3 font-medium ${v.version === quotation.version ? "border-primary-700 bg-primary-50 text-primary-900" : "border-slate-300 text-slate-900 hover:bg-slate-100"}`}
                  >
                    {`Version ${v.version}`}
                    {v.sentAt ? (
                      <>
                        {", sent "}
                        <LocalTime iso={v.sentAt} />
                      </>
                    ) : (
                      ", draft"
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <FormOutcome result={actionData} titles={actionData && TITLES[actionData.form]} />
      <section aria-labelledby="terms-heading" className={card}>
        <h2 id="terms-heading" className="text-lg font-bold text-slate-900">
          {editable ? "Edit the draft" : "Terms and lines"}
        </h2>
        {editable ? <DraftForm quotation={quotation} busy={busy} result={actionData} /> : <SentVersion quotation={quotation} />}
        {!editable && <Lines quotation={quotation} />}
        <Totals quotation={quotation} />
        {editable && (
          <Form method="post" className="grid gap-2 border-t border-slate-200 pt-4">
            <input type="hidden" name="intent" value="send" />
            <p className="text-sm text-slate-700">{`Sends the saved draft to the buyer in ${LANGUAGES[quotation.language].english}, as a reply in the lead's thread, with a link to read, accept or decline it until ${quotation.validUntil}. Save your changes first.`}</p>
            <button type="submit" disabled={busy} className={`${button} justify-self-start bg-primary-700 text-white hover:bg-primary-800`}>
              Send to the buyer
            </button>
          </Form>
        )}
        {quotation.state === "sent" && quotation.version === quotation.current && (
          <Form method="post">
            <input type="hidden" name="intent" value="revise" />
            <button type="submit" disabled={busy} className={`${button} border border-slate-300 text-slate-900 hover:bg-slate-100`}>
              Revise: make version {quotation.current + 1}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}

/** A missing quotation (thrown 404) shows inside the admin chrome; anything else goes up. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{QUOTATION_MESSAGES.notFound}</h1>
      <p className="text-slate-700">It may have been removed with its lead, or the link is mistyped.</p>
    </div>
  );
}
