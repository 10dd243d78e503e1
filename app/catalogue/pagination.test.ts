import { describe, expect, it } from "vitest";
import { type PageItem, paginate, pageItems, parsePageParam } from "./pagination";

/** The numbered row as text: "1 2 3 … 7". */
const row = (items: PageItem[]) => items.map((i) => (i.type === "page" ? String(i.page) : "…")).join(" ");

describe("paginate (55 items, 8 per page)", () => {
  const at = (page: number) => paginate({ total: 55, page, pageSize: 8 });

  it("first page: items 1-8, no previous, a next", () => {
    expect(at(1)).toMatchObject({ page: 1, pageCount: 7, offset: 0, from: 1, to: 8, hasPrevious: false, hasNext: true });
  });

  it("middle page: items 25-32, previous and next", () => {
    expect(at(4)).toMatchObject({ page: 4, offset: 24, from: 25, to: 32, hasPrevious: true, hasNext: true });
  });

  it("last page: the 7 remaining items, a previous, no next", () => {
    expect(at(7)).toMatchObject({ page: 7, offset: 48, from: 49, to: 55, hasPrevious: true, hasNext: false });
  });

  it("clamps a page below 1 to the first and past the end to the last", () => {
    expect(at(0).page).toBe(1);
    expect(at(-3).page).toBe(1);
    expect(at(8)).toMatchObject({ page: 7, from: 49, to: 55 });
    expect(at(999).page).toBe(7);
    expect(at(Number.NaN).page).toBe(1);
    expect(at(2.7).page).toBe(2);
  });

  it("numbers every page when there are seven", () => {
    expect(row(at(4).items)).toBe("1 2 3 4 5 6 7");
  });
});

describe("paginate edge cases", () => {
  it("an exact multiple ends on a full page", () => {
    expect(paginate({ total: 16, page: 2, pageSize: 8 })).toMatchObject({ pageCount: 2, from: 9, to: 16, hasNext: false });
  });

  it("an empty list has one empty page with nothing to go to", () => {
    expect(paginate({ total: 0, page: 3, pageSize: 8 })).toMatchObject({
      page: 1,
      pageCount: 1,
      from: 0,
      to: 0,
      hasPrevious: false,
      hasNext: false,
    });
  });

  it("a single short page", () => {
    expect(paginate({ total: 5, page: 1, pageSize: 8 })).toMatchObject({ pageCount: 1, from: 1, to: 5, hasNext: false });
  });

  it("refuses a page size that is not a positive integer", () => {
    expect(() => paginate({ total: 5, page: 1, pageSize: 0 })).toThrow(RangeError);
  });
});

describe("pageItems with many pages (14)", () => {
  it("near the start: the first five, a gap, the last", () => {
    expect(row(pageItems(1, 14))).toBe("1 2 3 4 5 … 14");
    expect(row(pageItems(4, 14))).toBe("1 2 3 4 5 … 14");
  });

  it("in the middle: first, gap, neighbours, gap, last", () => {
    expect(row(pageItems(7, 14))).toBe("1 … 6 7 8 … 14");
  });

  it("near the end: first, a gap, the last five", () => {
    expect(row(pageItems(14, 14))).toBe("1 … 10 11 12 13 14");
    expect(row(pageItems(11, 14))).toBe("1 … 10 11 12 13 14");
  });

  it("never shows more than seven entries and always includes the current page", () => {
    for (let page = 1; page <= 14; page++) {
      const items = pageItems(page, 14);
      expect(items.length).toBeLessThanOrEqual(7);
      expect(items).toContainEqual({ type: "page", page });
    }
  });
});

describe("parsePageParam", () => {
  it("reads positive whole numbers", () => {
    expect(parsePageParam("2")).toBe(2);
    expect(parsePageParam(" 12 ")).toBe(12);
  });

  it("turns anything else into page 1", () => {
    for (const value of [null, undefined, "", "0", "-2", "abc", "2.5", "1e3", "99999999999"]) {
      expect(parsePageParam(value), String(value)).toBe(1);
    }
  });
});
