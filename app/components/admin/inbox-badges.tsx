import { KIND_LABELS, STATUS_LABELS, deliveryText } from "~/lib/inbox";
import type { InboxMessage, MessageKind, MessageStatus } from "~/schemas/inbox";

const badge = "inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold";

const KIND_CLASSES: Record<MessageKind, string> = {
  contact: "border-sky-300 bg-sky-50 text-sky-900",
  inquiry: "border-violet-300 bg-violet-50 text-violet-900",
  quote: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

const STATUS_CLASSES: Record<MessageStatus, string> = {
  new: "border-amber-300 bg-amber-50 text-amber-900",
  in_progress: "border-sky-300 bg-sky-50 text-sky-900",
  replied: "border-primary-300 bg-primary-50 text-primary-900",
  archived: "border-slate-300 bg-slate-100 text-slate-800",
};

export function KindBadge({ kind }: { kind: MessageKind }) {
  return <span className={`${badge} ${KIND_CLASSES[kind]}`}>{KIND_LABELS[kind]}</span>;
}

export function StatusBadge({ status }: { status: MessageStatus }) {
  return <span className={`${badge} ${STATUS_CLASSES[status]}`}>{STATUS_LABELS[status]}</span>;
}

/** The delivery state with its attempts; a parked delivery stands out. */
export function DeliveryBadge({ delivery }: { delivery: InboxMessage["delivery"] }) {
  const tone =
    delivery?.state === "failed"
      ? "border-red-300 bg-red-50 text-red-900"
      : delivery?.state === "sent"
        ? "border-primary-300 bg-primary-50 text-primary-900"
        : "border-slate-300 bg-white text-slate-800";
  return <span className={`${badge} ${tone}`}>{deliveryText(delivery)}</span>;
}
