import type { ReactNode } from "react";
import { stacked } from "~/components/admin/stacked-table";

/**
 * The parts every spreadsheet import's preview page is made of (the catalogue's and the
 * registrations'): a card per group of rows, a table of rows (a refused row on one line per
 * problem, each a card on a phone), and a refusal said aloud.
 */

const card = "grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const cellClass = `${stacked.cell} px-3 py-2 align-top break-words`;

/** One row of a preview: its line in the file and what is wrong with it. */
interface PreviewRowBase {
  row: number;
  problems: readonly unknown[];
}

export function RowsTable<R extends PreviewRowBase>({ caption, columns, rows, cells }: { caption: string; columns: string[]; rows: R[]; cells: (row: R) => ReactNode[] }) {
  return (
    <table className={stacked.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={stacked.head}>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={stacked.body}>
        {rows.flatMap((row) =>
          // A refused row has one line per problem.
          (row.problems.length > 0 ? row.problems.map((_, i) => i) : [0]).map((i) => (
            <tr key={`${row.row}-${i}`} className={stacked.row}>
              {cells({ ...row, problems: row.problems.length > 0 ? [row.problems[i]!] : [] }).map((cell, c) => (
                <td key={columns[c]} data-label={columns[c]} className={cellClass}>
                  {cell}
                </td>
              ))}
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

export function PreviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PreviewAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      {children}
    </p>
  );
}
