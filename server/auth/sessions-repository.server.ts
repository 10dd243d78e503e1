import type { Kysely } from "kysely";
import type { DB } from "../db/schema.server";
import type { AdminUser } from "./admins-repository.server";

export interface SessionRow {
  idHash: string;
  adminId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  userAgent?: string | null;
  ip?: string | null;
}

export class SessionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async createSession(session: SessionRow): Promise<void> {
    await this.db
      .insertInto("admin_sessions")
      .values({
        id_hash: session.idHash,
        admin_id: session.adminId,
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
        expires_at: session.expiresAt,
        user_agent: session.userAgent ?? null,
        ip: session.ip ?? null,
      })
      .execute();
  }

  /** The session and its admin; null when either is gone. */
  async getSessionWithAdmin(idHash: string): Promise<{ session: SessionRow; admin: AdminUser } | null> {
    const row = await this.db
      .selectFrom("admin_sessions as s")
      .innerJoin("admins as a", "a.id", "s.admin_id")
      .select([
        "s.id_hash",
        "s.admin_id",
        "s.created_at as s_created_at",
        "s.last_seen_at",
        "s.expires_at",
        "a.full_name",
        "a.email",
        "a.user_name",
        "a.role",
        "a.created_at",
        "a.updated_at",
      ])
      .where("s.id_hash", "=", idHash)
      .executeTakeFirst();
    if (!row) return null;
    return {
      session: {
        idHash: row.id_hash,
        adminId: row.admin_id,
        createdAt: Number(row.s_created_at),
        lastSeenAt: Number(row.last_seen_at),
        expiresAt: Number(row.expires_at),
      },
      admin: {
        id: row.admin_id,
        fullName: row.full_name,
        email: row.email,
        userName: row.user_name,
        role: row.role,
        createdAt: Number(row.created_at),
        updatedAt: Number(row.updated_at),
      },
    };
  }

  async touchSession(idHash: string, now: number): Promise<void> {
    await this.db.updateTable("admin_sessions").set({ last_seen_at: now }).where("id_hash", "=", idHash).execute();
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.deleteFrom("admin_sessions").where("id_hash", "=", idHash).execute();
  }

  async deleteSessionsOfAdmin(adminId: string): Promise<void> {
    await this.db.deleteFrom("admin_sessions").where("admin_id", "=", adminId).execute();
  }

  /** The admin's sessions that have not ended by `now` (absolute) or `idleSince` (idle), newest first. */
  async listLiveSessionsOfAdmin(adminId: string, now: number, idleSince: number): Promise<SessionRow[]> {
    const rows = await this.db
      .selectFrom("admin_sessions")
      .select(["id_hash", "admin_id", "created_at", "last_seen_at", "expires_at", "user_agent", "ip"])
      .where("admin_id", "=", adminId)
      .where("expires_at", ">", now)
      .where("last_seen_at", ">", idleSince)
      .orderBy("last_seen_at", "desc")
      .orderBy("id_hash")
      .execute();
    return rows.map((r) => ({
      idHash: r.id_hash,
      adminId: r.admin_id,
      createdAt: Number(r.created_at),
      lastSeenAt: Number(r.last_seen_at),
      expiresAt: Number(r.expires_at),
      userAgent: r.user_agent,
      ip: r.ip ?? null,
    }));
  }

  /** False when the admin has no such session. */
  async deleteSessionOfAdmin(adminId: string, idHash: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("admin_sessions")
      .where("admin_id", "=", adminId)
      .where("id_hash", "=", idHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async deleteSessionsOfAdminExcept(adminId: string, keepIdHash: string): Promise<void> {
    await this.db.deleteFrom("admin_sessions").where("admin_id", "=", adminId).where("id_hash", "!=", keepIdHash).execute();
  }

  /** Drops sessions past their absolute end or idle since before `idleSince`. */
  async deleteExpiredSessions(now: number, idleSince: number): Promise<void> {
    await this.db
      .deleteFrom("admin_sessions")
      .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", idleSince)]))
      .execute();
  }
}
