import { type Kysely, type Selectable } from "kysely";
import type { AdminRole } from "../../app/admin/roles";
import type { DbKind } from "../db/database.server";
import type { AdminsTable, DB } from "../db/schema.server";

/** An admin account as the server works with it; the hash stays in the repository. */
export interface AdminUser {
  id: string;
  fullName: string;
  email: string;
  userName: string;
  /** What the admin may use (app/admin/roles.ts). */
  role: AdminRole;
  createdAt: number;
  updatedAt: number;
}

export interface NewAdmin {
  id: string;
  fullName: string;
  email: string;
  userName: string;
  role: AdminRole;
  passwordHash: string;
  now: number;
}

export interface AdminChanges {
  fullName: string;
  email: string;
  userName: string;
  /** Left out: the role stays as it is. */
  role?: AdminRole;
  now: number;
}

/** The field a unique index refused. */
export type UniqueField = "email" | "userName";

/** An insert or update that would give two admins the same e-mail or user name. */
export class DuplicateAdminError extends Error {
  constructor(readonly field: UniqueField) {
    super(`duplicate admin ${field}`);
  }
}

export type DeleteAdminResult = "deleted" | "not-found" | "last-admin" | "last-owner";

/** An update's result: the admin as saved, or why nothing changed. */
export type UpdateAdminResult = { kind: "updated"; admin: AdminUser } | { kind: "not-found" } | { kind: "last-owner" };

/** The keys uniqueness is decided on: e-mail and user name ignore case. */
export const emailKey = (email: string) => email.trim().toLowerCase();
export const userNameKey = (userName: string) => userName.trim().toLowerCase();

const COLUMNS = ["id", "full_name", "email", "user_name", "role", "created_at", "updated_at"] as const;

function toAdmin(row: Pick<Selectable<AdminsTable>, (typeof COLUMNS)[number]>): AdminUser {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    userName: row.user_name,
    role: row.role,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** Which unique index a driver error names, if it is a unique violation at all. */
function uniqueViolation(error: unknown): UniqueField | undefined {
  const e = error as { code?: string; constraint?: string; message?: string };
  const isUnique = e.code === "23505" || e.code === "SQLITE_CONSTRAINT_UNIQUE";
  if (!isUnique) return undefined;
  const where = `${e.constraint ?? ""} ${e.message ?? ""}`;
  if (where.includes("email_key")) return "email";
  if (where.includes("user_name_key")) return "userName";
  return undefined;
}

async function mapDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const field = uniqueViolation(error);
    if (field) throw new DuplicateAdminError(field);
    throw error;
  }
}

export class AdminsRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: DbKind,
  ) {}

  async listAdmins(): Promise<AdminUser[]> {
    const rows = await this.db.selectFrom("admins").select(COLUMNS).orderBy("created_at").orderBy("id").execute();
    return rows.map(toAdmin);
  }

  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom("admins")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async getAdminById(id: string): Promise<AdminUser | null> {
    const row = await this.db.selectFrom("admins").select(COLUMNS).where("id", "=", id).executeTakeFirst();
    return row ? toAdmin(row) : null;
  }

  /** The admin holding `email` (any case), with the hash, for login only. */
  async getAdminCredentialsByEmail(email: string): Promise<{ admin: AdminUser; passwordHash: string } | null> {
    const row = await this.db
      .selectFrom("admins")
      .select([...COLUMNS, "password_hash"])
      .where("email_key", "=", emailKey(email))
      .executeTakeFirst();
    return row ? { admin: toAdmin(row), passwordHash: row.password_hash } : null;
  }

  /** Which of `email` and `userName` another admin (not `exceptId`) already holds. */
  async getTakenFields(email: string, userName: string, exceptId?: string): Promise<UniqueField[]> {
    let query = this.db
      .selectFrom("admins")
      .select(["email_key", "user_name_key"])
      .where((eb) => eb.or([eb("email_key", "=", emailKey(email)), eb("user_name_key", "=", userNameKey(userName))]));
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    const rows = await query.execute();
    const taken: UniqueField[] = [];
    if (rows.some((r) => r.email_key === emailKey(email))) taken.push("email");
    if (rows.some((r) => r.user_name_key === userNameKey(userName))) taken.push("userName");
    return taken;
  }

  /** Throws DuplicateAdminError when the e-mail or user name is taken (checked by the index). */
  async createAdmin(input: NewAdmin): Promise<AdminUser> {
    await mapDuplicate(() => this.db.insertInto("admins").values(this.row(input)).execute());
    return toAdmin({ ...this.row(input) });
  }

  /**
   * Creates `input` only when there is no admin at all: the start-up bootstrap. False when an
   * admin exists, including one another process created a moment ago.
   */
  async createFirstAdmin(input: NewAdmin): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const any = await trx.selectFrom("admins").select("id").limit(1).executeTakeFirst();
        if (any) return false;
        await trx.insertInto("admins").values(this.row(input)).execute();
        return true;
      });
    } catch (error) {
      // Two processes bootstrapping at once on PostgreSQL: the second meets the first's e-mail.
      if (uniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * Saves an admin's details and role; throws DuplicateAdminError on a taken e-mail or user name.
   * Refuses to make the last owner anything else (decision 0065). On PostgreSQL the admin rows
   * are locked first, so two owners demoting each other at the same moment cannot leave none:
   * the second waits for the first and then counts again. SQLite runs one writer at a time.
   */
  async updateAdmin(id: string, changes: AdminChanges): Promise<UpdateAdminResult> {
    return this.db.transaction().execute(async (trx): Promise<UpdateAdminResult> => {
      if (this.kind === "postgres") await trx.selectFrom("admins").select("id").forUpdate().execute();
      const current = await trx.selectFrom("admins").select("role").where("id", "=", id).executeTakeFirst();
      if (!current) return { kind: "not-found" };
      const role = changes.role ?? current.role;
      if (current.role === "owner" && role !== "owner" && (await this.otherOwners(trx, id)) === 0) return { kind: "last-owner" };
      const row = await mapDuplicate(() =>
        trx
          .updateTable("admins")
          .set({
            full_name: changes.fullName,
            email: changes.email,
            email_key: emailKey(changes.email),
            user_name: changes.userName,
            user_name_key: userNameKey(changes.userName),
            role,
            updated_at: changes.now,
          })
          .where("id", "=", id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow(),
      );
      return { kind: "updated", admin: toAdmin(row) };
    });
  }

  /** How many owners there are besides `id`. */
  private async otherOwners(trx: Kysely<DB>, id: string): Promise<number> {
    const row = await trx
      .selectFrom("admins")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("role", "=", "owner")
      .where("id", "!=", id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** False when there is no such admin. */
  async updatePasswordHash(id: string, passwordHash: string, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable("admins")
      .set({ password_hash: passwordHash, updated_at: now })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Deletes an admin and its sessions in one transaction, refusing to remove the last admin or
   * the last owner. On PostgreSQL the admin rows are locked first, so two owners deleting or
   * demoting each other at the same moment cannot leave none; SQLite runs one writer at a time.
   */
  async deleteAdmin(id: string): Promise<DeleteAdminResult> {
    return this.db.transaction().execute(async (trx): Promise<DeleteAdminResult> => {
      if (this.kind === "postgres") await trx.selectFrom("admins").select("id").forUpdate().execute();
      const target = await trx.selectFrom("admins").select("role").where("id", "=", id).executeTakeFirst();
      if (!target) return "not-found";
      const all = await trx
        .selectFrom("admins")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      if (Number(all.n) <= 1) return "last-admin";
      if (target.role === "owner" && (await this.otherOwners(trx, id)) === 0) return "last-owner";
      await trx.deleteFrom("admin_sessions").where("admin_id", "=", id).execute();
      await trx.deleteFrom("admins").where("id", "=", id).execute();
      return "deleted";
    });
  }

  private row(input: NewAdmin) {
    return {
      id: input.id,
      full_name: input.fullName,
      email: input.email,
      email_key: emailKey(input.email),
      user_name: input.userName,
      user_name_key: userNameKey(input.userName),
      role: input.role,
      password_hash: input.passwordHash,
      created_at: input.now,
      updated_at: input.now,
    };
  }
}

