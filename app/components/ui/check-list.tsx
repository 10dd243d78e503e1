import { Icon } from "~/components/ui/icon";

const itemClass = {
  plain: "flex gap-2 text-slate-700",
  tile: "flex items-start gap-3 rounded-lg bg-white px-4 py-3 font-medium text-slate-800 shadow-sm",
} as const;

/** A list whose points each carry a green check mark; `tile` sets each point on a white card. */
export function CheckList({
  items,
  className,
  variant = "plain",
}: {
  items: readonly string[];
  className?: string;
  variant?: keyof typeof itemClass;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClass[variant]}>
          <Icon name="circle-check" className="mt-0.5 h-5 w-5 shrink-0 text-primary-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
