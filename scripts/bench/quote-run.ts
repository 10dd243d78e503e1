import type { BenchServer } from "./processes";
import { benchQuote, checkQuotesStored, type QuoteFigure } from "./quote";

/** 1,000 requests of 10 lines from 50 clients. */
export const QUOTE_BENCH = { requests: 1000, lines: 10, connections: 50 } as const;

/** Sends the requests, stops the server (so SQLite's file is complete) and checks what it stored. */
export async function runQuoteBench(server: BenchServer, dataDir: string, slugs: readonly string[], connections: number): Promise<QuoteFigure & { pass: boolean }> {
  const { figure, prefix } = await benchQuote(server.url, slugs, QUOTE_BENCH.requests, connections, QUOTE_BENCH.lines);
  await server.close();
  if (!figure.available) return { ...figure, pass: true };
  const stored = checkQuotesStored(dataDir, prefix, QUOTE_BENCH.requests, QUOTE_BENCH.lines);
  return { ...figure, ...stored, pass: stored.exact && figure.accepted === QUOTE_BENCH.requests };
}
