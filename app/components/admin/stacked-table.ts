/**
 * Classes that turn an admin table into one card per row below 640px, so every column (and a
 * row's actions) is on screen without scrolling sideways. The markup stays a table, so its
 * semantics do not change; each cell shows its column's name from `data-label` on a phone,
 * where the header row is visually hidden.
 */
export const stacked = {
  table: "w-full text-left text-sm max-sm:block",
  head: "bg-slate-100 text-slate-800 max-sm:sr-only",
  body: "divide-y divide-slate-200 max-sm:block",
  row: "max-sm:grid max-sm:gap-1 max-sm:py-3",
  /** A cell: on a phone its label on the left, its value on the right; left out when empty. */
  cell:
    "max-sm:grid max-sm:grid-cols-[7rem_minmax(0,1fr)] max-sm:items-center max-sm:justify-items-start max-sm:gap-2 max-sm:py-1 max-sm:*:max-w-full max-sm:empty:hidden " +
    "max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:uppercase " +
    "max-sm:before:content-[attr(data-label)]",
} as const;
