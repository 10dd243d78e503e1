import { Form } from "react-router";
import { Icon } from "~/components/ui/icon";
import { LocalTime } from "~/components/admin/local-time";
import { stacked } from "~/components/admin/stacked-table";
import { DECISION_REASON_MAX, type DocumentLinkState, type DocumentRequestView } from "~/schemas/document-requests";

const card = "grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const button = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const STATE_WORDS: Record<DocumentLinkState, string> = { valid: "Link works", expired: "Link expired", revoked: "Link revoked", unknown: "No link" };

/**
 * The documents a buyer asked for, and staff's one answer (decision 0062): tick the ones to
 * share and approve (the buyer is mailed a link to exactly those), or decline with a reason
 * the buyer reads. Afterwards: the answer, the link and its state, Revoke, and every download.
 * Plain forms: they work without JavaScript.
 */
export function DocumentRequestPanel({ data, busy, linkDays, errors }: { data: DocumentRequestView; busy: boolean; linkDays: number; errors: Record<string, string> }) {
  const { items, decision, downloads } = data;
  return (
    <section aria-labelledby="documents-heading" className={card} data-testid="document-request">
      <h2 id="documents-heading" className="text-lg font-bold text-slate-900">
        {`Documents requested (${items.length})`}
      </h2>
      {decision ? (
        <Decided data={data} busy={busy} />
      ) : (
        <Form method="post" className="grid gap-4">
          <fieldset aria-describedby={errors.approve ? "approve-error" : undefined} className="grid gap-2">
            <legend className="mb-1 font-medium text-slate-800">Share these documents</legend>
            {items.map((item) => (
              <label key={item.documentId} className="flex items-start gap-3 rounded-md border border-slate-200 px-3 py-2">
                <input type="checkbox" name="approve" value={item.documentId} defaultChecked={item.exists} disabled={!item.exists} className="mt-1 h-5 w-5 shrink-0" />
                <span className="grid min-w-0">
                  <span className="font-semibold break-words text-slate-900">{item.title}</span>
                  <span className="text-sm break-words text-slate-700">
                    {item.type}
                    {item.products ? ` · ${item.products}` : " · Company document"}
                    {item.exists ? "" : " · deleted from the library since"}
                  </span>
                </span>
              </label>
            ))}
            {errors.approve ? (
              <p id="approve-error" className="text-sm font-medium text-red-700">
                {errors.approve}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-1">
            <label htmlFor="decision-reason" className="font-medium text-slate-800">
              Note to the buyer
            </label>
            <p id="decision-reason-hint" className="text-sm text-slate-600">
              Optional with an approval; required to decline. The buyer reads it in the e-mail.
            </p>
            <textarea
              id="decision-reason"
              name="reason"
              rows={3}
              maxLength={DECISION_REASON_MAX}
              aria-describedby={`decision-reason-hint${errors.reason ? " decision-reason-error" : ""}`}
              aria-invalid={errors.reason ? true : undefined}
              className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700"
            />
            {errors.reason ? (
              <p id="decision-reason-error" className="text-sm font-medium text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="approve-documents" disabled={busy} className={`${button} bg-primary-700 text-white hover:bg-primary-800`}>
              <Icon name="circle-check" className="h-4 w-4" />
              {`Approve selected (${linkDays}-day link)`}
            </button>
            <button type="submit" name="intent" value="decline-documents" disabled={busy} className={`${button} border border-red-700 text-red-800 hover:bg-red-50`}>
              <Icon name="x" className="h-4 w-4" />
              Decline
            </button>
          </div>
        </Form>
      )}
      <Downloads downloads={downloads} />
    </section>
  );
}

function Decided({ data, busy }: { data: DocumentRequestView; busy: boolean }) {
  const decision = data.decision!;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-1">
        {data.items.map((item) => (
          <li key={item.documentId} className="flex items-start gap-2 break-words">
            <Icon name={item.approved ? "circle-check" : "x"} className={`mt-1 h-4 w-4 shrink-0 ${item.approved ? "text-primary-700" : "text-red-700"}`} />
            <span>
              <span className="font-semibold text-slate-900">{item.title}</span>
              <span className="text-slate-700">{` · ${item.type}${item.products ? ` · ${item.products}` : ""} · ${item.approved ? "approved" : "not shared"}`}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium text-slate-600">Answer</dt>
          <dd className="text-slate-900">
            {decision.decision === "approved" ? "Approved" : "Declined"} on <LocalTime iso={decision.decidedAt} />
          </dd>
        </div>
        {decision.reason ? (
          <div>
            <dt className="font-medium text-slate-600">Note to the buyer</dt>
            <dd className="whitespace-pre-wrap text-slate-900">{decision.reason}</dd>
          </div>
        ) : null}
        {decision.link && decision.state ? (
          <>
            <div>
              <dt className="font-medium text-slate-600">{STATE_WORDS[decision.state]}</dt>
              <dd className="text-slate-900">
                {decision.state === "revoked" && decision.revokedAt ? (
                  <>
                    Revoked on <LocalTime iso={decision.revokedAt} />
                  </>
                ) : decision.expiresAt ? (
                  <>
                    {decision.state === "expired" ? "Expired on " : "Until "}
                    <LocalTime iso={decision.expiresAt} />
                  </>
                ) : null}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="font-medium text-slate-600">The buyer's link</dt>
              <dd className="font-mono text-xs break-all text-slate-900" data-testid="document-link">
                {decision.link}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {decision.state === "valid" ? (
        <Form method="post">
          <button type="submit" name="intent" value="revoke-link" disabled={busy} className={`${button} border border-red-700 text-red-800 hover:bg-red-50`}>
            <Icon name="eye-off" className="h-4 w-4" />
            Revoke the link
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function Downloads({ downloads }: { downloads: DocumentRequestView["downloads"] }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold text-slate-900">{`Downloads (${downloads.length})`}</h3>
      {downloads.length === 0 ? (
        <p className="text-sm text-slate-700">No file has been downloaded through the link.</p>
      ) : (
        <table className={stacked.table} data-testid="document-downloads">
          <caption className="sr-only">Downloads through the link</caption>
          <thead className="border-b border-slate-200 text-slate-600 max-sm:sr-only">
            <tr>
              <th scope="col" className="py-2 pr-3">When</th>
              <th scope="col" className="py-2 pr-3">Document</th>
              <th scope="col" className="py-2">Address</th>
            </tr>
          </thead>
          <tbody className={stacked.body}>
            {downloads.map((download, index) => (
              <tr key={`${download.at}-${index}`} className={stacked.row}>
                <td data-label="When" className={`${stacked.cell} sm:py-2 sm:pr-3`}>
                  <LocalTime iso={download.at} />
                </td>
                <td data-label="Document" className={`${stacked.cell} break-words sm:py-2 sm:pr-3`}>
                  {download.title} (version {download.version})
                </td>
                <td data-label="Address" className={`${stacked.cell} font-mono sm:py-2`}>
                  {download.address}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
