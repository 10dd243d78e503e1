import type { DeliveryFilter, InboxMessage, InboxQuery, MessageStatus } from "../schemas/inbox";
import { MESSAGE_KIND_VIEWS } from "./message-kinds";


export const STATUS_LABELS: Record<MessageStatus, string> = {
  new: "New",
  in_progress: "In progress",
  replied: "Replied",
  archived: "Archived",
};

export const DELIVERY_LABELS: Record<DeliveryFilter, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  none: "Not forwarded",
};

function attemptsText(n: number): string {
  return n === 1 ? "1 attempt" : `${n} attempts`;
}

/** The delivery state with its attempts: "Sent", "Queued, 2 attempts", "Failed after 10 attempts". */
export function deliveryText(delivery: InboxMessage["delivery"]): string {
  if (!delivery) return DELIVERY_LABELS.none;
  const label = DELIVERY_LABELS[delivery.state];
  if (delivery.state === "failed") return `${label} after ${attemptsText(delivery.attempts)}`;
  if (delivery.state === "sent" || delivery.attempts === 0) return label;
  return `${label}, ${attemptsText(delivery.attempts)}`;
}

/** The part of a query that narrows the list (everything but the page). */
export type InboxFilterQuery = Pick<InboxQuery, "view" | "kind" | "status" | "stage" | "delivery" | "q">;

/** True for any filter, search or lead view. */
export function hasFilters(query: Partial<InboxFilterQuery>): boolean {
  return Boolean(query.view || query.kind || query.status || query.stage || query.delivery || query.q);
}

/** `?kind=...&page=N` with only what is set, for links that keep the filters. */
export function inboxSearch(query: Partial<InboxFilterQuery>, page = 1): string {
  const params = new URLSearchParams();
  if (query.view) params.set("view", query.view);
  if (query.kind) params.set("kind", query.kind);
  if (query.status) params.set("status", query.status);
  if (query.stage) params.set("stage", query.stage);
  if (query.delivery) params.set("delivery", query.delivery);
  if (query.q) params.set("q", query.q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Who sent it, as the list names them: the name of a contact, the e-mail of an inquiry. */
export function senderOf(message: Pick<InboxMessage, "name" | "email">): string {
  return message.name || message.email;
}

/** What it is about: the product of an inquiry, the interest of a contact message, a quote's reference and company. */
export function topicOf(message: Pick<InboxMessage, "product" | "interest"> & { quote?: InboxMessage["quote"] }): string {
  if (message.quote) return `${message.quote.reference} (${message.quote.company})`;
  return message.product || message.interest || "";
}

/**
 * A mailto link answering the sender. The address is percent-encoded except its @, so text the
 * visitor typed can add no header or second recipient to the link.
 */
export function replyHref(message: Pick<InboxMessage, "email" | "kind" | "product"> & { quote?: InboxMessage["quote"] }, siteName: string): string {
  const subject = MESSAGE_KIND_VIEWS[message.kind].replySubject(message) ?? `Re: Your message to ${siteName}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

/**
 * Links that call or message a sender's phone as they typed it: `tel:` always (the digits, with
 * the + when the number carries its country code), WhatsApp only when it carries the code
 * (a leading + or 00), since wa.me needs it. Null when there are no digits to dial.
 */
export function phoneLinks(phone: string | null): { tel: string; whatsapp: string | null } | null {
  const typed = (phone ?? "").trim();
  const digits = typed.replace(/\D/g, "");
  if (digits === "") return null;
  const lead = typed.replace(/^[\s(]+/, "");
  const international = lead.startsWith("+") || lead.startsWith("00");
  if (!international) return { tel: `tel:${digits}`, whatsapp: null };
  const e164 = lead.startsWith("00") ? digits.slice(2) : digits;
  return { tel: `tel:+${e164}`, whatsapp: `https://wa.me/${e164}` };
}
