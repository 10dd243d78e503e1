/**
 * The one way the admin writes dates and times: "22 Nov 2026" and "22 Nov 2026, 15:27 UTC+5:30".
 * Day before month with the month as a word and a 24-hour clock reads the same to every admin,
 * whatever their country; the zone is always named, as an offset from UTC, because the server
 * (which renders first) and the admin's browser are rarely in the same one.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Intl's formatters are costly to build and a list writes hundreds of times: one per zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string | undefined) {
  const key = timeZone ?? "";
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    });
    formatters.set(key, format);
  }
  const parts: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(date)) parts[type] = value;
  // "GMT+05:30", or "GMT" alone at offset zero.
  const offset = (parts.timeZoneName ?? "GMT").slice(3) || "+00:00";
  return {
    year: parts.year!,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    offset,
  };
}

function toDate(value: string | Date): Date {
  return typeof value === "string" ? new Date(value) : value;
}

/** "22 Nov 2026": the calendar date in `timeZone` (the runtime's own zone when left out). */
export function formatDate(value: string | Date, timeZone?: string): string {
  const p = partsIn(toDate(value), timeZone);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** "UTC+5:30", "UTC-5", "UTC": an offset without the zeros that add nothing. */
function zoneLabel(offset: string): string {
  if (offset === "+00:00") return "UTC";
  const [, sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(offset)!;
  return `UTC${sign}${Number(hours)}${minutes === "00" ? "" : `:${minutes}`}`;
}

/** "22 Nov 2026, 15:27 UTC+5:30": date, 24-hour time and the zone's offset, in `timeZone`. */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  const p = partsIn(date, timeZone);
  return `${formatDate(date, timeZone)}, ${p.hour}:${p.minute} ${zoneLabel(p.offset)}`;
}

/** "2026-11-22T15:27:09+05:30": ISO 8601 to the second, with the offset of `timeZone`. */
export function isoWithOffset(value: string | Date, timeZone?: string): string {
  const p = partsIn(toDate(value), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${p.hour}:${p.minute}:${p.second}${p.offset}`;
}

/** The zone this runtime writes times in (the server's, or the admin's browser's). */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
