import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator, sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/database";
import { openDatabase } from "../database.server";
import { migrations } from "./index.server";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

it("keeps every delivery already in the outbox, and refuses one that delivers neither a message nor a notice", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "export-site-migration-"));
  const testDb = await createTestDatabase();
  const database = openDatabase({ databaseUrl: testDb.url, dataDir });
  cleanup = async () => {
    await database.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo("0026-documents")).error).toBeUndefined();
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
