import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { fieldErrors } from "../../app/forms/field-errors";
import { conflict, invalid, notFound, ok, unavailable, type Outcome } from "../../app/forms/outcome";
import { dictionaryFor } from "../../app/i18n/dictionary.server";
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "../../app/i18n/locales";
import { MESSAGE_KINDS, MESSAGE_NOT_FOUND, type MessageKind } from "../../app/schemas/inbox";
import {
  LEAD_MAIL_MESSAGES,
  ReplySchema,
  TemplateSchema,
  fillTemplate,
  isPrinted,
  type AnswerAttachment,
  type PrintedAttachment,
  type ReplyAttachment,
  type ReplyDocument,
  type TemplatePlaceholder,
  type ThreadMail,
} from "../../app/schemas/lead-mail";
import type { DB } from "../db/schema.server";
import { escapeHtml } from "../html.server";
import type { MailAttachment, OutgoingMail } from "../outgoing-mail.server";
import type { InboundMail } from "../incoming-mail.server";
import type { AcknowledgementSender } from "./kinds/kind.server";
import type { LeadRepository } from "./lead-repository.server";
import type { LeadActor } from "./leads-service.server";
import type { LeadMailRepository, LeadMailRow } from "./lead-mail-repository.server";
import type { MessageRepository, MessageRow } from "./message-repository.server";
import type { OutboxRepository } from "./outbox-repository.server";

/** A library document a reply may carry: its current file. */
export interface AttachableDocument {
  id: string;
  title: string;
  type: string;
  version: number;
  fileName: string;
  contentType: string;
  size: number;
}

/** What the documents domain lends a reply (the services container joins them). */
export interface ReplyDocuments {
  /** The documents staff may attach (not internal ones), by title. */
  choices(): Promise<AttachableDocument[]>;
  /** One version's bytes, or null when it is gone. */
  open(documentId: string, version: number): Promise<{ body: Readable; contentType: string } | null>;
}

export interface LeadMailDeps {
  db: Kysely<DB>;
  mails: LeadMailRepository;
  leads: LeadRepository;
  messages: MessageRepository;
  outbox: OutboxRepository;
  documents: ReplyDocuments;
  /** An answer's attachments in the media storage: kept, read back, and removed when the answer was already stored. */
  storage: {
    put(key: string, bytes: Buffer, contentType: string): Promise<void>;
    open(key: string): Promise<Readable | null>;
    delete(key: string): Promise<void>;
  };
  /** The company's name (Settings): the templates' {company}. */
  company: () => AcknowledgementSender;
  /** Whom a reply comes from, and where the buyer's answer goes: the mail transport's From (the mailbox IMAP_URL reads). */
  sender: () => { name: string; address: string };
  /** The domain of the Message-IDs (the SMTP transport's). */
  messageIdDomain: string;
  /** Whether the mail transport can mail a buyer (SMTP can; EmailJS's templates cannot). */
  canSend: boolean;
  /** Wakes the mail worker after a commit that queued a reply. */
  onQueued: () => void;
  /** A quotation's version as a PDF (the quotations domain's, decision 0072); null when it is gone. */
  printQuotation?: (quotationId: string, version: number) => Promise<Uint8Array | null>;
  now?: () => number;
}

/** Undoes a reply's transaction when the work alongside it refuses. */
class Refused extends Error {}

/** How many earlier Message-IDs a reply's References lists at most (the newest). */
const REFERENCES_MAX = 20;
/** An answer's limits: its text, each attachment kept, all of them, and how many. */
const ANSWER_TEXT_MAX = 100_000;
const ANSWER_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const ANSWER_TOTAL_BYTES = 20 * 1024 * 1024;
const ANSWER_ATTACHMENTS_MAX = 10;
/** The unmatched answers the mailbox page lists at most. */
const UNMATCHED_SHOWN = 100;


/** A lead's reference in a subject: a quote request's own, else "M-" and the first 8 of its id. */
export function leadReference(message: Pick<MessageRow, "id" | "reference">): string {
  return message.reference ?? `M-${message.id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/**
 * Staff's replies to a lead and the thread they belong to (decision 0069): a reply is written
 * from a template in the lead's language, stored with its Message-ID and queued in the outbox
 * in one transaction with its timeline entry; the first moves a new lead to "contacted".
 */
export class LeadMail {
  private readonly now: () => number;

  constructor(private readonly deps: LeadMailDeps) {
    this.now = deps.now ?? Date.now;
  }

  get canSend(): boolean {
    return this.deps.canSend;
  }

  /** The Message-ID a delivery's key gives its mail (the SMTP transport's rule). */
  messageId(key: string): string {
    return `<${key}@${this.deps.messageIdDomain}>`;
  }

  /** The template for a kind and language: staff's, else the language's default. */
  async template(kind: MessageKind, language: Locale): Promise<{ subject: string; body: string; edited: boolean }> {
    const stored = await this.deps.mails.template(kind, language);
    if (stored) return { subject: stored.subject, body: stored.body, edited: true };
    const fallback = dictionaryFor(language).messages.mail.replyTemplates[kind];
    return { subject: fallback.subject, body: fallback.body, edited: false };
  }

  /** Every template, kind by kind and language by language, as the templates page lists them. */
  async templates(): Promise<Array<{ kind: MessageKind; language: Locale; subject: string; body: string; edited: boolean; updatedBy: string | null }>> {
    const stored = new Map((await this.deps.mails.templates()).map((row) => [`${row.kind} ${row.language}`, row]));
    return MESSAGE_KINDS.flatMap((kind) =>
      LOCALES.map((language) => {
        const row = stored.get(`${kind} ${language}`);
        const fallback = dictionaryFor(language).messages.mail.replyTemplates[kind];
        return row
          ? { kind, language, subject: row.subject, body: row.body, edited: true, updatedBy: row.updated_by }
          : { kind, language, subject: fallback.subject, body: fallback.body, edited: false, updatedBy: null };
      }),
    );
  }

  async saveTemplate(input: Record<string, unknown>, actor: LeadActor): Promise<Outcome<undefined>> {
    const parsed = TemplateSchema.safeParse(input);
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const { kind, language, subject, body } = parsed.data;
    await this.deps.mails.saveTemplate({ kind, language, subject, body, updated_by: actor.name, updated_at: this.now() });
    return ok();
  }

  /** Back to the language's default. */
  async resetTemplate(input: Record<string, unknown>): Promise<Outcome<undefined>> {
    const { kind, language } = input;
    if (typeof kind !== "string" || !(MESSAGE_KINDS as readonly string[]).includes(kind)) return invalid({ kind: LEAD_MAIL_MESSAGES.kindUnknown });
    if (typeof language !== "string" || !isLocale(language)) return invalid({ language: LEAD_MAIL_MESSAGES.languageUnknown });
    await this.deps.mails.deleteTemplate(kind as MessageKind, language);
    return ok();
  }

  /**
   * A reply's first draft: the template of the lead's kind in `language` (the lead's own when
   * none is asked for), its placeholders filled from the lead.
   */
  async draft(leadId: string, language?: string): Promise<Outcome<{ language: Locale; subject: string; body: string }>> {
    const message = await this.deps.messages.getById(leadId);
    if (!message) return notFound(MESSAGE_NOT_FOUND);
    const chosen = language && isLocale(language) ? language : isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
    const template = await this.template(message.kind, chosen);
    const values = await this.placeholders(message, chosen);
    return ok({ language: chosen, subject: fillTemplate(template.subject, values), body: fillTemplate(template.body, values) });
  }

  private async placeholders(message: MessageRow, language: Locale): Promise<Record<TemplatePlaceholder, string>> {
    const lines = message.kind === "quote" ? await this.deps.messages.getQuoteLines(message.id) : [];
    const products = lines.length > 0 ? lines.map((line) => `- ${line.product_name}: ${Number(line.quantity)} ${line.unit}`).join("\n") : (message.product ?? "");
    return {
      // A buyer who gave no name is greeted as the language greets anyone.
      name: message.name || message.company || dictionaryFor(language).messages.mail.replyAnyone,
      products,
      reference: leadReference(message),
      company: this.deps.company().name,
    };
  }

  /** The documents a reply may carry. */
  documentChoices(): Promise<AttachableDocument[]> {
    return this.deps.documents.choices();
  }

  /**
   * Sends a reply: stored in the thread with its Message-ID, queued in the outbox, and on the
   * timeline, in one transaction; the lead's first reply moves it from "new" to "contacted",
   * marks the message replied and clears "answered".
   */
  async reply(
    leadId: string,
    input: Record<string, unknown>,
    actor: LeadActor,
    /** More work of the same commit (a quotation marked sent: decision 0072); false refuses the whole reply. */
    alongside?: (trx: Kysely<DB>, at: number) => Promise<boolean>,
    /** Documents the site prints for this reply, attached after the library's. */
    printed: PrintedAttachment[] = [],
  ): Promise<Outcome<{ mailId: string }>> {
    if (!this.deps.canSend) return unavailable(LEAD_MAIL_MESSAGES.noTransport);
    const parsed = ReplySchema.safeParse(input);
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const { language, subject, body, documents: wanted } = parsed.data;
    const choices = new Map((await this.deps.documents.choices()).map((doc) => [doc.id, doc]));
    if (wanted.some((id) => !choices.has(id))) return invalid({ documents: LEAD_MAIL_MESSAGES.documentUnknown });
    const documents: ReplyDocument[] = wanted.map((id) => {
      const doc = choices.get(id)!;
      return { documentId: doc.id, version: doc.version, title: doc.title, fileName: doc.fileName, contentType: doc.contentType, size: doc.size };
    });
    const mailId = randomUUID();
    const key = randomUUID();
    const found = await this.deps.db.transaction().execute(async (trx) => {
      const lead = await this.deps.leads.getForUpdate(leadId, trx);
      if (!lead) return "missing" as const;
      const message = await trx.selectFrom("messages").select(["email", "status"]).where("id", "=", leadId).executeTakeFirstOrThrow();
      const earlier = await this.deps.mails.threadIds(leadId, trx);
      const ack = await this.deps.mails.acknowledgementKey(leadId, trx);
      const references = [...(ack ? [this.messageId(ack)] : []), ...earlier].slice(-REFERENCES_MAX);
      const at = this.now();
      await this.deps.mails.insert(
        {
          id: mailId,
          message_id: leadId,
          direction: "out",
          rfc_message_id: this.messageId(key),
          in_reply_to: references.at(-1) ?? null,
          references: references.join(" ") || null,
          from_address: this.deps.sender().address,
          from_name: this.deps.sender().name,
          to_address: message.email,
          subject,
          body,
          language,
          attachments: JSON.stringify([...documents, ...printed] satisfies ReplyAttachment[]),
          state: "thread",
          actor_id: actor.id,
          actor_name: actor.name,
          created_at: at,
        },
        trx,
      );
      await this.deps.outbox.queue({ mailId }, at, trx, key);
      const event = (kind: "mail-out" | "stage", detail: object, offset: number) =>
        this.deps.leads.createEvent(
          { id: randomUUID(), message_id: leadId, kind, actor_id: actor.id, actor_name: actor.name, detail: JSON.stringify(detail), created_at: at + offset },
          trx,
        );
      await event("mail-out", { mailId, subject, to: message.email }, 0);
      if (lead.stage === "new") {
        await this.deps.leads.update(leadId, { stage: "contacted" }, at, trx);
        await event("stage", { from: "new", to: "contacted", reason: null, note: null }, 1);
      }
      await this.deps.leads.update(leadId, { answered_at: null }, at, trx);
      if (message.status === "new" || message.status === "in_progress") await this.deps.messages.updateStatus(leadId, "replied", at, trx);
      // Last, so it sees the lead as the reply left it; refused, the whole commit is undone.
      if (alongside && !(await alongside(trx, at + 2))) throw new Refused();
      return "sent" as const;
    }).catch((error: unknown) => {
      if (error instanceof Refused) return "refused" as const;
      throw error;
    });
    if (found === "missing") return notFound(MESSAGE_NOT_FOUND);
    if (found === "refused") return conflict(LEAD_MAIL_MESSAGES.notSendable);
    this.deps.onQueued();
    return ok({ mailId });
  }

  /** A lead's mails, oldest first, as the message page shows them. */
  async thread(leadId: string): Promise<ThreadMail[]> {
    return (await this.deps.mails.thread(leadId)).map((row) => {
      const common = { id: row.id, subject: row.subject, body: row.body, at: new Date(Number(row.created_at)).toISOString() };
      if (row.direction === "out") {
        const documents = parseJson<ReplyAttachment[]>(row.attachments, []).map((file) =>
          isPrinted(file)
            ? { key: `${file.quotationId}-${file.version}`, title: file.title, fileName: file.fileName, size: null }
            : { key: file.documentId, title: file.title, fileName: file.fileName, size: file.size },
        );
        return { ...common, direction: "out", to: row.to_address, by: row.actor_name, documents, delivery: row.delivery };
      }
      const attachments = parseJson<AnswerAttachment[]>(row.attachments, []).map(({ key: _key, ...rest }, index) => ({ ...rest, index }));
      return { ...common, direction: "in", from: row.from_name ? `${row.from_name} <${row.from_address}>` : row.from_address, attachments };
    });
  }

  /** The outbox's mail of a reply: to the buyer, Reply-To the company, in its thread, with its documents. */
  async replyMail(mailId: string): Promise<OutgoingMail | null> {
    const row = await this.deps.mails.get(mailId);
    if (!row || row.direction !== "out") return null;
    const attachments: MailAttachment[] = parseJson<ReplyAttachment[]>(row.attachments, []).map((doc) =>
      isPrinted(doc)
        ? {
            fileName: doc.fileName,
            contentType: "application/pdf",
            // Printed on each attempt: a render that fails fails the attempt, which the outbox retries.
            open: async () => {
              const bytes = await this.deps.printQuotation?.(doc.quotationId, doc.version);
              if (!bytes) throw new Error(`quotation ${doc.quotationId} version ${doc.version} could not be printed`);
              return Readable.from(Buffer.from(bytes));
            },
          }
        : {
            fileName: doc.fileName,
            contentType: doc.contentType,
            open: async () => {
              const file = await this.deps.documents.open(doc.documentId, doc.version);
              if (!file) throw new Error(`document ${doc.documentId} version ${doc.version} is gone`);
              return file.body;
            },
          },
    );
    const sender = this.deps.sender();
    const html = `<!doctype html><html><body style="font-family:sans-serif"><div style="white-space:pre-wrap">${escapeHtml(row.body)}</div></body></html>`;
    return {
      to: { address: row.to_address },
      content: { subject: row.subject, replyTo: sender, text: `${row.body}\n`, html },
      thread: { inReplyTo: row.in_reply_to, references: row.references ? row.references.split(" ") : [] },
      attachments,
      // EmailJS never carries a reply (`canSend` is false with it); the inquiry template's shape for completeness.
      emailJs: { template: "inquiry", params: { subject: row.subject, message: row.body, email: row.to_address } },
    };
  }

  /** An answer's attachment, for a signed-in admin to download (never inline). */
  async answerAttachment(mailId: string, index: number): Promise<{ body: Readable; fileName: string; contentType: string; size: number } | null> {
    const row: LeadMailRow | undefined = await this.deps.mails.get(mailId);
    if (!row || row.direction !== "in") return null;
    const attachment = parseJson<AnswerAttachment[]>(row.attachments, [])[index];
    if (!attachment) return null;
    const body = await this.deps.storage.open(attachment.key);
    return body && { body, fileName: attachment.fileName, contentType: attachment.contentType, size: attachment.size };
  }

  /**
   * A mail from the company's mailbox (decision 0069), stored once whichever process read it
   * first (its Message-ID is unique): on the lead it answers (by In-Reply-To or References, then
   * the reference in its subject), which is marked answered, or listed as unmatched. Attachments
   * over the limits are left out and said so in the text. True when this call stored it.
   */
  async receive(mail: InboundMail): Promise<boolean> {
    const rfcId = mail.messageId ?? `<mailbox-${mail.mailboxKey}@${this.deps.messageIdDomain}>`;
    if (await this.deps.mails.exists(rfcId)) return false;
    const leadId = await this.match([...(mail.inReplyTo ? [mail.inReplyTo] : []), ...mail.references], mail.subject);
    const kept: AnswerAttachment[] = [];
    const left: string[] = [];
    let total = 0;
    for (const file of mail.attachments) {
      if (kept.length >= ANSWER_ATTACHMENTS_MAX || file.content.length > ANSWER_ATTACHMENT_BYTES || total + file.content.length > ANSWER_TOTAL_BYTES) {
        left.push(`${file.fileName} (${file.content.length} bytes)`);
        continue;
      }
      const key = `mail/${randomUUID().replace(/-/g, "")}.bin`;
      await this.deps.storage.put(key, file.content, "application/octet-stream");
      total += file.content.length;
      kept.push({ key, fileName: file.fileName.slice(0, 200) || "attachment", contentType: file.contentType.slice(0, 100), size: file.content.length });
    }
    const body = (mail.text.slice(0, ANSWER_TEXT_MAX) + (left.length > 0 ? `\n\n[Attachments not kept, over the limits: ${left.join(", ")}]` : "")).trim();
    const id = randomUUID();
    const at = this.now();
    const from = mail.from.name ? `${mail.from.name} <${mail.from.address}>` : mail.from.address;
    const stored = await this.deps.db.transaction().execute(async (trx) => {
      const inserted = await this.deps.mails.insertOnce(
        {
          id,
          message_id: leadId ?? null,
          direction: "in",
          rfc_message_id: rfcId,
          in_reply_to: mail.inReplyTo,
          references: mail.references.join(" ") || null,
          from_address: mail.from.address,
          from_name: mail.from.name,
          to_address: mail.to,
          subject: mail.subject.slice(0, 500),
          body,
          language: null,
          attachments: JSON.stringify(kept),
          state: leadId ? "thread" : "unmatched",
          actor_id: null,
          actor_name: null,
          created_at: at,
        },
        trx,
      );
      if (inserted && leadId) await this.answered(leadId, { id, subject: mail.subject.slice(0, 500), from }, at, trx);
      return inserted;
    });
    if (!stored) for (const file of kept) await this.deps.storage.delete(file.key);
    return stored;
  }

  /** The lead an answer belongs to: a mail of its thread or a delivery it names, else the reference in the subject. */
  private async match(ids: readonly string[], subject: string): Promise<string | undefined> {
    const { mails } = this.deps;
    const byMail = await mails.leadOfMail(ids);
    if (byMail) return byMail;
    const suffix = `@${this.deps.messageIdDomain}>`;
    const keys = ids.filter((value) => value.startsWith("<") && value.endsWith(suffix)).map((value) => value.slice(1, -suffix.length));
    const byDelivery = await mails.leadOfDelivery(keys);
    if (byDelivery) return byDelivery;
    const quote = /\bQ-\d{4}-\d{5,}\b/.exec(subject)?.[0];
    if (quote) return mails.leadByReference({ quote });
    const prefix = /\bM-([0-9A-F]{8})\b/i.exec(subject)?.[1];
    return prefix ? mails.leadByReference({ idPrefix: prefix.toLowerCase() }) : undefined;
  }

  /** On the lead's timeline, and the lead marked answered until staff reply. */
  private async answered(leadId: string, mail: { id: string; subject: string; from: string }, at: number, trx: Kysely<DB>): Promise<void> {
    await this.deps.leads.createEvent(
      { id: randomUUID(), message_id: leadId, kind: "mail-in", actor_id: null, actor_name: mail.from, detail: JSON.stringify({ mailId: mail.id, subject: mail.subject, from: mail.from }), created_at: at },
      trx,
    );
    await this.deps.leads.update(leadId, { answered_at: at }, at, trx);
  }

  /** The answers no lead claimed, newest first, for staff to attach or discard. */
  async unmatched(): Promise<Array<{ id: string; from: string; subject: string; body: string; at: string; attachments: number }>> {
    return (await this.deps.mails.unmatched(UNMATCHED_SHOWN)).map((row) => ({
      id: row.id,
      from: row.from_name ? `${row.from_name} <${row.from_address}>` : row.from_address,
      subject: row.subject,
      body: row.body,
      at: new Date(Number(row.created_at)).toISOString(),
      attachments: parseJson<unknown[]>(row.attachments, []).length,
    }));
  }

  countUnmatched(): Promise<number> {
    return this.deps.mails.countUnmatched();
  }

  /** Puts an unmatched answer on the lead staff name (its reference, or its message id). */
  async attach(mailId: string, input: Record<string, unknown>): Promise<Outcome<{ leadId: string }>> {
    const named = typeof input.lead === "string" ? input.lead.trim() : "";
    if (!named) return invalid({ lead: LEAD_MAIL_MESSAGES.leadRequired });
    const leadId =
      (await this.deps.messages.getById(named)) !== undefined
        ? named
        : /^Q-\d{4}-\d{5,}$/i.test(named)
          ? await this.deps.mails.leadByReference({ quote: named.toUpperCase() })
          : /^M-[0-9A-F]{8}$/i.test(named)
            ? await this.deps.mails.leadByReference({ idPrefix: named.slice(2).toLowerCase() })
            : undefined;
    if (!leadId) return invalid({ lead: LEAD_MAIL_MESSAGES.leadUnknown });
    const done = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.deps.mails.get(mailId, trx);
      if (!row || !(await this.deps.mails.settleUnmatched(mailId, { state: "thread", messageId: leadId }, trx))) return row ? "settled" : "missing";
      const from = row.from_name ? `${row.from_name} <${row.from_address}>` : row.from_address;
      await this.answered(leadId, { id: row.id, subject: row.subject, from }, this.now(), trx);
      return "done";
    });
    if (done === "missing") return notFound(LEAD_MAIL_MESSAGES.mailNotFound);
    if (done === "settled") return invalid({}, LEAD_MAIL_MESSAGES.notUnmatched);
    return ok({ leadId });
  }

  /** Sets an unmatched answer aside (spam, a newsletter): kept, no longer listed. */
  async discard(mailId: string): Promise<Outcome<undefined>> {
    const row = await this.deps.mails.get(mailId);
    if (!row) return notFound(LEAD_MAIL_MESSAGES.mailNotFound);
    return (await this.deps.mails.settleUnmatched(mailId, { state: "discarded" })) ? ok() : invalid({}, LEAD_MAIL_MESSAGES.notUnmatched);
  }
}
