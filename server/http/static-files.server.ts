import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { etagMatches, negotiateEncoding } from "./page-cache.server";

/**
 * The client build (hashed assets and the public files) served from memory: the build does not
 * change while the process runs, and scripts/compress-build.ts wrote a .br and a .gz beside every
 * file worth compressing, so nothing is compressed per request.
 */

/** Vite fingerprints everything under /assets/: the URL changes whenever the content does. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Public files keep their names across releases: short, then revalidated by ETag. */
const REVALIDATE = "public, max-age=3600";
/** Larger files stay on disk and are streamed. */
const MAX_IN_MEMORY = 1024 * 1024;

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

type StaticFile =
  | { type: string; cacheControl: string; etag: string; identity: Buffer; br?: Buffer; gzip?: Buffer }
  | { type: string; cacheControl: string; onDisk: string };

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

function readVariant(file: string, originalSize: number): Buffer | undefined {
  try {
    const buffer = readFileSync(file);
    return buffer.length < originalSize ? buffer : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every file of the build by URL path, read once at start-up (a page URL that is not a file costs
 * one map lookup, not a disk access).
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of listFiles(clientDir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    // The build manifest is for tools, not for visitors.
    if (relative.startsWith(".vite/")) continue;
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const cacheControl = relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE;
    if (statSync(file).size > MAX_IN_MEMORY) {
      files.set(`/${relative}`, { type, cacheControl, onDisk: file });
      continue;
    }
    const identity = readFileSync(file);
    files.set(`/${relative}`, {
      type,
      cacheControl,
      etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      identity,
      br: readVariant(`${file}.br`, identity.length),
      gzip: readVariant(`${file}.gz`, identity.length),
    });
  }
  return files;
}

export function staticFiles(clientDir: string): RequestHandler {
  const files = loadStaticFiles(clientDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      next();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const file = files.get(pathname);
    if (!file) {
      // A fingerprinted file that is not in this build (a page from an older release asking for
      // its scripts): a short 404, not a rendered page.
      if (pathname.startsWith("/assets/")) res.status(404).type("text/plain").send("Not found");
      else next();
      return;
    }
    res.setHeader("Cache-Control", file.cacheControl);
    if ("onDisk" in file) {
      res.setHeader("Content-Type", file.type);
      res.sendFile(file.onDisk, { cacheControl: false, lastModified: true, etag: true }, (err) => {
        if (err) next(err);
      });
      return;
    }
    res.setHeader("ETag", file.etag);
    if (file.br || file.gzip) res.setHeader("Vary", "Accept-Encoding");
    if (etagMatches(req.get("if-none-match"), file.etag)) {
      res.status(304).end();
      return;
    }
    const wanted = negotiateEncoding(req.get("accept-encoding"));
    const encoding = wanted === "br" && !file.br ? (file.gzip ? "gzip" : undefined) : wanted;
    const body = (encoding && file[encoding]) || file.identity;
    if (body !== file.identity) res.setHeader("Content-Encoding", encoding!);
    res.setHeader("Content-Type", file.type);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
