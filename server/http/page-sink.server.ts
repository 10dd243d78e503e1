import type { Writable } from "node:stream";

/**
 * Where React writes a finished page: its chunks kept in order, handed on as one buffer when React
 * ends it, or the error React destroys it with. React only needs `write`, `end`, `destroy` and
 * `on` of a Node stream; a whole `Writable` ran its buffering and callbacks for each of the few
 * dozen chunks of every page (about 5% of an uncached render, docs/performance.md).
 */
export class PageSink {
  private readonly chunks: Uint8Array[] = [];
  private settled = false;

  constructor(
    private readonly ended: (page: Buffer) => void,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** React writes its 4 KB views, and a long string (an inline script's data) as it is. */
  write(chunk: Uint8Array | string): boolean {
    this.chunks.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
    return true;
  }

  end(): void {
    if (this.settled) return;
    this.settled = true;
    this.ended(Buffer.concat(this.chunks));
  }

  destroy(error?: unknown): void {
    if (this.settled) return;
    this.settled = true;
    this.failed(error ?? new Error("The page's render was abandoned"));
  }

  /** No drain, error or close is ever emitted: everything is kept at once. */
  on(): this {
    return this;
  }

  /** The sink as the stream `pipe` is typed to take. */
  asDestination(): Writable {
    return this as unknown as Writable;
  }
}
