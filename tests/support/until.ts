/**
 * Polls `probe` every 100 ms until it gives a value (not undefined or false) and returns it;
 * fails naming `what` after `timeoutMs`. For what happens after an answer (the outbox's mail, a
 * reconnect), never for timing.
 */
export async function until<T>(probe: () => Promise<T | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
