import type { Kysely, Selectable, Updateable } from "kysely";
import type { DbKind } from "../db/database.server";
import type { DB, LeadEventsTable, MessagesTable } from "../db/schema.server";

export type LeadEventRow = Selectable<LeadEventsTable>;

/** A message's lead columns, as the lead's changes read and write them. */
export type LeadRow = Pick<Selectable<MessagesTable>, "id" | "owner_id" | "stage" | "lost_reason" | "lost_note" | "follow_up_on" | "tags" | "buyer_company" | "buyer_country">;
export type LeadChanges = Pick<Updateable<MessagesTable>, "owner_id" | "stage" | "lost_reason" | "lost_note" | "follow_up_on" | "tags" | "buyer_company" | "buyer_country" | "answered_at">;

/** A new message's lead: nobody's, new, no follow-up, no tags (the buyer's company and country come from the message). */
export const NEW_LEAD = { owner_id: null, stage: "new", lost_reason: null, lost_note: null, follow_up_on: null, tags: "[]", answered_at: null } as const satisfies Omit<LeadChanges, "buyer_company" | "buyer_country">;

/** The lead's columns of `messages` and its timeline, `lead_events` (decision 0068). */
export class LeadRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: DbKind,
  ) {}

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
