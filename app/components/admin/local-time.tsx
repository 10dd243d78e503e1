import { formatDate, formatDateTime } from "~/lib/date-time";
import { useHydrated } from "./use-hydrated";

/**
 * A server time in the admin's own zone, as `formatDateTime` writes it (or the date alone).
 * The server cannot know that zone, so its render (and a browser without JavaScript) writes UTC,
 * named as such; the browser then writes its own zone, also named, so neither is ambiguous.
 */
export function LocalTime({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  const timeZone = useHydrated() ? undefined : "UTC";
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {dateOnly ? formatDate(iso, timeZone) : formatDateTime(iso, timeZone)}
    </time>
  );
}
