import { formatDate, formatDateTime } from "~/admin/date-time";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * A server time in the admin's own zone, as `formatDateTime` writes it (or the date alone).
 * The server cannot know that zone, so its render (and a browser without JavaScript) writes UTC,
 * named as such; the browser then writes its own zone, also named, so neither is ambiguous.
 */
export function LocalTime({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  const timeZone = useHydrated() ? undefined : "UTC";
  if (dateOnly) {
    return (
      <time dateTime={iso} className="whitespace-nowrap">
        {formatDate(iso, timeZone)}
      </time>
    );
  }
  // A narrow column may break the line after the date's comma, never inside the date or time.
  const [date, time] = formatDateTime(iso, timeZone).split(", ");
  return (
    <time dateTime={iso}>
      <span className="whitespace-nowrap">{date},</span> <span className="whitespace-nowrap">{time}</span>
    </time>
  );
}
