// The resolve hook of record-imports.mjs, run in the module loader's own thread.
import { appendFileSync } from "node:fs";

const file = process.env.RECORD_IMPORTS_FILE;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (file) appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
