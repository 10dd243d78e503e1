import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { fieldErrors } from "../../app/lib/field-errors";
import { invalid, notFound, conflict, ok, throttled, type Outcome } from "../../app/lib/outcome";
import { paginate, type Pagination } from "../../app/lib/pagination";
import { ContactSchema, type Contact } from "../../app/schemas/contact";
import { HONEYPOT_FIELD } from "../../app/schemas/form-rules";
import {
  INBOX_PAGE_SIZE,
  MESSAGE_NOT_FOUND,
  NOT_RETRYABLE,
  StatusUpdateSchema,
  inboxFilterOf,
  type InboxMessage,
  type InboxQuery,
} from "../../app/schemas/inbox";
import { InquiryServerSchema, type ResolvedInquiry } from "../../app/schemas/inquiry.server";
import type { DB, MessageKind } from "../db/schema.server";
import type { Logger } from "../logger.server";
import type { RateLimiter } from "../security/rate-limiter.server";
import { countryName } from "../../app/lib/countries.server";
import { inboxCsv } from "./inbox-csv.server";
import { LEAD_WEEKS, TOP_PRODUCTS, WEEK_MS, leadWeeksStart, type LeadStats } from "./lead-stats.server";
import { toInboxMessage } from "./inbox-message.server";
import type { InboxFilter, InboxRow, MessageRepository, MessageRow } from "./message-repository.server";
import type { OutboxRepository } from "./outbox-repository.server";

export const RATE_LIMIT_MESSAGE = "Too many messages were sent from your network. Please wait a minute and try again.";

const RATE_WINDOW_MS = 60_000;

/** The most rows one CSV export holds; a narrower filter gets the rest. */
export const CSV_EXPORT_LIMIT = 10_000;

/** The whole-form message of a submission with field errors (the API's and the plain post's). */
export const CORRECT_FIELDS = "Please correct the highlighted fields";

export interface MessagesServiceDeps {
  db: Kysely<DB>;
  messages: MessageRepository;
  outbox: OutboxRepository;
  rateLimiter: RateLimiter;
  log: Logger;
  /** Contact + inquiry posts allowed per IP per minute. */
  rateLimit: number;
  /** True when a mail transport is configured: each message then gets an outbox row. */
  forwarding: boolean;
  /** Called after a commit that queued a delivery (wakes this process's worker). */
  onQueued: () => void;
  now?: () => number;
}

export class MessagesService {
  private readonly now: () => number;
  /** The last message's received time in this process (see `store`). */
  private lastReceivedAt = 0;

  constructor(private readonly deps: MessagesServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * Checks the rate limit, the honeypot and the schema, then stores the message. The answer
   * comes only after the commit, so ok means the message is on disk. The same answer for the
   * page's script, a plain form post or any client.
   */
  async submit(kind: MessageKind, input: unknown, clientIp: string): Promise<Outcome<{ id: string }>> {
    const limit = await this.deps.rateLimiter.hit(`form:${clientIp}`, RATE_WINDOW_MS);
    if (limit.count > this.deps.rateLimit) return throttled(RATE_LIMIT_MESSAGE, limit.retryAfterMs);
    const body = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
    const trap = body[HONEYPOT_FIELD];
    if (typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null) {
      // Answered like a success so the bot learns nothing; nothing is stored or sent.
      this.deps.log.info({ kind, clientIp }, "honeypot filled; submission dropped");
      return ok({ id: randomUUID() });
    }
    if (kind === "contact") {
      const parsed = ContactSchema.safeParse(body);
      if (!parsed.success) return invalid(fieldErrors(parsed.error), CORRECT_FIELDS);
      return ok({ id: await this.storeContact(parsed.data) });
    }
    const parsed = InquiryServerSchema.safeParse(body);
    if (!parsed.success) return invalid(fieldErrors(parsed.error), CORRECT_FIELDS);
    return ok({ id: await this.storeInquiry(parsed.data) });
  }

  private async storeContact(contact: Contact): Promise<string> {
    return this.store({
      kind: "contact",
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      interest: contact.interest,
      product: null,
      country: null,
      country_code: null,
      message: contact.message || null,
      client_time: contact.time || null,
    });
  }

  private async storeInquiry(inquiry: ResolvedInquiry): Promise<string> {
    return this.store({
      kind: "inquiry",
      name: null,
      email: inquiry.email,
      phone: inquiry.phone,
      interest: null,
      product: inquiry.product,
      country: inquiry.country.name,
      country_code: inquiry.country.code,
      message: inquiry.message,
      client_time: null,
    });
  }

  private async store(fields: Omit<MessageRow, "id" | "status" | "created_at" | "updated_at">): Promise<string> {
    const { db, messages, outbox, forwarding, log } = this.deps;
    // Received times are unique within a process (two messages in one millisecond are a
    // millisecond apart), so the inbox's "newest first" is one fixed order, not a coin toss
    // between random ids.
    const now = this.now();
    const receivedAt = Math.max(now, this.lastReceivedAt + 1);
    this.lastReceivedAt = receivedAt;
    const row: MessageRow = { ...fields, id: randomUUID(), status: "new", created_at: receivedAt, updated_at: receivedAt };
    // The message and its outbox row commit together or not at all.
    await db.transaction().execute(async (trx) => {
      await messages.create(row, trx);
      if (forwarding) {
        await outbox.create(
          {
            message_id: row.id,
            idempotency_key: randomUUID(),
            state: "queued",
            attempts: 0,
            next_attempt_at: now,
            claim_token: null,
            claimed_until: null,
            last_error: null,
            sent_at: null,
            created_at: now,
            updated_at: now,
          },
          trx,
        );
      }
    });
    if (forwarding) this.deps.onQueued();
    else log.info({ messageId: row.id, kind: row.kind, email: row.email }, "message stored; no mail transport configured");
    return row.id;
  }

  /** The dashboard's pictures of the requests received in the `LEAD_WEEKS` weeks up to `now`. */
  async leadStats(now: number = this.now()): Promise<LeadStats> {
    const since = leadWeeksStart(now);
    const [buckets, products, countries] = await Promise.all([
      this.deps.messages.countByBucket(since, WEEK_MS),
      this.deps.messages.countRequestedProducts(since, TOP_PRODUCTS),
      this.deps.messages.countByCountry(since),
    ]);
    const weeks = Array.from({ length: LEAD_WEEKS }, (_, i) => ({ start: since + i * WEEK_MS, count: 0 }));
    for (const { bucket, count } of buckets) if (weeks[bucket]) weeks[bucket].count = count;
    return {
      since,
      weeks,
      products,
      countries: countries.map(({ code, count }) => ({ code, name: countryName(code) ?? code, count })),
    };
  }

  // The admin inbox.

  listInbox(filter: InboxFilter, page: { limit: number; offset: number }): Promise<{ rows: InboxRow[]; total: number }> {
    return this.deps.messages.list(filter, page);
  }

  /** One page of the inbox as `query` asks for it; a page past the end (a stale link) gives the last. */
  async inboxPage(query: InboxQuery): Promise<{ messages: InboxMessage[]; pagination: Pagination }> {
    const filter = inboxFilterOf(query);
    const at = (offset: number) => this.listInbox(filter, { limit: INBOX_PAGE_SIZE, offset });
    let { rows, total } = await at((query.page - 1) * INBOX_PAGE_SIZE);
    const pagination = paginate({ total, page: query.page, pageSize: INBOX_PAGE_SIZE });
    if (pagination.page !== query.page) ({ rows, total } = await at(pagination.offset));
    return { messages: rows.map(toInboxMessage), pagination };
  }

  async getMessage(id: string): Promise<Outcome<InboxMessage>> {
    const row = await this.deps.messages.getById(id);
    return row ? ok(toInboxMessage(row)) : notFound(MESSAGE_NOT_FOUND);
  }

  countNew(): Promise<number> {
    return this.deps.messages.countByStatus("new");
  }

  /** `input` is `{status}` as the status form or the API sent it, checked here. */
  async setStatus(id: string, input: unknown): Promise<Outcome<InboxMessage>> {
    const parsed = StatusUpdateSchema.safeParse(input ?? {});
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    if (!(await this.deps.messages.updateStatus(id, parsed.data.status, this.now()))) return notFound(MESSAGE_NOT_FOUND);
    return this.getMessage(id);
  }

  /** The filtered inbox as CSV, newest first. */
  async exportCsv(filter: InboxFilter): Promise<string> {
    const { rows } = await this.deps.messages.list(filter, { limit: CSV_EXPORT_LIMIT, offset: 0 });
    return inboxCsv(rows);
  }

  /** Puts a parked delivery back in the queue; a conflict when it was not parked. */
  async retryDelivery(id: string): Promise<Outcome<InboxMessage>> {
    const requeued = await this.deps.outbox.requeueFailed(id, this.now());
    if (requeued) this.deps.onQueued();
    const message = await this.getMessage(id);
    if (message.kind !== "ok" || requeued) return message;
    return conflict(NOT_RETRYABLE);
  }
}
