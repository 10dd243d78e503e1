import { describe, expect, it } from "vitest";
import { countriesMapSvg, mapPoint, topProductsSvg, weeklyRequestsSvg } from "./lead-charts.server";

const WEEK = 7 * 86_400_000;
const weeks = (counts: number[]) => counts.map((count, i) => ({ start: Date.UTC(2026, 4, 25) + i * WEEK, count }));

describe("weeklyRequestsSvg", () => {
  it("draws one column per week with requests, the busiest full height, titled and described", () => {
    const svg = weeklyRequestsSvg(weeks([0, 2, 0, 4, 1]));
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="weekly-title weekly-desc"/);
    expect(svg).toContain('<title id="weekly-title">Requests per week, last six months</title>');
    expect(svg).toContain("7 requests in the 5 weeks from 25 May; the busiest was the week of 15 Jun, with 4.");
    const heights = [...svg.matchAll(/<rect [^>]*height="(\d+)"/g)].map((m) => Number(m[1]));
    expect(heights).toEqual([96, 192, 48]);
    expect(svg).toContain("<title>Week of 15 Jun: 4 requests</title>");
  });

  it("says so when there is nothing to draw", () => {
    const svg = weeklyRequestsSvg(weeks([0, 0]));
    expect(svg).not.toContain("<rect");
    expect(svg).toContain("No requests in the 2 weeks from 25 May.");
  });
});

describe("topProductsSvg", () => {
  it("draws a bar per product, the most requested longest, with its name escaped", () => {
    const svg = topProductsSvg([
      { name: "Amoxicillin 500", count: 4 },
      { name: `<img src=x onerror=alert(1)> & "Co"`, count: 1 },
    ]);
    const widths = [...svg.matchAll(/<rect [^>]*width="([\d.]+%)"/g)].map((m) => m[1]);
    expect(widths).toEqual(["85.00%", "21.25%"]);
    expect(svg).not.toContain("<img");
    expect(svg).toContain("&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;");
    expect(svg).toContain("Amoxicillin 500: 4; ");
  });
});

describe("countriesMapSvg", () => {
  it("projects as the home page's world map does: Delhi where world-map.svg marks it", () => {
    const delhi = mapPoint(28.61, 77.21);
    expect(Math.abs(delhi.x - 824)).toBeLessThan(3);
    expect(Math.abs(delhi.y - 279)).toBeLessThan(3);
    const lagos = mapPoint(6.52, 3.38);
    expect(Math.abs(lagos.x - 578)).toBeLessThan(3);
    expect(Math.abs(lagos.y - 354)).toBeLessThan(3);
  });

  it("draws the map's land and a circle per country, larger for more requests, with its name and count", () => {
    const svg = countriesMapSvg([
      { code: "PE", name: "Peru", count: 4 },
      { code: "US", name: "United States", count: 1 },
    ]);
    expect(svg).toMatch(/<path d="M[^"]{1000,}" fill="#dcfce7"/);
    const circles = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"[^>]*data-country="(\w+)"/g)];
    expect(circles.map((c) => c[4])).toEqual(["PE", "US"]);
    const [peru, usa] = circles.map((c) => ({ x: Number(c[1]), y: Number(c[2]), r: Number(c[3]) }));
    expect(peru).toMatchObject(mapPoint(-9.5, -75));
    expect(peru!.r).toBeGreaterThan(usa!.r);
    expect(svg).toContain("<title>Peru: 4 requests</title>");
    expect(svg).toContain("2 countries: Peru 4, United States 1.");
  });
});
