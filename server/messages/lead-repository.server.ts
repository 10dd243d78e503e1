import type { Kysely, Selectable, Updateable } from "kysely";
import type { DbKind } from "../db/database.server";
import { CLOSED_STAGES } from "../../app/schemas/leads";
import type { DB, LeadEventsTable, MessagesTable } from "../db/schema.server";

export type LeadEventRow = Selectable<LeadEventsTable>;

/** A message's lead columns, as the lead's changes read and write them. */
export type LeadRow = Pick<Selectable<MessagesTable>, "id" | "owner_id" | "stage" | "lost_reason" | "lost_note" | "follow_up_on" | "tags" | "buyer_company" | "buyer_country">;
export type LeadChanges = Pick<Updateable<MessagesTable>, "owner_id" | "stage" | "lost_reason" | "lost_note" | "follow_up_on" | "tags" | "buyer_company" | "buyer_country" | "answered_at">;

/** An open lead whose follow-up day has come: what the dashboard's list and the daily digest name. */
export type DueFollowUpRow = Pick<Selectable<MessagesTable>, "id" | "kind" | "name" | "email" | "buyer_company" | "stage"> & { follow_up_on: string };

/** A new message's lead: nobody's, new, no follow-up, no tags (the buyer's company and country come from the message). */
export const NEW_LEAD = { owner_id: null, stage: "new", lost_reason: null, lost_note: null, follow_up_on: null, tags: "[]", answered_at: null } as const satisfies Omit<LeadChanges, "buyer_company" | "buyer_country">;

/** The lead's columns of `messages` and its timeline, `lead_events` (decision 0068). */
export class LeadRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: DbKind,
  ) {}

  /**
   * `ownerId`'s open leads (not won or lost) whose follow-up day is `day` or before, the oldest
   * follow-up first (then the oldest message): the overdue ones come before the day's own.
   */
  async dueFollowUps(ownerId: string, day: string, limit?: number): Promise<DueFollowUpRow[]> {
    let query = this.db
      .selectFrom("messages")
      .select(["id", "kind", "name", "email", "buyer_company", "stage", "follow_up_on"])
      .where("owner_id", "=", ownerId)
      .where("follow_up_on", "is not", null)
      .where("follow_up_on", "<=", day)
      .where("stage", "not in", [...CLOSED_STAGES])
      .orderBy("follow_up_on")
      .orderBy("created_at")
      .orderBy("id");
    if (limit !== undefined) query = query.limit(limit);
    return (await query.execute()) as DueFollowUpRow[];
  }

  /**
   * A message's lead inside the caller's transaction. On PostgreSQL its row stays locked until
   * the commit, so two admins changing one lead at once each see the other's change before
   * writing theirs (and the timeline's "from" is true); SQLite runs one writer at a time.
   */
  async getForUpdate(id: string, trx: Kysely<DB>): Promise<LeadRow | undefined> {
    const query = trx
      .selectFrom("messages")
      .select(["id", "owner_id", "stage", "lost_reason", "lost_note", "follow_up_on", "tags", "buyer_company", "buyer_country"])
      .where("id", "=", id);
    return (this.kind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  }

  async update(id: string, changes: LeadChanges, now: number, trx: Kysely<DB>): Promise<void> {
    await trx.updateTable("messages").set({ ...changes, updated_at: now }).where("id", "=", id).execute();
  }

  /** An admin's name, for the timeline's "from"; undefined when the admin is gone. */
  async adminName(id: string, executor: Kysely<DB> = this.db): Promise<string | undefined> {
    const row = await executor.selectFrom("admins").select("full_name").where("id", "=", id).executeTakeFirst();
    return row?.full_name;
  }

  /** With `executor`, so an entry commits with the change it records. */
  async createEvent(event: LeadEventRow, executor: Kysely<DB> = this.db): Promise<void> {
    await executor.insertInto("lead_events").values(event).execute();
  }

  /** A lead's timeline, oldest first. */
  async listEvents(messageId: string): Promise<LeadEventRow[]> {
    return this.db.selectFrom("lead_events").selectAll().where("message_id", "=", messageId).orderBy("created_at").orderBy("id").execute();
  }
}
