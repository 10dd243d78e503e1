import { CheckList } from "~/components/ui/check-list";
import type { PointedBlock } from "~content/site/home";

/** A titled block of text with its checked points (home services, about expertise). */
export function PointedBlockCard({ block }: { block: PointedBlock }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-bold text-slate-900">{block.title}</h3>
      <p className="mt-3 text-slate-700">{block.text}</p>
      <CheckList items={block.points} className="mt-5 space-y-2" />
    </article>
  );
}
