import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Where each part may reach (docs/architecture.md, "Boundaries"; decision 0035). Folders are
 * the elements; imports are judged by the file they resolve to (tsconfig's paths included).
 * Tests are left out: they wire parts together as the services container does.
 */
const SHARED_APP = "app/{components,schemas,config,i18n,seo,catalogue,forms,quote,admin,company}";
const ELEMENTS = [
  // What ships to the browser or is loaded on both sides.
  { type: "shared", partialMatch: false, pattern: [SHARED_APP, "content"] },
  // Infrastructure every domain may use: it knows no domain. media/ is sharp and the file
  // storage, holding no domain's data: the catalogue's pictures service uses it. pdf/ prints
  // what it is given, holding no document of its own.
  { type: "infrastructure", partialMatch: false, pattern: "server/{db,http,files,media,pdf}" },
  // The JSON routers: adapters like the route modules, they call whichever service they serve.
  { type: "api", partialMatch: false, pattern: "server/api" },
  { type: "domain", partialMatch: false, pattern: "server/*", capture: ["domain"] },
  // The process and the services container (server/*.ts), which build every domain's service.
  { type: "process", partialMatch: false, pattern: "server" },
];
const FILES = [
  // Server-only modules, wherever they are (app/schemas/quote.server.ts as well).
  { category: "server-only", pattern: "**/*.server.{ts,tsx}" },
  // Beside the process, but infrastructure: every part of the server may read them.
  { category: "infrastructure", pattern: "server/{env,logger,content-changes,metrics,queue-worker,outgoing-mail,html,concurrency-limit}.server.ts" },
];
const SERVER = { types: { anyOf: ["infrastructure", "api", "domain", "process"] } };


// The last policy that matches an import decides; none matching, it is allowed.
const BOUNDARY_POLICIES = [
  // Shared code never loads server code: not server/, not a *.server.ts (a type from one is
  // erased before anything ships, so `import type` from a server-only module is allowed).
  { from: { element: { type: "shared" } }, disallow: { to: { element: SERVER } } },
  { from: { element: { type: "shared" } }, disallow: { to: { file: { categories: "server-only" } }, dependency: { kind: "value" } } },
  { from: { element: { type: "shared" }, file: { categories: "server-only" } }, allow: { to: { element: { type: "shared" } } } },
  // Infrastructure knows no domain, no router and not the process.
  { from: { element: { type: "infrastructure" } }, disallow: { to: { element: { types: { anyOf: ["api", "domain", "process"] } } }, dependency: { kind: "value" } } },
  // Domains meet through the services container: another domain's service comes in as an
  // argument, so only its type is imported.
  {
    from: { element: { type: "domain" } },
    disallow: { to: { element: { type: "domain", captured: { domain: "!{{ from.captured.domain }}" } } }, dependency: { kind: "value" } },
  },
  { from: { element: { types: { anyOf: ["domain", "api"] } } }, disallow: { to: { element: { types: { anyOf: ["api", "process"] } } }, dependency: { kind: "value" } } },
  { from: { element: SERVER }, allow: { to: { file: { categories: "infrastructure" } } } },
];

/** Only bundled code reads the page copy (decision 0060). */
const PAGE_COPY_IMPORT = {
  group: ["**/page-copy.server", "~/i18n/page-copy.server"],
  message: "Bundled code only (decision 0060): import the copy module itself, or take the copy from a loader.",
};

/** The site's links come from one component. */
const LINK_IMPORT = {
  name: "react-router",
  importNames: ["Link"],
  message: "Import Link from ~/components/ui/link: the server writes it as plain HTML, the browser runs React Router's own.",
};

/** What the path rule below says when it refuses a written path. */
const PATH_LITERAL_MESSAGE =
  "Write no path here: take it from the URL manifest (sitePath or useSitePath in app/config/paths.ts, adminPath in app/config/admin-paths.ts; files and API prefixes from their constants).";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/out/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    // Route modules are not limited (they reach the server by design): not read at all.
    files: [`${SHARED_APP}/**/*.{ts,tsx}`, "content/**/*.ts", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": ELEMENTS,
      "boundaries/files": FILES,
      "import/resolver": { typescript: { project: "tsconfig.json" } },
    },
    // checkInternals: a shared module importing a server-only one in its own folder is checked too.
    rules: { "boundaries/dependencies": ["error", { default: "allow", checkInternals: true, policies: BOUNDARY_POLICIES }] },
  },
  {
    // One way to build a URL: components and routes take every path from the URL manifest
    // (app/config/paths.ts: sitePath, useSitePath, adminPath, its constants), never write one.
    // A string or template starting with "/" is refused; tests may write the paths they check.
    files: ["app/components/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^\\//]", message: PATH_LITERAL_MESSAGE },
        { selector: "TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]", message: PATH_LITERAL_MESSAGE },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // The page copy is found by file name with the bundler's import.meta.glob (decision 0060):
    // only the route modules, which the build bundles, may import it. The server's own modules,
    // the scripts and the browser tests run without the bundler.
    files: ["server/**/*.ts", "scripts/**/*.ts", "tests/e2e/**/*.ts", "tests/support/**/*.ts", "app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [PAGE_COPY_IMPORT] },
      ],
    },
  },
  {
    // One link component: the site's (app/components/ui/link.tsx), which the server writes as
    // plain HTML and the browser runs as React Router's own.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/**", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [LINK_IMPORT] }] },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["app/components/ui/link.tsx", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [LINK_IMPORT], patterns: [PAGE_COPY_IMPORT] }] },
  },
);
