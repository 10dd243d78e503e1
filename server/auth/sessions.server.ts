import { createHash, randomBytes } from "node:crypto";
import type { AdminUser } from "./admins-repository.server";
import type { SessionsRepository } from "./sessions-repository.server";

/** docs/requirements.md §8: a session ends 12 hours after login, or after 30 minutes without use. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** last_seen_at is written at most this often: a page and its API calls cost one write. */
const TOUCH_EVERY_MS = 60 * 1000;

/** 256 random bits, base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Enough of a User-Agent to name the device; the rest is not worth storing. */
const USER_AGENT_MAX = 512;

/** A session as its admin sees it in the list: `id` is the stored hash, never the cookie value. */
export interface SessionInfo {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string | null;
  /** Where it signed in from (the client's IP); null for a session older than the column. */
  ip: string | null;
  current: boolean;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Database sessions: the cookie carries a random token, the database only its SHA-256, so a
 * leaked database copy opens nothing. Every process sees the same sessions.
 */
export class SessionService {
  constructor(
    private readonly repo: SessionsRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts a session for the admin and returns the cookie value; `ip` is where it signs in from. */
  async start(adminId: string, userAgent?: string, ip?: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = this.now();
    await this.repo.createSession({
      idHash: hashToken(token),
      adminId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + SESSION_ABSOLUTE_MS,
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      // An IPv6 address is at most 45 characters; "unknown" (no address seen) is not stored.
      ip: ip && ip !== "unknown" ? ip.slice(0, 45) : null,
    });
    return token;
  }

  /** The admin whose live session `token` is; null (and the row removed) when it has ended. */
  async resolve(token: string | undefined): Promise<AdminUser | null> {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    const idHash = hashToken(token);
    const found = await this.repo.getSessionWithAdmin(idHash);
    if (!found) return null;
    const now = this.now();
    const { session } = found;
    if (now >= session.expiresAt || now - session.lastSeenAt >= SESSION_IDLE_MS) {
      await this.repo.deleteSession(idHash);
      return null;
    }
    if (now - session.lastSeenAt >= TOUCH_EVERY_MS) await this.repo.touchSession(idHash, now);
    return found.admin;
  }

  async end(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_SHAPE.test(token)) return;
    await this.repo.deleteSession(hashToken(token));
  }

  /** The admin's live sessions, the one of `currentToken` marked. */
  async listFor(adminId: string, currentToken: string | undefined): Promise<SessionInfo[]> {
    const now = this.now();
    const current = currentToken && TOKEN_SHAPE.test(currentToken) ? hashToken(currentToken) : undefined;
    const rows = await this.repo.listLiveSessionsOfAdmin(adminId, now, now - SESSION_IDLE_MS);
    return rows.map((r) => ({
      id: r.idHash,
      createdAt: r.createdAt,
      lastSeenAt: r.lastSeenAt,
      userAgent: r.userAgent ?? null,
      ip: r.ip ?? null,
      current: r.idHash === current,
    }));
  }

  /** Ends one of the admin's own sessions by its listed id; false when it is not theirs or gone. */
  async endOneOf(adminId: string, id: string): Promise<boolean> {
    if (!/^[0-9a-f]{64}$/.test(id)) return false;
    return this.repo.deleteSessionOfAdmin(adminId, id);
  }

  /** Ends every session of the admin but the one of `keepToken`. */
  async endOthersOf(adminId: string, keepToken: string): Promise<void> {
    await this.repo.deleteSessionsOfAdminExcept(adminId, hashToken(keepToken));
  }

  async endAllFor(adminId: string): Promise<void> {
    await this.repo.deleteSessionsOfAdmin(adminId);
  }

  /** Removes ended sessions; called at login, so the table never grows without bound. */
  async prune(): Promise<void> {
    const now = this.now();
    await this.repo.deleteExpiredSessions(now, now - SESSION_IDLE_MS);
  }
}
