import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

/**
 * After `react-router build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file
 * of the client build, at the highest levels, once; the server sends them as they are
 * (server/http/static-files.server.ts). A copy is written when it saves more than the headers a
 * compressed answer adds; small files count too (a page's 0.3-0.9 KB route modules and helpers
 * were sent whole, 1.4 KB on the product page).
 *
 * The gzip copies are made by Zopfli, an encoder that searches harder than zlib's level 9 and
 * writes ordinary gzip any browser reads: 3% fewer bytes (the framework chunk 107.5 -> 104.2 KB)
 * for a client that does not ask for brotli, at build time only: about 6 s for the whole build at
 * 5 iterations (15 gain 0.02% more at twice the time), splitting blocks in files of 16 KB and
 * more (it takes a second or more on some 2-3 KB drawings and gains nothing there; without
 * it the framework chunk would be 0.2 KB larger). Run as its own process (`npm run build`,
 * or spawned by scripts/ensure-build.ts): the encoder's WebAssembly loader installs process-wide
 * error handlers, which have no place in a server or a test runner.
 */

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".webmanifest", ".txt", ".xml", ".html", ".map", ".ico"]);
/** What a compressed answer adds: `Content-Encoding: gzip` and `Vary: Accept-Encoding`, 47 bytes. */
const HEADERS_COST = 48;

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Zopfli's passes over each file. */
const ZOPFLI_ITERATIONS = 5;
/** Zopfli's block splitting from this size up. */
const SPLIT_BLOCKS_FROM = 16 * 1024;

export async function compressBuild(
  clientDir = path.resolve("build/client"),
): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of listFiles(clientDir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase()) || statSync(file).size <= HEADERS_COST) continue;
    const source = readFileSync(file);
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = Buffer.from(
      await gzipAsync(source, { numiterations: ZOPFLI_ITERATIONS, blocksplitting: source.length >= SPLIT_BLOCKS_FROM }),
    );
    for (const [suffix, data] of [[".br", br], [".gz", gz]] as const) {
      const target = `${file}${suffix}`;
      if (data.length + HEADERS_COST < source.length) writeFileSync(target, data);
      else {
        try {
          unlinkSync(target);
        } catch {
          // there was no stale copy
        }
      }
    }
    totals.files++;
    totals.bytes += source.length;
    totals.br += br.length;
    totals.gzip += gz.length;
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const t = await compressBuild();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  process.stdout.write(
    `Pre-compressed ${t.files} files of the client build: ${kb(t.bytes)} -> ${kb(t.br)} brotli, ${kb(t.gzip)} gzip\n`,
  );
}
