import { messageIdFor, migratedDatabase, storeMessage } from "../../tests/support/service-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminsRepository } from "../auth/admins-repository.server";
import { type Database } from "../db/database.server";
import { LeadRepository } from "./lead-repository.server";
import { LeadsService } from "./leads-service.server";

/** The leads service on a real database (SQLite, or PostgreSQL with DATABASE_URL). */
describe("the leads service", () => {
  let database: Database;
  let close: () => Promise<void>;
  let service: LeadsService;
  const ravi = { id: "a-ravi", name: "Ravi Kumar" };
  const meera = { id: "a-meera", name: "Meera Shah" };
  let sequence = 0;

  beforeAll(async () => {
    ({ database, close } = await migratedDatabase("leads-test"));
    const admins = new AdminsRepository(database.db, database.kind);
    for (const [admin, userName] of [[ravi, "ravi"], [meera, "meera"]] as const) {
      await admins.createAdmin({ id: admin.id, fullName: admin.name, email: `${userName}@example.com`, userName, role: "sales", passwordHash: "x", now: 1 });
    }
    service = new LeadsService({ db: database.db, leads: new LeadRepository(database.db, database.kind), assignable: async () => [ravi, meera] });
  });
  afterAll(async () => {
    await close?.();
  });

  const message = async () => {
    sequence += 1;
    return storeMessage(database, { id: messageIdFor(sequence) });
  };

  it("keeps the timeline true when two admins change one lead at once: each entry starts where the one before ended", async () => {
    const id = await message();
    const answers = await Promise.all([
      service.take(id, ravi),
      service.take(id, meera),
      service.assign(id, { owner: ravi.id }, meera),
      service.assign(id, { owner: "" }, ravi),
    ]);
    expect(answers.map((a) => a.kind)).toEqual(["ok", "ok", "ok", "ok"]);
    const assigned = (await service.timeline(id)).filter((e) => e.kind === "assigned");
    expect(assigned.length).toBeGreaterThan(0);
    let owner: string | null = null;
    for (const entry of assigned) {
      if (entry.kind !== "assigned") continue;
      expect(entry.from).toBe(owner);
      expect(entry.to).not.toBe(entry.from);
      owner = entry.to;
    }
    const stored = await database.db.selectFrom("messages").leftJoin("admins", "admins.id", "messages.owner_id").select("admins.full_name").where("messages.id", "=", id).executeTakeFirstOrThrow();
    expect(stored.full_name ?? null).toBe(owner);
  });

  it("records nothing when nothing changes, and nothing for an unknown lead", async () => {
    const id = await message();
    expect((await service.setStage(id, { stage: "new" }, ravi)).kind).toBe("ok");
    expect((await service.setFollowUp(id, { followUp: "" }, ravi)).kind).toBe("ok");
    expect((await service.setDetails(id, {}, ravi)).kind).toBe("ok");
    expect((await service.timeline(id)).map((e) => e.kind)).toEqual(["received"]);
    expect((await service.addNote("00000000-0000-4000-8000-999999999999", { note: "Hello" }, ravi)).kind).toBe("not-found");
  });
});
