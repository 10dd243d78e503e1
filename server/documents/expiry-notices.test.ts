import { describe, expect, it } from "vitest";
import { daysUntil } from "../../app/schemas/days";
import { expiryStage } from "./expiry-notices.server";

describe("a document's expiry stage", () => {
  it.each([
    ["2027-03-01", null],
    ["2027-02-27", null],
    ["2027-02-26", "60-days"],
    ["2027-01-28", "60-days"],
    ["2027-01-27", "30-days"],
    ["2026-12-29", "30-days"],
    ["2026-12-28", "30-days"],
    ["2026-12-27", "expired"],
    ["2020-01-01", "expired"],
  ] as const)("expiring %s is at %s on 2026-12-28 (valid through its last day)", (expiresOn, stage) => {
    expect(expiryStage(expiresOn, "2026-12-28")).toBe(stage);
  });

  it("counts whole days across a month and a year's end", () => {
    expect(daysUntil("2027-02-27", "2026-12-28")).toBe(61);
    expect(daysUntil("2027-01-27", "2026-12-28")).toBe(30);
    expect(daysUntil("2026-12-27", "2026-12-28")).toBe(-1);
  });
});
