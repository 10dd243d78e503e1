import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

/**
 * After `react-router build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file
 * of the client build, at the highest levels, once; the server sends them as they are
 * (server/http/static-files.server.ts). A copy that would not be smaller is not written.
 */

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".webmanifest", ".txt", ".xml", ".html", ".map", ".ico"]);
/** Below this, the headers outweigh the saving. */
const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

export function compressBuild(clientDir = path.resolve("build/client")): { files: number; bytes: number; br: number; gzip: number } {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of listFiles(clientDir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase()) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
    for (const [suffix, data] of [[".br", br], [".gz", gz]] as const) {
      const target = `${file}${suffix}`;
      if (data.length < source.length) writeFileSync(target, data);
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
  const t = compressBuild();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  process.stdout.write(
    `Pre-compressed ${t.files} files of the client build: ${kb(t.bytes)} -> ${kb(t.br)} brotli, ${kb(t.gzip)} gzip\n`,
  );
}
