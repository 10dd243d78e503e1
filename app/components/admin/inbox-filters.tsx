import { Icon } from "~/components/ui/icon";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "~/components/ui/link";
import { adminPath } from "~/config/admin-paths";
import { DELIVERY_LABELS, STATUS_LABELS, hasFilters, inboxSearch, type InboxFilterQuery } from "~/admin/inbox";
import { FilterSelect, filterControl, filterLabel } from "./filter-select";
import { MESSAGE_KIND_VIEWS } from "~/admin/message-kinds";
import { DELIVERY_FILTERS, INBOX_SEARCH_MAX, MESSAGE_KINDS, MESSAGE_STATUSES } from "~/schemas/inbox";
import { LEAD_STAGES, STAGE_LABELS } from "~/schemas/leads";

const control = filterControl;
const label = filterLabel;

/**
 * The inbox's filters: a plain GET form (it works without JavaScript); with JavaScript the
 * empty fields are left out of the URL. The CSV link exports what the filters select.
 */
export function InboxFilters({ query }: { query: InboxFilterQuery }) {
  const navigate = useNavigate();
  const applied = [query.kind, query.status, query.stage, query.delivery, query.q].filter(Boolean).length;
  // The lead view is chosen by its links above; the form keeps it.

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    void navigate(
      `${adminPath("messages")}${inboxSearch({
        view: query.view,
        kind: (text("kind") || undefined) as InboxFilterQuery["kind"],
        status: (text("status") || undefined) as InboxFilterQuery["status"],
        stage: (text("stage") || undefined) as InboxFilterQuery["stage"],
        delivery: (text("delivery") || undefined) as InboxFilterQuery["delivery"],
        q: text("q"),
      })}`,
    );
  }

  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {/* On a phone the fields fold away behind "Filters" (no script needed); from 640px the
          summary is hidden and the content shown whether the disclosure is open or not. */}
      <details className="group sm:[&::details-content]:[content-visibility:visible]">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md font-semibold text-slate-900 sm:hidden">
          <Icon name="chevron-right" className="h-5 w-5 transition-transform group-open:rotate-90" />
          Filters
          {applied > 0 && <span className="font-normal text-slate-700">({applied} applied)</span>}
        </summary>
        {/* Re-mounted when the URL's filters change, so the fields always show what is applied. */}
        <form
          key={inboxSearch(query)}
          method="get"
          action={adminPath("messages")}
          role="search"
          aria-label="Filter messages"
          onSubmit={onSubmit}
          className="mt-3 grid gap-3 sm:mt-0 sm:grid-cols-2 xl:grid-cols-[repeat(5,minmax(0,1fr))_auto] xl:items-end"
        >
          {query.view && <input type="hidden" name="view" value={query.view} />}
          <FilterSelect
            idPrefix="inbox"
            name="kind"
            text="Type"
            value={query.kind}
            options={[["", "All types"], ...MESSAGE_KINDS.map((k): [string, string] => [k, MESSAGE_KIND_VIEWS[k].filterLabel])]}
          />
          <FilterSelect
            idPrefix="inbox"
            name="status"
            text="Status"
            value={query.status}
            options={[["", "Any status"], ...MESSAGE_STATUSES.map((s): [string, string] => [s, STATUS_LABELS[s]])]}
          />
          <FilterSelect
            idPrefix="inbox"
            name="stage"
            text="Stage"
            value={query.stage}
            options={[["", "Any stage"], ...LEAD_STAGES.map((s): [string, string] => [s, STAGE_LABELS[s]])]}
          />
          <FilterSelect
            idPrefix="inbox"
            name="delivery"
            text="Delivery"
            value={query.delivery}
            options={[["", "Any delivery"], ...DELIVERY_FILTERS.map((d): [string, string] => [d, DELIVERY_LABELS[d]])]}
          />
          <div className="grid min-w-0 gap-1">
            <label htmlFor="inbox-q" className={label}>
              Search
            </label>
            <input
              id="inbox-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={INBOX_SEARCH_MAX}
              placeholder="Name, e-mail, product, text..."
              className={control}
            />
          </div>
          <button
            type="submit"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
          >
            <Icon name="search" className="h-4 w-4" />
            Apply
          </button>
        </form>
      </details>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {hasFilters(query) && (
          <Link to={adminPath("messages")} className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
            Clear filters
          </Link>
        )}
        {/* A document download, not a client-side navigation. */}
        <a
          href={`${adminPath("messagesCsv")}${inboxSearch(query)}`}
          download
          className="inline-flex items-center gap-1.5 font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900"
        >
          <Icon name="download" className="h-4 w-4" />
          Download CSV
        </a>
      </div>
    </div>
  );
}
