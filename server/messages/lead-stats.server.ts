/** The dashboard's lead figures: what they count, over which weeks. */
import { DAY_MS } from "../../app/schemas/days";

export const WEEK_MS = 7 * DAY_MS;

/** Six months of weeks, the current one last. */
export const LEAD_WEEKS = 26;

/** How many of the most requested products the dashboard names. */
export const TOP_PRODUCTS = 8;

export interface LeadStats {
  /** The first week's Monday, 00:00 UTC (epoch ms). */
  since: number;
  /** Every week in order, empty ones included: its Monday (epoch ms) and its requests. */
  weeks: Array<{ start: number; count: number }>;
  /** The most requested products, most first. */
  products: Array<{ name: string; count: number }>;
  /** Requests per country, most first. */
  countries: Array<{ code: string; name: string; count: number }>;
}

/** Monday 00:00 UTC of the week that holds `now`. */
export function weekStart(now: number): number {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return day.getTime() - sinceMonday * DAY_MS;
}

/** Monday 00:00 UTC of the first of the `LEAD_WEEKS` weeks that end with the one holding `now`. */
export function leadWeeksStart(now: number): number {
  return weekStart(now) - (LEAD_WEEKS - 1) * WEEK_MS;
}
