import { randomUUID } from "node:crypto";
import { fieldErrors } from "../../app/forms/field-errors";
import { conflict, denied, invalid, notFound, ok, throttled, type Outcome, type Refusal } from "../../app/forms/outcome";
import { deriveUserName } from "../../app/admin/username";
import { CANNOT_DELETE_LAST_OWNER, DEFAULT_ROLE, LAST_OWNER } from "../../app/admin/roles";
import {
  CreateAdminSchema,
  editAdminSchema,
  type AdminRoleData,
  type AdminSessionUser,
  type AdminUser as AdminUserData,
} from "../../app/schemas/admin-user";
import type { Env } from "../env.server";
import { framedBlock, type Logger } from "../logger.server";
import type { RateLimiter } from "../security/rate-limiter.server";
import {
  DuplicateAdminError,
  type AdminUser,
  type AdminsRepository,
  type UniqueField,
} from "./admins-repository.server";
import { generatePassword, hashPassword, verifyDecoy, verifyPassword } from "./password.server";
import type { SessionService } from "./sessions.server";

/** docs/requirements.md §8: failed logins are counted over 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** The per-IP allowance is this many times the per-account one. */
export const LOGIN_IP_FACTOR = 4;

export const DUPLICATE_MESSAGES: Record<UniqueField, string> = {
  email: "An admin with this email already exists",
  userName: "This username is already taken",
};

export const INVALID_LOGIN = "Invalid email or password";
export const ADMIN_NOT_FOUND = "Admin not found";
export const CANNOT_DELETE_SELF = "You cannot delete your own account";
export const CANNOT_DELETE_LAST = "The last admin cannot be deleted";

/**
 * A right password: the signed-in admin and the new session's token, or, when the admin has
 * two-factor sign-in on, the challenge the code step answers (no session yet).
 */
export type LoginStep =
  | { step: "signed-in"; admin: AdminUser; token: string }
  | { step: "second-factor"; challenge: string };
export type LoginResult = Outcome<LoginStep>;

/** The 429 message of a throttled login, for the endpoint and the login page alike. */
export function loginThrottledMessage(retryAfterMs: number): string {
  return `Too many failed login attempts. Please try again in ${minutes(retryAfterMs)}.`;
}

function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return n === 1 ? "1 minute" : `${n} minutes`;
}

export interface AdminServiceOptions {
  repo: AdminsRepository;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** LOGIN_MAX_FAILURES: failures per account in the window before 429. */
  maxFailures: number;
  log: Logger;
  now?: () => number;
  /** Where the first admin's generated password is shown; the console by default. */
  announce?: (text: string) => void;
  /** A challenge for the code step when the admin has two-factor sign-in on, else null. */
  secondFactor?: (adminId: string) => Promise<string | null>;
  /** Told of each sign-in refused for a wrong e-mail or password (counted in /metrics). */
  onLoginFailure?: () => void;
}

/** Admin accounts: sign-in with throttling, and the account management the admin screens use. */
export class AdminService {
  private readonly now: () => number;
  constructor(private readonly o: AdminServiceOptions) {
    this.now = o.now ?? Date.now;
  }

  list(): Promise<AdminUser[]> {
    return this.o.repo.listAdmins();
  }

  count(): Promise<number> {
    return this.o.repo.countAdmins();
  }

  async get(id: string): Promise<Outcome<AdminUser>> {
    const admin = await this.o.repo.getAdminById(id);
    return admin ? ok(admin) : notFound(ADMIN_NOT_FOUND);
  }

  async getByEmail(email: string): Promise<AdminUser | null> {
    return (await this.o.repo.getAdminCredentialsByEmail(email))?.admin ?? null;
  }

  /**
   * Checks the credentials and starts a session (docs/decisions/0015-login-throttle-reservations.md).
   * Every attempt first reserves a place in the per-IP and then the per-account count (the e-mail
   * as typed, known or not, so the count says nothing about which e-mails exist), each one atomic
   * increment that returns the new count; only an attempt whose reservations are within the limits
   * gets its password checked. A failed check keeps its reservation: that is the failure count.
   * A success gives back its own reservations and nothing more, so it never clears failures.
   */
  async login(email: string, password: string, ip: string, userAgent?: string): Promise<LoginResult> {
    const accountKey = `login:account:${email.trim().toLowerCase()}`;
    const ipKey = `login:ip:${ip}`;
    const max = this.o.maxFailures;
    const byIp = await this.o.rateLimiter.hit(ipKey, LOGIN_WINDOW_MS);
    // An attempt refused for its IP does not count against the account it named.
    if (byIp.count > max * LOGIN_IP_FACTOR) return throttled(loginThrottledMessage(byIp.retryAfterMs), byIp.retryAfterMs);
    const account = await this.o.rateLimiter.hit(accountKey, LOGIN_WINDOW_MS);
    if (account.count > max) return throttled(loginThrottledMessage(account.retryAfterMs), account.retryAfterMs);

    const found = await this.o.repo.getAdminCredentialsByEmail(email);
    let valid = false;
    if (found) valid = await verifyPassword(found.passwordHash, password);
    else await verifyDecoy(password);

    if (!found || !valid) {
      this.o.log.info({ ip }, "admin login failed");
      this.o.onLoginFailure?.();
      return denied(INVALID_LOGIN);
    }
    await Promise.all([
      this.o.rateLimiter.release(accountKey, account.windowStart),
      this.o.rateLimiter.release(ipKey, byIp.windowStart),
    ]);
    const challenge = await this.o.secondFactor?.(found.admin.id);
    if (challenge) return ok({ step: "second-factor", challenge });
    await this.o.sessions.prune();
    const token = await this.o.sessions.start(found.admin.id, userAgent, ip);
    this.o.log.info({ adminId: found.admin.id, ip }, "admin signed in");
    return ok({ step: "signed-in", admin: found.admin, token });
  }

  /** `input` as the Create Admin form or the API sent it; checked here with the shared schema. */
  async create(input: unknown): Promise<Outcome<AdminUser>> {
    const parsed = CreateAdminSchema.safeParse(input);
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    const values = parsed.data;
    const userName = values.userName || deriveUserName(values.FullName);
    const taken = await this.o.repo.getTakenFields(values.email, userName);
    if (taken.length > 0) return duplicate(taken);
    const passwordHash = await hashPassword(values.password);
    try {
      const admin = await this.o.repo.createAdmin({
        id: randomUUID(),
        fullName: values.FullName,
        email: values.email,
        userName,
        role: values.role ?? DEFAULT_ROLE,
        passwordHash,
        now: this.now(),
      });
      this.o.log.info({ adminId: admin.id, role: admin.role }, "admin created");
      return ok(admin);
    } catch (error) {
      if (error instanceof DuplicateAdminError) return duplicate([error.field]);
      throw error;
    }
  }

  /**
   * `input` as the Edit Admin form or the API sent it; checked here with the shared schema, whose
   * Gmail rule holds only for a changed address. A role left out stays; the last owner keeps
   * being an owner (decision 0065).
   */
  async update(id: string, input: unknown): Promise<Outcome<AdminUser>> {
    const current = await this.o.repo.getAdminById(id);
    const parsed = editAdminSchema(current?.email ?? "").safeParse(input);
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    if (!current) return notFound(ADMIN_NOT_FOUND);
    const values = parsed.data;
    const taken = await this.o.repo.getTakenFields(values.email, values.userName, id);
    if (taken.length > 0) return duplicate(taken);
    try {
      const result = await this.o.repo.updateAdmin(id, {
        fullName: values.FullName,
        email: values.email,
        userName: values.userName,
        role: values.role,
        now: this.now(),
      });
      if (result.kind === "not-found") return notFound(ADMIN_NOT_FOUND);
      if (result.kind === "last-owner") return invalid({ role: LAST_OWNER }, LAST_OWNER);
      this.o.log.info({ adminId: id, role: result.admin.role }, "admin updated");
      return ok(result.admin);
    } catch (error) {
      if (error instanceof DuplicateAdminError) return duplicate([error.field]);
      throw error;
    }
  }

  /** Deleting an admin ends its sessions; nobody deletes themselves, the last admin or the last owner. */
  async delete(id: string, actingAdminId: string): Promise<Outcome> {
    if (id === actingAdminId) {
      return (await this.o.repo.getAdminById(id)) ? invalid({}, CANNOT_DELETE_SELF) : notFound(ADMIN_NOT_FOUND);
    }
    const result = await this.o.repo.deleteAdmin(id);
    if (result === "not-found") return notFound(ADMIN_NOT_FOUND);
    if (result === "last-admin") return invalid({}, CANNOT_DELETE_LAST);
    if (result === "last-owner") return invalid({}, CANNOT_DELETE_LAST_OWNER);
    this.o.log.info({ adminId: id, by: actingAdminId }, "admin deleted");
    return ok();
  }

  /** Sets a new password and ends every session of that admin. False when there is no such admin. */
  async resetPassword(id: string, password: string): Promise<boolean> {
    const changed = await this.o.repo.updatePasswordHash(id, await hashPassword(password), this.now());
    if (changed) await this.o.sessions.endAllFor(id);
    return changed;
  }

  /**
   * The first admin, when there is none: from ADMIN_EMAIL/ADMIN_PASSWORD, else with a generated
   * password printed once. ADMIN_PASSWORD itself never reaches the log.
   */
  async ensureFirstAdmin(env: Pick<Env, "ADMIN_EMAIL" | "ADMIN_PASSWORD" | "SITE_URL">): Promise<void> {
    if ((await this.o.repo.countAdmins()) > 0) return;
    const email = env.ADMIN_EMAIL ?? `admin@${new URL(env.SITE_URL).hostname}`;
    const generated = env.ADMIN_PASSWORD === undefined;
    const password = env.ADMIN_PASSWORD ?? generatePassword();
    if (!generated) {
      const check = CreateAdminSchema.shape.password.safeParse(password);
      if (!check.success) throw new Error(`ADMIN_PASSWORD is too weak: ${check.error.issues[0]?.message}`);
    }
    const fullName = "Administrator";
    const created = await this.o.repo.createFirstAdmin({
      id: randomUUID(),
      fullName,
      email,
      userName: deriveUserName(fullName),
      role: "owner",
      passwordHash: await hashPassword(password),
      now: this.now(),
    });
    if (!created) return;
    if (generated) {
      // The one time this password exists outside the hash: an operator must be able to sign in.
      // It goes to the console in a frame that stands out from the log lines, and not into a
      // log line, which log collectors keep and forward.
      this.o.log.warn({ email }, "First admin created with a generated password, shown once in the framed block on stderr");
      const announce = this.o.announce ?? ((text: string) => process.stderr.write(text));
      announce(
        framedBlock([
          "FIRST ADMIN CREATED: sign in at /adminlogin",
          `E-mail:   ${email}`,
          `Password: ${password}`,
          "Shown only this once. To change it:",
          `npm run admin -- reset-password --email ${email}`,
        ]),
      );
    } else {
      this.o.log.info({ email }, "first admin created from ADMIN_EMAIL and ADMIN_PASSWORD");
    }
  }
}

/** A clash with another admin's e-mail or user name: a conflict, each field with its message. */
function duplicate(fields: UniqueField[]): Refusal {
  const errors: Record<string, string> = Object.fromEntries(fields.map((f) => [f, DUPLICATE_MESSAGES[f]]));
  return conflict(Object.values(errors)[0]!, errors);
}

/** An admin as the API and the admin pages show it (docs/requirements.md §5): the specification's names, no secret. */
export function toAdminData(admin: AdminUser): AdminUserData {
  return {
    _id: admin.id,
    FullName: admin.fullName,
    email: admin.email,
    userName: admin.userName,
    createdAt: new Date(admin.createdAt).toISOString(),
  };
}

/** An admin's id and role (GET /api/admin/auth/roles; decision 0065). */
export function toAdminRole(admin: AdminUser): AdminRoleData {
  return { _id: admin.id, role: admin.role };
}

export function toSessionUser(admin: AdminUser): AdminSessionUser {
  return { _id: admin.id, FullName: admin.fullName, email: admin.email, userName: admin.userName, isAdmin: true };
}
