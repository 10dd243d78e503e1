import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { API_PREFIXES, MCP_ENDPOINT, MEDIA_PREFIX, PUBLIC_FILES, SITE_PAGES } from "../app/config/paths";
import { isAdminPath } from "../app/config/admin-paths";
import { splitLocale } from "../app/i18n/locales";
import type { PoolStats } from "./db/postgres-pool.server";

/** What a queue of background work (the outbox, the purge queue) holds at one moment. */
export interface BacklogStats {
  /** Rows waiting or being worked on. */
  pending: number;
  /** Seconds since the oldest of those was queued (0 when none). */
  oldestPendingSeconds: number;
  /** Rows given up on, waiting for a person (the outbox's failed mail). */
  parked: number;
}

/** The sources read at each scrape; each may be absent (SQLite has no pool, a site may send no mail). */
export interface MetricSources {
  pageCache?: () => { entries: number; bytes: number };
  pool?: () => PoolStats | undefined;
  outbox?: () => Promise<BacklogStats>;
  purges?: () => Promise<BacklogStats>;
}

/** Fixed route names for the path patterns a request may have: a label never holds a visitor's text. */
const PAGE_PATTERNS: Array<{ label: string; test: RegExp }> = Object.values(SITE_PAGES).map((pattern) => ({
  label: pattern,
  test: new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}/?$`, "i"),
}));
const API_AREAS = /^\/api\/(admin\/(?:auth|messages|products|settings)|contact|inquiry|quote|products|categories|openapi\.json)(?:\/|$)/i;
const OPERATIONS = new Set(["/healthz", "/livez", "/readyz", "/metrics"]);
const FILES = new Set<string>(Object.values(PUBLIC_FILES));

/**
 * The route a request's path belongs to, as a bounded label: a page pattern of the manifest
 * (`/product/:slug`, in any language), `/api/<area>`, `/mcp`, `admin`, `/assets`, `/media`, the
 * operations endpoints, or `other`.
 */
export function routeLabel(url: string | undefined): string {
  const raw = (url ?? "").split("?")[0] ?? "";
  if (raw.startsWith("/assets/")) return "/assets";
  if (raw.toLowerCase().startsWith(`${MEDIA_PREFIX}/`)) return MEDIA_PREFIX;
  if (raw.toLowerCase().startsWith(`${API_PREFIXES.api}/`)) {
    const area = API_AREAS.exec(raw)?.[1];
    return area ? `/api/${area.toLowerCase()}` : "/api/other";
  }
  if (OPERATIONS.has(raw) || FILES.has(raw)) return raw;
  if (raw.toLowerCase() === MCP_ENDPOINT) return MCP_ENDPOINT;
  if (isAdminPath(raw)) return "admin";
  const { path } = splitLocale(raw);
  return PAGE_PATTERNS.find((p) => p.test.test(path))?.label ?? "other";
}

/** One label set of `RequestDurations`: its buckets' own counts (the last is above every bound), sum and count. */
interface DurationSeries {
  labels: { route: string; method: string; status: string };
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * `http_request_duration_seconds`, a Prometheus histogram kept by hand and written by
 * prom-client's registry like its own (the same lines, labels and order). prom-client's
 * `Histogram.observe` builds a closure, a labels object and a hash string at each observation:
 * on a page cache hit, answered in microseconds, that was a seventh of the process's rate
 * (docs/performance.md). Here an observation finds its bucket and adds to three numbers.
 */
export class RequestDurations {
  readonly name = "http_request_duration_seconds";
  readonly help = "Time to answer a request, by route, method and status.";
  readonly type = "histogram";
  readonly aggregator = "sum";
  private readonly series = new Map<string, DurationSeries>();

  constructor(private readonly bounds: readonly number[]) {}

  /** Listed by `registry` among its metrics: it reads any object with a name and a `get()`. */
  registerIn(registry: Registry): void {
    registry.registerMetric(this as unknown as Parameters<Registry["registerMetric"]>[0]);
  }

  observe(route: string, method: string, status: number, seconds: number): void {
    const key = `${route} ${method} ${status}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { route, method, status: String(status) }, counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What the registry writes: for each label set, its cumulative buckets, +Inf, sum and count. */
  get() {
    const values: Array<{ labels: Record<string, string | number>; value: number; metricName: string }> = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((le, i) => {
        cumulative += counts[i]!;
        values.push({ labels: { le, ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: "+Inf", ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}

/**
 * The process's metrics in Prometheus's text format (prom-client), on a registry of its own.
 * Counted as things happen (requests, page cache hits, login failures), or read from their
 * source at each scrape (the cache's size, the pool, the outbox's backlog).
 */
export class SiteMetrics {
  readonly registry = new Registry();
  private readonly requests = new RequestDurations([0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  private readonly cacheLookups: Counter<"result">;
  /** Page cache hits not yet added to `cacheLookups`: counted as a number, added at each scrape. */
  private cacheHits = 0;
  private readonly renderWait: Histogram;
  private readonly renderWaiting: Gauge;
  private readonly loginFailures: Counter;
  private readonly throttled: Counter<"route">;
  private sources: MetricSources = {};

  constructor() {
    const registers = [this.registry];
    // Event-loop lag, memory, CPU, handles, garbage collection.
    collectDefaultMetrics({ register: this.registry });
    // Registered where prom-client's histogram was, so the scrape lists the metrics in the same order.
    this.requests.registerIn(this.registry);
    const takeHits = () => {
      const hits = this.cacheHits;
      this.cacheHits = 0;
      return hits;
    };
    this.cacheLookups = new Counter({
      name: "page_cache_lookups_total",
      help: "Cacheable page requests answered from the in-memory page cache (hit) or rendered (miss).",
      labelNames: ["result"],
      registers,
      collect() {
        this.inc({ result: "hit" }, takeHits());
      },
    });
    this.cacheLookups.inc({ result: "hit" }, 0);
    this.cacheLookups.inc({ result: "miss" }, 0);
    const sources = () => this.sources;
    new Gauge({
      name: "page_cache_entries",
      help: "Pages held by the in-memory page cache.",
      registers,
      collect() {
        this.set(sources().pageCache?.().entries ?? 0);
      },
    });
    new Gauge({
      name: "page_cache_bytes",
      help: "Bytes held by the in-memory page cache (plain, brotli and gzip bodies).",
      registers,
      collect() {
        this.set(sources().pageCache?.().bytes ?? 0);
      },
    });
    this.renderWaiting = new Gauge({ name: "render_queue_waiting", help: "Requests waiting for a render slot.", registers });
    this.renderWait = new Histogram({
      name: "render_queue_wait_seconds",
      help: "Time a request waited in the render queue before its render started.",
      buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.loginFailures = new Counter({ name: "admin_login_failures_total", help: "Admin sign-ins refused for a wrong e-mail or password.", registers });
    this.throttled = new Counter({
      name: "http_throttled_total",
      help: "Requests answered 429 (rate limits, login throttling), or refused so inside a 200 (an MCP tool), by route.",
      labelNames: ["route"],
      registers,
    });
    const pool = (field: keyof PoolStats) => () => sources().pool?.()?.[field] ?? 0;
    const poolGauge = (name: string, help: string, field: keyof PoolStats) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(pool(field)());
        },
      });
    poolGauge("db_pool_max", "PostgreSQL: connections the pool may open.", "max");
    poolGauge("db_pool_connections", "PostgreSQL: connections open in the pool.", "total");
    poolGauge("db_pool_idle", "PostgreSQL: open connections not in use.", "idle");
    poolGauge("db_pool_waiting", "PostgreSQL: queries waiting for a connection.", "waiting");
    poolGauge("db_pool_waits_total", "PostgreSQL: checkouts that had to wait for a connection since the start.", "waits");
    poolGauge("db_pool_wait_seconds_total", "PostgreSQL: seconds spent waiting for a connection since the start.", "waitSeconds");
    this.backlogGauges("outbox", "mail", () => sources().outbox);
    this.backlogGauges("purge_queue", "cache purge", () => sources().purges);
  }

  private backlogGauges(prefix: string, what: string, source: () => (() => Promise<BacklogStats>) | undefined): void {
    const registers = [this.registry];
    const read = async (field: keyof BacklogStats) => {
      const get = source();
      if (!get) return 0;
      try {
        return (await get())[field];
      } catch {
        // The database is unreachable: the scrape still answers, /readyz says the rest.
        return Number.NaN;
      }
    };
    new Gauge({
      name: `${prefix}_pending`,
      help: `Queued ${what} deliveries not yet done.`,
      registers,
      async collect() {
        this.set(await read("pending"));
      },
    });
    new Gauge({
      name: `${prefix}_oldest_pending_seconds`,
      help: `Age of the oldest queued ${what} delivery not yet done.`,
      registers,
      async collect() {
        this.set(await read("oldestPendingSeconds"));
      },
    });
    new Gauge({
      name: `${prefix}_parked`,
      help: `${what} deliveries given up on (waiting for an admin).`,
      registers,
      async collect() {
        this.set(await read("parked"));
      },
    });
  }

  /** Where the gauges read at each scrape; called once the services exist. */
  readFrom(sources: MetricSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  /** Times the request until its response is finished (or the client left). */
  observeRequest(req: IncomingMessage, res: ServerResponse): void {
    const startedAt = performance.now();
    res.once("close", () => {
      const route = routeLabel(req.url);
      this.answered(req, route, res.statusCode, startedAt);
      if (res.statusCode === 429) this.throttled.inc({ route });
    });
  }

  /** One answer in the request histogram: its route's label, status and when it began (performance.now()). */
  answered(req: IncomingMessage, route: string, status: number, startedAt: number): void {
    const method = req.method === "HEAD" ? "GET" : (req.method ?? "other");
    this.requests.observe(route, method, status, (performance.now() - startedAt) / 1000);
  }

  /** A refusal for too many requests that goes out in a 200 (an MCP tool's error): counted as a 429 is. */
  throttledInside(route: string): void {
    this.throttled.inc({ route });
  }

  pageCacheLookup(hit: boolean): void {
    if (hit) this.cacheHits += 1;
    else this.cacheLookups.inc({ result: "miss" });
  }

  readonly renderQueue = {
    waiting: (count: number) => this.renderWaiting.set(count),
    waited: (ms: number) => this.renderWait.observe(ms / 1000),
  };

  loginFailed(): void {
    this.loginFailures.inc();
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
