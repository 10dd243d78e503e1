import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { requireBinary } from "./binaries";
import { freePort } from "./server";
import { until } from "./until";

const KIT = path.resolve(import.meta.dirname, "../../deploy/varnish");

export interface TestVarnish {
  url: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Real Varnish with the kit's VCL (deploy/varnish/site.vcl), its backends.vcl replaced by one
 * backend: the server under test at `backendPort`.
 */
export async function startVarnish(backendPort: number): Promise<TestVarnish> {
  const varnishd = requireBinary("varnishd", "varnish varnish-modules");
  const dir = mkdtempSync(path.join(os.tmpdir(), "varnish-test-"));
  writeFileSync(path.join(dir, "backends.vcl"), `backend site { .host = "127.0.0.1"; .port = "${backendPort}"; }\n`);
  const port = await freePort();
  const child: ChildProcess = spawn(
    varnishd,
    [
      "-F",
      "-j", "none",
      "-n", path.join(dir, "work"),
      "-a", `127.0.0.1:${port}`,
      "-T", "none",
      "-s", "malloc,64m",
      "-p", `vcl_path=${dir}:${KIT}`,
      "-f", path.join(KIT, "site.vcl"),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`varnishd exited:\n${out}`);
    try {
      // Any answer (a 503 while the backend is not up yet) means Varnish listens.
      return (await fetch(`${url}/livez`)).status > 0;
    } catch {
      return false;
    }
  }, "Varnish to answer");
  return {
    url,
    port,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
