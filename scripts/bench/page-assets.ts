import zlib from "node:zlib";

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

/** gzip at the level the build's .gz copies use. */
export function gzipSize(data: Buffer): number {
  return zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }).length;
}

export function totalGzip(files: Map<string, Buffer>): number {
  let total = 0;
  for (const data of files.values()) total += gzipSize(data);
  return total;
}
