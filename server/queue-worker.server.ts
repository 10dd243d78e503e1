/**
 * The loop a queue in the database is worked off by (the outbox's mail, the cache's purges):
 * a pass takes what is due and sends it, until nothing is left. Woken at once by `kick()`
 * (after a row is queued in this process) and by a timer for retries and rows other processes
 * queued; never two passes at once in one process, and a kick during a pass runs one more.
 */
export abstract class QueueWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  protected stopped = false;

  protected constructor(private readonly pollMs: number) {}

  /** One pass: claims and sends what is due until nothing is; never throws. */
  protected abstract drain(): Promise<void>;

  start(): void {
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks at the queue now (or right after the pass under way). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Resolves when the pass under way, if any, has finished. For tests and shutdown. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Stops taking work and waits a bounded time for sends under way. A send cut off here is
   * retried by the next worker once its lease runs out.
   */
  async stop(waitMs = 5_000): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    if (this.running) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([this.running, new Promise((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
      clearTimeout(timeout);
    }
  }
}

/**
 * A check every process runs at start and then every `everyMs` (documents' expiry notices,
 * follow-up digests, quotations' reminders): what it claims is claimed once in the database, so
 * processes may check side by side. A check that fails (the database unreachable or closing) is
 * logged and tried again at the next tick; it never stops the process.
 */
export class PeriodicCheck extends QueueWorker {
  constructor(
    everyMs: number,
    private readonly check: () => Promise<unknown>,
    private readonly onFailure: (err: unknown) => void,
  ) {
    super(everyMs);
  }

  protected async drain(): Promise<void> {
    try {
      await this.check();
    } catch (err) {
      if (!this.stopped) this.onFailure(err);
    }
  }
}
