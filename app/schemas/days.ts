/** A day in milliseconds. */
export const DAY_MS = 86_400_000;

/** A moment's day as YYYY-MM-DD in UTC: how the forms, the documents' dates and the database write a day. */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
