import { describe, expect, it } from "vitest";
import { isOverdue, leadEventText } from "./leads";

const at = { id: "e1", at: "2026-11-27T10:00:00.000Z", by: "Ravi Kumar" };

describe("leadEventText", () => {
  it("says each kind of change with its before and after", () => {
    expect(leadEventText({ ...at, by: null, kind: "received" })).toBe("Message received");
    expect(leadEventText({ ...at, kind: "assigned", from: null, to: "Ravi Kumar" })).toBe("Assigned to Ravi Kumar");
    expect(leadEventText({ ...at, kind: "assigned", from: "Ravi Kumar", to: "Meera Shah" })).toBe("Reassigned from Ravi Kumar to Meera Shah");
    expect(leadEventText({ ...at, kind: "assigned", from: "Meera Shah", to: null })).toBe("Unassigned (was Meera Shah)");
    expect(leadEventText({ ...at, kind: "stage", from: "new", to: "quoted", reason: null, note: null })).toBe("Stage changed from New to Quoted");
    expect(leadEventText({ ...at, kind: "stage", from: "quoted", to: "lost", reason: "no-registration", note: "Not registered in Kenya" })).toBe(
      "Stage changed from Quoted to Lost (No registration in the buyer's country: Not registered in Kenya)",
    );
    expect(leadEventText({ ...at, kind: "follow-up", from: null, to: "2026-12-01" })).toBe("Follow-up set for 2026-12-01");
    expect(leadEventText({ ...at, kind: "follow-up", from: "2026-12-01", to: "2026-12-05" })).toBe("Follow-up moved from 2026-12-01 to 2026-12-05");
    expect(leadEventText({ ...at, kind: "follow-up", from: "2026-12-05", to: null })).toBe("Follow-up cleared (was 2026-12-05)");
    expect(leadEventText({ ...at, kind: "details", changes: [{ field: "company", from: "", to: "Nairobi Meds" }, { field: "tags", from: "Tender", to: "Tender, Sample" }] })).toBe(
      "Buyer's details changed: company from none to Nairobi Meds; tags from Tender to Tender, Sample",
    );
    expect(leadEventText({ ...at, kind: "note", text: "Called; wants samples" })).toBe("Internal note");
    expect(leadEventText({ ...at, kind: "mail-out", mailId: "m1", subject: "Votre demande de devis Q-2026-00042", to: "a@b.example" })).toBe(
      "Reply sent to a@b.example: Votre demande de devis Q-2026-00042",
    );
    expect(leadEventText({ ...at, kind: "mail-in", mailId: "m2", subject: "Re: offre", from: "Amélie <a@b.example>" })).toBe("Answer received from Amélie <a@b.example>: Re: offre");
  });
});

describe("isOverdue", () => {
  it("is a follow-up before today on an open lead", () => {
    expect(isOverdue("2026-11-26", "2026-11-27", false)).toBe(true);
    expect(isOverdue("2026-11-27", "2026-11-27", false)).toBe(false);
    expect(isOverdue("2026-11-26", "2026-11-27", true)).toBe(false);
    expect(isOverdue(null, "2026-11-27", false)).toBe(false);
  });
});
