/**
 * `npm run deploy-check`: the deployment of docs/deploy.md, run with the kit's own files on this
 * machine, and checked over HTTPS. Needs DATABASE_URL (a PostgreSQL role with CREATEDB: the check
 * works in a scratch database), Debian's caddy and wrk. CI runs it (.ci/run); it has no systemd as
 * PID 1, so the two processes are started with the unit's own command line and environment
 * (deploy/systemd/site@.service, deploy/site.env.example) instead of by systemd.
 *
 * 1. Caddy with deploy/caddy/Caddyfile and `tls internal` in front of two processes on PostgreSQL.
 * 2. Over HTTPS, verified against Caddy's internal CA: a public page, HSTS, the __Host- session
 *    cookie after a login, and the client address the site logs is the one Caddy saw (the
 *    request comes from 127.0.0.2).
 * 3. A rolling restart (SIGTERM one process, wait, start it again, then the other) during 20 s of
 *    load from wrk: no failed request; each draining process answers /readyz 503.
 *
 * Ports: the ones given by DEPLOY_CHECK_PORT_BASE (default 5440) and the next 45.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureBuild } from "./ensure-build";

const ROOT = path.resolve(import.meta.dirname, "..");
const base = Number(process.env.DEPLOY_CHECK_PORT_BASE ?? 5440);
const SITE_PORTS = [base + 1, base + 2];
const METRICS_PORTS = [base + 11, base + 12];
const HTTP_PORT = base + 40;
const HTTPS_PORT = base + 41;
const LOAD_SECONDS = 20;

const failures: string[] = [];
function check(ok: boolean, what: string, detail = ""): void {
  process.stdout.write(`${ok ? "ok  " : "FAIL"} ${what}${detail ? ` (${detail})` : ""}\n`);
  if (!ok) failures.push(what);
}

function requireProgram(name: string, pkg: string): void {
  if (spawnSync("sh", ["-c", `command -v ${name}`]).status !== 0) {
    process.stderr.write(`${name} is not installed: apt-get install ${pkg}\n`);
    process.exit(2);
  }
}

/** The unit's ExecStart words and its Environment= settings, %i filled with the port. */
function unit(port: number): { command: string[]; env: Record<string, string> } {
  const text = readFileSync(path.join(ROOT, "deploy/systemd/site@.service"), "utf8");
  const lines = text.split("\n");
  const command = lines.find((l) => l.startsWith("ExecStart="))!.slice("ExecStart=".length).replaceAll("%i", String(port)).trim().split(/\s+/);
  const env: Record<string, string> = {};
  for (const line of lines.filter((l) => l.startsWith("Environment="))) {
    for (const pair of line.slice("Environment=".length).trim().split(/\s+/)) {
      const eq = pair.indexOf("=");
      env[pair.slice(0, eq)] = pair.slice(eq + 1).replaceAll("%i", String(port));
    }
  }
  return { command, env };
}

/** deploy/site.env.example as docs/deploy.md has it filled in, with this check's values. */
function environmentFile(overrides: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(path.join(ROOT, "deploy/site.env.example"), "utf8").split("\n")) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return { ...env, ...overrides };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function request(ca: Buffer, pathname: string, options: { method?: string; body?: unknown; localAddress?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = https.request(
      {
        host: "localhost",
        port: HTTPS_PORT,
        path: pathname,
        method: options.method ?? "GET",
        ca,
        localAddress: options.localAddress,
        headers: payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {},
        agent: false,
      },
      (res) => {
        let body = "";
        res.on("data", (d: Buffer) => (body += d.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const direct = (port: number, pathname: string) => fetch(`http://127.0.0.1:${port}${pathname}`).then((r) => r.status);

interface SiteProcess {
  port: number;
  child: ChildProcess;
  output: string;
  exited: Promise<number | null>;
}

function startSite(index: number, fileEnv: Record<string, string>): SiteProcess {
  const port = SITE_PORTS[index]!;
  const { command, env } = unit(port);
  // The unit's /usr/bin/node is this node here (CI may run a newer one than Debian's).
  const [, ...args] = command;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), ...fileEnv, ...env, METRICS_PORT: String(METRICS_PORTS[index]) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const site: SiteProcess = { port, child, output: "", exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))) };
  child.stdout!.on("data", (d: Buffer) => (site.output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (site.output += d.toString()));
  return site;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    process.stderr.write("DATABASE_URL must name a PostgreSQL server (a role with CREATEDB): the check serves two processes on one database.\n");
    process.exit(2);
  }
  requireProgram("caddy", "caddy");
  requireProgram("wrk", "wrk");
  ensureBuild(ROOT);

  const scratch = mkdtempSync(path.join(os.tmpdir(), "deploy-check-"));
  const dbName = `deploy_check_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const siteDb = new URL(databaseUrl);
  siteDb.pathname = `/${dbName}`;

  const fileEnv = environmentFile({
    SITE_URL: `https://localhost:${HTTPS_PORT}`,
    DATABASE_URL: siteDb.toString(),
    DATA_DIR: path.join(scratch, "data"),
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "Deploy-check-1",
    // The check is about requests during a restart; printing is measured by the bench.
    PRINTED_FILES: "off",
  });
  const sites: SiteProcess[] = [];
  let caddy: ChildProcess | undefined;
  let caddyOutput = "";
  try {
    // The first process applies the migrations; the second starts once it serves.
    for (const index of [0, 1]) {
      sites[index] = startSite(index, fileEnv);
      await waitFor(`the process on ${SITE_PORTS[index]}`, async () => (await direct(SITE_PORTS[index]!, "/readyz")) === 200);
    }
    caddy = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", path.join(ROOT, "deploy/caddy/Caddyfile")], {
      cwd: scratch,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: scratch,
        XDG_DATA_HOME: path.join(scratch, "caddy-data"),
        XDG_CONFIG_HOME: path.join(scratch, "caddy-config"),
        SITE_DOMAIN: "localhost",
        SITE_TLS: "tls internal",
        SITE_UPSTREAMS: SITE_PORTS.map((p) => `127.0.0.1:${p}`).join(" "),
        CADDY_HTTP_PORT: String(HTTP_PORT),
        CADDY_HTTPS_PORT: String(HTTPS_PORT),
        CADDY_ADMIN: "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    caddy.stdout!.on("data", (d: Buffer) => (caddyOutput += d.toString()));
    caddy.stderr!.on("data", (d: Buffer) => (caddyOutput += d.toString()));
    const caPath = path.join(scratch, "caddy-data/caddy/pki/authorities/local/root.crt");
    let ca = Buffer.alloc(0);
    await waitFor("Caddy's certificate", async () => {
      ca = readFileSync(caPath);
      return (await request(ca, "/livez")).status === 200;
    });

    const home = await request(ca, "/");
    check(home.status === 200 && home.body.includes("<html"), "a public page over HTTPS", `status ${home.status}`);
    const hsts = String(home.headers["strict-transport-security"] ?? "");
    check(/max-age=\d+/.test(hsts), "HSTS", hsts);

    const login = await request(ca, "/api/admin/auth/adminlogin", { method: "POST", body: { email: "admin@example.com", password: "Deploy-check-1" }, localAddress: "127.0.0.2" });
    const cookie = ([] as string[]).concat(login.headers["set-cookie"] ?? []).join("\n");
    check(login.status === 200 && /^__Host-sid=[^;]+;.*\bSecure\b/im.test(cookie) && /Path=\//.test(cookie), "the __Host- session cookie after login", cookie.split(";")[0]);
    const signedIn = sites
      .flatMap((s) => s.output.split("\n"))
      .filter((l) => l.includes('"admin signed in"'))
      .map((l) => JSON.parse(l) as { ip?: string });
    check(signedIn.at(-1)?.ip === "127.0.0.2", "the client address the site logs is the one Caddy saw", `logged ${signedIn.at(-1)?.ip}`);

    // A rolling restart during the load.
    // A request is failed when it errs or gets no answer within 15 s (wrk's own default, 2 s,
    // counts a slow answer on a busy two-core machine as lost); the latency line shows the slowest.
    const wrk = spawn("wrk", ["-t2", "-c16", `-d${LOAD_SECONDS}s`, "--timeout", "15s", "--latency", `https://localhost:${HTTPS_PORT}/`], { stdio: ["ignore", "pipe", "pipe"] });
    let wrkOutput = "";
    wrk.stdout!.on("data", (d: Buffer) => (wrkOutput += d.toString()));
    wrk.stderr!.on("data", (d: Buffer) => (wrkOutput += d.toString()));
    const wrkDone = new Promise<number | null>((resolve) => wrk.once("exit", (code) => resolve(code)));
    await new Promise((r) => setTimeout(r, 2_000));
    for (const index of [0, 1]) {
      const site = sites[index]!;
      site.child.kill("SIGTERM");
      let saw503 = false;
      await waitFor(`/readyz 503 on ${site.port}`, async () => (saw503 = (await direct(site.port, "/readyz")) === 503), 5_000).catch(() => {});
      check(saw503, `/readyz answers 503 while the process on ${site.port} drains`);
      const code = await site.exited;
      check(code === 0, `the process on ${site.port} stopped cleanly after draining`, `exit ${code}`);
      sites[index] = startSite(index, fileEnv);
      await waitFor(`the restarted process on ${site.port}`, async () => (await direct(site.port, "/readyz")) === 200);
      // Caddy checks health every second: the process is back in rotation before the next one stops.
      await new Promise((r) => setTimeout(r, 2_500));
    }
    await wrkDone;
    const requests = Number(/(\d+) requests in/.exec(wrkOutput)?.[1] ?? 0);
    const errors = /Socket errors:.*|Non-2xx or 3xx responses: \d+/g.exec(wrkOutput)?.[0];
    const slowest = /Latency\s+\S+\s+\S+\s+(\S+)/.exec(wrkOutput)?.[1];
    check(requests > 0 && errors === undefined, `a rolling restart during ${LOAD_SECONDS} s of load loses no request`, `${requests} requests, slowest ${slowest}${errors ? `; ${errors}` : ""}`);
  } finally {
    caddy?.kill("SIGTERM");
    for (const site of sites) if (site && site.child.exitCode === null) site.child.kill("SIGTERM");
    await Promise.all(sites.map((s) => s?.exited));
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(scratch, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    process.stderr.write(`\n${failures.length} deployment check(s) failed:\n${failures.map((f) => `  - ${f}`).join("\n")}\n`);
    if (caddyOutput && process.env.DEPLOY_CHECK_VERBOSE) process.stderr.write(caddyOutput);
    process.exit(1);
  }
  process.stdout.write("\nThe deployment check passed.\n");
}

main().catch((error: unknown) => {
  process.stderr.write(`The deployment check could not run: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
