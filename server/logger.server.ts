import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import type PinoPretty from "pino-pretty";
import type { Env } from "./env.server";

export type { Logger };

export type LogFormat = "auto" | "json" | "pretty";

/**
 * Pretty lines for a person at a terminal, JSON for everything else. `npm start` runs with
 * NODE_ENV=production, also in a terminal, so the environment cannot tell the two apart: the
 * output can. A supervisor, container log driver or pipe gets no TTY, hence JSON; LOG_FORMAT
 * overrides the guess either way. Tests always get JSON, their assertions read it.
 */
export function wantsPrettyLogs(o: { format: LogFormat; nodeEnv: Env["NODE_ENV"]; isTTY: boolean }): boolean {
  if (o.format !== "auto") return o.format === "pretty";
  if (o.nodeEnv === "test") return false;
  return o.isTTY || o.nodeEnv === "development";
}

/**
 * pino-pretty, writing synchronously to stdout so no line is lost when the process exits; null
 * where it is not installed (a production install without dev dependencies): JSON then.
 */
function prettyStream(): DestinationStream | null {
  try {
    const pretty = createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty;
    return pretty({ colorize: true, sync: true, translateTime: "SYS:yyyy-mm-dd HH:MM:ss.l o", ignore: "pid,hostname" });
  } catch {
    return null;
  }
}

/**
 * The request a piece of work belongs to: set by the HTTP listener around each request
 * (server/http/request-id.server.ts), read by every log line written while serving it.
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function createLogger(
  env: Pick<Env, "LOG_LEVEL" | "NODE_ENV"> & { LOG_FORMAT?: LogFormat },
  isTTY = Boolean(process.stdout.isTTY),
): Logger {
  const options = {
    level: env.LOG_LEVEL,
    // Secrets must never reach a log line, whatever a caller passes in.
    redact: {
      paths: ["password", "*.password", "passwordHash", "*.passwordHash", "req.headers.cookie", "headers.cookie"],
      censor: "[redacted]",
    },
    // Every line written while serving a request names it (the X-Request-Id it was answered with).
    mixin: () => {
      const store = requestContext.getStore();
      return store ? { reqId: store.requestId } : {};
    },
  };
  const pretty = wantsPrettyLogs({ format: env.LOG_FORMAT ?? "auto", nodeEnv: env.NODE_ENV, isTTY }) ? prettyStream() : null;
  return pretty ? pino(options, pretty) : pino(options);
}

/**
 * Lines in a double-ruled frame, for the rare message a person must not miss among log lines
 * (the first admin's generated password).
 */
export function framedBlock(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "═".repeat(width + 4);
  const body = lines.map((line) => `║  ${line.padEnd(width)}  ║`);
  return ["", `╔${rule}╗`, ...body, `╚${rule}╝`, "", ""].join("\n");
}
