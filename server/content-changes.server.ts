/**
 * Tells whoever keeps derived copies of the content (the page cache, in-memory catalogue) that
 * the content changed. In-process only: on PostgreSQL with several processes each process
 * hears its own writes; the others refresh on their next periodic check.
 */
export class ContentChanges {
  private readonly listeners = new Set<(what: string) => void>();

  subscribe(listener: (what: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `what` names the kind of content, e.g. "catalogue". */
  emit(what: string): void {
    for (const listener of this.listeners) listener(what);
  }
}
