import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { databaseAt } from "../../../tests/support/migration";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

it("keeps every delivery already in the outbox, and refuses one that delivers two things or nothing", async () => {
  const { database, migrator, close } = await databaseAt("0031-leads");
  cleanup = close;
  await sql`insert into messages (id, kind, email, phone, status, created_at, updated_at) values ('m1', 'quote', 'b@example.com', '', 'new', 1, 1)`.execute(database.db);
  await sql`insert into outbox (message_id, recipient, idempotency_key, state, attempts, next_attempt_at, created_at, updated_at)
    values ('m1', 'company', 'k-company', 'sent', 1, 5, 1, 2)`.execute(database.db);

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const rows = await database.db.selectFrom("outbox").select(["idempotency_key", "message_id", "notice_id", "mail_id", "digest_id", "state"]).execute();
  expect(rows).toEqual([{ idempotency_key: "k-company", message_id: "m1", notice_id: null, mail_id: null, digest_id: null, state: "sent" }]);
  const lead = await database.db.selectFrom("messages").select(["answered_at"]).executeTakeFirstOrThrow();
  expect(lead.answered_at).toBeNull();

  await sql`insert into lead_mails (id, message_id, direction, rfc_message_id, from_address, to_address, subject, body, state, created_at)
    values ('r1', 'm1', 'out', '<r1@x.example>', 'sales@x.example', 'b@example.com', 'Re', 'Text', 'thread', 3)`.execute(database.db);
  const delivery = (messageId: string | null, mailId: string | null, key: string) =>
    sql`insert into outbox (message_id, mail_id, recipient, idempotency_key, state, attempts, next_attempt_at, created_at, updated_at)
      values (${messageId}, ${mailId}, 'buyer', ${key}, 'queued', 0, 0, 0, 0)`.execute(database.db);
  await delivery(null, "r1", "k-reply");
  await expect(delivery("m1", "r1", "k-both")).rejects.toThrow();
  await expect(delivery(null, null, "k-none")).rejects.toThrow();
  // A reply is delivered once.
  await expect(delivery(null, "r1", "k-again")).rejects.toThrow();
  // A mail is stored once, whoever reads it.
  await expect(
    sql`insert into lead_mails (id, message_id, direction, rfc_message_id, from_address, to_address, subject, body, state, created_at)
      values ('r2', null, 'in', '<r1@x.example>', 'b@example.com', 'sales@x.example', 'Re', 'Text', 'unmatched', 4)`.execute(database.db),
  ).rejects.toThrow();
});
