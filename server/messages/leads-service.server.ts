import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { fieldErrors } from "../../app/forms/field-errors";
import { invalid, notFound, ok, type Outcome } from "../../app/forms/outcome";
import { MESSAGE_NOT_FOUND } from "../../app/schemas/inbox";
import {
  AssignSchema,
  FollowUpSchema,
  LEAD_MESSAGES,
  LeadDetailsSchema,
  NoteSchema,
  StageUpdateSchema,
  TAG_LABELS,
  isLeadTag,
  type DetailChange,
  type LeadEvent,
  type LeadEventDetail,
  type LeadTag,
} from "../../app/schemas/leads";
import { isoDay } from "../../app/schemas/days";
import type { DB } from "../db/schema.server";
import type { DueFollowUpRow, LeadChanges, LeadEventRow, LeadRepository, LeadRow } from "./lead-repository.server";

/** The admin who makes a change, as the timeline names them. */
export interface LeadActor {
  id: string;
  name: string;
}

export interface LeadsServiceDeps {
  db: Kysely<DB>;
  leads: LeadRepository;
  /** The admins a lead may be given to (those whose role has the inbox), by name. */
  assignable: () => Promise<LeadActor[]>;
  now?: () => number;
}

/** A lead's tags as stored (a JSON list); anything else reads as none. */
export function parseTags(stored: string | null): LeadTag[] {
  try {
    const list: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(list) ? list.filter((tag): tag is LeadTag => typeof tag === "string" && isLeadTag(tag)) : [];
  } catch {
    return [];
  }
}

const tagsText = (tags: readonly LeadTag[]) => tags.map((tag) => TAG_LABELS[tag]).join(", ");

/** A stored timeline entry as the message page shows it. */
export function toLeadEvent(row: LeadEventRow): LeadEvent {
  let detail: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.detail);
    if (typeof parsed === "object" && parsed !== null) detail = parsed as Record<string, unknown>;
  } catch {
    // An unreadable entry still shows what kind it was, when and by whom.
  }
  return { ...detail, kind: row.kind, id: row.id, at: new Date(Number(row.created_at)).toISOString(), by: row.actor_name } as LeadEvent;
}

/** What a change does to a lead: its new columns and the timeline entry that records it; null when nothing changes. */
type Change = { columns: LeadChanges; event: LeadEventDetail } | null;

/**
 * The sales team's work on a lead (decision 0068): each change is checked here, then written
 * with its timeline entry in one transaction; a refused one changes nothing.
 */
export class LeadsService {
  private readonly now: () => number;
  /** The last entry's time in this process: entries of one lead keep their order. */
  private lastAt = 0;

  constructor(private readonly deps: LeadsServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * The dashboard's list: up to `limit` of `ownerId`'s open leads whose follow-up day is today
   * or before (UTC), the oldest follow-up first, each with whether it is overdue.
   */
  async dueFollowUps(ownerId: string, limit: number): Promise<Array<DueFollowUpRow & { overdue: boolean }>> {
    const today = isoDay(this.now());
    const rows = await this.deps.leads.dueFollowUps(ownerId, today, limit);
    return rows.map((row) => ({ ...row, overdue: row.follow_up_on < today }));
  }

  assignable(): Promise<LeadActor[]> {
    return this.deps.assignable();
  }

  /** `input` is `{owner}`: an admin's id, or empty for nobody. */
  async assign(id: string, input: unknown, actor: LeadActor): Promise<Outcome<undefined>> {
    const parsed = AssignSchema.safeParse(input ?? {});
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    return this.giveTo(id, parsed.data.owner || null, actor);
  }

  /** The acting admin takes the lead. */
  take(id: string, actor: LeadActor): Promise<Outcome<undefined>> {
    return this.giveTo(id, actor.id, actor);
  }

  private async giveTo(id: string, ownerId: string | null, actor: LeadActor): Promise<Outcome<undefined>> {
    const admins = await this.deps.assignable();
    const owner = ownerId === null ? null : admins.find((admin) => admin.id === ownerId);
    if (owner === undefined) return invalid({ owner: LEAD_MESSAGES.ownerUnknown });
    return this.change(id, actor, async (lead, trx) => {
      if (lead.owner_id === (owner?.id ?? null)) return null;
      const from = lead.owner_id === null ? null : ((await this.deps.leads.adminName(lead.owner_id, trx)) ?? null);
      return { columns: { owner_id: owner?.id ?? null }, event: { kind: "assigned", from, to: owner?.name ?? null } };
    });
  }

  /** `input` is `{stage, lostReason, lostNote}`; a lost lead needs its reason. */
  async setStage(id: string, input: unknown, actor: LeadActor): Promise<Outcome<undefined>> {
    const parsed = StageUpdateSchema.safeParse(input ?? {});
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const { stage, lostReason, lostNote } = parsed.data;
    return this.change(id, actor, async (lead) => {
      if (lead.stage === stage && lead.lost_reason === lostReason && lead.lost_note === lostNote) return null;
      return {
        columns: { stage, lost_reason: lostReason, lost_note: lostNote },
        event: { kind: "stage", from: lead.stage, to: stage, reason: lostReason, note: lostNote },
      };
    });
  }

  /** `input` is `{followUp}`: YYYY-MM-DD, or empty to clear it. */
  async setFollowUp(id: string, input: unknown, actor: LeadActor): Promise<Outcome<undefined>> {
    const parsed = FollowUpSchema.safeParse(input ?? {});
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const day = parsed.data.followUp;
    return this.change(id, actor, async (lead) =>
      lead.follow_up_on === day ? null : { columns: { follow_up_on: day }, event: { kind: "follow-up", from: lead.follow_up_on, to: day } },
    );
  }

  /** `input` is `{company, country, tags}`, the buyer's details as staff know them. */
  async setDetails(id: string, input: unknown, actor: LeadActor): Promise<Outcome<undefined>> {
    const parsed = LeadDetailsSchema.safeParse(input ?? {});
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const { company, country, tags } = parsed.data;
    return this.change(id, actor, async (lead) => {
      const changes: DetailChange[] = [];
      if ((lead.buyer_company ?? null) !== company) changes.push({ field: "company", from: lead.buyer_company ?? "", to: company ?? "" });
      if ((lead.buyer_country ?? null) !== country) changes.push({ field: "country", from: lead.buyer_country ?? "", to: country ?? "" });
      const before = tagsText(parseTags(lead.tags));
      if (before !== tagsText(tags)) changes.push({ field: "tags", from: before, to: tagsText(tags) });
      if (changes.length === 0) return null;
      return { columns: { buyer_company: company, buyer_country: country, tags: JSON.stringify(tags) }, event: { kind: "details", changes } };
    });
  }

  /** An internal note: it goes on the timeline only, never to the buyer. */
  async addNote(id: string, input: unknown, actor: LeadActor): Promise<Outcome<undefined>> {
    const parsed = NoteSchema.safeParse(input ?? {});
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const text = parsed.data.note;
    return this.change(id, actor, async () => ({ columns: {}, event: { kind: "note", text } }));
  }

  /** A lead's timeline, oldest first. */
  async timeline(id: string): Promise<LeadEvent[]> {
    return (await this.deps.leads.listEvents(id)).map(toLeadEvent);
  }

  private stamp(): number {
    this.lastAt = Math.max(this.now(), this.lastAt + 1);
    return this.lastAt;
  }

  /** Reads the lead (locked), works out the change, and writes it with its entry, in one transaction. */
  private async change(id: string, actor: LeadActor, decide: (lead: LeadRow, trx: Kysely<DB>) => Promise<Change>): Promise<Outcome<undefined>> {
    const { leads } = this.deps;
    const found = await this.deps.db.transaction().execute(async (trx) => {
      const lead = await leads.getForUpdate(id, trx);
      if (!lead) return false;
      const change = await decide(lead, trx);
      if (!change) return true;
      const at = this.stamp();
      if (Object.keys(change.columns).length > 0) await leads.update(id, change.columns, at, trx);
      const { kind, ...detail } = change.event;
      await leads.createEvent({ id: randomUUID(), message_id: id, kind, actor_id: actor.id, actor_name: actor.name, detail: JSON.stringify(detail), created_at: at }, trx);
      return true;
    });
    return found ? ok() : notFound(MESSAGE_NOT_FOUND);
  }
}
