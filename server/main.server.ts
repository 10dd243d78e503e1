import { register } from "node:module";
import { EnvError, parseEnv, type Env } from "./env.server";

/** The process entry: parse the environment once, serve, and stop cleanly on a signal. */
async function main(): Promise<void> {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // React and Express choose their production code at import time, so this is set before the
  // server (and with it React) is imported.
  process.env.NODE_ENV = env.NODE_ENV;
  // React Router's production build, not the development one its package names for Node
  // (server/react-router-production.mjs); before anything imports it.
  if (env.NODE_ENV === "production") register("./react-router-production.mjs", import.meta.url);
  const { startServer } = await import("./start.server");
  const running = await startServer(env);
  // An error no code listened for (a stream's, a callback's) is logged and the site goes on
  // serving: one bad request must not take every visitor's page down. The request it came from,
  // if any, ends at HTTP_REQUEST_TIMEOUT_MS.
  process.on("uncaughtException", (error) => running.log.error({ err: error }, "unhandled error"));
  process.on("unhandledRejection", (reason) => running.log.error({ err: reason }, "unhandled rejection"));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.log.info({ signal }, "shutting down");
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        running.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
