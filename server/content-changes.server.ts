/**
 * Tells whoever keeps derived copies of the content (the page cache, the in-memory catalogue,
 * the company's details) that the content changed.
 *
 * `emit` is a change made in this process: its listeners hear it at once, and every relay passes
 * it on to the other processes (on PostgreSQL, NOTIFY: server/db/change-notices.server.ts).
 * `receive` is a change another process announced: the copy of that kind is reloaded first (its
 * refresher), then the listeners hear it, so a page rendered after the cache dropped never shows
 * the old copy. A received change is never relayed again.
 */
export class ContentChanges {
  private readonly listeners = new Set<(what: string) => void>();
  private readonly relays = new Set<(what: string) => void>();
  private readonly refreshers = new Map<string, () => Promise<void>>();

  subscribe(listener: (what: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Passes every change made here on to the other processes. */
  relay(relay: (what: string) => void): () => void {
    this.relays.add(relay);
    return () => this.relays.delete(relay);
  }

  /** How this process reloads its copy of `what` when another process changed it. */
  refreshWith(what: string, refresh: () => Promise<void>): void {
    this.refreshers.set(what, refresh);
  }

  /** The kinds with a copy to reload: what a listener that missed notices must catch up on. */
  kinds(): string[] {
    return [...this.refreshers.keys()];
  }

  /** `what` names the kind of content, e.g. "catalogue" or "settings". */
  emit(what: string): void {
    this.tell(what);
    for (const relay of this.relays) relay(what);
  }

  /** A change this process learnt of by itself (a periodic re-read): told here, not relayed. */
  emitLocally(what: string): void {
    this.tell(what);
  }

  /**
   * A change another process made. Idempotent: reloading an up-to-date copy and dropping cached
   * pages again change nothing but the work.
   */
  async receive(what: string): Promise<void> {
    await this.refreshers.get(what)?.();
    this.tell(what);
  }

  private tell(what: string): void {
    for (const listener of this.listeners) listener(what);
  }
}
