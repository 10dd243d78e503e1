import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency-limit.server";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("concurrencyLimit", () => {
  it("runs at most the limit at once and the rest in arrival order", async () => {
    const run = concurrencyLimit(2);
    const gates = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    let inFlight = 0;
    let most = 0;
    const all = gates.map((gate, i) =>
      run(async () => {
        started.push(i);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await gate.promise;
        inFlight -= 1;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it("frees the slot of a task that fails", async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run(() => Promise.resolve("next"))).toBe("next");
  });
});
