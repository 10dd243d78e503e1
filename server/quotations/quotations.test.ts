import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/database";
import { migrate, openDatabase, type Database } from "../db/database.server";
import { EMPTY_FIELDS } from "../messages/kinds/kind.server";
import { LeadRepository, NEW_LEAD } from "../messages/lead-repository.server";
import { MessageRepository } from "../messages/message-repository.server";
import { QuotationRepository } from "./quotation-repository.server";
import { Quotations } from "./quotations.server";

/** Quotations on a real database (SQLite, or PostgreSQL with DATABASE_URL). */
describe("quotations", () => {
  let dataDir: string;
  let testDb: TestDatabase;
  let database: Database;
  let service: Quotations;
  const ravi = { id: "a-ravi", name: "Ravi Kumar" };
  let sequence = 0;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "quotations-test-"));
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.url, dataDir });
    await migrate(database);
    service = new Quotations({
      db: database.db,
      quotations: new QuotationRepository(database.db, database.kind),
      leads: new LeadRepository(database.db, database.kind),
      lead: async (id) => ({ id, locale: "ar", incoterm: "CIF", destination: "Jebel Ali", lines: [{ slug: "verdamol-500", name: "Verdamol 500 Tablets", quantity: 1200, unit: "boxes" }] }),
    });
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const lead = async () => {
    sequence += 1;
    const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`;
    await new MessageRepository(database.db).create({
      ...EMPTY_FIELDS,
      id,
      kind: "quote",
      email: "buyer@example.com",
      phone: "",
      locale: "ar",
      channel: "web",
      status: "new",
      created_at: Date.now(),
      updated_at: Date.now(),
      ...NEW_LEAD,
      buyer_company: null,
      buyer_country: null,
    });
    return id;
  };
  const priced = { currency: "AED", language: "ar", incoterm: "CIF", port: "Jebel Ali", paymentTerms: "", leadTime: "", validUntil: today, notes: "", discount: "" };
  const lines = [{ product: "Verdamol 500 Tablets", quantity: "1200", unit: "boxes", price: "2.1", slug: "verdamol-500" }];

  it("numbers quotations per year without gaps or repeats when many are drafted at once", async () => {
    const id = await lead();
    const made = await Promise.all(Array.from({ length: 10 }, () => service.create(id, ravi)));
    const numbers = made.map((m) => (m.kind === "ok" ? m.value.number : "")).sort();
    const year = new Date().getUTCFullYear();
    expect(new Set(numbers).size).toBe(10);
    const sequences = numbers.map((n) => Number(n.replace(`QT-${year}-`, ""))).sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(9);
  });

  it("keeps a sent version as it was when it is revised: the revision is the next version of the same number", async () => {
    const id = await lead();
    const made = await service.create(id, ravi);
    if (made.kind !== "ok") throw new Error("not made");
    const quotationId = made.value.id;
    expect((await service.saveDraft(quotationId, priced, lines, ravi)).kind).toBe("ok");
    const first = await service.view(quotationId);
    expect(first.kind === "ok" && first.value).toMatchObject({ version: 1, state: "draft", total: "2520.00", language: "ar", incoterm: "CIF", port: "Jebel Ali" });
    // Revising a draft is refused; so is saving a sent version.
    expect((await service.revise(quotationId, ravi)).kind).toBe("conflict");
    await database.db.transaction().execute((trx) => service.markSent(quotationId, Date.now(), trx));
    expect((await service.saveDraft(quotationId, priced, lines, ravi)).kind).toBe("conflict");

    const revised = await service.revise(quotationId, ravi);
    expect(revised.kind === "ok" && revised.value.version).toBe(2);
    expect((await service.saveDraft(quotationId, priced, [{ ...lines[0]!, price: "1.95" }], ravi)).kind).toBe("ok");
    const [v1, v2] = [await service.view(quotationId, 1), await service.view(quotationId)];
    expect(v1.kind === "ok" && v1.value).toMatchObject({ version: 1, state: "sent", total: "2520.00", current: 2 });
    expect(v2.kind === "ok" && v2.value).toMatchObject({ version: 2, state: "draft", total: "2340.00", number: made.value.number });
    const timeline = await database.db.selectFrom("lead_events").select("detail").where("message_id", "=", id).where("kind", "=", "quotation").orderBy("created_at").execute();
    expect(timeline.map((e) => JSON.parse(e.detail).action)).toEqual(["created", "revised"]);
  });

  it("revises a sent version once when two admins ask at once", async () => {
    const id = await lead();
    const made = await service.create(id, ravi);
    if (made.kind !== "ok") throw new Error("not made");
    await database.db.transaction().execute((trx) => service.markSent(made.value.id, Date.now(), trx));
    const answers = await Promise.all([service.revise(made.value.id, ravi), service.revise(made.value.id, ravi), service.revise(made.value.id, ravi)]);
    expect(answers.filter((a) => a.kind === "ok")).toHaveLength(1);
    expect(answers.filter((a) => a.kind === "conflict")).toHaveLength(2);
    const versions = await database.db.selectFrom("quotation_versions").select("version").where("quotation_id", "=", made.value.id).execute();
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
  });
});
