import { paginate, type Pagination } from "../../app/lib/pagination";
import { INBOX_PAGE_SIZE, inboxFilterOf, type InboxMessage, type InboxQuery } from "../../app/schemas/inbox";
import type { InboxRow } from "./message-repository.server";
import type { MessagesService } from "./messages-service.server";

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
    message: row.message,
    time: row.client_time,
    status: row.status,
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

/** One page of the inbox as `query` asks for it; a page past the end (a stale link) gives the last. */
export async function inboxPage(
  messages: MessagesService,
  query: InboxQuery,
): Promise<{ messages: InboxMessage[]; pagination: Pagination }> {
  const filter = inboxFilterOf(query);
  const at = (offset: number) => messages.listInbox(filter, { limit: INBOX_PAGE_SIZE, offset });
  let { rows, total } = await at((query.page - 1) * INBOX_PAGE_SIZE);
  const pagination = paginate({ total, page: query.page, pageSize: INBOX_PAGE_SIZE });
  if (pagination.page !== query.page) ({ rows, total } = await at(pagination.offset));
  return { messages: rows.map(toInboxMessage), pagination };
}
