import { describe, expect, it } from "vitest";
import { StatusUpdateSchema, inboxFilterOf, parseInboxQuery } from "./inbox";

const parse = (search: string) => parseInboxQuery(new URLSearchParams(search));

describe("parseInboxQuery", () => {
  it("reads the filters, the search and the page", () => {
    expect(parse("kind=inquiry&status=in_progress&stage=Quoted&delivery=failed&q=%20neem%20%20soap%20&page=3")).toEqual({
      kind: "inquiry",
      status: "in_progress",
      stage: "quoted",
      delivery: "failed",
      q: "neem soap",
      page: 3,
    });
  });

  it("ignores unknown values, empty fields and a bad page instead of failing", () => {
    expect(parse("kind=spam&status=deleted&stage=closed&delivery=lost&page=-2")).toEqual({
      view: undefined,
      kind: undefined,
      status: undefined,
      stage: undefined,
      delivery: undefined,
      q: "",
      page: 1,
    });
    expect(parse("kind=&status=&delivery=&q=")).toEqual(parse(""));
  });

  it("takes the filter values in any case, and cuts an overlong search", () => {
    expect(parse("kind=CONTACT&delivery=None").kind).toBe("contact");
    expect(parse("delivery=None").delivery).toBe("none");
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
  });

  const viewer = { adminId: "a1", today: "2026-11-27" };

  it("becomes the service's filter, an empty search being no search", () => {
    expect(inboxFilterOf(parse("kind=contact&q=amara"), viewer)).toEqual({ kind: "contact", status: undefined, stage: undefined, delivery: undefined, search: "amara" });
    expect(inboxFilterOf(parse("stage=lost"), viewer).stage).toBe("lost");
    expect(inboxFilterOf(parse(""), viewer).search).toBeUndefined();
  });

  it("reads a lead view, with the filters, as the viewer sees it; an unknown view is no view", () => {
    expect(inboxFilterOf(parse("view=mine&kind=quote"), viewer)).toEqual({ kind: "quote", owner: "a1" });
    expect(inboxFilterOf(parse("view=Unassigned&q=neem"), viewer)).toEqual({ search: "neem", owner: null });
    expect(inboxFilterOf(parse("view=overdue&status=new"), viewer)).toEqual({ status: "new", followUpBefore: "2026-11-27" });
    expect(parse("view=everything").view).toBeUndefined();
    expect(inboxFilterOf(parse("view=everything"), viewer)).not.toHaveProperty("owner");
  });
});

describe("StatusUpdateSchema", () => {
  it("takes the four statuses and refuses anything else with one message", () => {
    for (const status of ["new", "in_progress", "replied", "archived"]) expect(StatusUpdateSchema.safeParse({ status }).success).toBe(true);
    for (const status of ["deleted", "", "NEW", 3, undefined]) {
      const result = StatusUpdateSchema.safeParse({ status });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Choose a status from the list");
    }
  });
});
