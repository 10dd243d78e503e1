import type { Kysely } from "kysely";
import type { AdminRole } from "../../app/admin/roles";
import type { DB } from "../db/schema.server";

/** An admin who asked for the daily digest, as the digest needs them. */
export interface DigestReader {
  id: string;
  email: string;
  fullName: string;
  role: AdminRole;
}

/** The daily follow-up digests (decision 0070): who asked for one, and each day's row, claimed once. */
export class FollowUpDigestRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The admins who asked for the digest (`admins.follow_up_digest`), whatever their role. */
  async readers(): Promise<DigestReader[]> {
    const rows = await this.db.selectFrom("admins").select(["id", "email", "full_name", "role"]).where("follow_up_digest", "=", 1).orderBy("id").execute();
    return rows.map((row) => ({ id: row.id, email: row.email, fullName: row.full_name, role: row.role }));
  }

  /**
   * Claims the admin's digest of `day` with `on conflict do nothing` and, only when the insert
   * landed, queues its mail in the same transaction. Of several processes claiming at once one
   * wins; the others insert and queue nothing. True for the winner.
   */
  async claim(digest: { id: string; adminId: string; day: string }, now: number, queue: (digestId: string, now: number, trx: Kysely<DB>) => Promise<void>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("follow_up_digests")
        .values({ id: digest.id, admin_id: digest.adminId, day: digest.day, created_at: now })
        .onConflict((oc) => oc.columns(["admin_id", "day"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return false;
      await queue(digest.id, now, trx);
      return true;
    });
  }

  /** A digest's day and its admin as they are now; undefined when it is gone (its admin deleted). */
  async find(id: string): Promise<{ day: string; reader: DigestReader } | undefined> {
    const row = await this.db
      .selectFrom("follow_up_digests as d")
      .innerJoin("admins as a", "a.id", "d.admin_id")
      .select(["d.day", "a.id", "a.email", "a.full_name", "a.role"])
      .where("d.id", "=", id)
      .executeTakeFirst();
    return row && { day: row.day, reader: { id: row.id, email: row.email, fullName: row.full_name, role: row.role } };
  }

  /** Whether the admin asked for the digest. */
  async wants(adminId: string): Promise<boolean> {
    const row = await this.db.selectFrom("admins").select("follow_up_digest").where("id", "=", adminId).executeTakeFirst();
    return row?.follow_up_digest === 1;
  }

  async setWants(adminId: string, wants: boolean, now: number): Promise<void> {
    await this.db.updateTable("admins").set({ follow_up_digest: wants ? 1 : 0, updated_at: now }).where("id", "=", adminId).execute();
  }
}
