import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The client build's chunks (docs/decisions/0074-client-chunks.md): the framework, the site's
// shell, then each page's own as Rollup splits them.
const ROOT = fileURLToPath(new URL("./", import.meta.url));
const SHELL_ENTRIES = ["app/root.tsx", "app/routes/site/site-layout.tsx"].map((file) => ROOT + file);
/** React, React DOM and React Router: one chunk that changes only when they are upgraded. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;
/**
 * The public forms' parts (the contact form, the inquiry dialog, the quote list's form): one
 * chunk, not eight of 0.1-2 KB, each with its own imports and gzip stream.
 */
const SITE_FORMS =
  /\/app\/(components\/site\/(honeypot-field|use-message-form)|components\/ui\/(form-field|use-form-result)|forms\/(field-errors|form-result)|schemas\/(form-limits|validation-messages))\.tsx?$/;
/**
 * React Router's development warnings (`warning`, `warningOnce`, `warnOnce`: a console.warn
 * each, its 7.x package has no build without them): dropped from the browser's scripts. terser
 * drops every call to a function of these names, so no module of ours may use them.
 */
const DEVELOPMENT_WARNINGS = ["warning", "warningOnce", "warnOnce"];
/** Worked out once per build (Rollup hands each build its own getModuleInfo), at its first question. */
const shells = new WeakMap<object, Set<string>>();

/** Our own modules every public page loads: the root's and the site layout's static imports, followed through. */
function shellModules(getModuleInfo: (id: string) => { importedIds: readonly string[] } | null): Set<string> {
  const known = shells.get(getModuleInfo);
  if (known) return known;
  const found = new Set<string>();
  const queue = [...SHELL_ENTRIES];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (found.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    for (const next of info.importedIds) if (next.startsWith(ROOT) && !next.includes("/node_modules/")) queue.push(next);
  }
  for (const entry of SHELL_ENTRIES) found.delete(entry);
  shells.set(getModuleInfo, found);
  return found;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~server": fileURLToPath(new URL("./server", import.meta.url)),
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  build: {
    // Inline nothing: a strict CSP forbids data: script URLs and we want immutable assets.
    assetsInlineLimit: 0,
    // The browser's scripts through terser, three passes: 3.5 KB gzip less on every public page
    // than esbuild's minifier (docs/decisions/0064-client-minifier.md). The server's stay
    // readable, as Vite leaves them.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { ecma: 2020, module: true, compress: { passes: 3, pure_funcs: DEVELOPMENT_WARNINGS }, format: { comments: false } },
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks(id, { getModuleInfo }) {
              if (FRAMEWORK.test(id)) return "framework";
              // Vite's helper for dynamic imports stays a chunk of its own, not in a group that uses it.
              if (id.includes("vite/preload-helper")) return "preload-helper";
              if (SITE_FORMS.test(id)) return "site-forms";
              return shellModules(getModuleInfo).has(id) ? "site-shell" : undefined;
            },
          },
        },
  },
}));
