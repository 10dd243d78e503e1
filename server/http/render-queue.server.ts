import { AsyncResource } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";

export interface RenderQueueOptions {
  /** Renders in progress at once; the rest wait their turn in arrival order. */
  concurrency?: number;
  /** Requests allowed to wait; beyond that the server answers 503 at once. */
  maxWaiting?: number;
  /**
   * How long a render may hold its slot. One that runs longer (a loader that never returns)
   * still answers when it can, but no longer keeps the others waiting.
   */
  slotTimeoutMs?: number;
  /**
   * Tried when a waiting request's turn comes: the page cache, which an earlier render of the
   * same page may have filled meanwhile. Returns true when it answered the request.
   */
  answer?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Told how many requests wait whenever that changes, and how long each one waited (ms). */
  observe?: { waiting(count: number): void; waited(ms: number): void };
}

/** What a request gets when even the queue is full. */
export const BUSY_MESSAGE = "The site is busy. Please try again in a moment.";

/**
 * Server renders in arrival order, a few at a time (docs/decisions/0011-render-queue.md).
 *
 * Left alone, Node reads fifty waiting requests in one go and renders each to the end before it
 * reads the next socket, in whatever order the kernel lists them: the throughput is the same, but
 * some visitors wait ten times as long as others. Here every request that reaches the renderer
 * joins a queue; renders start from the queue, never inside the read that brought the request,
 * so each round of the event loop reads everything that has arrived before the next render.
 */
export function renderQueue({
  concurrency = 4,
  maxWaiting = 1000,
  slotTimeoutMs = 15_000,
  answer,
  observe,
}: RenderQueueOptions = {}): RequestHandler {
  interface Waiting {
    req: Request;
    res: Response;
    next: NextFunction;
    /** Arrived behind other renders: the page may have been cached while it waited. */
    queued: boolean;
    /** When it joined the queue (performance.now()). */
    since: number;
    /**
     * Starts it in its own request's async context: the queue drains from whichever response
     * freed a slot, and a request must not go on in that one's (its log lines' request id, the
     * document whose page data its loaders send, app/loader-data.server.ts).
     */
    resume: () => void;
  }
  let running = 0;
  const waiting: Waiting[] = [];
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drain);
  };

  const drain = () => {
    scheduled = false;
    while (running < concurrency && waiting.length > 0) waiting.shift()!.resume();
    observe?.waiting(waiting.length);
  };

  const start = ({ req, res, next, queued, since }: Waiting): void => {
    observe?.waited(performance.now() - since);
    // The visitor left while waiting: nothing to render for.
    if (res.destroyed || res.writableEnded) return;
    // A page cached while this request waited is answered from the cache.
    if (queued && answer?.(req, res)) return;
    running++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timeout);
      running--;
      schedule();
    };
    const timeout = setTimeout(release, slotTimeoutMs);
    // The slot is free once the response is complete, not once a slow client has read it all.
    const end = res.end;
    res.end = function (this: typeof res, ...args: unknown[]) {
      release();
      return (end as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.end;
    res.once("close", release);
    next();
  };

  return (req, res, next) => {
    if (waiting.length >= maxWaiting) {
      res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" }).type("text/plain").send(BUSY_MESSAGE);
      return;
    }
    const entry: Waiting = {
      req,
      res,
      next,
      queued: running >= concurrency || waiting.length > 0,
      since: performance.now(),
      resume: AsyncResource.bind(() => start(entry)),
    };
    waiting.push(entry);
    observe?.waiting(waiting.length);
    schedule();
  };
}
