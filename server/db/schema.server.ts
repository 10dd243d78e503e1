/**
 * The database's tables as Kysely sees them. Timestamps are epoch milliseconds (bigint in
 * PostgreSQL, integer in SQLite) so both engines compare and sort them the same way; lists are
 * JSON text. Each migration that adds a table adds its interface here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each capability's tables
export interface DB {}
