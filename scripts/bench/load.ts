import autocannon, { type RequestSpec } from "autocannon";
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";

const run = promisify(execFile);

export type LoadClient = "autocannon" | "wrk";

export interface LoadSettings {
  /** Seconds measured per figure, split over the rounds. */
  duration: number;
  /** Seconds of the same load before each figure, not measured: JIT, caches and sockets settle. */
  warmup: number;
  connections: number;
  /** A page and its static baseline are measured in alternating rounds, so both see the same machine. */
  rounds: number;
  client: LoadClient;
}

export interface LoadFigure {
  /** Requests per second over the measured time. */
  rps: number;
  /** 99th percentile latency, ms (the worst round's). */
  p99: number;
  requests: number;
  /** Responses other than 2xx, plus connection errors and timeouts: any makes the figure suspect. */
  failures: number;
}

export interface Target {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** One body per request (the contact posts). */
  nextBody?: () => string;
}

export const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((p) => existsSync(p));

function autocannonOptions(target: Target, connections: number) {
  const requests: RequestSpec[] | undefined = target.nextBody
    ? [{ setupRequest: (request) => ({ ...request, body: target.nextBody!() }) }]
    : undefined;
  return { url: target.url, connections, pipelining: 1, timeout: 30, method: target.method ?? "GET", headers: target.headers, requests };
}

async function withAutocannon(target: Target, seconds: number, connections: number): Promise<LoadFigure> {
  const result = await autocannon({ ...autocannonOptions(target, connections), duration: seconds });
  return {
    rps: result.requests.total / (result.duration || seconds),
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const WRK_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** wrk (docs/requirements.md §7's reference figures were taken with it): GET only. */
async function withWrk(target: Target, seconds: number, connections: number, threads = 2): Promise<LoadFigure> {
  const headers = Object.entries(target.headers ?? {}).flatMap(([k, v]) => ["-H", `${k}: ${v}`]);
  const args = [`-t${threads}`, `-c${connections}`, `-d${Math.max(1, Math.round(seconds))}s`, "--latency", "--timeout", "30s", ...headers, target.url];
  const { stdout } = await run(WRK!, args);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(stdout);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    rps,
    p99: p99 ? Math.round(Number(p99[1]) * (WRK_UNITS[p99[2]!] ?? 1)) : 0,
    requests,
    failures: non2xx + (errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

function once(target: Target, seconds: number, settings: LoadSettings): Promise<LoadFigure> {
  return settings.client === "wrk" && !target.nextBody && (target.method ?? "GET") === "GET"
    ? withWrk(target, seconds, settings.connections)
    : withAutocannon(target, seconds, settings.connections);
}

function combine(parts: LoadFigure[], seconds: number): LoadFigure {
  const requests = parts.reduce((sum, p) => sum + p.requests, 0);
  const measured = parts.reduce((sum, p) => sum + p.rps * seconds, 0);
  return {
    rps: Math.round(measured / (seconds * parts.length)),
    p99: Math.max(...parts.map((p) => p.p99)),
    requests,
    failures: parts.reduce((sum, p) => sum + p.failures, 0),
  };
}

/**
 * Closed-loop load on each target for `duration` seconds in all, in alternating rounds (a, b, a,
 * b...), each figure after a warm-up. Returns one figure per target.
 */
export async function measureAlternating(targets: Target[], settings: LoadSettings): Promise<LoadFigure[]> {
  for (const target of targets) if (settings.warmup > 0) await once(target, settings.warmup, settings);
  const seconds = settings.duration / settings.rounds;
  const parts: LoadFigure[][] = targets.map(() => []);
  for (let round = 0; round < settings.rounds; round++) {
    for (const [i, target] of targets.entries()) parts[i]!.push(await once(target, seconds, settings));
  }
  return parts.map((p) => combine(p, seconds));
}

/**
 * Several servers loaded at once (two processes on one database), the connections shared among
 * them, one wrk thread each (autocannon where wrk is missing): one figure, the sum of their rates.
 */
export async function measureTogether(targets: Target[], settings: LoadSettings): Promise<LoadFigure> {
  const connections = Math.max(1, Math.floor(settings.connections / targets.length));
  const load = (target: Target, seconds: number) =>
    settings.client === "wrk" ? withWrk(target, seconds, connections, 1) : withAutocannon(target, seconds, connections);
  if (settings.warmup > 0) await Promise.all(targets.map((t) => load(t, settings.warmup)));
  const parts = await Promise.all(targets.map((t) => load(t, settings.duration)));
  return {
    rps: Math.round(parts.reduce((sum, p) => sum + p.rps, 0)),
    p99: Math.max(...parts.map((p) => p.p99)),
    requests: parts.reduce((sum, p) => sum + p.requests, 0),
    failures: parts.reduce((sum, p) => sum + p.failures, 0),
  };
}

/** A fixed number of requests at a given concurrency (the contact form posts). */
export async function measureAmount(
  target: Target,
  amount: number,
  connections: number,
): Promise<LoadFigure & { seconds: number; ok: number }> {
  const result = await autocannon({ ...autocannonOptions(target, connections), amount });
  return {
    rps: Math.round(amount / result.duration),
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    seconds: result.duration,
    ok: result["2xx"],
  };
}
