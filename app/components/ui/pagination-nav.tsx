import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { Pagination } from "~/catalogue/pagination";

interface PaginationNavProps {
  pagination: Pagination;
  /** The URL of a page of this listing (real links: every page works without JavaScript). */
  hrefFor: (page: number) => string;
  /** Names the landmark, e.g. "Pharmaceuticals pages". */
  label: string;
  /** The controls' words in the page's language ("Page {page}" is filled with the number); English by default. */
  texts?: PaginationTexts;
}

export interface PaginationTexts {
  previous: string;
  next: string;
  page: string;
}

const ENGLISH: PaginationTexts = { previous: "Previous", next: "Next", page: "Page {page}" };

// Compact on a phone so previous, seven page slots and next fit one 390px row.
const box =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-2 text-sm font-medium sm:h-11 sm:min-w-11 sm:px-3";
const active = `${box} border-slate-300 bg-white text-slate-800 hover:border-primary-700 hover:bg-primary-50 hover:text-primary-800`;
// A disabled link keeps its place in the row but goes nowhere: no href, announced as disabled.
const disabled = `${box} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`;

/**
 * Previous, numbered pages and next (specification: Category page). Previous is disabled on
 * the first page and next on the last; nothing is shown when everything fits on one page.
 */
export function PaginationNav({ pagination, hrefFor, label, texts = ENGLISH }: PaginationNavProps) {
  const { page, pageCount, hasPrevious, hasNext, items } = pagination;
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        <li>
          {hasPrevious ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={active}>
              <Icon name="chevron-left" className="h-4 w-4 rtl:-scale-x-100" />
              <span className="sr-only sm:not-sr-only">{texts.previous}</span>
            </Link>
          ) : (
            <a role="link" aria-disabled="true" className={disabled}>
              <Icon name="chevron-left" className="h-4 w-4 rtl:-scale-x-100" />
              <span className="sr-only sm:not-sr-only">{texts.previous}</span>
            </a>
          )}
        </li>
        {items.map((item) =>
          item.type === "gap" ? (
            <li key={item.key} aria-hidden="true" className="px-0.5 text-slate-500 sm:px-1">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                aria-label={texts.page.replace("{page}", String(item.page))}
                aria-current={item.page === page ? "page" : undefined}
                className={
                  item.page === page ? `${box} border-primary-700 bg-primary-700 text-white` : active
                }
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link to={hrefFor(page + 1)} rel="next" className={active}>
              <span className="sr-only sm:not-sr-only">{texts.next}</span>
              <Icon name="chevron-right" className="h-4 w-4 rtl:-scale-x-100" />
            </Link>
          ) : (
            <a role="link" aria-disabled="true" className={disabled}>
              <span className="sr-only sm:not-sr-only">{texts.next}</span>
              <Icon name="chevron-right" className="h-4 w-4 rtl:-scale-x-100" />
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}
