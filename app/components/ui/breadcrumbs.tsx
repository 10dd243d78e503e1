import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";

export interface Crumb {
  label: string;
  /** Absent for the current page, which is the last crumb. */
  to?: string;
}

/**
 * The trail from the home page to this one; the last entry is the current page. `label` names
 * the landmark in the page's language (the crumbs' own labels and links come ready-made).
 */
export function Breadcrumbs({ items, label = "Breadcrumb" }: { items: readonly Crumb[]; label?: string }) {
  return (
    <nav aria-label={label} className="text-sm print:hidden">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-slate-600">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1">
            {index > 0 && <Icon name="chevron-right" className="h-4 w-4 shrink-0 text-slate-400 rtl:-scale-x-100" />}
            {item.to ? (
              <Link to={item.to} className="rounded underline-offset-2 hover:text-primary-800 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium break-words text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
