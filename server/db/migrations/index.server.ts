import type { Migration } from "kysely";

/**
 * Every migration, in order. Names sort as they run; a migration, once released, never
 * changes: a change of schema is a new entry.
 */
export const migrations: Record<string, Migration> = {};
