import { sql, type Kysely, type Migration } from "kysely";

/**
 * A lead's mail (decision 0069): staff's replies and the buyer's answers in one thread
 * (`lead_mails`; an answer no lead claims waits there with no lead), the reply templates staff
 * edit per kind of message and language, the daily follow-up digest an admin may ask for (one
 * row per admin and day, claimed once), and when the buyer last answered. The outbox opens to
 * two more kinds of delivery, a reply and a digest: exactly one of its four subjects is set.
 */
export const leadMail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("messages").addColumn("answered_at", "bigint").execute();
    await db.schema.alterTable("admins").addColumn("follow_up_digest", "integer", (c) => c.notNull().defaultTo(0)).execute();

    await db.schema
      .createTable("reply_templates")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("updated_by", "text")
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("reply_templates_pk", ["kind", "language"])
      .execute();

    await db.schema
      .createTable("lead_mails")
      .addColumn("id", "text", (c) => c.primaryKey())
      // Null for an answer no lead claimed yet (listed for staff to attach or discard).
      .addColumn("message_id", "text", (c) => c.references("messages.id").onDelete("cascade"))
      .addColumn("direction", "text", (c) => c.notNull())
      // The mail's Message-ID header: a mail is stored once, whichever process read it first.
      .addColumn("rfc_message_id", "text", (c) => c.notNull().unique())
      .addColumn("in_reply_to", "text")
      .addColumn("references", "text")
      .addColumn("from_address", "text", (c) => c.notNull())
      .addColumn("from_name", "text")
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("language", "text")
      .addColumn("attachments", "text", (c) => c.notNull().defaultTo("[]"))
      // "thread" (on its lead), "unmatched" or "discarded": only an answer is ever not "thread".
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("actor_id", "text")
      .addColumn("actor_name", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("lead_mails_message").on("lead_mails").columns(["message_id", "created_at"]).execute();
    await db.schema.createIndex("lead_mails_state").on("lead_mails").columns(["state", "created_at"]).execute();

    await db.schema
      .createTable("follow_up_digests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("admin_id", "text", (c) => c.notNull().references("admins.id").onDelete("cascade"))
      // The UTC day it covers, YYYY-MM-DD.
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addUniqueConstraint("follow_up_digests_once", ["admin_id", "day"])
      .execute();

    // SQLite cannot change a check constraint in place: the outbox is copied into its new shape,
    // as migration 0027 did.
    await db.schema
      .createTable("outbox_v3")
      .addColumn("idempotency_key", "text", (c) => c.primaryKey())
      .addColumn("message_id", "text", (c) => c.references("messages.id").onDelete("cascade"))
      .addColumn("notice_id", "text", (c) => c.references("document_expiry_notices.id").onDelete("cascade"))
      .addColumn("mail_id", "text", (c) => c.references("lead_mails.id").onDelete("cascade"))
      .addColumn("digest_id", "text", (c) => c.references("follow_up_digests.id").onDelete("cascade"))
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("claim_token", "text")
      .addColumn("claimed_until", "bigint")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "bigint")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addUniqueConstraint("outbox_v3_message_recipient", ["message_id", "recipient"])
      .addUniqueConstraint("outbox_v3_mail", ["mail_id"])
      .addCheckConstraint(
        "outbox_v3_one_subject",
        sql`(case when message_id is null then 0 else 1 end) + (case when notice_id is null then 0 else 1 end)
          + (case when mail_id is null then 0 else 1 end) + (case when digest_id is null then 0 else 1 end) = 1`,
      )
      .execute();
    await sql`insert into outbox_v3 (idempotency_key, message_id, notice_id, mail_id, digest_id, recipient, state, attempts,
      next_attempt_at, claim_token, claimed_until, last_error, sent_at, created_at, updated_at)
      select idempotency_key, message_id, notice_id, null, null, recipient, state, attempts,
      next_attempt_at, claim_token, claimed_until, last_error, sent_at, created_at, updated_at from outbox`.execute(db);
    await db.schema.dropTable("outbox").execute();
    await db.schema.alterTable("outbox_v3").renameTo("outbox").execute();
    await db.schema.dropIndex("outbox_due").ifExists().execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_attempt_at"]).execute();
  },
  async down() {
    throw new Error("0032-lead-mail cannot be undone: the outbox would lose the replies' and digests' deliveries");
  },
};
