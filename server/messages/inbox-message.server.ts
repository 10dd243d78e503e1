import type { InboxMessage } from "../../app/schemas/inbox";
import { MESSAGE_KIND_MODULES } from "./kinds/index.server";
import type { InboxRow } from "./message-repository.server";
import { parseTags } from "./leads-service.server";

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A stored message as the inbox pages and the inbox API show it. */
export function toInboxMessage(row: InboxRow): InboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    interest: row.interest,
    product: row.product,
    country: row.country,
    countryCode: row.country_code,
    message: row.message,
    company: row.company,
    time: row.client_time,
    locale: row.locale,
    channel: row.channel,
    quote: MESSAGE_KIND_MODULES[row.kind].inboxTerms(row),
    status: row.status,
    lead: {
      owner: row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? "" },
      stage: row.stage,
      lostReason: row.lost_reason,
      lostNote: row.lost_note,
      followUp: row.follow_up_on,
      tags: parseTags(row.tags),
      company: row.buyer_company,
      country: row.buyer_country,
      answeredAt: iso(row.answered_at),
    },
    receivedAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    delivery:
      row.delivery_state === null
        ? null
        : {
            state: row.delivery_state,
            attempts: Number(row.attempts ?? 0),
            lastError: row.last_error,
            sentAt: iso(row.sent_at),
            nextAttemptAt: iso(row.next_attempt_at),
          },
  };
}
