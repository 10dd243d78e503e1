import worldMap from "../../public/art/world-map.svg?raw";
import { countryPoints } from "./country-points.server";
import type { LeadStats } from "./lead-stats.server";
import { escapeHtml } from "../email/mail-content.server";

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

function frame(id: string, width: number, height: number, title: string, desc: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-labelledby="${id}-title ${id}-desc">` +
    `<title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(desc)}</desc>${body}</svg>`
  );
}

/** Columns of requests per week, oldest left, with the tallest week's count as the scale. */
export function weeklyRequestsSvg(weeks: LeadStats["weeks"], id = "weekly"): string {
  const width = 720;
  const height = 240;
  const left = 36;
  const bottom = 208;
  const top = 16;
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const step = (width - left - 8) / Math.max(1, weeks.length);
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const busiest = weeks.reduce((best, w) => (w.count > best.count ? w : best), weeks[0] ?? { start: 0, count: 0 });
  let body = `<path d="M${left} ${top}H${width - 8}M${left} ${bottom}H${width - 8}" stroke="#cbd5e1" stroke-width="1"/>`;
  body += `<text x="${left - 6}" y="${top + 4}" text-anchor="end" font-size="12" fill="${MUTED}" ${FONT}>${max}</text>`;
  body += `<text x="${left - 6}" y="${bottom + 4}" text-anchor="end" font-size="12" fill="${MUTED}" ${FONT}>0</text>`;
  weeks.forEach((week, i) => {
    const h = Math.round(((bottom - top) * week.count) / max);
    const x = (left + i * step + step * 0.15).toFixed(1);
    if (h > 0) {
      body += `<rect x="${x}" y="${bottom - h}" width="${(step * 0.7).toFixed(1)}" height="${h}" fill="${BAR}"><title>${escapeHtml(`Week of ${shortDate(week.start)}: ${plural(week.count, "request")}`)}</title></rect>`;
    }
    if (i % 4 === 0) {
      body += `<text x="${(left + i * step + step / 2).toFixed(1)}" y="${bottom + 20}" text-anchor="middle" font-size="12" fill="${MUTED}" ${FONT}>${shortDate(week.start)}</text>`;
    }
  });
  const first = weeks[0]?.start ?? 0;
  const desc =
    total === 0
      ? `No requests in the ${weeks.length} weeks from ${shortDate(first)}.`
      : `${plural(total, "request")} in the ${weeks.length} weeks from ${shortDate(first)}; the busiest was the week of ${shortDate(busiest.start)}, with ${busiest.count}.`;
  return frame(id, width, height, "Requests per week, last six months", desc, body);
}

/** One bar per product, longest first, its name above it and its count after it. */
export function topProductsSvg(products: LeadStats["products"], id = "products"): string {
  const width = 720;
  const row = 44;
  const height = Math.max(1, products.length) * row + 8;
  const max = Math.max(1, ...products.map((p) => p.count));
  const barMax = width - 80;
  let body = "";
  products.forEach((product, i) => {
    const y = i * row + 8;
    const w = Math.max(2, Math.round((barMax * product.count) / max));
    body += `<text x="0" y="${y + 12}" font-size="14" fill="${INK}" ${FONT}>${escapeHtml(product.name)}</text>`;
    body += `<rect x="0" y="${y + 18}" width="${w}" height="16" rx="3" fill="${BAR}"/>`;
    body += `<text x="${w + 8}" y="${y + 31}" font-size="13" fill="${MUTED}" ${FONT}>${product.count}</text>`;
  });
  if (products.length === 0) body = `<text x="0" y="30" font-size="14" fill="${MUTED}" ${FONT}>No product requested yet.</text>`;
  const desc =
    products.length === 0
      ? "No product was requested in the last six months."
      : products.map((p) => `${p.name}: ${p.count}`).join("; ");
  return frame(id, width, height, "Most requested products, last six months", desc, body);
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
  return frame(id, 1200, 600, "Requesting countries, last six months", desc, body);
}
