import { existsSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What a public page makes the browser download before it is interactive: the stylesheets and
 * the JavaScript named by its HTML (script tags, module preloads, the imports of the inline
 * module script) and every module those import statically. Dynamic imports load later, on use.
 */
export interface PageAssets {
  scripts: Map<string, Buffer>;
  styles: Map<string, Buffer>;
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i");
const INLINE_MODULE = /<script\b[^>]*\btype\s*=\s*"?module"?[^>]*>([\s\S]*?)<\/script>/gi;
/** `import x from "..."`, `import{a}from"..."`, `import "..."`; not `import(...)`. */
const STATIC_IMPORT = /\bimport\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;
const DYNAMIC_IMPORT_OF_ENTRY = /\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g;

function attribute(tag: string, name: string): string | undefined {
  const m = ATTRIBUTE(name).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Same-origin asset URLs named by the HTML itself. */
export function pageAssetUrls(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.matchAll(TAG)) {
    const [, tagName = "", attrs = ""] = m;
    if (tagName.toLowerCase() === "script") {
      const src = attribute(attrs, "src");
      if (src?.startsWith("/")) scripts.add(src);
    } else {
      const rel = attribute(attrs, "rel")?.toLowerCase();
      const href = attribute(attrs, "href");
      if (!href?.startsWith("/")) continue;
      if (rel === "modulepreload") scripts.add(href);
      else if (rel === "stylesheet") styles.add(href);
    }
  }
  // React Router's inline module imports the route modules and then the client entry.
  for (const m of html.matchAll(INLINE_MODULE)) {
    const code = m[1] ?? "";
    for (const i of code.matchAll(STATIC_IMPORT)) if (i[1]?.startsWith("/")) scripts.add(i[1]);
    for (const i of code.matchAll(DYNAMIC_IMPORT_OF_ENTRY)) if (i[1]?.startsWith("/")) scripts.add(i[1]);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The modules a script imports statically, as absolute paths. */
export function staticImports(code: string, fromUrl: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(STATIC_IMPORT)) {
    const spec = m[1]!;
    if (spec.startsWith("/") || spec.startsWith("./") || spec.startsWith("../")) {
      out.push(new URL(spec, `http://x${fromUrl}`).pathname);
    }
  }
  return out;
}

/** Everything the page loads up front, read through `read` (from the build or over HTTP). */
export async function loadPageAssets(html: string, read: (url: string) => Promise<Buffer>): Promise<PageAssets> {
  const named = pageAssetUrls(html);
  const scripts = new Map<string, Buffer>();
  const queue = [...named.scripts];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (scripts.has(url)) continue;
    const code = await read(url);
    scripts.set(url, code);
    queue.push(...staticImports(code.toString("utf8"), url));
  }
  const styles = new Map<string, Buffer>();
  for (const url of named.styles) styles.set(url, await read(url));
  return { scripts, styles };
}

/**
 * The bytes the site sends for a built file to a browser that accepts gzip (and not brotli): the
 * build's .gz copy (scripts/compress-build.ts), or the file itself where no copy was worth
 * writing, as server/http/static-files.server.ts chooses. A test compares it with the server's answer.
 */
export function servedGzipBytes(clientDir: string, url: string): number {
  const file = path.join(clientDir, decodeURIComponent(url));
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

/** The gzip bytes a set of built files costs a browser (their URLs: a page's scripts or styles). */
export function totalServedGzip(clientDir: string, urls: Iterable<string>): number {
  let total = 0;
  for (const url of urls) total += servedGzipBytes(clientDir, url);
  return total;
}
