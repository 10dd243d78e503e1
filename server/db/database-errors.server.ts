/**
 * The database did not answer in time, refused the connection or is locked by another process:
 * a passing condition the client may retry, answered 503 rather than 500.
 */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

/** How long a client is told to wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// PostgreSQL SQLSTATEs of a server that is gone, starting, shutting down, overloaded, or that
// cancelled a statement on its timeout (57014) or ended an idle transaction (25P03).
const PG_UNAVAILABLE = /^(08|53|57P0|57014$|25P03$)/;
const NODE_UNAVAILABLE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
// SQLite: another process holds the lock, or the file cannot be read or written right now.
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|READONLY|PROTOCOL)/;
// pg reports a lost or never-made connection with these messages and no code.
const PG_CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection timeout|Query read timeout)/;

/** True when `error` (or its cause) says the database is unreachable, frozen or locked. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NODE_UNAVAILABLE.has(code) || SQLITE_UNAVAILABLE.test(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && PG_UNAVAILABLE.test(code)) return true;
  }
  if (PG_CONNECTION_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
