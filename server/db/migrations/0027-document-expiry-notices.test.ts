import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { databaseAt } from "../../../tests/support/migration";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

it("keeps every delivery already in the outbox, and refuses one that delivers neither a message nor a notice", async () => {
  const { database, migrator, close } = await databaseAt("0026-documents");
  cleanup = close;
  await sql`insert into messages (id, kind, email, phone, status, created_at, updated_at) values ('m1', 'quote', 'b@example.com', '', 'new', 1, 1)`.execute(database.db);
  const delivery = (recipient: string, key: string, state: string) =>
    sql`insert into outbox (message_id, recipient, idempotency_key, state, attempts, next_attempt_at, created_at, updated_at)
      values ('m1', ${recipient}, ${key}, ${state}, 1, 5, 1, 2)`.execute(database.db);
  await delivery("company", "k-company", "sent");
  await delivery("buyer", "k-buyer", "failed");

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const rows = await database.db.selectFrom("outbox").select(["idempotency_key", "message_id", "notice_id", "recipient", "state"]).orderBy("idempotency_key").execute();
  expect(rows).toEqual([
    { idempotency_key: "k-buyer", message_id: "m1", notice_id: null, recipient: "buyer", state: "failed" },
    { idempotency_key: "k-company", message_id: "m1", notice_id: null, recipient: "company", state: "sent" },
  ]);
  await expect(
    sql`insert into outbox (message_id, notice_id, recipient, idempotency_key, state, attempts, next_attempt_at, created_at, updated_at)
      values (null, null, 'company', 'k-none', 'queued', 0, 0, 0, 0)`.execute(database.db),
  ).rejects.toThrow();
  // A message's delivery to one recipient stays one row.
  await expect(delivery("company", "k-again", "queued")).rejects.toThrow();
});
