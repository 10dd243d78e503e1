import { STATUS_LABELS, deliveryText } from "~/admin/inbox";
import { MESSAGE_KIND_VIEWS } from "~/admin/message-kinds";
import type { InboxMessage, MessageKind, MessageStatus } from "~/schemas/inbox";

// A label may wrap at its space ("Quote / request"): the inbox's columns then fit its box at
// 1280px whichever kinds and states are on the page.
const badge = "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold";

const STATUS_CLASSES: Record<MessageStatus, string> = {
  new: "border-amber-300 bg-amber-50 text-amber-900",
  in_progress: "border-sky-300 bg-sky-50 text-sky-900",
  replied: "border-primary-300 bg-primary-50 text-primary-900",
  archived: "border-slate-300 bg-slate-100 text-slate-800",
};

export function KindBadge({ kind }: { kind: MessageKind }) {
  const view = MESSAGE_KIND_VIEWS[kind];
  return <span className={`${badge} ${view.badge}`}>{view.label}</span>;
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
