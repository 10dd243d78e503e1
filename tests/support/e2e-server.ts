import { ensureBuild } from "../../scripts/ensure-build";
import { startTestServer } from "./server";

// The one server the browser tests share: the built app on a fresh database, with the routes
// that let tests provoke failures. Playwright starts it and stops it with SIGTERM.
ensureBuild();
const port = process.env.E2E_PORT ?? "5174";
const server = await startTestServer({
  // The data sheets and the catalogue are printed as on a real site: a pass at start (decision 0073).
  env: { PORT: port, ENABLE_TEST_ROUTES: "true", FORM_RATE_LIMIT: "1000", PRINTED_FILES: "on" },
});
process.stdout.write(`e2e server ready at http://127.0.0.1:${port}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.dispose();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.process.once("exit", (code) => {
  if (!stopping) {
    process.stderr.write(`The e2e server exited unexpectedly (${code}):\n${server.output()}\n`);
    process.exit(1);
  }
});
