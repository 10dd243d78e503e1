import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

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

/** Polls `url` until it answers 200, or fails when `child` exits or 30 s pass. */
export async function waitFor(url: string, child: ChildProcess, output: () => string = () => ""): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited during start-up\n${output()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // TERM, not KILL: an nginx master killed outright leaves its worker behind.
      child.kill("SIGTERM");
      throw new Error(`${url} did not answer within 30 s\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first admin of the bench server, for the figures that need a session. */
export const BENCH_ADMIN = { email: "bench-admin@example.com", password: "Bench-admin-2026" } as const;

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The production server on a SQLite database in `dataDir`, as `npm start` runs it, with the form
 * rate limit raised so the contact benchmark measures the endpoint, not the limiter.
 */
export async function startBenchServer(dataDir: string, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dataDir,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    FORM_RATE_LIMIT: "1000000",
    // The pages are measured, not the printing (its figures: scripts/bench/printed.ts).
    PRINTED_FILES: "off",
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...extraEnv,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.server.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, () => out);
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
