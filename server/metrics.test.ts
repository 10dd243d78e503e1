import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { RequestDurations, SiteMetrics } from "./metrics.server";

const BOUNDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

describe("RequestDurations", () => {
  it("writes what prom-client's own histogram writes for the same observations", async () => {
    const ours = new Registry();
    const durations = new RequestDurations(BOUNDS);
    durations.registerIn(ours);
    const theirs = new Registry();
    const histogram = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request, by route, method and status.",
      labelNames: ["route", "method", "status"],
      buckets: BOUNDS,
      registers: [theirs],
    });
    const observations: Array<[string, string, number, number]> = [
      ["/product/:slug", "GET", 200, 0.0004],
      ["/product/:slug", "GET", 200, 0.001],
      ["/product/:slug", "GET", 200, 0.0011],
      ["/product/:slug", "GET", 304, 0.3],
      ["/api/contact", "POST", 400, 12],
      ["/", "GET", 200, 10],
      ['/a "quoted" \\ route', "GET", 200, 0.02],
    ];
    for (const [route, method, status, seconds] of observations) {
      durations.observe(route, method, status, seconds);
      histogram.observe({ route, method, status: String(status) }, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.001",route="/product/:slug",method="GET",status="200"} 2');
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",route="/api/contact",method="POST",status="400"} 1');
  });

  it("a hit counted as a number reaches the lookups counter at each scrape, once", async () => {
    const metrics = new SiteMetrics();
    const hits = (text: string) => Number(/page_cache_lookups_total\{result="hit"\} (\d+)/.exec(text)?.[1]);
    for (let i = 0; i < 3; i++) metrics.pageCacheLookup(true);
    metrics.pageCacheLookup(false);
    expect(hits(await metrics.text())).toBe(3);
    metrics.pageCacheLookup(true);
    expect(hits(await metrics.text())).toBe(4);
    expect(hits(await metrics.text())).toBe(4);
    expect(await metrics.text()).toContain('page_cache_lookups_total{result="miss"} 1');
  });
});
