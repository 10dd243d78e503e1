import type BetterSqlite3 from "better-sqlite3";
import {
  CompiledQuery,
  SelectQueryNode,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
} from "kysely";
import { DatabaseUnavailableError } from "./database-errors.server";

/**
 * Kysely's SQLite driver, with waits for another process's write lock that do not block the
 * process. better-sqlite3 is synchronous: SQLite's own busy_timeout would stop every request,
 * the health check and cached pages included, for as long as it waits. So busy_timeout stays 0
 * and a statement that finds the database locked is retried between turns of the event loop,
 * until `waitMs` after its caller asked for the connection. Between tries the connection is
 * lent to the others: reads go on (WAL), and other writers try too, each with its own deadline,
 * so a burst of writes fails together after about `waitMs`, not one wait after another.
 *
 * Transactions start with BEGIN IMMEDIATE: the write lock is taken, or waited for, before any
 * statement runs, so nothing inside a transaction meets a lock and the wait is safe to retry.
 */
export class TimedSqliteDriver implements Driver {
  private readonly mutex = new ConnectionMutex();
  private readonly connection: TimedSqliteConnection;

  constructor(
    private readonly file: BetterSqlite3.Database,
    waitMs: number,
  ) {
    this.connection = new TimedSqliteConnection(file, waitMs, this.mutex);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const requestedAt = Date.now();
    await this.mutex.lock();
    this.connection.startedAt = requestedAt;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string, _compile: QueryCompiler["compileQuery"]): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name.replace(/"/g, '""')}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name.replace(/"/g, '""')}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name.replace(/"/g, '""')}"`));
  }

  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.file.close();
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

class TimedSqliteConnection implements DatabaseConnection {
  /** When the current holder asked for the connection; its wait for a lock ends `waitMs` later. */
  startedAt = 0;

  constructor(
    private readonly file: BetterSqlite3.Database,
    private readonly waitMs: number,
    private readonly mutex: ConnectionMutex,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    for (let attempt = 0; ; attempt++) {
      // A statement inside a transaction holds the write lock already; a lock met there is not
      // a wait but a failure, reported as it is.
      const retryable = !this.file.inTransaction;
      try {
        return this.run<R>(query);
      } catch (error) {
        if (!retryable || !isBusy(error)) throw error;
        const left = this.startedAt + this.waitMs - Date.now();
        if (left <= 0) {
          throw new DatabaseUnavailableError(`the database stayed locked by another process for ${this.waitMs} ms`, { cause: error });
        }
        // Outside a transaction nothing is held on this connection, so others may use it meanwhile.
        const startedAt = this.startedAt;
        this.mutex.unlock();
        try {
          await new Promise((resolve) => setTimeout(resolve, Math.min(left, 5 * 2 ** Math.min(attempt, 4))));
        } finally {
          await this.mutex.lock();
          this.startedAt = startedAt;
        }
      }
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error("Only select queries can be streamed");
    for (const row of this.file.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
  }

  private run<R>(query: CompiledQuery): QueryResult<R> {
    const statement = this.file.prepare(query.sql);
    if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(query.parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}

class ConnectionMutex {
  private held: Promise<void> | undefined;
  private releaseHeld: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((resolve) => (this.releaseHeld = resolve));
  }

  unlock(): void {
    const release = this.releaseHeld;
    this.held = undefined;
    this.releaseHeld = undefined;
    release?.();
  }
}
