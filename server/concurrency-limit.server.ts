/**
 * Runs at most `limit` of the given tasks at once, the rest in arrival order as slots free up.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
