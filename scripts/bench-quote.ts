import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { normalizeProduct } from "../app/schemas/product";
import { productSeeds } from "../content/products";
import { startBenchServer, type BenchServer } from "./bench/processes";
import { QUOTE_BENCH, runQuoteBench } from "./bench/quote-run";
import { ensureBuild } from "./ensure-build";
import { runBenchScript } from "./bench/run-script";

// `npm run bench:quote`: only the quote-request figure of `npm run bench`, against the production
// build on a throw-away SQLite database. Prints the figure as JSON; exits 1 when a request was
// lost or stored wrongly.

const ROOT = path.resolve(import.meta.dirname, "..");

async function main(): Promise<number> {
  ensureBuild(ROOT);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "export-site-bench-quote-"));
  const dataDir = path.join(tmp, "data");
  mkdirSync(dataDir);
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer(dataDir);
    const slugs = productSeeds.map((seed) => normalizeProduct(seed).slug);
    const figure = await runQuoteBench(server, dataDir, slugs, QUOTE_BENCH.connections);
    server = undefined;
    process.stdout.write(`${JSON.stringify(figure, null, 2)}\n`);
    return figure.pass ? 0 : 1;
  } finally {
    await server?.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

runBenchScript(main);
