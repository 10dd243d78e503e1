import { describe, expect, it } from "vitest";
import { withHydrationAfterFirstPaint as rewriteBytes } from "./hydration-after-paint.server";

/** The rewrite of a document given as text, as UTF-8 bytes. */
const withHydrationAfterFirstPaint = (html: string) => rewriteBytes(Buffer.from(html, "utf8")).toString("utf8");

/** The shape React Router 7's <Scripts> writes (whitespace included), for two routes. */
const MANIFEST = `window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-A.js", "imports": ["/assets/chunk-B.js"] },
  "routes": { "root": { "id": "root", "module": "/assets/root-C.js", "imports": ["/assets/chunk-B.js"] }, "routes/admin/products-import": { "id": "routes/admin/products-import", "module": "/assets/products-import-D.js" } }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/admin/products-import":route1};`;

const BOOTSTRAP = `<script type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/products-import-D.js";
  ${MANIFEST}

import("/assets/entry.client-A.js");</script>`;

function documentWith(bootstrap: string): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app-E.css"/>',
    '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/chunk-B.js"/>',
    '<link rel="modulepreload" href="/assets/root-C.js"/><link rel="modulepreload" href="/assets/products-import-D.js"/>',
    `</head><body><main>Page</main><script>window.__reactRouterContext = {};</script>${bootstrap}</body></html>`,
  ].join("");
}

const scriptOf = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("withHydrationAfterFirstPaint", () => {
  const html = withHydrationAfterFirstPaint(documentWith(BOOTSTRAP));

  it("leaves the head with the stylesheet alone: no module is preloaded before the first paint", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-E.css"/>');
    expect(scriptOf(html)).not.toMatch(/^\s*import\s/m);
  });

  it("waits for the first painted frame before it asks for anything", () => {
    const script = scriptOf(html);
    const wait = script.indexOf('observe({ type: "paint", buffered: true })');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(wait).toBeLessThan(script.indexOf("modulepreload"));
    expect(wait).toBeLessThan(script.indexOf("import("));
  });

  it("then preloads every module React Router named, imports the route modules and starts the entry", () => {
    const script = scriptOf(html);
    expect(script).toContain(
      JSON.stringify(["/assets/entry.client-A.js", "/assets/chunk-B.js", "/assets/root-C.js", "/assets/products-import-D.js"]),
    );
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/products-import-D.js")]);',
    );
    expect(script).toContain(MANIFEST);
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
    expect(script.indexOf(MANIFEST)).toBeLessThan(script.indexOf('import("/assets/entry.client-A.js")'));
  });

  it("keeps the rest of the document as it was", () => {
    expect(html).toContain("<main>Page</main><script>window.__reactRouterContext = {};</script>");
  });

  it("keeps every byte of text in any script around what it moves (it reads the page as bytes)", () => {
    const arabic = documentWith(BOOTSTRAP).replace("<link rel=\"stylesheet\"", "<title>فيرداميريديان — Таблетки</title><link rel=\"stylesheet\"").replace("<main>Page</main>", "<main>أقراص · comprimés</main>");
    const rewritten = withHydrationAfterFirstPaint(arabic);
    expect(rewritten).toContain("<title>فيرداميريديان — Таблетки</title>");
    expect(rewritten).toContain("<main>أقراص · comprimés</main>");
    expect(scriptOf(rewritten)).toBe(scriptOf(html));
  });

  it("rewrites each page by its own bootstrap and preloads, however often one was seen before", () => {
    // Another page with the same routes: the same script, its own content around it.
    const other = withHydrationAfterFirstPaint(documentWith(BOOTSTRAP).replace("<main>Page</main>", "<main>Other</main>"));
    expect(scriptOf(other)).toBe(scriptOf(html));
    expect(other).toContain("<main>Other</main>");
    // The same bootstrap with other preloads in the head: those are the ones asked for.
    const fewer = withHydrationAfterFirstPaint(documentWith(BOOTSTRAP).replace('<link rel="modulepreload" href="/assets/chunk-B.js"/>', ""));
    expect(scriptOf(fewer)).toContain(JSON.stringify(["/assets/entry.client-A.js", "/assets/root-C.js", "/assets/products-import-D.js"]));
    // Other routes: their own imports.
    const third = withHydrationAfterFirstPaint(documentWith(BOOTSTRAP.replace("/assets/products-import-D.js", "/assets/products-F.js")));
    expect(scriptOf(third)).toContain('import("/assets/products-F.js")');
    expect(scriptOf(withHydrationAfterFirstPaint(documentWith(BOOTSTRAP)))).toBe(scriptOf(html));
  });

  it("returns a document of another shape unchanged (its preloads included)", () => {
    const reordered = BOOTSTRAP.replace('import("/assets/entry.client-A.js");', 'import("/assets/entry.client-A.js").then(start);');
    const unknown = documentWith(reordered);
    expect(withHydrationAfterFirstPaint(unknown)).toBe(unknown);
    const noRoutes = documentWith(BOOTSTRAP.replace(/import \* as route\d from "[^"]+";\n/g, ""));
    expect(withHydrationAfterFirstPaint(noRoutes)).toBe(noRoutes);
    const extraImport = documentWith(BOOTSTRAP.replace("  window.__reactRouterManifest", 'import "/assets/x.js";\n  window.__reactRouterManifest'));
    expect(withHydrationAfterFirstPaint(extraImport)).toBe(extraImport);
    const withoutScripts = "<html><head></head><body><p>No scripts</p></body></html>";
    expect(withHydrationAfterFirstPaint(withoutScripts)).toBe(withoutScripts);
  });
});
