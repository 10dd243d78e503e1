import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import type { ContentChanges } from "../content-changes.server";
import type { Logger } from "../logger.server";
import type { DB } from "./schema.server";

/** The PostgreSQL channel every process of the site listens on. */
export const CHANGES_CHANNEL = "content_changes";

/** What travels in a notification: which process made the change, and what changed. */
interface Notice {
  origin: string;
  what: string;
}

/** Kinds are short words ("catalogue", "settings"); anything else on the channel is not ours. */
const KIND = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Announces a change to every process listening on the database, this one included (which
 * ignores its own by `origin`). The NOTIFY goes out when its statement commits, and PostgreSQL
 * delivers it in commit order; the tests call this to announce a change they wrote themselves.
 */
export async function notifyChange(db: Kysely<DB>, what: string, origin: string): Promise<void> {
  const payload = JSON.stringify({ origin, what } satisfies Notice);
  await sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`.execute(db);
}

export function parseNotice(payload: string | undefined): Notice | undefined {
  try {
    const notice = JSON.parse(payload ?? "") as Partial<Notice>;
    if (typeof notice.origin === "string" && typeof notice.what === "string" && KIND.test(notice.what)) {
      return { origin: notice.origin, what: notice.what };
    }
  } catch {
    // Not ours: ignored below.
  }
  return undefined;
}

export interface ChangeNoticesOptions {
  connectionString: string;
  db: Kysely<DB>;
  changes: ContentChanges;
  log: Logger;
  /** Wait before the first reconnection; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  connectTimeoutMs?: number;
}

/**
 * Cross-process change announcements on PostgreSQL (docs/decisions/0020): every change this
 * process emits is NOTIFYed; a dedicated connection LISTENs and hands the other processes'
 * changes to ContentChanges.receive. When the listening connection drops it reconnects with
 * backoff, and on getting back it reloads every copy, since notices sent meanwhile were lost.
 */
export class ChangeNotices {
  /** This process's name on the channel. */
  readonly origin = randomUUID();
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private failures = 0;
  private listening = false;
  private unrelay: () => void = () => {};
  private readonly options: Required<ChangeNoticesOptions>;

  constructor(options: ChangeNoticesOptions) {
    this.options = { backoffMs: 250, maxBackoffMs: 10_000, connectTimeoutMs: 3_000, ...options };
  }

  /** Connects and listens; a failure here is retried in the background, never fatal. */
  async start(): Promise<void> {
    this.unrelay = this.options.changes.relay((what) => {
      notifyChange(this.options.db, what, this.origin).catch((error: unknown) =>
        this.options.log.warn({ err: error, what }, "change not announced to other processes"),
      );
    });
    await this.connect(false);
  }

  /** Whether the listening connection is up (for tests and logs). */
  get isListening(): boolean {
    return this.listening;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unrelay();
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => {});
  }

  private async connect(catchUp: boolean): Promise<void> {
    if (this.closed) return;
    const { log } = this.options;
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: this.options.connectTimeoutMs,
      // LISTEN on a frozen server must fail, not hang the reconnection loop.
      query_timeout: this.options.connectTimeoutMs,
      // A half-open connection (a cut cable, a frozen server) must end, so a reconnect can follow.
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.listening = false;
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => {});
      if (this.closed) return;
      log.warn({ err: error }, "change listener disconnected; reconnecting");
      this.schedule();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const notice = parseNotice(message.payload);
      if (!notice || notice.origin === this.origin) return;
      void this.options.changes.receive(notice.what).catch((error: unknown) =>
        log.warn({ err: error, what: notice.what }, "could not apply another process's change"),
      );
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.listening = true;
    this.failures = 0;
    log.info({ channel: CHANGES_CHANNEL }, catchUp ? "change listener reconnected" : "listening for other processes' changes");
    // Whatever was announced while nobody listened is lost: reload every copy once.
    if (catchUp) {
      for (const what of this.options.changes.kinds()) {
        await this.options.changes.receive(what).catch((err: unknown) => log.warn({ err, what }, "catch-up reload failed"));
      }
    }
  }

  private schedule(): void {
    const { backoffMs, maxBackoffMs } = this.options;
    const delay = Math.min(maxBackoffMs, backoffMs * 2 ** this.failures);
    this.failures++;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(true), delay);
    this.timer.unref();
  }
}
