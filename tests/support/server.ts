import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "./database";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  /** The DATABASE_URL the server uses, when on PostgreSQL. */
  databaseUrl: string | undefined;
  process: ChildProcess;
  /** Everything the server printed, for assertions on logs. */
  output(): string;
  /** Stops it with a signal and resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a previous server's data (for restart tests). */
  reuse?: { dataDir: string; databaseUrl: string | undefined };
}

/** An in-process server listening on a free local port, for tests of one piece of middleware. */
export interface LocalServer {
  url: string;
  /** Cuts the open keep-alive connections too, so the test ends at once. */
  close(): Promise<void>;
}

export async function listenLocally(server: http.Server): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real production server (the built app, a real database) as a child process on a
 * free port, with a fresh SQLite directory or a fresh PostgreSQL database.
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "export-site-test-"));
  let database: TestDatabase | undefined;
  let databaseUrl = options.reuse?.databaseUrl;
  if (!options.reuse) {
    database = await createTestDatabase();
    databaseUrl = database.url;
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "Admin12345",
    FORM_RATE_LIMIT: "1000",
    // A test that reads the printed files turns them on: a pass prints 545 PDFs at start.
    PRINTED_FILES: "off",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.server.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  // A start takes a few seconds; on a loaded two-core machine (two test workers, each starting
  // servers, and a build) it has taken over 30.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer /healthz within 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    url,
    port,
    dataDir,
    databaseUrl,
    process: child,
    output: () => out,
    stop,
    async dispose() {
      await stop();
      if (!options.reuse) {
        rmSync(dataDir, { recursive: true, force: true });
        await database?.drop();
      }
    },
  };
}
