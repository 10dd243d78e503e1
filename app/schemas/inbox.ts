import { z } from "zod";
import { LANGUAGES, isLocale } from "../i18n/locales";
import { parsePageParam } from "../catalogue/pagination";
import { LEAD_STAGES, LEAD_VIEWS, type Lead, type LeadStage, type LeadView } from "./leads";

/** The inbox's vocabulary: the database schema stores these words, it does not define them. */
export const MESSAGE_KINDS = ["contact", "inquiry", "quote", "document-request"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_STATUSES = ["new", "in_progress", "replied", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const OUTBOX_STATES = ["queued", "sending", "sent", "failed"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
/**
 * How a message reached the site (decision 0063): a page's form or the JSON API a page posts to
 * ("web"), or an assistant's tool call on the MCP endpoint ("assistant").
 */
export const MESSAGE_CHANNELS = ["web", "assistant"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** How the inbox names a channel. */
export const CHANNEL_LABELS: Record<MessageChannel, string> = { web: "The website", assistant: "An AI assistant (MCP)" };
/** Who a delivery goes to: the company (every message) or the buyer (a quote's acknowledgement). */
export type OutboxRecipient = "company" | "buyer";
/** "none": stored while no mail transport was configured, so never queued. */
export const DELIVERY_FILTERS = ["queued", "sending", "sent", "failed", "none"] as const satisfies ReadonlyArray<OutboxState | "none">;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

/** Messages per inbox page. */
export const INBOX_PAGE_SIZE = 20;
/** Longest search the inbox looks at; anything beyond is cut, not refused. */
export const INBOX_SEARCH_MAX = 100;

export const STATUS_UNKNOWN = "Choose a status from the list";
export const MESSAGE_NOT_FOUND = "Message not found";
export const NOT_RETRYABLE = "Only a failed delivery can be retried";

function oneOf<T extends string>(values: readonly T[]) {
  return z
    .string()
    .optional()
    .transform((raw) => {
      const wanted = raw?.trim().toLowerCase();
      return wanted ? values.find((v) => v === wanted) : undefined;
    });
}

/**
 * The inbox's query (`?view=&kind=&status=&stage=&delivery=&q=&page=`), for the list, its CSV and the API.
 * Lenient like the catalogue's: a stale or hand-edited link shows a list, an unknown value is
 * simply not applied.
 */
export const InboxQuerySchema = z.object({
  view: oneOf<LeadView>(LEAD_VIEWS),
  kind: oneOf<MessageKind>(MESSAGE_KINDS),
  status: oneOf<MessageStatus>(MESSAGE_STATUSES),
  stage: oneOf<LeadStage>(LEAD_STAGES),
  delivery: oneOf<DeliveryFilter>(DELIVERY_FILTERS),
  q: z
    .string()
    .optional()
    .transform((raw) => (raw ?? "").replace(/\s+/g, " ").trim().slice(0, INBOX_SEARCH_MAX)),
  page: z.string().optional().transform(parsePageParam),
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  return InboxQuerySchema.parse({
    view: params.get("view") ?? undefined,
    kind: params.get("kind") ?? undefined,
    status: params.get("status") ?? undefined,
    stage: params.get("stage") ?? undefined,
    delivery: params.get("delivery") ?? undefined,
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** Who looks at the inbox, and when: "My leads" are `adminId`'s, "Overdue" is a follow-up before `today` (YYYY-MM-DD). */
export interface InboxViewer {
  adminId: string;
  today: string;
}

/** What the messages service filters by: the query's filters, and its lead view as `viewer` sees it. */
export function inboxFilterOf(
  query: Partial<Omit<InboxQuery, "page">>,
  viewer: InboxViewer,
): { kind?: MessageKind; status?: MessageStatus; stage?: LeadStage; delivery?: DeliveryFilter; search?: string; owner?: string | null; followUpBefore?: string } {
  return {
    kind: query.kind,
    status: query.status,
    stage: query.stage,
    delivery: query.delivery,
    search: query.q || undefined,
    ...(query.view === "mine" ? { owner: viewer.adminId } : query.view === "unassigned" ? { owner: null } : {}),
    ...(query.view === "overdue" ? { followUpBefore: viewer.today } : {}),
  };
}

/** The status form of the message page and `PATCH /api/admin/messages/:id`. */
export const StatusUpdateSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: STATUS_UNKNOWN }),
});

/** One message as the inbox pages and the inbox API show it. */
export interface InboxMessage {
  id: string;
  kind: MessageKind;
  name: string | null;
  email: string;
  phone: string;
  interest: string | null;
  product: string | null;
  country: string | null;
  /** The country's ISO 3166-1 alpha-2 code. */
  countryCode: string | null;
  message: string | null;
  /** The buyer's company (quote and document requests). */
  company: string | null;
  /** The sender's local date-time string, as their browser wrote it (contact messages). */
  time: string | null;
  /** The language of the page it was sent from, as a locale code ("fr"). */
  locale: string;
  /** How it reached the site: the website, or an assistant through the MCP endpoint. */
  channel: MessageChannel;
  /** A quote request's terms; null for the other kinds. */
  quote: {
    reference: string;
    company: string;
    destination: string;
    incoterm: string;
    wantedBy: string | null;
    /** Labels, as the form showed them. */
    documents: string[];
    privateLabel: string;
  } | null;
  status: MessageStatus;
  /** The lead: owner, stage, follow-up, tags, the buyer's company and country (decision 0068). */
  lead: Lead;
  /** When the server stored it (ISO 8601, UTC). */
  receivedAt: string;
  updatedAt: string;
  /** Null when it was stored while no mail transport was configured. */
  delivery: {
    state: OutboxState;
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
    nextAttemptAt: string | null;
  } | null;
}

/** A message's language as the inbox and the company's e-mail show it: "French (fr)". */
export function languageLabel(locale: string): string {
  return isLocale(locale) ? `${LANGUAGES[locale].english} (${locale})` : locale;
}
