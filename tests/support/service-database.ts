import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate, openDatabase, type Database } from "../../server/db/database.server";
import { EMPTY_FIELDS } from "../../server/messages/kinds/kind.server";
import { NEW_LEAD } from "../../server/messages/lead-repository.server";
import { MessageRepository, type MessageRow } from "../../server/messages/message-repository.server";
import { createTestDatabase } from "./database";

/**
 * A real database migrated to the latest schema, for a service's test in the test's own process
 * (SQLite in a temporary folder, or PostgreSQL by DATABASE_URL); `close` drops it.
 */
export async function migratedDatabase(prefix: string): Promise<{ database: Database; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const testDb = await createTestDatabase();
  const database = openDatabase({ databaseUrl: testDb.url, dataDir });
  await migrate(database);
  return {
    database,
    async close() {
      await database.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The id of a test's `n`th message: a UUID, so references made from it (M-0000000N) work. */
export const messageIdFor = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Stores a message, a new lead unless the fields say otherwise, as the messages service would: a contact from buyer@example.com in English. */
export async function storeMessage(database: Database, fields: Partial<MessageRow> & Pick<MessageRow, "id">): Promise<string> {
  const now = Date.now();
  await new MessageRepository(database.db).create({
    ...EMPTY_FIELDS,
    kind: "contact",
    email: "buyer@example.com",
    phone: "",
    locale: "en",
    channel: "web",
    status: "new",
    created_at: now,
    updated_at: now,
    ...NEW_LEAD,
    buyer_company: null,
    buyer_country: null,
    ...fields,
  });
  return fields.id;
}
