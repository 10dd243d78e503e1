import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";
import { concurrencyLimit } from "../concurrency-limit.server";

/**
 * OWASP's argon2id settings (docs/requirements.md §2): 19 MiB, 2 passes, 1 lane. Argon2id is the
 * library's default algorithm; its const enum cannot be imported under isolatedModules.
 */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Verifications running at once, process-wide. Each takes about 19 MiB and a libuv thread (4 by
 * default) for tens of milliseconds; two leave the other threads to file and DNS work however
 * many logins arrive together. The login throttle bounds how many can wait.
 */
export const MAX_CONCURRENT_VERIFICATIONS = 2;
const verification = concurrencyLimit(MAX_CONCURRENT_VERIFICATIONS);

/** False for a wrong password and for a hash that cannot be read: never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verification(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so a login for an unknown e-mail takes as long as one with
 * a wrong password: the answer's timing does not tell which e-mails are admins.
 */
export async function verifyDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(await decoyHash, password);
}

/** A strong password (about 143 bits) that also meets the specification's mix rule. */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString("base64url");
    if (/[a-z]/.test(candidate) && /[A-Z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}
