import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { mayUse, NOT_ALLOWED } from "../../app/admin/roles";
import { MESSAGE_KIND_VIEWS } from "../../app/admin/message-kinds";
import { adminPath } from "../../app/config/admin-paths";
import { fieldErrors } from "../../app/forms/field-errors";
import { invalid, ok, type Outcome } from "../../app/forms/outcome";
import { dayCount, daysUntil, isoDay } from "../../app/schemas/days";
import { FollowUpDigestSchema, STAGE_LABELS } from "../../app/schemas/leads";
import type { DB } from "../db/schema.server";
import { escapeHtml } from "../html.server";
import type { Logger } from "../logger.server";
import { labelledMail, type OutgoingMail } from "../outgoing-mail.server";
import type { DigestReader, FollowUpDigestRepository } from "./follow-up-digest-repository.server";
import type { DueFollowUpRow, LeadRepository } from "./lead-repository.server";

/**
 * The daily follow-up digest (decision 0070): an admin who asked for it, and whose role has the
 * inbox, is mailed once a day the leads they own whose follow-up day has come: the overdue ones
 * first, then the day's own. Each digest is a row under a unique key (admin, day): of several
 * processes checking at once, the one whose insert lands queues the mail in the same transaction.
 */

/** The day whose digests are due at `now`: today (UTC) from `hour` o'clock UTC on, else null. */
export function digestDay(now: number, hour: number): string | null {
  return new Date(now).getUTCHours() >= hour ? isoDay(now) : null;
}

/** The leads due on `day` split as the digest and the dashboard list them: overdue (oldest first), then the day's own. */
export function splitDue<T extends { follow_up_on: string | null }>(leads: readonly T[], day: string): { overdue: T[]; today: T[] } {
  const due = leads.filter((lead) => lead.follow_up_on !== null && lead.follow_up_on <= day);
  const sorted = due.map((lead, index) => ({ lead, index })).sort((a, b) => a.lead.follow_up_on!.localeCompare(b.lead.follow_up_on!) || a.index - b.index);
  return {
    overdue: sorted.filter(({ lead }) => lead.follow_up_on! < day).map(({ lead }) => lead),
    today: sorted.filter(({ lead }) => lead.follow_up_on === day).map(({ lead }) => lead),
  };
}

/** "Amara Okafor, Coast Pharma Ltd": who a lead is, by name (else e-mail) and company. */
export function buyerOf(lead: Pick<DueFollowUpRow, "name" | "email" | "buyer_company">): string {
  const who = lead.name?.trim() || lead.email;
  return lead.buyer_company ? `${who}, ${lead.buyer_company}` : who;
}

/** The digest's mail of `day` to `reader`, listing `leads` (each with its link under `siteUrl`). */
export function digestMail(reader: Pick<DigestReader, "email" | "fullName">, day: string, leads: readonly DueFollowUpRow[], siteUrl: string): OutgoingMail {
  const { overdue, today } = splitDue(leads, day);
  const link = (lead: DueFollowUpRow) => `${siteUrl}${adminPath("message", { id: lead.id })}`;
  const when = (lead: DueFollowUpRow) => {
    const late = -daysUntil(lead.follow_up_on, day);
    return late > 0 ? `follow-up ${lead.follow_up_on}, ${dayCount(late)} overdue` : `follow-up today, ${lead.follow_up_on}`;
  };
  const facts = (lead: DueFollowUpRow) => `${MESSAGE_KIND_VIEWS[lead.kind].label} · ${STAGE_LABELS[lead.stage]} · ${when(lead)}`;
  const list = (heading: string, group: DueFollowUpRow[]) => ({
    text: `${heading} (${group.length})\n${group.length === 0 ? "None.\n" : group.map((lead) => `- ${buyerOf(lead)}\n  ${facts(lead)}\n  ${link(lead)}\n`).join("")}`,
    html:
      `<h2 style="font-size:16px">${escapeHtml(`${heading} (${group.length})`)}</h2>` +
      (group.length === 0
        ? "<p>None.</p>"
        : `<ul>${group.map((lead) => `<li style="margin-bottom:8px"><a href="${escapeHtml(encodeURI(link(lead)))}">${escapeHtml(buyerOf(lead))}</a><br>${escapeHtml(facts(lead))}</li>`).join("")}</ul>`),
  });
  const lists = [list("Overdue", overdue), list("Due today", today)];
  const content = labelledMail({
    // The buyer's words never reach the subject: it is one line of counts.
    subject: `Your follow-ups for ${day}: ${overdue.length} overdue, ${today.length} today`,
    heading: `Follow-ups for ${day}`,
    fields: [
      ["For", reader.fullName],
      ["Overdue", String(overdue.length)],
      ["Due today", String(today.length)],
    ],
    after: { text: lists.map((l) => l.text).join("\n"), html: lists.map((l) => l.html).join("") },
    footer: `Sent once a day while you have follow-ups due. Turn it off on your account page: ${siteUrl}${adminPath("account")}`,
  });
  // EmailJS has the specification's two templates: the inquiry's carries a whole text.
  return {
    to: { address: reader.email },
    content,
    emailJs: { template: "inquiry", params: { product: content.subject, email: reader.email, phone: "", country: "", message: content.text } },
  };
}

/** Queues a digest's mail in the transaction that claimed it (the outbox, given by the services container). */
export type QueueDigest = (digestId: string, now: number, trx: Kysely<DB>) => Promise<void>;

export interface FollowUpDigestsOptions {
  repository: FollowUpDigestRepository;
  leads: LeadRepository;
  queue: QueueDigest;
  /** Wakes this process's mail worker after a digest was queued. */
  onQueued: () => void;
  /** The UTC hour from which the day's digests are sent (FOLLOW_UP_DIGEST_HOUR). */
  hour: number;
  /** The site's address, for the links to the messages' admin pages. */
  siteUrl: string;
  log: Logger;
  now?: () => number;
}

export class FollowUpDigests {
  private readonly now: () => number;

  constructor(private readonly options: FollowUpDigestsOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * From the digest hour on, claims today's digest of each admin who asked for one, whose role
   * has the inbox and who owns a lead due today or overdue, if no process has; and queues its
   * mail. Nothing due, nothing claimed. Answers how many digests this call queued.
   */
  async check(): Promise<number> {
    const now = this.now();
    const day = digestDay(now, this.options.hour);
    if (day === null) return 0;
    let queued = 0;
    for (const reader of await this.options.repository.readers()) {
      if (!mayUse(reader.role, "inbox")) continue;
      if ((await this.options.leads.dueFollowUps(reader.id, day, 1)).length === 0) continue;
      if (await this.options.repository.claim({ id: randomUUID(), adminId: reader.id, day }, now, this.options.queue)) {
        queued++;
        this.options.log.info({ adminId: reader.id, day }, "follow-up digest queued");
      }
    }
    if (queued > 0) this.options.onQueued();
    return queued;
  }

  /**
   * The digest's mail to its admin, listing the leads due on its day as they are when it is sent
   * (one followed up since is left out); null when the digest is gone (its admin deleted).
   */
  async mail(digestId: string): Promise<OutgoingMail | null> {
    const found = await this.options.repository.find(digestId);
    if (!found) return null;
    const leads = await this.options.leads.dueFollowUps(found.reader.id, found.day);
    return digestMail(found.reader, found.day, leads, this.options.siteUrl);
  }

  /** Whether the admin asked for the digest (the account page's checkbox). */
  wants(adminId: string): Promise<boolean> {
    return this.options.repository.wants(adminId);
  }

  /** The account page's form: `{followUpDigest: "on"}` asks for the digest, without it stops it. Only a role with the inbox. */
  async setWants(admin: { id: string; role: DigestReader["role"] }, input: unknown): Promise<Outcome> {
    if (!mayUse(admin.role, "inbox")) return invalid({}, NOT_ALLOWED);
    const parsed = FollowUpDigestSchema.safeParse(typeof input === "object" && input !== null ? input : {});
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    await this.options.repository.setWants(admin.id, parsed.data.followUpDigest, this.now());
    this.options.log.info({ adminId: admin.id, wants: parsed.data.followUpDigest }, "follow-up digest choice saved");
    return ok();
  }
}

