import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH, api } from "../support/admin";
import { freePort, startTestServer, type TestServer } from "../support/server";
import { until } from "../support/until";

const TOKEN = "metrics-token-for-the-test-0123456789";

/** One sample of a metric in Prometheus's text format, by name and labels (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => given[k] === v)) return Number(match[3]);
  }
  return 0;
}

describe("health, readiness, metrics and request ids", () => {
  let server: TestServer;
  let metricsUrl: string;
  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    // Mail to a port where nothing listens: every delivery fails and stays queued for a minute.
    const deadPort = await freePort();
    server = await startTestServer({
      env: {
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: TOKEN,
        SMTP_URL: `smtp://127.0.0.1:${deadPort}`,
        MAIL_TO: "sales@exports.example",
        OUTBOX_RETRY_BASE_MS: "60000",
      },
    });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return res.text();
  };

  it("answers /livez and /readyz, never cached", async () => {
    for (const path of ["/livez", "/readyz"]) {
      const res = await fetch(`${server.url}${path}`);
      expect([path, res.status, res.headers.get("cache-control")]).toEqual([path, 200, "no-store"]);
    }
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: "ready" });
    // /healthz is unchanged.
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: "ok", db: server.databaseUrl ? "postgres" : "sqlite" });
  });

  it("keeps /metrics off the public port without the bearer token", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong-token-wrong-token-wrong" }, { authorization: TOKEN }] as Array<Record<string, string>>) {
      const res = await fetch(`${server.url}/metrics`, { headers });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("http_request_duration_seconds");
    }
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("http_request_duration_seconds");
    // The metrics port answers nothing else.
    expect((await fetch(metricsUrl.replace("/metrics", "/"))).status).toBe(404);
  });

  it("counts a request by route and status, and a page cache miss then hit", async () => {
    const before = await scrape();
    const route = { route: "/about", method: "GET", status: "200" };
    expect((await fetch(`${server.url}/fr/about`)).status).toBe(200);
    expect((await fetch(`${server.url}/fr/about`)).status).toBe(200);
    const after = await until(async () => {
      const text = await scrape();
      return sample(text, "page_cache_entries") >= 1 && text;
    }, "the page to be cached");
    expect(sample(after, "http_request_duration_seconds_count", route) - sample(before, "http_request_duration_seconds_count", route)).toBe(2);
    const misses = sample(after, "page_cache_lookups_total", { result: "miss" }) - sample(before, "page_cache_lookups_total", { result: "miss" });
    expect(misses).toBeGreaterThanOrEqual(1);
    // Once stored, the page is a hit.
    expect((await fetch(`${server.url}/fr/about`)).status).toBe(200);
    const hits = sample(await scrape(), "page_cache_lookups_total", { result: "hit" }) - sample(after, "page_cache_lookups_total", { result: "hit" });
    expect(hits).toBe(1);
    expect(sample(after, "page_cache_bytes")).toBeGreaterThan(0);
    // The process's own figures are there too.
    for (const name of ["nodejs_eventloop_lag_seconds", "process_resident_memory_bytes", "process_cpu_seconds_total"]) {
      expect(after).toContain(`${name} `);
    }
  });

  it("shows the queued mails in the outbox backlog, a failed login and a 429", async () => {
    const before = await scrape();
    const contact = { name: "Amara Okafor", email: "amara@example.com", phone: "2348012345678", interest: "Contract manufacturing", time: "x" };
    expect((await api(server, "POST", "/api/contact", { body: contact })).status).toBe(201);
    const after = await until(async () => {
      const text = await scrape();
      return sample(text, "outbox_pending") > sample(before, "outbox_pending") && text;
    }, "the queued mail in the backlog");
    // The company's mail and the sender's acknowledgement, queued in one commit.
    expect(sample(after, "outbox_pending") - sample(before, "outbox_pending")).toBe(2);
    expect(sample(after, "outbox_parked")).toBe(0);

    const wrong = await api(server, "POST", `${AUTH}/adminlogin`, { body: { email: "admin@example.com", password: "Wrong12345" } });
    expect(wrong.status).toBe(401);
    const third = await scrape();
    expect(sample(third, "admin_login_failures_total") - sample(before, "admin_login_failures_total")).toBe(1);
    if (server.databaseUrl) expect(sample(third, "db_pool_max")).toBe(10);
  });

  it("answers every request with an X-Request-Id that its log lines carry", async () => {
    const a = await fetch(`${server.url}/about`);
    const b = await fetch(`${server.url}/about`);
    const idA = a.headers.get("x-request-id");
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get("x-request-id")).not.toBe(idA);
    // A refused request is logged (at info): its line names the id it was answered with.
    const refused = await fetch(`${server.url}/%E0%A4%A`);
    expect(refused.status).toBe(400);
    const id = refused.headers.get("x-request-id")!;
    const line = await until(async () => server.output().split("\n").find((l) => l.includes(id)), "the refused request's log line");
    expect(JSON.parse(line)).toMatchObject({ reqId: id, msg: "bad request refused" });
    // Without TRUST_PROXY a client cannot choose its id.
    const chosen = await fetch(`${server.url}/about`, { headers: { "x-request-id": "chosen-by-the-client" } });
    expect(chosen.headers.get("x-request-id")).not.toBe("chosen-by-the-client");
  });
});

describe("draining", () => {
  it("answers /readyz 503 from the first moment of SIGTERM while it still serves", async () => {
    const server = await startTestServer({ env: { SHUTDOWN_DELAY_MS: "3000", TRUST_PROXY: "1" } });
    try {
      const forwarded = await fetch(`${server.url}/about`, { headers: { "x-request-id": "from-the-proxy-0001" } });
      expect(forwarded.headers.get("x-request-id")).toBe("from-the-proxy-0001");
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      server.process.kill("SIGTERM");
      await until(async () => (await fetch(`${server.url}/readyz`)).status === 503, "/readyz to answer 503");
      // Still serving pages while the proxy takes it out of rotation, on new connections too.
      const page = await fetch(`${server.url}/about`);
      expect(page.status).toBe(200);
      expect(page.headers.get("connection")).toBe("close");
      expect((await fetch(`${server.url}/livez`)).status).toBe(200);
      expect(await server.stop()).toBe(0);
    } finally {
      await server.dispose();
    }
  });
});
