import { describe, expect, it } from "vitest";
import { FollowUpSchema, LEAD_MESSAGES, LeadDetailsSchema, NoteSchema, StageUpdateSchema, isDay } from "./leads";

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("StageUpdateSchema", () => {
  it("needs a reason from the list for a lost lead, with optional words", () => {
    expect(errorsOf(StageUpdateSchema.safeParse({ stage: "lost" }))).toEqual({ lostReason: LEAD_MESSAGES.lostReasonRequired });
    expect(errorsOf(StageUpdateSchema.safeParse({ stage: "lost", lostReason: "luck" }))).toEqual({ lostReason: LEAD_MESSAGES.lostReasonRequired });
    expect(StageUpdateSchema.parse({ stage: "lost", lostReason: "price", lostNote: "  20% above  " })).toEqual({ stage: "lost", lostReason: "price", lostNote: "20% above" });
    expect(StageUpdateSchema.parse({ stage: "lost", lostReason: "spam", lostNote: " " })).toEqual({ stage: "lost", lostReason: "spam", lostNote: null });
  });

  it("drops the reason for any other stage, and refuses a stage not in the list", () => {
    expect(StageUpdateSchema.parse({ stage: "won", lostReason: "price", lostNote: "x" })).toEqual({ stage: "won", lostReason: null, lostNote: null });
    expect(errorsOf(StageUpdateSchema.safeParse({ stage: "closed" }))).toEqual({ stage: LEAD_MESSAGES.stageUnknown });
    expect(errorsOf(StageUpdateSchema.safeParse({ stage: "lost", lostReason: "price", lostNote: "x".repeat(501) }))).toEqual({ lostNote: LEAD_MESSAGES.lostNoteTooLong });
  });
});

describe("FollowUpSchema", () => {
  it("takes a real day or nothing", () => {
    expect(FollowUpSchema.parse({ followUp: "2026-12-01" })).toEqual({ followUp: "2026-12-01" });
    expect(FollowUpSchema.parse({ followUp: "" })).toEqual({ followUp: null });
    expect(FollowUpSchema.parse({})).toEqual({ followUp: null });
    for (const followUp of ["2026-02-30", "01/12/2026", "tomorrow"]) expect(errorsOf(FollowUpSchema.safeParse({ followUp }))).toEqual({ followUp: LEAD_MESSAGES.followUpInvalid });
  });

  it("isDay knows the calendar", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
  });
});

describe("LeadDetailsSchema and NoteSchema", () => {
  it("keeps tags from the list, in its order, each once; empty details are none", () => {
    expect(LeadDetailsSchema.parse({ company: " ", country: "Kenya ", tags: ["sample", "tender", "sample"] })).toEqual({ company: null, country: "Kenya", tags: ["tender", "sample"] });
    expect(errorsOf(LeadDetailsSchema.safeParse({ tags: ["vip"] }))).toEqual({ tags: LEAD_MESSAGES.tagUnknown });
    expect(errorsOf(LeadDetailsSchema.safeParse({ company: "x".repeat(201) }))).toEqual({ company: LEAD_MESSAGES.companyTooLong });
  });

  it("needs a note's text, within its limit", () => {
    expect(NoteSchema.parse({ note: "  Called  " })).toEqual({ note: "Called" });
    expect(errorsOf(NoteSchema.safeParse({ note: "  " }))).toEqual({ note: LEAD_MESSAGES.noteRequired });
    expect(errorsOf(NoteSchema.safeParse({ note: "y".repeat(2001) }))).toEqual({ note: LEAD_MESSAGES.noteTooLong });
  });
});
