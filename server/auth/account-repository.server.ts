import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema.server";

export interface TotpRow {
  secret: string;
  enabledAt: number | null;
  lastStep: number | null;
}

/** The tables of account security: reset links, TOTP, recovery codes, sign-in challenges. */
export class AccountRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async getPasswordHash(adminId: string): Promise<string | null> {
    const row = await this.db.selectFrom("admins").select("password_hash").where("id", "=", adminId).executeTakeFirst();
    return row?.password_hash ?? null;
  }

  async createPasswordReset(reset: { tokenHash: string; adminId: string; now: number; expiresAt: number }): Promise<void> {
    await this.db
      .insertInto("admin_password_resets")
      .values({ token_hash: reset.tokenHash, admin_id: reset.adminId, created_at: reset.now, expires_at: reset.expiresAt, used_at: null })
      .execute();
  }

  /** The admin a live (unused, unexpired) reset link belongs to. */
  async findLiveReset(tokenHash: string, now: number): Promise<string | null> {
    const row = await this.db
      .selectFrom("admin_password_resets")
      .select("admin_id")
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    return row?.admin_id ?? null;
  }

  /**
   * Uses a live reset link and sets the password in one transaction: the link's row is marked
   * used by a conditional update, so of two requests with the same link only one changes the
   * password. Every other link of the admin and every session end with it. Null when the link
   * is not live.
   */
  async consumeResetAndSetPassword(tokenHash: string, passwordHash: string, now: number): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable("admin_password_resets")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("admin_id")
        .executeTakeFirst();
      if (!used) return null;
      const adminId = used.admin_id;
      await trx.updateTable("admins").set({ password_hash: passwordHash, updated_at: now }).where("id", "=", adminId).execute();
      await trx
        .updateTable("admin_password_resets")
        .set({ used_at: now })
        .where("admin_id", "=", adminId)
        .where("used_at", "is", null)
        .execute();
      await trx.deleteFrom("admin_sessions").where("admin_id", "=", adminId).execute();
      await trx.deleteFrom("admin_login_challenges").where("admin_id", "=", adminId).execute();
      return adminId;
    });
  }

  async deleteEndedResets(now: number): Promise<void> {
    await this.db.deleteFrom("admin_password_resets").where("expires_at", "<=", now).execute();
  }

  async setPasswordHash(adminId: string, passwordHash: string, now: number): Promise<void> {
    await this.db.updateTable("admins").set({ password_hash: passwordHash, updated_at: now }).where("id", "=", adminId).execute();
  }

  async getTotp(adminId: string): Promise<TotpRow | null> {
    const row = await this.db
      .selectFrom("admin_totp")
      .select(["secret", "enabled_at", "last_step"])
      .where("admin_id", "=", adminId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      secret: row.secret,
      enabledAt: row.enabled_at === null ? null : Number(row.enabled_at),
      lastStep: row.last_step === null ? null : Number(row.last_step),
    };
  }

  /** Starts (or restarts) enrolment with a new secret; an enabled TOTP is left alone (false). */
  async savePendingTotp(adminId: string, secret: string, now: number): Promise<boolean> {
    const result = await this.db
      .insertInto("admin_totp")
      .values({ admin_id: adminId, secret, enabled_at: null, last_step: null, created_at: now })
      .onConflict((oc) =>
        oc
          .column("admin_id")
          .doUpdateSet({ secret, created_at: now, last_step: null })
          .where("admin_totp.enabled_at", "is", null),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Records `step` as the last code used, only when it is later than the one before: two
   * requests with the same code cannot both pass. False for a replay.
   */
  async claimTotpStep(adminId: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable("admin_totp")
      .set({ last_step: step })
      .where("admin_id", "=", adminId)
      .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Turns TOTP on and replaces the recovery codes, in one transaction. */
  async enableTotp(adminId: string, codeHashes: string[], now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable("admin_totp").set({ enabled_at: now }).where("admin_id", "=", adminId).execute();
      await trx.deleteFrom("admin_recovery_codes").where("admin_id", "=", adminId).execute();
      await trx
        .insertInto("admin_recovery_codes")
        .values(codeHashes.map((code_hash) => ({ admin_id: adminId, code_hash, used_at: null })))
        .execute();
    });
  }

  async disableTotp(adminId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("admin_recovery_codes").where("admin_id", "=", adminId).execute();
      await trx.deleteFrom("admin_totp").where("admin_id", "=", adminId).execute();
    });
  }

  async countUnusedRecoveryCodes(adminId: string): Promise<number> {
    const row = await this.db
      .selectFrom("admin_recovery_codes")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("admin_id", "=", adminId)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Marks an unused recovery code used; false when there is none (wrong, or used before). */
  async useRecoveryCode(adminId: string, codeHash: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable("admin_recovery_codes")
      .set({ used_at: now })
      .where("admin_id", "=", adminId)
      .where("code_hash", "=", codeHash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async createChallenge(challenge: { tokenHash: string; adminId: string; expiresAt: number }): Promise<void> {
    await this.db
      .insertInto("admin_login_challenges")
      .values({ token_hash: challenge.tokenHash, admin_id: challenge.adminId, attempts: 0, expires_at: challenge.expiresAt })
      .execute();
  }

  /**
   * Counts one code attempt against a live challenge, atomically, and returns its admin; null
   * when the challenge is gone, expired or has used up its attempts.
   */
  async attemptChallenge(tokenHash: string, now: number, maxAttempts: number): Promise<string | null> {
    const row = await this.db
      .updateTable("admin_login_challenges")
      .set({ attempts: sql<number>`attempts + 1` })
      .where("token_hash", "=", tokenHash)
      .where("expires_at", ">", now)
      .where("attempts", "<", maxAttempts)
      .returning("admin_id")
      .executeTakeFirst();
    return row?.admin_id ?? null;
  }

  async deleteChallenge(tokenHash: string): Promise<void> {
    await this.db.deleteFrom("admin_login_challenges").where("token_hash", "=", tokenHash).execute();
  }

  async deleteEndedChallenges(now: number): Promise<void> {
    await this.db.deleteFrom("admin_login_challenges").where("expires_at", "<=", now).execute();
  }
}
