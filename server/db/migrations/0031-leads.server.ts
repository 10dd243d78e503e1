import { sql, type Kysely, type Migration } from "kysely";

/**
 * Every message is a lead (decision 0068): its owner (an admin; nobody when that admin is
 * deleted), stage, lost reason, next follow-up day, tags (a JSON list) and the buyer's company
 * and country as staff know them, first copied from what the message says. Its timeline is
 * `lead_events`, one row per thing that happened, with who did it (their name kept, so an
 * entry outlives its admin) and what changed (JSON). Every stored message gets its arrival.
 */
export const leads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("messages")
      .addColumn("owner_id", "text", (c) => c.references("admins.id").onDelete("set null"))
      .execute();
    await db.schema.alterTable("messages").addColumn("stage", "text", (c) => c.notNull().defaultTo("new")).execute();
    await db.schema.alterTable("messages").addColumn("lost_reason", "text").execute();
    await db.schema.alterTable("messages").addColumn("lost_note", "text").execute();
    await db.schema.alterTable("messages").addColumn("follow_up_on", "text").execute();
    await db.schema.alterTable("messages").addColumn("tags", "text", (c) => c.notNull().defaultTo("[]")).execute();
    await db.schema.alterTable("messages").addColumn("buyer_company", "text").execute();
    await db.schema.alterTable("messages").addColumn("buyer_country", "text").execute();
    await sql`update messages set buyer_company = company, buyer_country = country`.execute(db);
    await db.schema.createIndex("messages_owner").on("messages").column("owner_id").execute();
    await db.schema.createIndex("messages_follow_up").on("messages").column("follow_up_on").execute();

    await db.schema
      .createTable("lead_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("message_id", "text", (c) => c.notNull().references("messages.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      // No foreign key: the entry keeps who did it after the admin is deleted.
      .addColumn("actor_id", "text")
      .addColumn("actor_name", "text")
      .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_events_message").on("lead_events").columns(["message_id", "created_at"]).execute();
    await sql`insert into lead_events (id, message_id, kind, actor_id, actor_name, detail, created_at)
      select 'received-' || id, id, 'received', null, null, '{}', created_at from messages`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("lead_events").execute();
    await db.schema.dropIndex("messages_follow_up").execute();
    await db.schema.dropIndex("messages_owner").execute();
    for (const column of ["buyer_country", "buyer_company", "tags", "follow_up_on", "lost_note", "lost_reason", "stage", "owner_id"]) {
      await db.schema.alterTable("messages").dropColumn(column).execute();
    }
  },
};
