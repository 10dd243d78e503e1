// `node --import ./tests/support/record-imports.mjs`: every module the process imports is written,
// one URL per line, to the file RECORD_IMPORTS_FILE names (tests/integration/server-start.test.ts).
import { register } from "node:module";

register("./record-imports-hooks.mjs", import.meta.url);
