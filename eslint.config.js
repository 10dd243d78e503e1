import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** What the path rule below says when it refuses a written path. */
const PATH_LITERAL_MESSAGE =
  "Write no path here: take it from the URL manifest (sitePath, useSitePath or adminPath in app/config/paths.ts; files and API prefixes from its constants).";

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
);
