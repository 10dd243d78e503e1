import { LOST_REASON_LABELS, STAGE_LABELS, type DetailChange, type LeadEvent } from "../schemas/leads";

const FIELD_NAMES: Record<DetailChange["field"], string> = { company: "company", country: "country", tags: "tags" };
const shown = (value: string) => (value === "" ? "none" : value);

/** One timeline entry in the admin's words: what happened (who and when are shown beside it). */
export function leadEventText(event: LeadEvent): string {
  switch (event.kind) {
    case "received":
      return "Message received";
    case "assigned":
      if (event.to === null) return `Unassigned (was ${event.from ?? "nobody"})`;
      return event.from === null ? `Assigned to ${event.to}` : `Reassigned from ${event.from} to ${event.to}`;
    case "stage": {
      const reason = event.reason ? ` (${LOST_REASON_LABELS[event.reason]}${event.note ? `: ${event.note}` : ""})` : "";
      return `Stage changed from ${STAGE_LABELS[event.from]} to ${STAGE_LABELS[event.to]}${reason}`;
    }
    case "follow-up":
      if (event.to === null) return `Follow-up cleared (was ${event.from ?? "none"})`;
      return event.from === null ? `Follow-up set for ${event.to}` : `Follow-up moved from ${event.from} to ${event.to}`;
    case "details":
      return `Buyer's details changed: ${event.changes.map((c) => `${FIELD_NAMES[c.field]} from ${shown(c.from)} to ${shown(c.to)}`).join("; ")}`;
    case "note":
      return "Internal note";
    case "mail-out":
      return `Reply sent to ${event.to}: ${event.subject}`;
    case "mail-in":
      return `Answer received from ${event.from}: ${event.subject}`;
    case "quotation":
      if (event.action === "created") return `Quotation ${event.number} drafted`;
      if (event.action === "revised") return `Quotation ${event.number} revised: version ${event.version}`;
      if (event.action === "accepted") return `Quotation ${event.number} (version ${event.version}) accepted by the buyer`;
      return `Quotation ${event.number} (version ${event.version}) declined by the buyer${event.reason ? ` (${event.reason}${event.note ? `: ${event.note}` : ""})` : ""}`;
  }
}

/** A follow-up day before `today` (both YYYY-MM-DD) on an open lead. */
export function isOverdue(followUp: string | null, today: string, closed: boolean): boolean {
  return followUp !== null && !closed && followUp < today;
}
