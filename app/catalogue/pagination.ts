/** Products per page on category and search listings (docs/requirements.md §1.4). */
export const CATALOGUE_PAGE_SIZE = 8;

/** One entry of the numbered page list: a page number, or a gap shown as an ellipsis. */
export type PageItem = { type: "page"; page: number } | { type: "gap"; key: string };

export interface Pagination {
  /** The page shown, clamped between 1 and pageCount. */
  page: number;
  /** At least 1, so an empty list still has one (empty) page. */
  pageCount: number;
  total: number;
  pageSize: number;
  /** Index of the first item of the page in the whole list (for slice). */
  offset: number;
  /** 1-based positions for 'Showing X-Y of N results'; both 0 when the list is empty. */
  from: number;
  to: number;
  hasPrevious: boolean;
  hasNext: boolean;
  items: PageItem[];
}

/**
 * Reads `?page=` leniently: anything that is not a positive whole number is page 1, so a
 * mistyped or hand-edited link still shows a page instead of an error.
 */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/**
 * Where the list of `total` items is when page `requested` of size `pageSize` is asked for.
 * The page is clamped (docs/requirements.md §1.6): below 1 gives the first, past the end the last.
 */
export function paginate({ total, page: requested, pageSize }: { total: number; page: number; pageSize: number }): Pagination {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  const safeTotal = Math.max(0, Math.floor(total));
  const pageCount = Math.max(1, Math.ceil(safeTotal / pageSize));
  const page = Math.min(pageCount, Math.max(1, Number.isFinite(requested) ? Math.floor(requested) : 1));
  const offset = (page - 1) * pageSize;
  const from = safeTotal === 0 ? 0 : offset + 1;
  const to = Math.min(safeTotal, offset + pageSize);
  return {
    page,
    pageCount,
    total: safeTotal,
    pageSize,
    offset,
    from,
    to,
    hasPrevious: page > 1,
    hasNext: page < pageCount,
    items: pageItems(page, pageCount),
  };
}

/**
 * The numbered buttons: every page when there are at most seven, otherwise the first, the
 * last and the current page with its neighbours, gaps between. Seven slots at most, so the row
 * fits a phone.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const pages = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i): PageItem => ({ type: "page", page: from + i }));
  if (pageCount <= 7) return pages(1, pageCount);
  if (page <= 4) return [...pages(1, 5), { type: "gap", key: "gap-end" }, ...pages(pageCount, pageCount)];
  if (page >= pageCount - 3) return [...pages(1, 1), { type: "gap", key: "gap-start" }, ...pages(pageCount - 4, pageCount)];
  return [
    ...pages(1, 1),
    { type: "gap", key: "gap-start" },
    ...pages(page - 1, page + 1),
    { type: "gap", key: "gap-end" },
    ...pages(pageCount, pageCount),
  ];
}
