import BetterSqlite3 from "better-sqlite3";
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { SQLITE_FILE } from "./database.server";
import { migrations } from "./migrations/index.server";

/** Said by `npm run backup` and `npm run restore` on PostgreSQL, where they do nothing. */
export const POSTGRES_BACKUP_ADVICE =
  "DATABASE_URL is set: the database is PostgreSQL, which this command does not copy. " +
  "Use PostgreSQL's own tools: pg_dump --format=custom --file=site.dump \"$DATABASE_URL\" to back up, " +
  "pg_restore --clean --if-exists --dbname=\"$DATABASE_URL\" site.dump to restore (with the site stopped).";

export class BackupError extends Error {}

/** Tables every copy of the site's database has; a file without them is not one. */
const REQUIRED_TABLES = ["kysely_migration", "messages", "outbox", "products", "rate_limits", "admins", "admin_sessions"];

function timestamp(now: Date): string {
  return now.toISOString().replace(/\.\d+Z$/, "Z").replace(/[-:]/g, "");
}

/** Where `npm run backup` writes when given no path. */
export function defaultBackupPath(dataDir: string, now = new Date()): string {
  return path.join(dataDir, "backups", `app-${timestamp(now)}.db`);
}

/**
 * Writes a consistent copy of the live database to `target` while the site keeps serving.
 * VACUUM INTO reads one snapshot (one read transaction): with WAL, writers go on meanwhile, and
 * every transaction committed before it started is in the copy. The copy is written beside
 * `target`, checked, and only then renamed to it, so `target` is never a half-written file.
 */
export function backupSqlite(dataDir: string, target: string): { path: string; messages: number } {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new BackupError(`No database at ${source}: is DATA_DIR right?`);
  const destination = path.resolve(target);
  if (existsSync(destination)) throw new BackupError(`${destination} exists already: choose another file name.`);
  mkdirSync(path.dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  const db = new BetterSqlite3(source, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    db.prepare("vacuum into ?").run(partial);
  } finally {
    db.close();
  }
  try {
    const { messages } = checkDatabaseFile(partial);
    syncFile(partial);
    renameSync(partial, destination);
    return { path: destination, messages };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Checks that `file` is a sound copy of this site's database: SQLite, our tables, a schema this
 * version of the site knows, and PRAGMA integrity_check passes.
 */
export function checkDatabaseFile(file: string): { messages: number } {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a SQLite database: ${(error as Error).message}`);
  }
  try {
    let tables: string[];
    try {
      tables = (db.prepare("select name from sqlite_master where type = 'table'").all() as Array<{ name: string }>).map((t) => t.name);
    } catch (error) {
      throw new BackupError(`${file} is not a SQLite database: ${(error as Error).message}`);
    }
    const missing = REQUIRED_TABLES.filter((t) => !tables.includes(t));
    if (missing.length > 0) throw new BackupError(`${file} is not a database of this site (no table ${missing.join(", ")}).`);
    const applied = (db.prepare("select name from kysely_migration").all() as Array<{ name: string }>).map((m) => m.name);
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new BackupError(`${file} comes from a newer version of the site (migration ${unknown.join(", ")}): update the site first.`);
    }
    const problems = (db.pragma("integrity_check") as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
    if (problems.join() !== "ok") throw new BackupError(`${file} fails the integrity check: ${problems.slice(0, 5).join("; ")}`);
    const { n } = db.prepare("select count(*) as n from messages").get() as { n: number };
    return { messages: n };
  } finally {
    db.close();
  }
}

/**
 * Puts `backup` in place of the site's database; the site must be stopped. The database it
 * replaces is kept beside it as `app.db.before-restore-<time>`.
 */
export function restoreSqlite(dataDir: string, backup: string, now = new Date()): { replaced: string | undefined; messages: number } {
  const { messages } = checkDatabaseFile(backup);
  const live = path.join(dataDir, SQLITE_FILE);
  let replaced: string | undefined;
  if (existsSync(live)) {
    // Leaving WAL mode needs the only connection to the file: it fails while the site has the
    // database open, and, when it succeeds, folds the WAL into the file that is kept aside.
    const db = new BetterSqlite3(live, { fileMustExist: true, timeout: 0 });
    try {
      db.pragma("journal_mode = DELETE");
      const mode = db.pragma("journal_mode", { simple: true });
      if (mode !== "delete") throw new BackupError(inUse(live));
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`${inUse(live)} (${(error as Error).message})`);
    } finally {
      db.close();
    }
    replaced = `${live}.before-restore-${timestamp(now)}`;
    renameSync(live, replaced);
  }
  mkdirSync(dataDir, { recursive: true });
  const partial = `${live}.partial`;
  copyFileSync(backup, partial);
  syncFile(partial);
  for (const leftover of [`${live}-wal`, `${live}-shm`]) rmSync(leftover, { force: true });
  renameSync(partial, live);
  return { replaced, messages };
}

function inUse(file: string): string {
  return `${file} is in use: stop the site before restoring.`;
}

function syncFile(file: string): void {
  const fd = openSync(file, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
