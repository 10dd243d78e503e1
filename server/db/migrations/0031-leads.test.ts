import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { databaseAt } from "../../../tests/support/migration";

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

it("makes every stored message a new lead nobody owns, with the buyer's company and country from it and its arrival on the timeline", async () => {
  const { database, migrator, close } = await databaseAt("0030-admin-roles");
  cleanup = close;
  await sql`insert into messages (id, kind, email, phone, status, company, country, created_at, updated_at)
    values ('m1', 'quote', 'b@example.com', '', 'replied', 'Coast Pharma Ltd', 'Kenya', 1000, 2000),
           ('m2', 'contact', 'c@example.com', '', 'new', null, null, 3000, 3000)`.execute(database.db);

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const leads = await database.db
    .selectFrom("messages")
    .select(["id", "status", "owner_id", "stage", "lost_reason", "follow_up_on", "tags", "buyer_company", "buyer_country"])
    .orderBy("id")
    .execute();
  expect(leads).toEqual([
    { id: "m1", status: "replied", owner_id: null, stage: "new", lost_reason: null, follow_up_on: null, tags: "[]", buyer_company: "Coast Pharma Ltd", buyer_country: "Kenya" },
    { id: "m2", status: "new", owner_id: null, stage: "new", lost_reason: null, follow_up_on: null, tags: "[]", buyer_company: null, buyer_country: null },
  ]);
  const events = await database.db.selectFrom("lead_events").select(["message_id", "kind", "actor_id", "created_at"]).orderBy("message_id").execute();
  expect(events.map((e) => ({ ...e, created_at: Number(e.created_at) }))).toEqual([
    { message_id: "m1", kind: "received", actor_id: null, created_at: 1000 },
    { message_id: "m2", kind: "received", actor_id: null, created_at: 3000 },
  ]);
  // A timeline goes with its message.
  await database.db.deleteFrom("messages").where("id", "=", "m2").execute();
  expect(await database.db.selectFrom("lead_events").select("message_id").execute()).toEqual([{ message_id: "m1" }]);
});
