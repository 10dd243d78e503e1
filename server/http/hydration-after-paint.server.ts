/**
 * Every page is complete as HTML; its scripts only hydrate it. React Router names them in the
 * head (module preloads) and imports them from an inline module at the end of the body, so the
 * browser fetches about 125 KB of them while it is still fetching the stylesheet and the first
 * pictures, and on a slow connection they share its bandwidth. This moves them behind the first
 * paint: the inline module waits for the first frame to be painted, then asks for the same
 * modules (as preloads, all at once), imports the route modules and starts the client entry as
 * React Router would have.
 *
 * The rewrite keeps React Router's own code (the manifest and the route module table) word for
 * word. A document whose scripts do not have the expected shape (another React Router version)
 * is returned unchanged, and the tests say so.
 */

const BOOTSTRAP_OPEN = '<script type="module" async="">';
const SCRIPT_END = "</script>";
/** `import * as route0 from "/assets/root-abc.js";` one per route of the page. */
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from ("\/[^"\s]+\.js");\s*$/gm;
/** `import("/assets/entry.client-abc.js");` the last statement. */
const ENTRY_IMPORT = /\s*import\(("\/[^"\s]+\.js")\);\s*$/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/[^"\s]+\.js)"\/>/g;

/**
 * Resolves once the browser reports the first contentful paint (the entry is queued after the
 * frame is presented, and an observer hears of it in a later task); by then the parser has
 * reached this script at the end of the body. A browser without paint timing goes on at once. No
 * timer or animation frame: a page waits on nothing a test's fake clock controls.
 */
const AFTER_FIRST_PAINT = [
  "await new Promise((painted) => {",
  '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return painted();',
  '  new PerformanceObserver((list, observer) => {',
  '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
  "    observer.disconnect();",
  "    painted();",
  '  }).observe({ type: "paint", buffered: true });',
  "});",
].join("\n");

const OPEN_BYTES = Buffer.from(BOOTSTRAP_OPEN, "latin1");
const END_BYTES = Buffer.from(SCRIPT_END, "latin1");
const HEAD_END_BYTES = Buffer.from("</head>", "latin1");

/**
 * The page as its UTF-8 bytes. They are searched as bytes, and the two parts read (the head and
 * React Router's code) are read as Latin-1, one character per byte, without decoding: what this
 * inserts is ASCII and what it moves is copied whole, so the bytes written are the rewritten
 * page's UTF-8. The page is copied once, into the rewritten page.
 */
export function withHydrationAfterFirstPaint(page: Buffer): Buffer {
  const start = page.indexOf(OPEN_BYTES);
  const end = start === -1 ? -1 : page.indexOf(END_BYTES, start);
  if (end === -1) return page;
  // The preloads are in the head: only the head is searched and rewritten.
  const headEnd = page.indexOf(HEAD_END_BYTES);
  if (headEnd === -1 || headEnd > start) return page;
  const head = page.toString("latin1", 0, headEnd);
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map(([, url]) => url!);
  const bootstrap = rewrittenBootstrap(page.toString("latin1", start + OPEN_BYTES.length, end), preloads);
  if (bootstrap === null) return page;
  return Buffer.concat([Buffer.from(head.replace(MODULE_PRELOAD, ""), "latin1"), page.subarray(headEnd, start), bootstrap, page.subarray(end)]);
}

/**
 * Bootstraps rewritten (the start tag and the new module, as bytes), by React Router's code and
 * the head's preloads: both depend only on the page's routes (the product page's are the same for
 * every product), so a site has a few dozen, and reading one costs a fair part of this rewrite.
 * The oldest goes first once full.
 */
const rewritten = new Map<string, Buffer | null>();
const REWRITTEN_KEPT = 200;

/** The inline module that waits for the first paint, or null where React Router's code has another shape. */
function rewrittenBootstrap(code: string, preloads: string[]): Buffer | null {
  const key = `${preloads.join(" ")}\n${code}`;
  let bootstrap = rewritten.get(key);
  if (bootstrap !== undefined) return bootstrap;
  const script = bootstrapAfterFirstPaint(code, preloads);
  bootstrap = script === null ? null : Buffer.from(BOOTSTRAP_OPEN + script, "latin1");
  if (rewritten.size >= REWRITTEN_KEPT) rewritten.delete(rewritten.keys().next().value as string);
  rewritten.set(key, bootstrap);
  return bootstrap;
}

function bootstrapAfterFirstPaint(code: string, preloads: string[]): string | null {
  const routes = [...code.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name: name!, url: url! }));
  const entry = ENTRY_IMPORT.exec(code);
  if (routes.length === 0 || !entry) return null;
  const tables = code.replace(ROUTE_IMPORT, "").replace(ENTRY_IMPORT, "").replace(/^\s*;/, "").trim();
  if (!tables.startsWith("window.__reactRouterManifest") || /(?:^|[;\n])\s*import\b/.test(tables)) return null;
  return [
    AFTER_FIRST_PAINT,
    // In one fragment: one insertion into the head, not one per module.
    "const preloads = document.createDocumentFragment();",
    `for (const href of ${JSON.stringify(preloads)}) preloads.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    "document.head.append(preloads);",
    `const [${routes.map((r) => r.name).join(", ")}] = await Promise.all([${routes.map((r) => `import(${r.url})`).join(", ")}]);`,
    tables,
    `import(${entry[1]});`,
  ].join("\n");
}
