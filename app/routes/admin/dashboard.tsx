import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { INBOX_PATH } from "~/lib/inbox";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/dashboard";

export const meta = () => adminMeta("Dashboard");

interface Count {
  label: string;
  value: number;
  /** The admin page that lists them, where there is one. */
  to?: string;
}

/** At-a-glance counts; each capability with something to count adds its line here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  const { admins, catalogue, messages } = context.services;
  const [adminCount, inbox, unread] = await Promise.all([
    admins.count(),
    messages.listInbox({}, { limit: 1, offset: 0 }),
    messages.countNew(),
  ]);
  const counts: Count[] = [
    { label: "Admins", value: adminCount, to: "/adminalluser" },
    { label: "Products", value: catalogue.listProducts().length },
    { label: "Messages", value: inbox.total, to: INBOX_PATH },
    { label: "New messages", value: unread, to: `${INBOX_PATH}?status=new` },
  ];
  return { counts };
}

const ICONS: Record<string, IconName> = { Admins: "shield-check", Products: "package", Messages: "inbox", "New messages": "mail-open" };
const cardClass = "flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

function CountBody({ count, icon }: { count: Count; icon: IconName }) {
  return (
    <>
      <Icon name={icon} className="h-10 w-10 text-primary-700" />
      <span className="grid">
        <span className="text-3xl font-bold text-slate-900" data-testid={`count-${count.label}`}>
          {count.value}
        </span>
        <span className="text-slate-700">{count.label}</span>
      </span>
    </>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="At a glance">
        {loaderData.counts.map((count) => {
          const icon = ICONS[count.label] ?? "shield-check";
          return (
            <li key={count.label}>
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
    </div>
  );
}
