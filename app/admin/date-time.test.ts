import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, isoWithOffset } from "./date-time";

// 09:57:03 UTC on 22 November 2026: 15:27 in Delhi, 04:57 in New York (standard time).
const NOVEMBER = "2026-11-22T09:57:03.000Z";
// 14 July 2026, New York on daylight saving time (UTC-4).
const JULY = "2026-07-14T02:05:00.000Z";

describe("formatDateTime", () => {
  it("writes date, 24-hour time and the zone's offset from UTC", () => {
    expect(formatDateTime(NOVEMBER, "Asia/Kolkata")).toBe("22 Nov 2026, 15:27 UTC+5:30");
    expect(formatDateTime(NOVEMBER, "UTC")).toBe("22 Nov 2026, 09:57 UTC");
    expect(formatDateTime(NOVEMBER, "Asia/Kathmandu")).toBe("22 Nov 2026, 15:42 UTC+5:45");
  });

  it("follows daylight saving time across the year", () => {
    expect(formatDateTime(NOVEMBER, "America/New_York")).toBe("22 Nov 2026, 04:57 UTC-5");
    expect(formatDateTime(JULY, "America/New_York")).toBe("13 Jul 2026, 22:05 UTC-4");
    expect(formatDateTime(JULY, "Europe/London")).toBe("14 Jul 2026, 03:05 UTC+1");
  });

  it("takes a Date as well as ISO text", () => {
    expect(formatDateTime(new Date(NOVEMBER), "Asia/Kolkata")).toBe(formatDateTime(NOVEMBER, "Asia/Kolkata"));
  });

  it("writes midnight as 00, not 24", () => {
    expect(formatDateTime("2026-01-01T00:00:00Z", "UTC")).toBe("1 Jan 2026, 00:00 UTC");
  });
});

describe("formatDate", () => {
  it("gives the calendar date of the zone, which may be another day than UTC's", () => {
    expect(formatDate(JULY, "UTC")).toBe("14 Jul 2026");
    expect(formatDate(JULY, "America/New_York")).toBe("13 Jul 2026");
    expect(formatDate("2026-09-03T20:00:00Z", "Asia/Kolkata")).toBe("4 Sep 2026");
  });
});

describe("isoWithOffset (the CSV's received time)", () => {
  it("is ISO 8601 to the second with the zone's offset", () => {
    expect(isoWithOffset(NOVEMBER, "Asia/Kolkata")).toBe("2026-11-22T15:27:03+05:30");
    expect(isoWithOffset(NOVEMBER, "UTC")).toBe("2026-11-22T09:57:03+00:00");
    expect(isoWithOffset(NOVEMBER, "America/New_York")).toBe("2026-11-22T04:57:03-05:00");
    expect(isoWithOffset(JULY, "America/New_York")).toBe("2026-07-13T22:05:00-04:00");
  });

  it("names the same instant whatever the zone", () => {
    for (const zone of ["Asia/Kolkata", "UTC", "America/New_York", "Pacific/Chatham"]) {
      expect(new Date(isoWithOffset(JULY, zone)).toISOString()).toBe(JULY);
    }
  });
});
