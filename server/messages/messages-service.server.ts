import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { fieldErrors } from "../../app/forms/field-errors";
import { invalid, notFound, conflict, ok, throttled, type Outcome } from "../../app/forms/outcome";
import { paginate, type Pagination } from "../../app/catalogue/pagination";
import { companyDefaults } from "../../app/config/site";
import { HONEYPOT_FIELD } from "../../app/schemas/form-rules";
import { says, validationErrors, type ValidationText } from "../../app/schemas/validation-messages";
import {
  INBOX_PAGE_SIZE,
  MESSAGE_NOT_FOUND,
  NOT_RETRYABLE,
  StatusUpdateSchema,
  inboxFilterOf,
  type InboxMessage,
  type InboxQuery,
} from "../../app/schemas/inbox";
import { QUOTE_MESSAGES, quoteReference } from "../../app/schemas/quote";
import { DAY_MS, isoDay } from "../../app/schemas/days";
import { quoteRequestServerSchema, type ResolvedQuoteRequest as QuoteRequest } from "../../app/schemas/quote.server";
import type { DB, MessageChannel, MessageKind, OutboxRecipient } from "../db/schema.server";
import type { OutgoingMail } from "../outgoing-mail.server";
import type { Logger } from "../logger.server";
import type { RateLimiter } from "../security/rate-limiter.server";
import { countryName } from "../../app/company/countries.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locales";
import { inboxCsv } from "./inbox-csv.server";
import { LEAD_VIEWS, type LeadView } from "../../app/schemas/leads";
import { MESSAGE_KIND_MODULES, deliveryMail, type FormKind } from "./kinds/index.server";
import { EMPTY_FIELDS, type AcknowledgementSender, type KindFields } from "./kinds/kind.server";
import { quoteFields } from "./kinds/quote.server";
import { documentRequest, documentRequestFields } from "./kinds/document-request.server";
import { DOCUMENT_REQUEST_MESSAGES, type RequestedDocument } from "../../app/schemas/document-requests";
import { DocumentRequestServerSchema } from "../../app/schemas/document-requests.server";
import type { MailContent } from "../outgoing-mail.server";
import { LEAD_WEEKS, TOP_PRODUCTS, WEEK_MS, leadWeeksStart, type LeadStats } from "./lead-stats.server";
import { quoteLinesXlsx } from "./quote-lines-xlsx.server";
import { toInboxMessage } from "./inbox-message.server";
import type { InboxFilter, InboxRow, MessageRepository, MessageRow, QuoteLineRow } from "./message-repository.server";
import { NEW_LEAD } from "./lead-repository.server";
import type { OutboxRepository } from "./outbox-repository.server";

export const RATE_LIMIT_MESSAGE = says("rateLimited");

const RATE_WINDOW_MS = 60_000;

/** The most rows one CSV export holds; a narrower filter gets the rest. */
export const CSV_EXPORT_LIMIT = 10_000;

/** The whole-form message of a submission with field errors (the API's and the plain post's). */
export const CORRECT_FIELDS = says("correctFields");

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
  /** True when the transport can also mail a sender an acknowledgement (for the kinds that have one). */
  acknowledgements?: boolean;
  /** Who signs an acknowledgement, and their contacts: the company's details (Settings) as they are when it is sent. */
  sender?: () => AcknowledgementSender;
  /** Acknowledgements one address may get per day; past it the request is kept, unacknowledged. */
  acknowledgementsPerAddress?: number;
  /** The public catalogue, to name a quote's products; without it every product is unknown. */
  products?: ProductLookup;
  /**
   * The documents domain's part of a document request (decision 0062): which documents may be
   * asked for, storing them with the message, and the buyer's answer once staff decided.
   */
  documentRequests?: {
    resolve(ids: readonly string[]): RequestedDocument[] | null;
    saveItems(messageId: string, documents: readonly RequestedDocument[], trx: Kysely<DB>): Promise<void>;
    answerMail(messageId: string, sender: AcknowledgementSender): Promise<MailContent | null>;
  };
  /** Called after a commit that queued a delivery (wakes this process's worker). */
  onQueued: () => void;
  now?: () => number;
}

/** A visible product by its slug, as the catalogue answers. */
export type ProductLookup = (slug: string) => { slug: string; name: string } | null;

/** A stored quote request: its id and the reference the buyer is given. */
export interface QuoteReceipt {
  id: string;
  reference: string;
}

/**
 * A line of a buyer's list whose product left the public catalogue before they sent it: it goes
 * with the request, marked unavailable, so sales sees what the buyer wanted. Only the /quote
 * page's list supplies these (the JSON API names products the catalogue must know).
 */
export interface UnavailableQuoteLine {
  name: string;
  quantity: number | null;
  unit: string;
  note: string;
}


/**
 * The language a message says it was sent in: one of the site's, else English. A value the
 * site does not know is never a reason to refuse the message.
 */
export function messageLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
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
   * page's script, a plain form post or any client. `locale` is the language of the page it
   * was sent from (any value: one the site does not know is stored as English). The kind's
   * module (`kinds/`) checks it and says what is stored.
   */
  async submit(kind: FormKind, input: unknown, clientIp: string, locale?: unknown): Promise<Outcome<{ id: string }, ValidationText>> {
    const language = messageLocale(locale);
    const guard = await this.guard(kind, input, clientIp);
    if (guard.kind !== "ok") return guard;
    const body = guard.value;
    if (body === null) return ok({ id: randomUUID() });
    const checked = MESSAGE_KIND_MODULES[kind].submission(body, language);
    if ("issues" in checked) return invalid(validationErrors(checked.issues), CORRECT_FIELDS);
    return ok({ id: await this.store(kind, checked.fields, language) });
  }

  /**
   * Counts one public form post of `clientIp` against `FORM_RATE_LIMIT` a minute: every form
   * that stores something a visitor sent (messages, requests, a new quote list) shares it.
   */
  async formAllowance(clientIp: string): Promise<Outcome<undefined, ValidationText>> {
    const limit = await this.deps.rateLimiter.hit(`form:${clientIp}`, RATE_WINDOW_MS);
    return limit.count > this.deps.rateLimit ? throttled(RATE_LIMIT_MESSAGE, limit.retryAfterMs) : ok();
  }

  /**
   * The rate limit and the honeypot every public form shares: the body to check, or null when
   * the honeypot was filled (answered like a success so the bot learns nothing; nothing is kept).
   */
  private async guard(kind: MessageKind, input: unknown, clientIp: string): Promise<Outcome<Record<string, unknown> | null, ValidationText>> {
    const allowed = await this.formAllowance(clientIp);
    if (allowed.kind !== "ok") return allowed;
    const body = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
    const trap = body[HONEYPOT_FIELD];
    if (typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null) {
      this.deps.log.info({ kind, clientIp }, "honeypot filled; submission dropped");
      return ok(null);
    }
    return ok(body);
  }

  /**
   * A request for quotation: the request, its lines (named from the catalogue as it is now)
   * and its deliveries are one commit; the reference is the year's next number. The /quote
   * page, `POST /api/quote` and the assistants' `request_quotation` tool all send it here
   * (`channel` says which way it came; decision 0063).
   */
  async submitQuote(
    input: unknown,
    clientIp: string,
    locale?: unknown,
    { unavailable = [], channel = "web" }: { unavailable?: readonly UnavailableQuoteLine[]; channel?: MessageChannel } = {},
  ): Promise<Outcome<QuoteReceipt, ValidationText>> {
    const guard = await this.guard("quote", input, clientIp);
    if (guard.kind !== "ok") return guard;
    const now = this.now();
    if (guard.value === null) return ok({ id: randomUUID(), reference: quoteReference(new Date(now).getUTCFullYear(), 0) });
    const parsed = quoteRequestServerSchema(isoDay(now - DAY_MS)).safeParse(guard.value);
    if (!parsed.success) return invalid(validationErrors(parsed.error), CORRECT_FIELDS);
    const named: Array<{ slug: string; name: string; line: QuoteRequest["lines"][number] }> = [];
    for (const line of parsed.data.lines) {
      const product = this.deps.products?.(line.product) ?? null;
      if (!product) return invalid({ lines: QUOTE_MESSAGES.productUnknown }, CORRECT_FIELDS);
      if (named.some((n) => n.slug === product.slug)) return invalid({ lines: QUOTE_MESSAGES.productTwice }, CORRECT_FIELDS);
      named.push({ slug: product.slug, name: product.name, line });
    }
    return ok(await this.storeQuote(parsed.data, named, messageLocale(locale), unavailable, channel));
  }

  /**
   * A buyer's request for documents shared on request: the request and the documents it names
   * (as they are named now) commit together with the company's mail. A document that is not,
   * or no longer, on request is refused (`documentUnknown`) and nothing is stored.
   */
  async submitDocumentRequest(input: unknown, clientIp: string, locale?: unknown): Promise<Outcome<{ id: string }, ValidationText>> {
    const guard = await this.guard("document-request", input, clientIp);
    if (guard.kind !== "ok") return guard;
    if (guard.value === null) return ok({ id: randomUUID() });
    const parsed = DocumentRequestServerSchema.safeParse(guard.value);
    if (!parsed.success) return invalid(validationErrors(parsed.error), CORRECT_FIELDS);
    const requests = this.deps.documentRequests;
    const documents = requests?.resolve(parsed.data.documents) ?? null;
    if (!requests || !documents) return invalid({ documents: DOCUMENT_REQUEST_MESSAGES.documentUnknown }, CORRECT_FIELDS);
    const id = await this.store("document-request", documentRequestFields(parsed.data, documents), messageLocale(locale), {
      after: (row, trx) => requests.saveItems(row.id, documents, trx),
    });
    return ok({ id });
  }

  private async storeQuote(
    quote: QuoteRequest,
    named: Array<{ slug: string; name: string; line: QuoteRequest["lines"][number] }>,
    locale: Locale,
    unavailable: readonly UnavailableQuoteLine[],
    channel: MessageChannel,
  ): Promise<QuoteReceipt> {
    const { messages } = this.deps;
    const year = new Date(this.now()).getUTCFullYear();
    let reference = "";
    const id = await this.store(
      "quote",
      quoteFields(quote),
      locale,
      {
        async before(row, trx) {
          reference = quoteReference(year, await messages.nextQuoteSequence(year, trx));
          row.reference = reference;
        },
        async after(row, trx) {
          const lines: QuoteLineRow[] = named.map(({ slug, name, line }, index) => ({
            message_id: row.id,
            position: index + 1,
            product_slug: slug,
            product_name: name,
            quantity: line.quantity,
            unit: line.unit,
            note: line.note,
            available: 1,
          }));
          // After the products being quoted; no slug (the product has no public page) and 0 for a quantity never set.
          for (const gone of unavailable) {
            lines.push({
              message_id: row.id,
              position: lines.length + 1,
              product_slug: "",
              product_name: gone.name,
              quantity: gone.quantity ?? 0,
              unit: gone.unit,
              note: gone.note,
              available: 0,
            });
          }
          await messages.createQuoteLines(lines, trx);
        },
        channel,
      },
    );
    return { id, reference };
  }

  /**
   * Whether an acknowledgement may go to `email`, an address nobody has verified: only while it
   * has had fewer than `acknowledgementsPerAddress` today, counted atomically in the database for
   * every process (the site must not be a relay that mails one victim again and again). Every
   * acknowledgement of any kind asks here before it is queued (`store`). Decision 0028.
   */
  private async mayAcknowledge(email: string): Promise<boolean> {
    const { acknowledgements, forwarding, acknowledgementsPerAddress = 3, rateLimiter, log } = this.deps;
    if (!acknowledgements || !forwarding || acknowledgementsPerAddress < 1) return false;
    const hit = await rateLimiter.hit(`ack:${email.trim().toLowerCase()}`, DAY_MS);
    if (hit.count <= acknowledgementsPerAddress) return true;
    log.info({ count: hit.count }, "acknowledgement not sent: the address had its share today");
    return false;
  }

  /**
   * Stores a message of `kind` with the columns it fills, and queues its deliveries: the
   * company's, and the sender's acknowledgement when the kind has one and it may go.
   */
  private async store(
    kind: MessageKind,
    fields: KindFields,
    locale: Locale,
    extra: {
      /** Runs in the transaction before the message is written (it may fill in the row). */
      before?: (row: MessageRow, trx: Kysely<DB>) => Promise<void>;
      /** Runs in the transaction after the message is written. */
      after?: (row: MessageRow, trx: Kysely<DB>) => Promise<void>;
      /** How it reached the site; the website unless said. */
      channel?: MessageChannel;
    } = {},
  ): Promise<string> {
    const { db, messages, outbox, forwarding, log } = this.deps;
    const acknowledge = MESSAGE_KIND_MODULES[kind].acknowledgement !== null && (await this.mayAcknowledge(fields.email));
    const recipients: OutboxRecipient[] = acknowledge ? ["company", "buyer"] : ["company"];
    // Received times are unique within a process (two messages in one millisecond are a
    // millisecond apart), so the inbox's "newest first" is one fixed order, not a coin toss
    // between random ids.
    const now = this.now();
    const receivedAt = Math.max(now, this.lastReceivedAt + 1);
    this.lastReceivedAt = receivedAt;
    const row: MessageRow = {
      ...EMPTY_FIELDS,
      ...fields,
      kind,
      locale,
      channel: extra.channel ?? "web",
      id: randomUUID(),
      status: "new",
      created_at: receivedAt,
      updated_at: receivedAt,
      // A new lead, with the buyer's company and country as the message gives them.
      ...NEW_LEAD,
      buyer_company: fields.company ?? null,
      buyer_country: fields.country ?? null,
    };
    // The message and its outbox row commit together or not at all.
    await db.transaction().execute(async (trx) => {
      await extra.before?.(row, trx);
      await messages.create(row, trx);
      await extra.after?.(row, trx);
      if (!forwarding) return;
      for (const recipient of recipients) {
        await outbox.queue({ messageId: row.id, recipient }, now, trx);
      }
    });
    if (forwarding) this.deps.onQueued();
    else log.info({ messageId: row.id, kind: row.kind, email: row.email }, "message stored; no mail transport configured");
    return row.id;
  }

  /** A quote request's lines, in the buyer's order. */
  quoteLines(messageId: string): Promise<QuoteLineRow[]> {
    return this.deps.messages.getQuoteLines(messageId);
  }

  /**
   * The mail of one queued delivery, as the message's kind words it (the outbox worker's
   * renderer, handed over by the services container); null when the message is gone.
   */
  async deliveryMail(delivery: { message_id: string | null; recipient: OutboxRecipient | "admin" }): Promise<OutgoingMail | null> {
    if (delivery.message_id === null || delivery.recipient === "admin") return null;
    const message = await this.deps.messages.getById(delivery.message_id);
    if (!message) return null;
    // A document request's mail to the buyer is staff's answer, worded by the documents domain.
    if (message.kind === "document-request" && delivery.recipient === "buyer") {
      const content = await this.deps.documentRequests?.answerMail(message.id, this.deps.sender?.() ?? companyDefaults);
      return content ? { to: { address: message.email }, content, emailJs: documentRequest.emailJs(message) } : null;
    }
    const lines = MESSAGE_KIND_MODULES[message.kind].lines ? await this.deps.messages.getQuoteLines(message.id) : [];
    return deliveryMail(message, lines, delivery.recipient, this.deps.sender?.() ?? companyDefaults);
  }

  /** A lead's request as a quotation starts from it: its language, terms and the lines still available (decision 0072). */
  async quotationLead(id: string): Promise<{ id: string; locale: string; incoterm: string | null; destination: string | null; lines: Array<{ slug: string | null; name: string; quantity: number; unit: string }> } | undefined> {
    const message = await this.deps.messages.getById(id);
    if (!message) return undefined;
    const lines = MESSAGE_KIND_MODULES[message.kind].lines ? await this.deps.messages.getQuoteLines(id) : [];
    return {
      id,
      locale: message.locale,
      incoterm: message.incoterm,
      destination: message.destination,
      lines: lines.filter((line) => Number(line.available) !== 0).map((line) => ({ slug: line.product_slug, name: line.product_name, quantity: Number(line.quantity), unit: line.unit })),
    };
  }

  /** A quote request's lines as an XLSX workbook, named after its reference. */
  async quoteLinesWorkbook(id: string): Promise<Outcome<{ filename: string; body: Buffer }>> {
    const row = await this.deps.messages.getById(id);
    if (!row || !MESSAGE_KIND_MODULES[row.kind].lines) return notFound(MESSAGE_NOT_FOUND);
    const body = await quoteLinesXlsx(row, await this.deps.messages.getQuoteLines(id));
    return ok({ filename: `${row.reference ?? row.id}.xlsx`, body });
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

  /** What `query` selects for the admin `adminId` (whose leads "My leads" shows), today. */
  filterOf(query: Partial<Omit<InboxQuery, "page">>, adminId: string): InboxFilter {
    return inboxFilterOf(query, { adminId, today: isoDay(this.now()) });
  }

  /** The inbox's lead views, counted for the admin `adminId`: the dashboard's figures. */
  async leadViewCounts(adminId: string): Promise<Record<LeadView, number>> {
    const counts = await Promise.all(LEAD_VIEWS.map((view) => this.deps.messages.count(this.filterOf({ view, q: "" }, adminId))));
    return Object.fromEntries(LEAD_VIEWS.map((view, i) => [view, counts[i]!])) as Record<LeadView, number>;
  }

  /** One page of the inbox as `query` asks for it, for `adminId`; a page past the end (a stale link) gives the last. */
  async inboxPage(query: InboxQuery, adminId: string): Promise<{ messages: InboxMessage[]; pagination: Pagination }> {
    const filter = this.filterOf(query, adminId);
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

  /** Who sent a message (its kind, language and address), for the domain that answers it. */
  sender(id: string): Promise<{ id: string; kind: string; locale: string; email: string } | undefined> {
    return this.deps.messages.sender(id);
  }

  /** Marks a message replied in the transaction that stored the reply (a document request's answer). */
  async markReplied(id: string, now: number, trx: Kysely<DB>): Promise<void> {
    await this.deps.messages.updateStatus(id, "replied", now, trx);
  }

  /** The filtered inbox as CSV, newest first. */
  async exportCsv(filter: InboxFilter): Promise<string> {
    const { rows } = await this.deps.messages.list(filter, { limit: CSV_EXPORT_LIMIT, offset: 0 });
    const listing = rows.filter((row) => MESSAGE_KIND_MODULES[row.kind].lines).map((row) => row.id);
    return inboxCsv(rows, await this.deps.messages.getQuoteLinesOf(listing));
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
