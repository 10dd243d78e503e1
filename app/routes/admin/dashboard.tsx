import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { Link } from "~/components/ui/link";
import { adminMeta } from "~/components/admin/admin-meta";
import { withQuery } from "~/config/paths";
import { adminPath } from "~/config/admin-paths";
import { LOCALE_NAMES } from "~/i18n/locales";
import { productLanguagePath } from "~/catalogue/product-form";
import { dayCount, daysUntil } from "~/schemas/days";
import { DOCUMENT_TYPE_LABELS } from "~/schemas/documents";
import { LEAD_VIEWS, STAGE_LABELS, VIEW_LABELS } from "~/schemas/leads";
import { MESSAGE_KIND_VIEWS } from "~/admin/message-kinds";
import { buyerOf } from "~server/messages/follow-up-digests.server";
import { EXPIRY_WARNING_DAYS } from "~server/documents/documents.server";
import { requireAdmin } from "~server/auth/require-admin.server";
import { mayUse, type AdminArea } from "~/admin/roles";
import { countriesMapSvg, topProductsSvg, weeklyRequestsSvg } from "~server/messages/lead-charts.server";
import type { Route } from "./+types/dashboard";

export const meta = () => adminMeta("Dashboard");

/** The most of the admin's due follow-ups the dashboard lists; the inbox's Overdue view has them all. */
const DUE_FOLLOW_UPS_SHOWN = 10;

interface Count {
  /** Names the card's icon and test id, whatever its label says. */
  key: string;
  label: string;
  value: number;
  /** A line under the label, where the number needs one to read right. */
  note?: string;
  /** The admin page that lists them, where there is one. */
  to?: string;
}

/**
 * At-a-glance counts; each capability with something to count adds its line here. Each part
 * is read and shown only to a role that may use its area (decision 0065): no message counts or
 * charts for Catalogue, no products or documents for Sales, the admins' count for owners.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.services, "dashboard");
  const may = (area: AdminArea) => mayUse(admin.role, area);
  const { admins, messages, leads: leadsService, productAdmin, documents, leadMail, mailbox } = context.services;
  const [adminCount, inboxCounts, leads, followUps, catalogue, toRenew, unmatched] = await Promise.all([
    may("users") ? admins.count() : null,
    may("inbox") ? Promise.all([messages.listInbox({}, { limit: 1, offset: 0 }), messages.countNew(), messages.leadViewCounts(admin.id)]) : null,
    may("inbox") ? messages.leadStats() : null,
    // The looking admin's own leads due today or overdue, the oldest follow-up first (decision 0070).
    may("inbox") ? leadsService.dueFollowUps(admin.id, DUE_FOLLOW_UPS_SHOWN) : null,
    may("catalogue") ? Promise.all([productAdmin.missingTranslations(), productAdmin.list(), productAdmin.list({ status: "published" })]) : null,
    may("documents") ? documents.toRenew() : null,
    may("inbox") ? leadMail.countUnmatched() : null,
  ]);
  // The company's mailbox (decision 0069): said only when it fails or holds answers no lead claimed.
  const mailboxStatus = may("inbox") ? mailbox?.status() : undefined;
  const failing = mailboxStatus?.state === "failing" ? { failures: mailboxStatus.failures, error: mailboxStatus.lastError ?? "" } : null;
  const counts: Count[] = [];
  if (adminCount !== null) counts.push({ key: "Admins", label: "Admins", value: adminCount, to: adminPath("users") });
  if (catalogue) {
    const [, allProducts, published] = catalogue;
    // The products the site shows; the Products page lists drafts and hidden ones too, so the
    // card says which it counts and opens the list filtered the same way.
    counts.push({
      key: "Products",
      label: "Published products",
      value: published.pagination.total,
      note: `of ${allProducts.pagination.total} in all, with drafts and hidden`,
      to: withQuery(adminPath("products"), { status: "published" }),
    });
  }
  if (inboxCounts) {
    const [inbox, unread, views] = inboxCounts;
    counts.push(
      { key: "Messages", label: "Messages", value: inbox.total, to: adminPath("messages") },
      { key: "New messages", label: "New messages", value: unread, to: withQuery(adminPath("messages"), { status: "new" }) },
      // The inbox's lead views (decision 0068), each opening its view.
      ...LEAD_VIEWS.map((view) => ({ key: VIEW_LABELS[view], label: VIEW_LABELS[view], value: views[view], to: withQuery(adminPath("messages"), { view }) })),
    );
  }
  const renewal = (document: NonNullable<typeof toRenew>["expired"][number], today: string) => ({
    id: document.id,
    title: document.title,
    type: DOCUMENT_TYPE_LABELS[document.type],
    expiresOn: document.expiresOn!,
    days: daysUntil(document.expiresOn!, today),
    to: adminPath("document", { id: document.id }),
  });
  return {
    counts,
    leads,
    mailbox: failing || (unmatched ?? 0) > 0 ? { failing, unmatched: unmatched ?? 0, to: adminPath("mailbox") } : null,
    followUps: followUps && {
      leads: followUps.map((lead) => ({
        id: lead.id,
        buyer: buyerOf(lead),
        kind: MESSAGE_KIND_VIEWS[lead.kind].label,
        stage: STAGE_LABELS[lead.stage],
        followUpOn: lead.follow_up_on,
        overdue: lead.overdue,
        to: adminPath("message", { id: lead.id }),
      })),
      all: withQuery(adminPath("messages"), { view: "overdue" }),
    },
    renewals: toRenew && {
      expired: toRenew.expired.map((d) => renewal(d, toRenew.today)),
      expiring: toRenew.expiring.map((d) => renewal(d, toRenew.today)),
      withinDays: EXPIRY_WARNING_DAYS,
    },
    missingTranslations:
      catalogue &&
      catalogue[0].map((m) => ({
        language: LOCALE_NAMES[m.locale],
        count: m.count,
        first: m.first.map((p) => ({ name: p.name, to: productLanguagePath(p.id, m.locale) })),
      })),
    // Drawn here, on the server: the page gets finished SVG and no chart code.
    charts: leads && {
      weekly: weeklyRequestsSvg(leads.weeks),
      products: topProductsSvg(leads.products),
      countries: countriesMapSvg(leads.countries),
    },
  };
}

const ICONS: Record<string, IconName> = {
  Admins: "shield-check",
  Products: "package",
  Messages: "inbox",
  "New messages": "mail-open",
  [VIEW_LABELS.mine]: "target",
  [VIEW_LABELS.unassigned]: "users",
  [VIEW_LABELS.overdue]: "calendar-check",
};
const cardClass = "flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

function CountBody({ count, icon }: { count: Count; icon: IconName }) {
  return (
    <>
      <Icon name={icon} className="h-10 w-10 text-primary-700" />
      <span className="grid">
        <span className="text-3xl font-bold text-slate-900" data-testid={`count-${count.key}`}>
          {count.value}
        </span>
        <span className="text-slate-700">{count.label}</span>
        {count.note && (
          <span className="text-sm text-slate-600" data-testid={`count-note-${count.key}`}>
            {count.note}
          </span>
        )}
      </span>
    </>
  );
}

const panel = "grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const cell = "border-b border-slate-200 px-3 py-1.5";

/** A server-drawn chart (markup from server/messages/lead-charts.server.ts, visitor text escaped there). */
function Chart({ svg }: { svg: string }) {
  return <div className="w-full overflow-hidden" dangerouslySetInnerHTML={{ __html: svg }} />;
}

function FiguresTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: Array<[string, number]> }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${cell} font-semibold text-slate-900`}>
            {head[0]}
          </th>
          <th scope="col" className={`${cell} text-right font-semibold text-slate-900`}>
            {head[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={`${index}-${label}`}>
            <th scope="row" className={`${cell} font-normal break-words text-slate-800`}>
              {label}
            </th>
            <td className={`${cell} text-right tabular-nums text-slate-900`}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const weekLabel = (ms: number) => new Date(ms).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

type LoaderData = Route.ComponentProps["loaderData"];

function Leads({ leads, charts }: { leads: NonNullable<LoaderData["leads"]>; charts: NonNullable<LoaderData["charts"]> }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <section aria-labelledby="weekly-heading" className={`${panel} xl:col-span-2`}>
        <h2 id="weekly-heading" className="text-lg font-bold text-slate-900">
          Requests per week
        </h2>
        <Chart svg={charts.weekly} />
        <details>
          <summary className="cursor-pointer font-medium text-primary-800">The figures, week by week</summary>
          <FiguresTable
            caption="Requests per week, last six months"
            head={["Week of (Monday)", "Requests"]}
            rows={leads.weeks.map((week) => [weekLabel(week.start), week.count])}
          />
        </details>
      </section>
      <section aria-labelledby="products-heading" className={panel}>
        <h2 id="products-heading" className="text-lg font-bold text-slate-900">
          Most requested products
        </h2>
        <Chart svg={charts.products} />
        {leads.products.length > 0 && (
          <FiguresTable caption="Most requested products, last six months" head={["Product", "Requests"]} rows={leads.products.map((p) => [p.name, p.count])} />
        )}
      </section>
      <section aria-labelledby="countries-heading" className={panel}>
        <h2 id="countries-heading" className="text-lg font-bold text-slate-900">
          Requesting countries
        </h2>
        <Chart svg={charts.countries} />
        {leads.countries.length > 0 && (
          <FiguresTable caption="Requesting countries, last six months" head={["Country", "Requests"]} rows={leads.countries.map((c) => [`${c.name} (${c.code})`, c.count])} />
        )}
      </section>
    </div>
  );
}

/** The looking admin's leads whose follow-up day has come: the overdue ones first, then today's. */
/** The mailbox that cannot be read, or answers waiting to be put on a lead. */
function MailboxAlert({ mailbox }: { mailbox: NonNullable<LoaderData["mailbox"]> }) {
  return (
    <section aria-labelledby="mailbox-heading" className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-5" data-testid="mailbox-alert">
      <h2 id="mailbox-heading" className="text-lg font-bold text-slate-900">
        Mailbox
      </h2>
      {mailbox.failing && (
        <p className="text-slate-900">
          {`The mailbox could not be read (${mailbox.failing.failures} ${mailbox.failing.failures === 1 ? "attempt" : "attempts"} in a row): `}
          <span className="font-mono text-sm wrap-anywhere">{mailbox.failing.error}</span>
        </p>
      )}
      {mailbox.unmatched > 0 && <p className="text-slate-900">{`${mailbox.unmatched} ${mailbox.unmatched === 1 ? "answer names" : "answers name"} no lead.`}</p>}
      <Link to={mailbox.to} className="justify-self-start font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
        Open the mailbox
      </Link>
    </section>
  );
}

function FollowUps({ followUps }: { followUps: NonNullable<LoaderData["followUps"]> }) {
  return (
    <section aria-labelledby="follow-ups-heading" className={panel}>
      <h2 id="follow-ups-heading" className="text-lg font-bold text-slate-900">
        Your follow-ups due
      </h2>
      {followUps.leads.length === 0 ? (
        <p className="text-sm text-slate-700">None of your leads has a follow-up due today or overdue.</p>
      ) : (
        <ol className="grid gap-2 text-sm" data-testid="follow-ups">
          {followUps.leads.map((lead) => (
            <li key={lead.id} className="grid gap-0.5" data-testid="follow-up">
              <Link to={lead.to} className="font-medium break-words text-primary-800 underline underline-offset-2 hover:text-primary-900">
                {lead.buyer}
              </Link>
              <span className="text-slate-700">
                {`${lead.kind} · ${lead.stage} · `}
                {lead.overdue ? <strong className="font-semibold text-red-800">{`overdue, follow-up ${lead.followUpOn}`}</strong> : `due today, ${lead.followUpOn}`}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="text-sm">
        <Link to={followUps.all} className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900">
          All overdue follow-ups in the inbox
        </Link>
      </p>
    </section>
  );
}

type Renewals = NonNullable<LoaderData["renewals"]>;

/** One list of documents to renew, each linked to its page, with its date and how far off it is. */
function RenewalList({ id, heading, documents }: { id: string; heading: string; documents: Renewals["expired"] }) {
  return (
    <div className="grid content-start gap-2">
      <h3 id={id} className="font-semibold text-slate-900">{`${heading} (${documents.length})`}</h3>
      {documents.length === 0 ? (
        <p className="text-sm text-slate-700">None.</p>
      ) : (
        <ul aria-labelledby={id} className="grid gap-2 text-sm" data-testid={id}>
          {documents.map((document) => (
            <li key={document.id} className="grid gap-0.5">
              <Link to={document.to} className="font-medium break-words text-primary-800 underline underline-offset-2 hover:text-primary-900">
                {document.title}
              </Link>
              <span className="text-slate-700">
                {`${document.type} · ${document.days < 0 ? `expired ${document.expiresOn}, ${dayCount(-document.days)} ago` : document.days === 0 ? `expires today, ${document.expiresOn}` : `expires ${document.expiresOn}, in ${dayCount(document.days)}`}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The documents past their expiry date and those that expire soon, whatever their visibility. */
function DocumentsToRenew({ renewals }: { renewals: Renewals }) {
  return (
    <section aria-labelledby="renew-heading" className={panel}>
      <h2 id="renew-heading" className="text-lg font-bold text-slate-900">
        Documents to renew
      </h2>
      <p className="text-sm text-slate-700">The public site never shows an expired document as valid. When one is renewed, upload the new file as a new version and change its expiry date.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <RenewalList id="renew-expired" heading="Expired" documents={renewals.expired} />
        <RenewalList id="renew-expiring" heading={`Expiring within ${renewals.withinDays} days`} documents={renewals.expiring} />
      </div>
    </section>
  );
}

/** Per language, the published products whose texts are still English there, with links to their language tab. */
function MissingTranslations({ languages }: { languages: NonNullable<LoaderData["missingTranslations"]> }) {
  return (
    <section aria-labelledby="translations-heading" className={panel}>
      <h2 id="translations-heading" className="text-lg font-bold text-slate-900">
        Missing translations
      </h2>
      <p className="text-sm text-slate-700">Published products whose description and key benefits show in English on that language's pages.</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {languages.map((language) => (
          <li key={language.language} className="grid content-start gap-1" data-testid="missing-translations">
            <p className="font-semibold text-slate-900">
              {`${language.language}: ${language.count === 0 ? "all translated" : `${language.count} ${language.count === 1 ? "product" : "products"} missing`}`}
            </p>
            {language.first.length > 0 && (
              <ul className="grid gap-1 text-sm">
                {language.first.map((product) => (
                  <li key={product.to}>
                    <Link to={product.to} className="font-medium break-words text-primary-800 underline underline-offset-2 hover:text-primary-900">
                      {product.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="At a glance">
        {loaderData.counts.map((count) => {
          const icon = ICONS[count.key] ?? "shield-check";
          return (
            <li key={count.key}>
              {count.to ? (
                <Link to={count.to} className={`${cardClass} hover:border-primary-700`}>
                  <CountBody count={count} icon={icon} />
                </Link>
              ) : (
                <div className={cardClass}>
                  <CountBody count={count} icon={icon} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {loaderData.mailbox && <MailboxAlert mailbox={loaderData.mailbox} />}
      {/* Overdue leads first (issue: follow-ups that do not slip), then what else needs doing. */}
      {loaderData.followUps && <FollowUps followUps={loaderData.followUps} />}
      {loaderData.renewals && <DocumentsToRenew renewals={loaderData.renewals} />}
      {loaderData.missingTranslations && <MissingTranslations languages={loaderData.missingTranslations} />}
      {loaderData.leads && loaderData.charts && <Leads leads={loaderData.leads} charts={loaderData.charts} />}
    </div>
  );
}
