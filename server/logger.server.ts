import pino, { type Logger } from "pino";
import type { Env } from "./env.server";

export type { Logger };

export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: env.LOG_LEVEL,
    // Secrets must never reach a log line, whatever a caller passes in.
    redact: {
      paths: ["password", "*.password", "passwordHash", "*.passwordHash", "req.headers.cookie", "headers.cookie"],
      censor: "[redacted]",
    },
    ...(env.NODE_ENV === "development"
      ? { transport: { target: "pino-pretty", options: { colorize: true } } }
      : {}),
  });
}
