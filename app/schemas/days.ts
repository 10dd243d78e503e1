/** A day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Whole days from `today` to `day` (both YYYY-MM-DD): negative once `day` has passed. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(day) - Date.parse(today)) / DAY_MS);
}

/** "1 day", "12 days": a count of days in the admin's English. */
export function dayCount(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** A moment's day as YYYY-MM-DD in UTC: how the forms, the documents' dates and the database write a day. */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
