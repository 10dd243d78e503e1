import { createHash, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import QRCode from "qrcode";
import type { z } from "zod";
import {
  ACCOUNT_TEXT,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginCodeSchema,
  PasswordConfirmSchema,
  RESET_TOKEN_FORMAT,
  ResetPasswordSchema,
  TotpConfirmSchema,
} from "../../app/schemas/admin-account";
import { adminPath } from "../../app/config/admin-paths";
import { fieldErrors } from "../../app/forms/field-errors";
import { conflict, invalid, notFound, ok, throttled, type Outcome } from "../../app/forms/outcome";
import type { Logger } from "../logger.server";
import type { SmtpTransport } from "../email/smtp-transport.server";
import type { RateLimiter } from "../security/rate-limiter.server";
import type { AccountRepository } from "./account-repository.server";
import type { AdminUser, AdminsRepository } from "./admins-repository.server";
import { hashPassword, verifyPassword } from "./password.server";
import { hashToken, type SessionInfo, type SessionService } from "./sessions.server";

/** A reset link works for 30 minutes. */
export const RESET_LINK_MS = 30 * 60 * 1000;
/** Reset requests counted per e-mail and per IP over this window. */
export const RESET_WINDOW_MS = 60 * 60 * 1000;
/** The per-IP allowance of reset requests is this many times the per-e-mail one. */
export const RESET_IP_FACTOR = 7;
/** The code step of a sign-in must follow the password step within 5 minutes, in 5 tries. */
export const CHALLENGE_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** Password and code checks on the account page, per admin, over the login window. */
export const ACCOUNT_CHECK_WINDOW_MS = 15 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
/** The authenticator's clock may be one 30 s step off either way. */
const TOTP_TOLERANCE_S = 30;
const TOTP_ISSUER = "Admin";

/** Every throttled check of the account answers in the same words. */
const tooMany = (retryAfterMs: number) => throttled(ACCOUNT_TEXT.tooManyAttempts, retryAfterMs);

function parse<S extends z.ZodType>(schema: S, input: unknown): { data: z.infer<S> } | { errors: Record<string, string> } {
  const parsed = schema.safeParse(typeof input === "object" && input !== null ? input : {});
  return parsed.success ? { data: parsed.data } : { errors: fieldErrors(parsed.error) };
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Recovery codes are compared without case, spaces or dashes. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Ten characters of base32 (50 random bits), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => alphabet[b & 31]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export interface TotpSetup {
  secret: string;
  uri: string;
  /** The otpauth URI as an SVG QR code, as a data: URL for an <img>. */
  qrDataUrl: string;
}

export interface AccountServiceOptions {
  repo: AccountRepository;
  admins: AdminsRepository;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  /** LOGIN_MAX_FAILURES: wrong passwords or codes per admin in the window before 429. */
  maxFailures: number;
  /** PASSWORD_RESET_MAX: reset requests per e-mail per hour. */
  maxResets: number;
  /** Where reset links point: SITE_URL. */
  siteUrl: string;
  /** Sends the reset link; without it the request is answered the same and logged. */
  mail: Pick<SmtpTransport, "sendNotice"> | undefined;
  log: Logger;
  now?: () => number;
}

/**
 * An admin's own account: password change and reset, two-factor sign-in (TOTP and recovery
 * codes), and their sessions. Every secret that proves something (reset token, recovery code,
 * challenge) is kept as its SHA-256 only.
 */
export class AccountService {
  private readonly now: () => number;
  constructor(private readonly o: AccountServiceOptions) {
    this.now = o.now ?? Date.now;
  }

  /**
   * Counts one password or code check for the admin before it is made, so a burst of requests
   * cannot run more checks than the allowance; a right answer clears the count.
   */
  private async countCheck(key: string): Promise<{ retryAfterMs: number } | null> {
    const state = await this.o.rateLimiter.hit(key, ACCOUNT_CHECK_WINDOW_MS);
    return state.count > this.o.maxFailures ? { retryAfterMs: state.retryAfterMs } : null;
  }

  private async checkPassword(adminId: string, password: string): Promise<"ok" | "wrong" | { retryAfterMs: number }> {
    const key = `account:password:${adminId}`;
    const blocked = await this.countCheck(key);
    if (blocked) return blocked;
    const hash = await this.o.repo.getPasswordHash(adminId);
    if (!hash || !(await verifyPassword(hash, password))) return "wrong";
    await this.o.rateLimiter.reset(key);
    return "ok";
  }

  /** The current password, then the new one; every other session of the admin ends. */
  async changePassword(admin: AdminUser, currentToken: string, input: unknown): Promise<Outcome> {
    const parsed = parse(ChangePasswordSchema, input);
    if ("errors" in parsed) return invalid(parsed.errors);
    const checked = await this.checkPassword(admin.id, parsed.data.currentPassword);
    if (checked === "wrong") return invalid({ currentPassword: ACCOUNT_TEXT.wrongCurrentPassword });
    if (checked !== "ok") return tooMany(checked.retryAfterMs);
    await this.o.repo.setPasswordHash(admin.id, await hashPassword(parsed.data.password), this.now());
    await this.o.sessions.endOthersOf(admin.id, currentToken);
    this.o.log.info({ adminId: admin.id }, "admin changed their password");
    return ok();
  }

  /**
   * Sends a one-time link when the e-mail is an admin's. The answer is the same either way and
   * comes before the address is even looked up, so neither the words nor the time tell whether
   * it exists.
   */
  async requestPasswordReset(input: unknown, ip: string): Promise<Outcome> {
    const parsed = parse(ForgotPasswordSchema, input);
    if ("errors" in parsed) return invalid(parsed.errors);
    const email = parsed.data.email.toLowerCase();
    const [byEmail, byIp] = await Promise.all([
      this.o.rateLimiter.hit(`reset:email:${email}`, RESET_WINDOW_MS),
      this.o.rateLimiter.hit(`reset:ip:${ip}`, RESET_WINDOW_MS),
    ]);
    const emailOver = byEmail.count > this.o.maxResets;
    const ipOver = byIp.count > this.o.maxResets * RESET_IP_FACTOR;
    if (emailOver || ipOver) return tooMany(Math.max(emailOver ? byEmail.retryAfterMs : 0, ipOver ? byIp.retryAfterMs : 0));
    // The look-up, the link and the mail happen after the answer: the answer's time is the
    // rate limit's alone, the same whether or not the address is an admin's.
    void this.issueReset(email, ip).catch((err: unknown) => this.o.log.warn({ err }, "password reset could not be issued"));
    return ok();
  }

  private async issueReset(email: string, ip: string): Promise<void> {
    const found = await this.o.admins.getAdminCredentialsByEmail(email);
    if (!found) {
      this.o.log.info({ ip }, "password reset asked for an unknown e-mail");
      return;
    }
    const token = randomBytes(32).toString("base64url");
    const now = this.now();
    await this.o.repo.deleteEndedResets(now);
    await this.o.repo.createPasswordReset({ tokenHash: sha256(token), adminId: found.admin.id, now, expiresAt: now + RESET_LINK_MS });
    await this.sendResetMail(found.admin, token);
  }

  private async sendResetMail(admin: AdminUser, token: string): Promise<void> {
    if (!this.o.mail) {
      this.o.log.warn({ adminId: admin.id }, "password reset asked but SMTP_URL is not set: no link was sent");
      return;
    }
    const link = `${this.o.siteUrl}${adminPath("resetPassword")}?token=${token}`;
    try {
      await this.o.mail.sendNotice({
        to: admin.email,
        subject: "Choose a new admin password",
        text:
          `Hello ${admin.fullName},\n\n` +
          `Someone (hopefully you) asked to reset the password of the admin account ${admin.email}.\n` +
          `Open this link within 30 minutes to choose a new password. It works once:\n\n${link}\n\n` +
          "If you did not ask for this, ignore this e-mail: your password stays as it is.\n",
      });
      this.o.log.info({ adminId: admin.id }, "password reset link sent");
    } catch (err) {
      this.o.log.warn({ err, adminId: admin.id }, "password reset link could not be sent");
    }
  }

  /** Whether a reset link is live, for the page that opens from it. */
  async isResetTokenLive(token: string | null | undefined): Promise<boolean> {
    if (!token || !RESET_TOKEN_FORMAT.test(token)) return false;
    return (await this.o.repo.findLiveReset(sha256(token), this.now())) !== null;
  }

  /** Sets the new password from a live link, once; every session of the admin ends. */
  async resetPassword(input: unknown): Promise<Outcome> {
    const parsed = parse(ResetPasswordSchema, input);
    if ("errors" in parsed) {
      if (parsed.errors.token) return notFound(ACCOUNT_TEXT.resetLinkInvalid);
      return invalid(parsed.errors);
    }
    const tokenHash = sha256(parsed.data.token);
    // Looked up before the costly hash, so dead links cost no argon2 work.
    if (!(await this.o.repo.findLiveReset(tokenHash, this.now()))) return notFound(ACCOUNT_TEXT.resetLinkInvalid);
    const passwordHash = await hashPassword(parsed.data.password);
    const adminId = await this.o.repo.consumeResetAndSetPassword(tokenHash, passwordHash, this.now());
    if (!adminId) return notFound(ACCOUNT_TEXT.resetLinkInvalid);
    this.o.log.info({ adminId }, "admin password reset by e-mail link");
    return ok();
  }

  async totpStatus(adminId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number; pending: TotpSetup | null }> {
    const totp = await this.o.repo.getTotp(adminId);
    if (totp?.enabledAt) return { enabled: true, recoveryCodesLeft: await this.o.repo.countUnusedRecoveryCodes(adminId), pending: null };
    const admin = totp ? await this.o.admins.getAdminById(adminId) : null;
    return { enabled: false, recoveryCodesLeft: 0, pending: totp && admin ? await this.setupOf(admin, totp.secret) : null };
  }

  private async setupOf(admin: AdminUser, secret: string): Promise<TotpSetup> {
    const uri = generateURI({ issuer: TOTP_ISSUER, label: admin.email, secret });
    const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    return { secret, uri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  }

  /** With the password: a new secret waits for its first code. */
  async startTotpSetup(admin: AdminUser, input: unknown): Promise<Outcome<TotpSetup>> {
    const parsed = parse(PasswordConfirmSchema, input);
    if ("errors" in parsed) return invalid(parsed.errors);
    const checked = await this.checkPassword(admin.id, parsed.data.password);
    if (checked === "wrong") return invalid({ password: ACCOUNT_TEXT.wrongPassword });
    if (checked !== "ok") return tooMany(checked.retryAfterMs);
    const secret = generateSecret();
    if (!(await this.o.repo.savePendingTotp(admin.id, secret, this.now()))) return conflict(ACCOUNT_TEXT.totpAlreadyOn);
    return ok(await this.setupOf(admin, secret));
  }

  /**
   * A code from the app turns TOTP on; the ten recovery codes are answered this once and kept
   * only as hashes.
   */
  async confirmTotp(admin: AdminUser, input: unknown): Promise<Outcome<{ recoveryCodes: string[] }>> {
    const parsed = parse(TotpConfirmSchema, input);
    if ("errors" in parsed) return invalid(parsed.errors);
    const totp = await this.o.repo.getTotp(admin.id);
    if (!totp) return conflict(ACCOUNT_TEXT.totpNotStarted);
    if (totp.enabledAt) return conflict(ACCOUNT_TEXT.totpAlreadyOn);
    const key = `account:code:${admin.id}`;
    const blocked = await this.countCheck(key);
    if (blocked) return tooMany(blocked.retryAfterMs);
    if (!(await this.acceptTotp(admin.id, totp.secret, totp.lastStep, parsed.data.code))) return invalid({ code: ACCOUNT_TEXT.invalidCode });
    await this.o.rateLimiter.reset(key);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.o.repo.enableTotp(admin.id, codes.map((c) => sha256(normaliseRecoveryCode(c))), this.now());
    this.o.log.info({ adminId: admin.id }, "two-factor sign-in turned on");
    return ok({ recoveryCodes: codes });
  }

  async disableTotp(admin: AdminUser, input: unknown): Promise<Outcome> {
    const parsed = parse(PasswordConfirmSchema, input);
    if ("errors" in parsed) return invalid(parsed.errors);
    const checked = await this.checkPassword(admin.id, parsed.data.password);
    if (checked === "wrong") return invalid({ password: ACCOUNT_TEXT.wrongPassword });
    if (checked !== "ok") return tooMany(checked.retryAfterMs);
    await this.o.repo.disableTotp(admin.id);
    this.o.log.info({ adminId: admin.id }, "two-factor sign-in turned off");
    return ok();
  }

  /** A six-digit code of the secret, of a later time step than any accepted before. */
  private async acceptTotp(adminId: string, secret: string, lastStep: number | null, code: string): Promise<boolean> {
    const token = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(token)) return false;
    let result;
    try {
      result = await verifyTotp({
        secret,
        token,
        epoch: Math.floor(this.now() / 1000),
        epochTolerance: TOTP_TOLERANCE_S,
        ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
      });
    } catch {
      return false;
    }
    if (!result.valid || !("timeStep" in result)) return false;
    // The conditional update decides between two requests carrying the same code.
    return this.o.repo.claimTotpStep(adminId, result.timeStep);
  }

  /**
   * For the password step of a sign-in: a challenge for the code step when the admin has TOTP
   * on, null when the password alone signs in.
   */
  async challengeFor(adminId: string): Promise<string | null> {
    const totp = await this.o.repo.getTotp(adminId);
    if (!totp?.enabledAt) return null;
    const token = randomBytes(32).toString("base64url");
    const now = this.now();
    await this.o.repo.deleteEndedChallenges(now);
    await this.o.repo.createChallenge({ tokenHash: hashToken(token), adminId, expiresAt: now + CHALLENGE_MS });
    return token;
  }

  /**
   * The code step of a sign-in: a TOTP code or an unused recovery code. The session starts here
   * and nowhere else for an admin with TOTP on.
   */
  async completeLogin(input: unknown, ip: string, userAgent?: string): Promise<Outcome<{ admin: AdminUser; token: string }>> {
    const parsed = parse(LoginCodeSchema, input);
    if ("errors" in parsed) {
      if (parsed.errors.challenge) return notFound(ACCOUNT_TEXT.challengeEnded);
      return invalid(parsed.errors);
    }
    const challengeHash = hashToken(parsed.data.challenge);
    const adminId = await this.o.repo.attemptChallenge(challengeHash, this.now(), CHALLENGE_MAX_ATTEMPTS);
    if (!adminId) {
      await this.o.repo.deleteChallenge(challengeHash);
      return notFound(ACCOUNT_TEXT.challengeEnded);
    }
    const key = `account:code:${adminId}`;
    const blocked = await this.countCheck(key);
    if (blocked) return tooMany(blocked.retryAfterMs);
    const [totp, admin] = await Promise.all([this.o.repo.getTotp(adminId), this.o.admins.getAdminById(adminId)]);
    if (!totp?.enabledAt || !admin) return notFound(ACCOUNT_TEXT.challengeEnded);
    const code = parsed.data.code;
    const accepted = /^\s*\d{6}\s*$/.test(code)
      ? await this.acceptTotp(adminId, totp.secret, totp.lastStep, code)
      : await this.o.repo.useRecoveryCode(adminId, sha256(normaliseRecoveryCode(code)), this.now());
    if (!accepted) {
      this.o.log.info({ adminId, ip }, "admin sign-in code refused");
      return invalid({ code: ACCOUNT_TEXT.invalidCode });
    }
    await this.o.repo.deleteChallenge(challengeHash);
    await this.o.rateLimiter.reset(key);
    await this.o.sessions.prune();
    const token = await this.o.sessions.start(adminId, userAgent, ip);
    this.o.log.info({ adminId, ip }, "admin signed in with a second factor");
    return ok({ admin, token });
  }

  listSessions(adminId: string, currentToken: string | undefined): Promise<SessionInfo[]> {
    return this.o.sessions.listFor(adminId, currentToken);
  }

  /** Signs out one of the admin's other sessions (the current one signs out with logout). */
  async endSession(adminId: string, id: string): Promise<Outcome> {
    if (!(await this.o.sessions.endOneOf(adminId, id))) return notFound(ACCOUNT_TEXT.sessionNotFound);
    this.o.log.info({ adminId }, "admin signed out one of their sessions");
    return ok();
  }
}
