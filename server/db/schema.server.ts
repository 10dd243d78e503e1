/**
 * The database's tables as Kysely sees them. Timestamps are epoch milliseconds (bigint in
 * PostgreSQL, integer in SQLite) so both engines compare and sort them the same way; lists are
 * JSON text. Each migration that adds a table adds its interface here.
 */
export interface DB {
  rate_limits: RateLimitsTable;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}
