import worldMap from "../../public/art/world-map.svg?raw";
import { countryPoints } from "./country-points.server";
import type { LeadStats } from "./lead-stats.server";
import { escapeHtml } from "../html.server";

/*
 * The dashboard's pictures, drawn here as SVG markup (no chart library, no script in any page).
 * Each is an image with a title and a description that say what it shows; the page lists the
 * same figures as text beside it. Visitor text (product names) is escaped like the mails'.
 */

const INK = "#0f172a";
const MUTED = "#475569";
const BAR = "#15803d";
const FONT = `font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"`;

const shortDate = (ms: number) => new Date(ms).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A chart's frame. With `width` and `height` the drawing scales to the box (the map, which has no
 * text); with only `height` its user units are CSS pixels and the page sets its width: the
 * charts with text place it in percent of the width and size it in pixels, so a label is as
 * large on a phone as on a desk (a 720-unit drawing scaled to a phone wrote 5 px text).
 */
function frame(id: string, size: { width?: number; height: number }, title: string, desc: string, body: string): string {
  const box = size.width ? `viewBox="0 0 ${size.width} ${size.height}"` : `height="${size.height}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" ${box} width="100%" role="img" aria-labelledby="${id}-title ${id}-desc">` +
    `<title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(desc)}</desc>${body}</svg>`
  );
}

/** A share of the chart's width, as an SVG length. */
const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/**
 * Columns of requests per week, oldest left, with the tallest week's count as the scale (written
 * above the top line). A date under every fourth week (eighth on a phone); the first and last
 * keep inside the edges.
 */
export function weeklyRequestsSvg(weeks: LeadStats["weeks"], id = "weekly"): string {
  const height = 248;
  const bottom = 216;
  const top = 24;
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const step = 1 / Math.max(1, weeks.length);
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const busiest = weeks.reduce((best, w) => (w.count > best.count ? w : best), weeks[0] ?? { start: 0, count: 0 });
  let body = [top, bottom].map((y) => `<line x1="0" x2="100%" y1="${y}" y2="${y}" stroke="#cbd5e1" stroke-width="1"/>`).join("");
  body += `<text x="0" y="${top - 8}" font-size="12" fill="${MUTED}" ${FONT}>${max}</text>`;
  weeks.forEach((week, i) => {
    const h = Math.round(((bottom - top) * week.count) / max);
    if (h > 0) {
      body += `<rect x="${percent(i * step + step * 0.15)}" y="${bottom - h}" width="${percent(step * 0.7)}" height="${h}" fill="${BAR}"><title>${escapeHtml(`Week of ${shortDate(week.start)}: ${plural(week.count, "request")}`)}</title></rect>`;
    }
    if (i % 4 === 0) {
      const middle = (i + 0.5) * step;
      const [x, anchor] = middle < 0.1 ? [i * step, "start"] : middle > 0.9 ? [(i + 1) * step, "end"] : [middle, "middle"];
      // On a phone every eighth week only: a date needs about 45px.
      const phone = i % 8 === 0 ? "" : ` class="max-sm:hidden"`;
      body += `<text x="${percent(x)}" y="${bottom + 20}" text-anchor="${anchor}" font-size="12" fill="${MUTED}" ${FONT}${phone}>${shortDate(week.start)}</text>`;
    }
  });
  const first = weeks[0]?.start ?? 0;
  const desc =
    total === 0
      ? `No requests in the ${weeks.length} weeks from ${shortDate(first)}.`
      : `${plural(total, "request")} in the ${weeks.length} weeks from ${shortDate(first)}; the busiest was the week of ${shortDate(busiest.start)}, with ${busiest.count}.`;
  return frame(id, { height }, "Requests per week, last six months", desc, body);
}

/** One bar per product, longest first, its name above it and its count after it. */
export function topProductsSvg(products: LeadStats["products"], id = "products"): string {
  const row = 44;
  const height = Math.max(1, products.length) * row + 8;
  const max = Math.max(1, ...products.map((p) => p.count));
  // The longest bar leaves room after it for its count.
  const barMax = 0.85;
  let body = "";
  products.forEach((product, i) => {
    const y = i * row + 8;
    const w = Math.max(0.005, (barMax * product.count) / max);
    body += `<text x="0" y="${y + 12}" font-size="14" fill="${INK}" ${FONT}>${escapeHtml(product.name)}</text>`;
    body += `<rect x="0" y="${y + 18}" width="${percent(w)}" height="16" rx="3" fill="${BAR}"/>`;
    body += `<text x="${percent(w)}" dx="8" y="${y + 31}" font-size="13" fill="${MUTED}" ${FONT}>${product.count}</text>`;
  });
  if (products.length === 0) body = `<text x="0" y="30" font-size="14" fill="${MUTED}" ${FONT}>No product requested yet.</text>`;
  const desc =
    products.length === 0
      ? "No product was requested in the last six months."
      : products.map((p) => `${p.name}: ${p.count}`).join("; ");
  return frame(id, { height }, "Most requested products, last six months", desc, body);
}

/** The land of the home page's world map (public/art/world-map.svg), drawn in one colour. */
const LAND = /<path d="(M[^"]+)" fill="url\(#d\)"\/>/.exec(worldMap)?.[1] ?? "";

/**
 * A point on that map: its Miller projection, 1200 x 600, centred on 10° east of Greenwich
 * (as world-map.svg is drawn: Delhi at 824, 279).
 */
export function mapPoint(lat: number, lon: number): { x: number; y: number } {
  const x = (((lon + 170 + 360) % 360) * 1200) / 360;
  const phi = (lat * Math.PI) / 180;
  const y = 375 - 191 * 1.25 * Math.log(Math.tan(Math.PI / 4 + 0.4 * phi));
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/** The requesting countries as circles on the world map, their area growing with their requests. */
export function countriesMapSvg(countries: LeadStats["countries"], id = "countries"): string {
  const max = Math.max(1, ...countries.map((c) => c.count));
  let body = `<rect width="1200" height="600" fill="#f8fafc"/><path d="${LAND}" fill="#dcfce7" stroke="#86efac" stroke-width="0.8"/>`;
  // Largest first, so a small country's circle stays on top of a large neighbour's.
  for (const country of [...countries].sort((a, b) => b.count - a.count)) {
    const at = countryPoints.get(country.code);
    if (!at) continue;
    const { x, y } = mapPoint(at.lat, at.lon);
    const r = (5 + 19 * Math.sqrt(country.count / max)).toFixed(1);
    body +=
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${BAR}" fill-opacity=".6" stroke="#14532d" stroke-width="1.5" data-country="${escapeHtml(country.code)}">` +
      `<title>${escapeHtml(`${country.name}: ${plural(country.count, "request")}`)}</title></circle>`;
  }
  const desc =
    countries.length === 0
      ? "No request named a country in the last six months."
      : `${plural(countries.length, "country", "countries")}: ${countries.map((c) => `${c.name} ${c.count}`).join(", ")}.`;
  return frame(id, { width: 1200, height: 600 }, "Requesting countries, last six months", desc, body);
}
