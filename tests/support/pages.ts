import { pageEtag } from "../../server/http/page-cache.server";

export interface PageAnswer {
  status: number;
  body: string;
  /** Whether the page cache answered (its ETag is the digest of the body it stored). */
  fromCache: boolean;
}

/** A page as an anonymous visitor gets it. */
export async function anonymousPage(server: { url: string }, path: string): Promise<PageAnswer> {
  const res = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body: body.toString("utf8"), fromCache: res.headers.get("etag") === pageEtag(body) };
}

/** Asks for the page until the cache answers it (the first request fills it in the background). */
export async function cachedPage(server: { url: string }, path: string): Promise<PageAnswer> {
  for (let i = 0; i < 100; i++) {
    const answer = await anonymousPage(server, path);
    if (answer.fromCache) return answer;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} never came from the cache`);
}

/**
 * Asks for the page until `seen` holds for it, for at most `withinMs` from `since`; the answer
 * and how long it took. Polls, never sleeps a fixed time.
 */
export async function pageUntil(
  server: { url: string },
  path: string,
  seen: (body: string) => boolean,
  { since = Date.now(), withinMs = 1000 }: { since?: number; withinMs?: number } = {},
): Promise<{ answer: PageAnswer; afterMs: number }> {
  for (;;) {
    const answer = await anonymousPage(server, path);
    const afterMs = Date.now() - since;
    if (seen(answer.body)) return { answer, afterMs };
    if (afterMs > withinMs) throw new Error(`${server.url}${path} did not show the change within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
