import { sql, type Kysely, type Selectable } from "kysely";
import type { DbKind } from "../db/database.server";
import type { DB, QuotationLinesTable, QuotationVersionsTable, QuotationsTable } from "../db/schema.server";

export type QuotationRow = Selectable<QuotationsTable>;
export type QuotationVersionRow = Selectable<QuotationVersionsTable>;
export type QuotationLineRow = Selectable<QuotationLinesTable>;

/** The SQL of quotations (decision 0072): numbers, versions and their lines. */
export class QuotationRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: DbKind,
  ) {}

  /** A quotation inside the caller's transaction, its row locked on PostgreSQL until the commit (SQLite has one writer). */
  async getForUpdate(id: string, trx: Kysely<DB>): Promise<QuotationRow | undefined> {
    const query = trx.selectFrom("quotations").selectAll().where("id", "=", id);
    return (this.kind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  }

  /** The year's next number, counted in the caller's transaction. */
  async nextNumber(year: number, executor: Kysely<DB>): Promise<number> {
    const row = await executor
      .insertInto("quotation_numbers")
      .values({ year, last: 1 })
      .onConflict((oc) => oc.column("year").doUpdateSet({ last: sql<number>`${sql.ref("quotation_numbers.last")} + 1` }))
      .returning("last")
      .executeTakeFirstOrThrow();
    return Number(row.last);
  }

  async create(quotation: QuotationRow, executor: Kysely<DB>): Promise<void> {
    await executor.insertInto("quotations").values(quotation).execute();
  }

  async get(id: string, executor: Kysely<DB> = this.db): Promise<QuotationRow | undefined> {
    return executor.selectFrom("quotations").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async forLead(messageId: string): Promise<Array<QuotationRow & Pick<QuotationVersionRow, "state" | "currency" | "total" | "valid_until">>> {
    return this.db
      .selectFrom("quotations")
      .innerJoin("quotation_versions", (join) => join.onRef("quotation_versions.quotation_id", "=", "quotations.id").onRef("quotation_versions.version", "=", "quotations.current_version"))
      .selectAll("quotations")
      .select(["quotation_versions.state", "quotation_versions.currency", "quotation_versions.total", "quotation_versions.valid_until"])
      .where("quotations.message_id", "=", messageId)
      .orderBy("quotations.created_at")
      .execute();
  }

  async versions(id: string): Promise<QuotationVersionRow[]> {
    return this.db.selectFrom("quotation_versions").selectAll().where("quotation_id", "=", id).orderBy("version").execute();
  }

  async version(id: string, version: number, executor: Kysely<DB> = this.db): Promise<QuotationVersionRow | undefined> {
    return executor.selectFrom("quotation_versions").selectAll().where("quotation_id", "=", id).where("version", "=", version).executeTakeFirst();
  }

  async lines(id: string, version: number, executor: Kysely<DB> = this.db): Promise<QuotationLineRow[]> {
    return executor.selectFrom("quotation_lines").selectAll().where("quotation_id", "=", id).where("version", "=", version).orderBy("position").execute();
  }

  /** Writes a version and its lines (a draft's lines replaced), in the caller's transaction. */
  async saveVersion(version: QuotationVersionRow, lines: QuotationLineRow[], executor: Kysely<DB>): Promise<void> {
    await executor.deleteFrom("quotation_lines").where("quotation_id", "=", version.quotation_id).where("version", "=", version.version).execute();
    await executor.deleteFrom("quotation_versions").where("quotation_id", "=", version.quotation_id).where("version", "=", version.version).execute();
    await executor.insertInto("quotation_versions").values(version).execute();
    if (lines.length > 0) await executor.insertInto("quotation_lines").values(lines).execute();
  }

  /** The version a link's token hash names, with its quotation. */
  async byTokenHash(hash: string, executor: Kysely<DB> = this.db): Promise<{ quotation: QuotationRow; version: QuotationVersionRow } | undefined> {
    const version = await executor.selectFrom("quotation_versions").selectAll().where("token_hash", "=", hash).executeTakeFirst();
    if (!version) return undefined;
    const quotation = await this.get(version.quotation_id, executor);
    return quotation && { quotation, version };
  }

  /** The buyer's answer, written once (a version answered already is left as it is). */
  async recordAnswer(id: string, version: number, answer: { answer: "accepted" | "declined"; reason: string | null; note: string | null; at: number }, executor: Kysely<DB>): Promise<void> {
    await executor
      .updateTable("quotation_versions")
      .set({ answer: answer.answer, answer_reason: answer.reason, answer_note: answer.note, answered_at: answer.at })
      .where("quotation_id", "=", id)
      .where("version", "=", version)
      .where("answer", "is", null)
      .execute();
  }

  /**
   * Sent, unanswered current versions whose last valid day is between `today` and `lastDay`
   * (both YYYY-MM-DD) and that have had no reminder.
   */
  async dueForReminder(today: string, lastDay: string): Promise<Array<{ quotation: QuotationRow; version: QuotationVersionRow }>> {
    const rows = await this.db
      .selectFrom("quotation_versions")
      .innerJoin("quotations", (join) => join.onRef("quotations.id", "=", "quotation_versions.quotation_id").onRef("quotations.current_version", "=", "quotation_versions.version"))
      .leftJoin("quotation_reminders", (join) =>
        join.onRef("quotation_reminders.quotation_id", "=", "quotation_versions.quotation_id").onRef("quotation_reminders.version", "=", "quotation_versions.version"),
      )
      .selectAll("quotation_versions")
      .where("quotation_versions.state", "=", "sent")
      .where("quotation_versions.answer", "is", null)
      .where("quotation_versions.valid_until", ">=", today)
      .where("quotation_versions.valid_until", "<=", lastDay)
      .where("quotation_reminders.quotation_id", "is", null)
      .execute();
    const found: Array<{ quotation: QuotationRow; version: QuotationVersionRow }> = [];
    for (const version of rows) {
      const quotation = await this.get(version.quotation_id);
      if (quotation) found.push({ quotation, version });
    }
    return found;
  }

  /** Claims a version's reminder in the caller's transaction: false when another process already did. */
  async claimReminder(id: string, version: number, now: number, executor: Kysely<DB>): Promise<boolean> {
    const inserted = await executor
      .insertInto("quotation_reminders")
      .values({ quotation_id: id, version, created_at: now })
      .onConflict((oc) => oc.columns(["quotation_id", "version"]).doNothing())
      .returning("quotation_id")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async setCurrentVersion(id: string, version: number, now: number, executor: Kysely<DB>): Promise<void> {
    await executor.updateTable("quotations").set({ current_version: version, updated_at: now }).where("id", "=", id).execute();
  }
}
