import { describe, expect, it } from "vitest";
import { SHEET_HEADERS, TEMPLATE_EXAMPLE, productRow, readRowCells, splitList } from "./sheet-format.server";

describe("lists in one cell", () => {
  it("splits on any line break and drops blank lines and surrounding spaces", () => {
    expect(splitList("one\r\n two \n\nthree\rfour\n")).toEqual(["one", "two", "three", "four"]);
    expect(splitList("")).toEqual([]);
  });
});

describe("a product's row", () => {
  it("has one cell per column, lists one item per line, formulas defused", () => {
    const row = productRow({ ...TEMPLATE_EXAMPLE, id: "p1", slug: "s", descriptionList: ["=cmd|' /C calc'!A0", "b"], featured: true });
    expect(row).toHaveLength(SHEET_HEADERS.length);
    expect(row[SHEET_HEADERS.indexOf("ID")]).toBe("p1");
    expect(row[SHEET_HEADERS.indexOf("Description list")]).toBe("'=cmd|' /C calc'!A0\nb");
    expect(row[SHEET_HEADERS.indexOf("Featured")]).toBe("yes");
    expect(row[SHEET_HEADERS.indexOf("Display order")]).toBe("0");
  });
});

describe("reading a row's cells", () => {
  const reader = (cells: Record<string, string | number | boolean | null>) => readRowCells((header) => cells[header]);

  it("reads text, lists, yes/no and whole numbers, and leaves out columns the file lacks", () => {
    const read = reader({ ID: " abc ", Name: "'=Name", "Description list": "a\nb", Featured: "Yes", "Display order": "12", "Featured order": 3 });
    expect(read.id).toBe("abc");
    expect(read.fields).toEqual({ name: "=Name", descriptionList: ["a", "b"], featured: true, position: 12, featuredOrder: 3 });
    expect(read.errors).toEqual({});
    expect("remark" in read.fields).toBe(false);
  });

  it("takes XLSX truth values and numbers as they are", () => {
    expect(reader({ Featured: false, "Pack size": 10 }).fields).toEqual({ featured: false, packSize: "10" });
  });

  it("keeps blank typed cells out (the product keeps its value) but takes a blank remark as empty", () => {
    expect(reader({ Status: " ", Featured: "", "Display order": null, "Internal remark": "" }).fields).toEqual({ remark: "" });
  });

  it("names the column of a value it cannot read", () => {
    expect(reader({ Featured: "maybe", "Display order": "-1", "Featured order": "2.5" }).errors).toEqual({
      Featured: "Featured must be yes or no",
      "Display order": "Display order must be a whole number, 0 or more",
      "Featured order": "Featured order must be a whole number, 0 or more",
    });
  });
});
