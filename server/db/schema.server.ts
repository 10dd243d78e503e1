/**
 * The database's tables as Kysely sees them. Timestamps are epoch milliseconds (bigint in
 * PostgreSQL, integer in SQLite) so both engines compare and sort them the same way; lists are
 * JSON text. Each migration that adds a table adds its interface here.
 */
export interface DB {
  rate_limits: RateLimitsTable;
  messages: MessagesTable;
  outbox: OutboxTable;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export type MessageKind = "contact" | "inquiry";
export type MessageStatus = "new" | "in_progress" | "replied" | "archived";
export type OutboxState = "queued" | "sending" | "sent" | "failed";

/** A contact message or a product inquiry; the fields one kind does not have are null. */
export interface MessagesTable {
  id: string;
  kind: MessageKind;
  name: string | null;
  email: string;
  phone: string;
  interest: string | null;
  product: string | null;
  country: string | null;
  message: string | null;
  /** The sender's local date-time string, as their browser wrote it. */
  client_time: string | null;
  status: MessageStatus;
  created_at: number;
  updated_at: number;
}

/** One e-mail delivery per message, claimed by a worker under a lease. */
export interface OutboxTable {
  message_id: string;
  /** Stable across retries; the mail's Message-ID is derived from it. */
  idempotency_key: string;
  state: OutboxState;
  attempts: number;
  next_attempt_at: number;
  claim_token: string | null;
  claimed_until: number | null;
  last_error: string | null;
  sent_at: number | null;
  created_at: number;
  updated_at: number;
}
