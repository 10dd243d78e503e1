import { utcText } from "~/lib/inbox";
import { useHydrated } from "./use-hydrated";

/** How the inbox writes a time in the admin's own zone and language. */
export const LOCAL_TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/**
 * A server time in the admin's local time. The server cannot know the admin's zone, so its
 * render (and a browser without JavaScript) shows UTC, labelled; the browser then shows local.
 */
export function LocalTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {hydrated ? new Date(iso).toLocaleString(undefined, LOCAL_TIME_FORMAT) : utcText(iso)}
    </time>
  );
}
