/**
 * The database's tables as Kysely sees them. Timestamps are epoch milliseconds (bigint in
 * PostgreSQL, integer in SQLite) so both engines compare and sort them the same way; lists are
 * JSON text. Each migration that adds a table adds its interface here.
 */
export interface DB {
  rate_limits: RateLimitsTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface AdminsTable {
  id: string;
  full_name: string;
  /** As entered (trimmed); `email_key` is its lower-case form, unique. */
  email: string;
  email_key: string;
  user_name: string;
  user_name_key: string;
  /** argon2id, PHC string. Never leaves the server. */
  password_hash: string;
  created_at: number;
  updated_at: number;
}

export interface AdminSessionsTable {
  /** SHA-256 (hex) of the cookie value; the value itself is never stored. */
  id_hash: string;
  admin_id: string;
  created_at: number;
  last_seen_at: number;
  /** created_at plus the absolute lifetime. */
  expires_at: number;
}
