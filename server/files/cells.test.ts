import { describe, expect, it } from "vitest";
import { defuseCell, restoreCell } from "./cells.server";

describe("formula defusing", () => {
  it.each(["=HYPERLINK(\"http://x\")", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])("prefixes %j with an apostrophe", (text) => {
    expect(defuseCell(text)).toBe(`'${text}`);
  });

  it("leaves ordinary text alone", () => {
    expect(defuseCell("Paracetamol 500 mg")).toBe("Paracetamol 500 mg");
    expect(defuseCell("")).toBe("");
  });

  it.each(["=1+1", "'quoted", "''", "plain", "-", "'=x"])("reads back exactly what it wrote for %j", (text) => {
    expect(restoreCell(defuseCell(text))).toBe(text);
  });
});
