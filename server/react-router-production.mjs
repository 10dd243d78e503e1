// Module resolution hooks (node:module register), loaded by server/main.server.ts in production.
// React Router's package points every Node import at its development build (its `node` export
// condition names dist/development, which keeps the development warnings); in production the
// server takes the same file from dist/production instead, so the server bundle, the Express
// adapter and everything else share one production copy.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DEVELOPMENT = "/node_modules/react-router/dist/development/";
const PRODUCTION = "/node_modules/react-router/dist/production/";

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.includes(DEVELOPMENT)) return resolved;
  const url = resolved.url.replace(DEVELOPMENT, PRODUCTION);
  return existsSync(fileURLToPath(url)) ? { ...resolved, url } : resolved;
}
