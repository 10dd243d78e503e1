import { ShieldCheck, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { requireAdmin } from "../../../server/auth/require-admin.server";
import type { Route } from "./+types/dashboard";

export const meta = () => adminMeta("Dashboard");

interface Count {
  label: string;
  value: number;
  to: string;
}

/** At-a-glance counts; each capability with something to count adds its line here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  const counts: Count[] = [{ label: "Admins", value: await context.services.admins.count(), to: "/adminalluser" }];
  return { counts };
}

const ICONS: Record<string, LucideIcon> = { Admins: ShieldCheck };

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="At a glance">
        {loaderData.counts.map((count) => {
          const Icon = ICONS[count.label] ?? ShieldCheck;
          return (
            <li key={count.label}>
              <Link
                to={count.to}
                className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-primary-700"
              >
                <Icon className="h-10 w-10 text-primary-700" aria-hidden="true" />
                <span className="grid">
                  <span className="text-3xl font-bold text-slate-900" data-testid={`count-${count.label}`}>
                    {count.value}
                  </span>
                  <span className="text-slate-700">{count.label}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
