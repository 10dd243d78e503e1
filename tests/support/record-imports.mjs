// `node --import ./tests/support/record-imports.mjs`: every module the process loads by `import`
// (the server's own code is ES modules; a CommonJS package's own `require` calls are not seen) is
// written, one URL per line, to the file RECORD_IMPORTS_FILE names
// (tests/integration/server-start.test.ts).
import { register } from "node:module";

register("./record-imports-hooks.mjs", import.meta.url);
