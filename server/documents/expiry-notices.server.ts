import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { adminPath } from "../../app/config/admin-paths";
import { DAY_MS, dayCount, daysUntil, isoDay } from "../../app/schemas/days";
import { DOCUMENT_TYPE_LABELS, isExpired } from "../../app/schemas/documents";
import type { DB } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { labelledMail, type OutgoingMail } from "../outgoing-mail.server";
import type { DocumentRecord, DocumentRepository } from "./document-repository.server";
import { EXPIRY_WARNING_DAYS } from "./documents.server";

/**
 * A document's expiry notices (decision 0061): the company is mailed once when a document comes
 * within 60 days of its expiry date, once within 30 days, and once when it has expired. Each
 * notice is a row inserted under a unique key (document, stage, expiry date): of several
 * processes checking at once, the one whose insert lands queues the mail in the same transaction;
 * the others insert nothing and queue nothing. A renewed document (a new date) is watched again.
 */
export const EXPIRY_STAGES = ["60-days", "30-days", "expired"] as const;
export type ExpiryStage = (typeof EXPIRY_STAGES)[number];

/** The furthest stage a document has reached on `today`; null while it is more than 60 days off. */
export function expiryStage(expiresOn: string, today: string): ExpiryStage | null {
  if (isExpired(expiresOn, today)) return "expired";
  const days = daysUntil(expiresOn, today);
  return days <= 30 ? "30-days" : days <= EXPIRY_WARNING_DAYS ? "60-days" : null;
}

/** Queues a notice's mail in the transaction that inserted it (the outbox, given by the services container). */
export type QueueNotice = (noticeId: string, now: number, trx: Kysely<DB>) => Promise<void>;

export interface ExpiryNoticesOptions {
  repository: DocumentRepository;
  queue: QueueNotice;
  /** Wakes this process's mail worker after a notice was queued. */
  onQueued: () => void;
  /** The site's address, for the link to the document's admin page. */
  siteUrl: string;
  log: Logger;
  now?: () => number;
}

export class ExpiryNotices {
  private readonly now: () => number;

  constructor(private readonly options: ExpiryNoticesOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Claims the notice each document is due, if no process has, and queues its mail. Only the
   * furthest stage is sent: a document added 20 days before its expiry gets the 30-day notice,
   * not the 60-day one as well. Answers how many notices this call queued.
   */
  async check(): Promise<number> {
    const now = this.now();
    const today = isoDay(now);
    const due = await this.options.repository.list({ expiresBy: isoDay(now + EXPIRY_WARNING_DAYS * DAY_MS) });
    let queued = 0;
    for (const document of due) {
      const stage = expiryStage(document.expiresOn!, today);
      if (!stage) continue;
      if (await this.options.repository.claimExpiryNotice({ id: randomUUID(), documentId: document.id, stage, expiresOn: document.expiresOn! }, now, this.options.queue)) {
        queued++;
        this.options.log.info({ documentId: document.id, stage, expiresOn: document.expiresOn }, "document expiry notice queued");
      }
    }
    if (queued > 0) this.options.onQueued();
    return queued;
  }

  /** The company's mail of a notice; null when the notice or its document is gone. */
  async mail(noticeId: string): Promise<OutgoingMail | null> {
    const found = await this.options.repository.findExpiryNotice(noticeId);
    if (!found) return null;
    const { document, stage, expiresOn } = found;
    const days = daysUntil(expiresOn, isoDay(this.now()));
    const inDays = `in ${dayCount(days)}`;
    // The title is the admin's; a subject is one line whatever was posted.
    const title = document.title.replace(/\s+/g, " ");
    const when = stage === "expired" ? `expired on ${expiresOn}` : days <= 0 ? `expires today, ${expiresOn}` : `expires ${inDays}, on ${expiresOn}`;
    const link = `${this.options.siteUrl}${adminPath("document", { id: document.id })}`;
    const content = labelledMail({
      subject: `Document ${stage === "expired" ? "expired" : days <= 0 ? "expires today" : `expires ${inDays}`}: ${title}`,
      heading: `${title} ${when}`,
      fields: [
        ["Document", document.title],
        ["Type", DOCUMENT_TYPE_LABELS[document.type]],
        ["Number", document.number ?? ""],
        ["Issuer", document.issuer ?? ""],
        ["Expires", expiresOn],
        ["Visibility", VISIBILITY[document.visibility]],
        ["Products", document.products.map((product) => product.name).join(", ")],
      ],
      after: {
        text: `When it is renewed, upload the new file as a new version and change its expiry date:\n${link}`,
        html: `<p>When it is renewed, upload the new file as a new version and change its expiry date: <a href="${encodeURI(link)}">the document's page</a>.</p>`,
      },
      footer: stage === "expired" ? "The public site shows it as expired and offers no download." : "Sent once at 60 days, once at 30 days and once on expiry.",
    });
    // EmailJS has the specification's two templates: the inquiry's carries a whole text.
    return { to: "company", content, emailJs: { template: "inquiry", params: { product: content.subject, email: "", phone: "", country: "", message: content.text } } };
  }
}

const VISIBILITY: Record<DocumentRecord["visibility"], string> = {
  public: "Public (listed and downloadable)",
  "on-request": "On request (listed; sent through an approved request)",
  internal: "Internal (admin only)",
};

