import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { InboxFilters } from "~/components/admin/inbox-filters";
import { InboxTable } from "~/components/admin/inbox-table";
import { adminMeta } from "~/components/admin/admin-meta";
import { PaginationNav } from "~/components/ui/pagination-nav";
import { adminPath } from "~/config/admin-paths";
import { hasFilters, inboxSearch } from "~/admin/inbox";
import { parseInboxQuery } from "~/schemas/inbox";
import { LEAD_VIEWS, VIEW_LABELS, type LeadView } from "~/schemas/leads";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/messages";

export const meta = () => adminMeta("Messages");

/** The inbox: every message, newest first, in a lead view, filtered, searched and paged by the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.services, "messages");
  const { page, ...query } = parseInboxQuery(new URL(request.url).searchParams);
  const [inbox, unmatched] = await Promise.all([context.services.messages.inboxPage({ ...query, page }, admin.id), context.services.leadMail.countUnmatched()]);
  return { query, unmatched, ...inbox };
}

type Query = Route.ComponentProps["loaderData"]["query"];

/** All messages or one lead view, each link keeping the filters and the search. */
function LeadViews({ query }: { query: Query }) {
  const views: Array<[LeadView | undefined, string]> = [[undefined, "All messages"], ...LEAD_VIEWS.map((view): [LeadView, string] => [view, VIEW_LABELS[view]])];
  return (
    <nav aria-label="Lead views">
      <ul className="flex flex-wrap gap-2">
        {views.map(([view, label]) => {
          const current = query.view === view;
          return (
            <li key={label}>
              <Link
                to={`${adminPath("messages")}${inboxSearch({ ...query, view })}`}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 font-medium ${current ? "border-primary-700 bg-primary-700 text-white" : "border-slate-300 bg-white text-slate-900 hover:border-primary-700"}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { query, pagination, messages, unmatched } = loaderData;
  const filtered = hasFilters(query);
  const listSearch = inboxSearch(query, pagination.page);
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Messages</h1>
        {/* The lead mail's pages (decision 0069). */}
        <nav aria-label="Mail" className="flex flex-wrap gap-x-4">
          <Link to={adminPath("mailbox")} className="inline-flex min-h-11 items-center font-medium text-primary-800 underline underline-offset-2">
            {unmatched > 0 ? `Mailbox (${unmatched} unmatched)` : "Mailbox"}
          </Link>
          <Link to={adminPath("replyTemplates")} className="inline-flex min-h-11 items-center font-medium text-primary-800 underline underline-offset-2">
            Reply templates
          </Link>
        </nav>
      </div>
      <LeadViews query={query} />
      <InboxFilters query={query} />
      {messages.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Icon name="inbox" className="h-10 w-10 text-slate-500" />
          {filtered ? (
            <>
              <p className="font-semibold text-slate-900">No messages match these filters.</p>
              <Link to={adminPath("messages")} className="font-medium text-primary-800 underline underline-offset-2">
                Show all messages
              </Link>
            </>
          ) : (
            <>
              <p className="font-semibold text-slate-900">No messages yet.</p>
              <p className="text-slate-700">Contact messages and product inquiries appear here as they arrive.</p>
            </>
          )}
        </div>
      ) : (
        <>
          <p className="text-slate-700" data-testid="inbox-summary">
            Showing {pagination.from}–{pagination.to} of {pagination.total} {pagination.total === 1 ? "message" : "messages"}
          </p>
          <InboxTable messages={messages} listSearch={listSearch} />
          <PaginationNav pagination={pagination} hrefFor={(p) => `${adminPath("messages")}${inboxSearch(query, p)}`} label="Message pages" />
        </>
      )}
    </div>
  );
}
