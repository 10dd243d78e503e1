import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { conflict, invalid, notFound, ok, type Outcome } from "../../app/forms/outcome";
import { sitePath } from "../../app/config/paths";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { format, formatDay } from "../../app/i18n/format";
import { DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from "../../app/i18n/locales";
import { DAY_MS, isoDay } from "../../app/schemas/days";
import { DECISION_MESSAGES, DECISION_REASON_MAX, documentLinkState, type DocumentLinkState, type DocumentRequestView, type RequestedDocument } from "../../app/schemas/document-requests";
import { DOCUMENT_TYPE_LABELS, isExpired, type DocumentType } from "../../app/schemas/documents";
import { MESSAGE_NOT_FOUND } from "../../app/schemas/inbox";
import type { DB, DocumentRequestDecisionsTable, DocumentRequestItemsTable } from "../db/schema.server";
import { escapeHtml } from "../html.server";
import type { Logger } from "../logger.server";
import type { MailContent } from "../outgoing-mail.server";
import type { DocumentRecord, DocumentRepository } from "./document-repository.server";
import type { DocumentFile, DocumentsService } from "./documents.server";

/** Queues the buyer's answer in the transaction that stored the decision (the outbox, given by the services container). */
export type QueueAnswer = (messageId: string, now: number, trx: Kysely<DB>) => Promise<void>;

/**
 * The messages domain's part of a request, handed over by the services container: who sent it
 * (kind, language, address), and its status set to replied in the transaction of the decision.
 */
export interface RequestMessages {
  find(messageId: string): Promise<{ id: string; kind: string; locale: string; email: string } | undefined>;
  markReplied(messageId: string, now: number, trx: Kysely<DB>): Promise<void>;
}

export interface DocumentRequestsOptions {
  db: Kysely<DB>;
  messages: RequestMessages;
  documents: DocumentsService;
  repository: DocumentRepository;
  /** Null without a mail transport: the link is then only shown to staff, who send it themselves. */
  queueAnswer: QueueAnswer | null;
  onQueued: () => void;
  /** How long an approval's link works (DOCUMENT_LINK_DAYS). */
  linkDays: number;
  siteUrl: string;
  log: Logger;
  now?: () => number;
}

/** What the link's page shows: its state, and the files while it is valid. */
export interface DocumentLinkView {
  state: DocumentLinkState;
  locale: Locale;
  /** YYYY-MM-DD (UTC): the last day it works, or the day it stopped. */
  until: string | null;
  documents: Array<{ id: string; title: string; type: DocumentType; products: string; contentType: string; size: number }>;
}

type ItemRow = DocumentRequestItemsTable;
type DecisionRow = DocumentRequestDecisionsTable;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * Document requests (decision 0062). A buyer asks for documents the library shares on request;
 * the request is a message of the kind "document-request" (stored and mailed like the others,
 * with its documents in `document_request_items`). Staff answer it once: approve some or all
 * (the buyer is mailed a link that works `linkDays` days for exactly those files), or decline
 * with a reason. A link can be revoked; every download through it is logged.
 */
export class DocumentRequests {
  private readonly now: () => number;

  constructor(private readonly options: DocumentRequestsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The documents a buyer may ask for: on request and not expired, company ones first, then by product and title. */
  requestable(): DocumentRecord[] {
    const today = this.options.documents.today();
    // The two lists part the public copy (no product, some product): no document is in both.
    return [...this.options.documents.companyDocuments(), ...this.options.documents.allProductDocuments()].filter(
      (document) => document.visibility === "on-request" && !isExpired(document.expiresOn, today),
    );
  }

  /** The documents of `ids` as a request stores them, in the order given; null when one of them may not be requested. */
  resolve(ids: readonly string[]): RequestedDocument[] | null {
    const requestable = new Map(this.requestable().map((document) => [document.id, document]));
    const chosen: RequestedDocument[] = [];
    for (const id of new Set(ids.map((value) => value.toLowerCase()))) {
      const document = requestable.get(id);
      if (!document) return null;
      chosen.push({ id, title: document.title, type: document.type, products: document.products.map((product) => product.name).join(", ") });
    }
    return chosen;
  }

  /** Stores a request's documents in the transaction that stores its message. */
  async saveItems(messageId: string, documents: readonly RequestedDocument[], trx: Kysely<DB>): Promise<void> {
    if (documents.length === 0) return;
    await trx
      .insertInto("document_request_items")
      .values(documents.map((document, index) => ({ message_id: messageId, position: index + 1, document_id: document.id, title: document.title, type: document.type, products: document.products, approved: null })))
      .execute();
  }

  private items(messageId: string): Promise<ItemRow[]> {
    return this.options.db.selectFrom("document_request_items").selectAll().where("message_id", "=", messageId).orderBy("position").execute();
  }

  private decisionOf(messageId: string): Promise<DecisionRow | undefined> {
    return this.options.db.selectFrom("document_request_decisions").selectAll().where("message_id", "=", messageId).executeTakeFirst();
  }

  private messageOf(messageId: string) {
    return this.options.messages.find(messageId);
  }

  /** The link a buyer is sent, in the language they asked in. */
  linkUrl(token: string, locale: string): string {
    return `${this.options.siteUrl}${sitePath("documentLink", { token, locale: isLocale(locale) ? locale : DEFAULT_LOCALE })}`;
  }

  /** A request as its inbox page shows it; null for a message of another kind. */
  async view(messageId: string): Promise<DocumentRequestView | null> {
    const message = await this.messageOf(messageId);
    if (!message || message.kind !== "document-request") return null;
    const [items, decision, downloads] = await Promise.all([
      this.items(messageId),
      this.decisionOf(messageId),
      this.options.db.selectFrom("document_downloads").selectAll().where("message_id", "=", messageId).orderBy("downloaded_at", "desc").limit(200).execute(),
    ]);
    const existing = new Set((await Promise.all(items.map((item) => this.options.repository.find(item.document_id)))).flatMap((found) => (found ? [found.id] : [])));
    const titles = new Map(items.map((item) => [item.document_id, item.title]));
    return {
      items: items.map((item) => ({
        documentId: item.document_id,
        title: item.title,
        type: DOCUMENT_TYPE_LABELS[item.type as DocumentType] ?? item.type,
        products: item.products,
        approved: item.approved === null ? null : Number(item.approved) === 1,
        exists: existing.has(item.document_id),
      })),
      decision: decision ? {
        decision: decision.decision,
        reason: decision.reason,
        decidedAt: iso(decision.decided_at)!,
        link: decision.token ? this.linkUrl(decision.token, message.locale) : null,
        expiresAt: iso(decision.expires_at),
        revokedAt: iso(decision.revoked_at),
        state: decision.decision === "approved" ? documentLinkState(decision, this.now()) : null,
      } : null,
      downloads: downloads.map((row) => ({ title: titles.get(row.document_id) ?? row.document_id, version: Number(row.version), address: row.address, at: iso(row.downloaded_at)! })),
    };
  }

  /**
   * Staff's answer: approve the documents of `approve` (some or all of those requested), or
   * decline with `reason` (said to the buyer). Once per request: a second answer, however it
   * races the first, is refused by the decision's primary key. The buyer's mail is queued in the
   * same commit.
   */
  async decide(messageId: string, input: { approve: readonly string[]; decline: boolean; reason: string }, adminId: string | null): Promise<Outcome<DocumentRequestView>> {
    const message = await this.messageOf(messageId);
    if (!message) return notFound(MESSAGE_NOT_FOUND);
    if (message.kind !== "document-request") return invalid({}, DECISION_MESSAGES.notARequest);
    const reason = input.reason.trim();
    if (reason.length > DECISION_REASON_MAX) return invalid({ reason: DECISION_MESSAGES.reasonTooLong }, DECISION_MESSAGES.reasonTooLong);
    const items = await this.items(messageId);
    const approved = input.decline ? [] : items.filter((item) => input.approve.includes(item.document_id)).map((item) => item.document_id);
    if (input.decline && reason === "") return invalid({ reason: DECISION_MESSAGES.reasonRequired }, DECISION_MESSAGES.reasonRequired);
    if (!input.decline && approved.length === 0) return invalid({ approve: DECISION_MESSAGES.noneChosen }, DECISION_MESSAGES.noneChosen);
    const now = this.now();
    const token = approved.length > 0 ? randomBytes(32).toString("base64url") : null;
    const decided = await this.options.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("document_request_decisions")
        .values({
          message_id: messageId,
          decision: token ? "approved" : "declined",
          reason: reason || null,
          token,
          expires_at: token ? now + this.options.linkDays * DAY_MS : null,
          revoked_at: null,
          decided_by: adminId,
          decided_at: now,
        })
        .onConflict((oc) => oc.column("message_id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await trx.updateTable("document_request_items").set({ approved: 0 }).where("message_id", "=", messageId).execute();
      if (approved.length > 0) await trx.updateTable("document_request_items").set({ approved: 1 }).where("message_id", "=", messageId).where("document_id", "in", approved).execute();
      await this.options.messages.markReplied(messageId, now, trx);
      await this.options.queueAnswer?.(messageId, now, trx);
      return true;
    });
    if (!decided) return conflict(DECISION_MESSAGES.alreadyDecided);
    if (this.options.queueAnswer) this.options.onQueued();
    this.options.log.info({ messageId, approved: approved.length, of: items.length }, token ? "document request approved" : "document request declined");
    return ok((await this.view(messageId))!);
  }

  /** Stops an approved request's link at once. */
  async revoke(messageId: string): Promise<Outcome<DocumentRequestView>> {
    const decision = await this.decisionOf(messageId);
    if (!decision) return notFound(MESSAGE_NOT_FOUND);
    if (decision.decision !== "approved") return invalid({}, DECISION_MESSAGES.notApproved);
    const updated = await this.options.db
      .updateTable("document_request_decisions")
      .set({ revoked_at: this.now() })
      .where("message_id", "=", messageId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return conflict(DECISION_MESSAGES.alreadyRevoked);
    this.options.log.info({ messageId }, "document request link revoked");
    return ok((await this.view(messageId))!);
  }

  private async decisionByToken(token: string): Promise<DecisionRow | undefined> {
    // A token is 43 base64url characters; anything else is looked up nowhere.
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    return this.options.db.selectFrom("document_request_decisions").selectAll().where("token", "=", token).executeTakeFirst();
  }

  /** The link's page: its state, and the approved files while it works. */
  async link(token: string): Promise<DocumentLinkView> {
    const decision = await this.decisionByToken(token);
    const state = documentLinkState(decision, this.now());
    const message = decision && (await this.messageOf(decision.message_id));
    const locale = message && isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
    if (!decision || state === "unknown") return { state: "unknown", locale, until: null, documents: [] };
    const until = state === "revoked" ? isoDay(Number(decision.revoked_at)) : isoDay(Number(decision.expires_at) - 1);
    if (state !== "valid") return { state, locale, until, documents: [] };
    const documents: DocumentLinkView["documents"] = [];
    for (const item of await this.items(decision.message_id)) {
      if (Number(item.approved) !== 1) continue;
      const document = await this.options.repository.find(item.document_id);
      if (!document) continue;
      documents.push({ id: document.id, title: item.title, type: document.type, products: item.products, contentType: document.current.contentType, size: document.current.size });
    }
    return { state, locale, until, documents };
  }

  /**
   * A document's current file through a link: only while the link works and only for a document
   * it approved. Logs the download (when, from which address) before the file is sent.
   */
  async openGranted(token: string, documentId: string, address: string): Promise<DocumentFile | null> {
    const decision = await this.decisionByToken(token);
    if (documentLinkState(decision, this.now()) !== "valid") return null;
    const item = await this.options.db
      .selectFrom("document_request_items")
      .select("approved")
      .where("message_id", "=", decision!.message_id)
      .where("document_id", "=", documentId.toLowerCase())
      .executeTakeFirst();
    if (!item || Number(item.approved) !== 1) return null;
    const document = await this.options.repository.find(documentId.toLowerCase());
    if (!document) return null;
    const file = await this.options.documents.openVersion(document.current);
    if (!file) return null;
    await this.options.db
      .insertInto("document_downloads")
      .values({ id: randomUUID(), message_id: decision!.message_id, document_id: document.id, version: document.current.version, address, downloaded_at: this.now() })
      .execute();
    return file;
  }

  /**
   * The buyer's answer, in the language they asked in: the link and what it holds, or the
   * reason for a refusal. Staff's note is theirs; nothing the buyer typed is repeated (the
   * address was never verified, decision 0028).
   */
  async answerMail(messageId: string, sender: { name: string; phone: string; email: string; whatsapp: string }): Promise<MailContent | null> {
    const message = await this.messageOf(messageId);
    const decision = await this.decisionOf(messageId);
    if (!message || !decision) return null;
    const locale: Locale = isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
    const { mail, documents: words } = dictionaryFor(locale).messages;
    const t = mail.documentAnswer;
    const items = await this.items(messageId);
    const approved = items.filter((item) => Number(item.approved) === 1);
    const others = items.length - approved.length;
    const typeName = (type: string) => (words.types as Record<string, string>)[type] ?? type;
    const line = (item: ItemRow) => `${item.title} (${typeName(item.type)}${item.products ? `; ${item.products}` : ""})`;
    const paragraphs: string[] = [];
    let list: string[] = [];
    let link: string | null = null;
    if (decision.decision === "approved" && decision.token) {
      link = this.linkUrl(decision.token, locale);
      paragraphs.push(t.approved);
      list = approved.map(line);
      if (others > 0) paragraphs.push(t.partly);
    } else {
      paragraphs.push(t.declined);
    }
    if (decision.reason) paragraphs.push(format(t.note, { note: decision.reason }));
    const until = decision.expires_at === null ? "" : isoDay(Number(decision.expires_at) - 1);
    const linkLine = link ? format(t.linkLine, { date: formatDay(until, locale) }) : "";
    const contact = format(mail.contactLine, { phone: sender.phone, email: sender.email, whatsapp: sender.whatsapp });
    const dir = localeDirection(locale);
    const text = [mail.greeting, paragraphs[0], ...list.map((item) => `- ${item}`), ...(link ? [`${linkLine}\n${link}`] : []), ...paragraphs.slice(1), `${sender.name}\n${contact}`].join("\n\n");
    const html =
      `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:sans-serif"><p>${escapeHtml(mail.greeting)}</p><p>${escapeHtml(paragraphs[0]!)}</p>` +
      (list.length ? `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "") +
      (link ? `<p>${escapeHtml(linkLine)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : "") +
      paragraphs
        .slice(1)
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join("") +
      `<p>${escapeHtml(sender.name)}<br>${escapeHtml(contact)}</p></body></html>`;
    return {
      subject: decision.decision === "approved" ? t.subjectApproved : t.subjectDeclined,
      replyTo: { name: "", address: sender.email },
      text: `${text}\n`,
      html,
    };
  }
}
