import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { planImport } from "./import-plan.server";
import { SHEET_TEXT, catalogueCsv, catalogueXlsx, csvDelimiter, readSheetFile, templateXlsx, zipUnpackedSize } from "./sheet-files.server";
import { SHEET_HEADERS, type SheetProduct } from "./sheet-format.server";
import { blankFieldValues } from "../../app/schemas/product-fields";

const TRICKY: SheetProduct = {
  ...blankFieldValues(),
  id: "p1",
  slug: "tricky",
  name: "Tricky",
  category: "Cosmetic",
  dosageForm: "Soap",
  composition: '=HYPERLINK("http://evil.example","click"), "quoted", and commas',
  packSize: "10",
  descriptionList: ["+first line", "second, with comma", "'apostrophe"],
  keyBenefits: [],
  uses: ["antibiotic", "=cough"],
  status: "hidden",
  featured: true,
  featuredOrder: 4,
  position: 7,
  remark: "@internal note\nsecond line",
};
const PLAIN: SheetProduct = { ...TRICKY, id: "p2", slug: "plain", name: "Plain", composition: "Plain", descriptionList: ["One"], remark: "", featured: false, status: "draft" };

async function readOk(bytes: Buffer) {
  const read = await readSheetFile(bytes);
  if (read.kind !== "ok") throw new Error(read.message);
  return read;
}

describe("export and import round trip", () => {
  it.each([
    ["XLSX", async (products: SheetProduct[]) => catalogueXlsx(products)],
    ["CSV", async (products: SheetProduct[]) => Buffer.from(catalogueCsv(products))],
  ])("reads back every %s row as unchanged", async (format, write) => {
    const read = await readOk(await write([TRICKY, PLAIN]));
    expect(read.format).toBe(format.toLowerCase());
    expect(read.headers).toEqual(SHEET_HEADERS);
    const plan = planImport([TRICKY, PLAIN], read.headers, read.rows);
    expect(plan.kind === "ok" && plan.value.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });
});

describe("formula injection", () => {
  it("no CSV cell starts with = + - or @, even inside quotes", () => {
    const csv = catalogueCsv([TRICKY]);
    const cells = csv.replace(/^\uFEFF/, "").split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)|\r\n/);
    for (const cell of cells) expect(cell.replace(/^"/, "")).not.toMatch(/^[=+\-@]/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), ""quoted"", and commas"`);
  });

  it("XLSX cells are text, never formulas, and dangerous text is defused the same way", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await catalogueXlsx([TRICKY])) as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet("Products")!;
    const values = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1);
    for (const value of values) {
      expect(typeof value === "string" || typeof value === "number").toBe(true);
      if (typeof value === "string") expect(value).not.toMatch(/^[=+\-@]/);
    }
    expect(values[SHEET_HEADERS.indexOf("Internal remark")]).toBe("'@internal note\nsecond line");
  });
});

describe("the template", () => {
  it("holds the headers, one example row and an instructions sheet", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await templateXlsx()) as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(["Products", "Instructions"]);
    expect(book.getWorksheet("Products")!.rowCount).toBe(2);
    const read = await readOk(await templateXlsx());
    const plan = planImport([], read.headers, read.rows);
    expect(plan.kind === "ok" && plan.value.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
  });
});

describe("reading an upload by its content", () => {
  it("refuses binary files and text in another encoding, whatever their name", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect(await readSheetFile(png)).toEqual({ kind: "refused", message: SHEET_TEXT.notASheet });
    expect(await readSheetFile(Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0xe9, 0x0a]))).toEqual({ kind: "refused", message: SHEET_TEXT.notASheet });
    expect(await readSheetFile(Buffer.from("MZ\u0000\u0002binary"))).toEqual({ kind: "refused", message: SHEET_TEXT.notASheet });
  });

  it("refuses a zip that is not a workbook", async () => {
    expect(await readSheetFile(emptyZip())).toEqual({ kind: "refused", message: SHEET_TEXT.unreadableXlsx });
  });

  it("refuses a zip that claims to unpack beyond the limit before unpacking it", async () => {
    const bomb = zipDeclaring(60 * 1024 * 1024);
    expect(zipUnpackedSize(bomb)).toBe(60 * 1024 * 1024);
    expect(await readSheetFile(bomb)).toEqual({ kind: "refused", message: SHEET_TEXT.tooBigUnpacked });
  });

  it("reads a CSV saved with semicolons or tabs, as spreadsheets do where the comma is the decimal mark", async () => {
    expect(csvDelimiter("ID,Slug,Name\r\n")).toBe(",");
    expect(csvDelimiter("ID;Slug;Name, with comma\r\n")).toBe(";");
    expect(csvDelimiter("ID\tSlug\tName\n")).toBe("\t");
    const read = await readOk(Buffer.from('Name;Pack size\r\n"A; B";"2,5 ml"\r\n'));
    expect(read.rows).toEqual([{ rowNumber: 2, cells: ["A; B", "2,5 ml"] }]);
  });

  it("reads a CSV with a BOM, quoted line breaks and CRLF; an empty file has no header", async () => {
    const read = await readOk(Buffer.from('\uFEFFName,Description list\r\n"A","one\r\ntwo"\r\n'));
    expect(read.headers).toEqual(["Name", "Description list"]);
    expect(read.rows).toEqual([{ rowNumber: 2, cells: ["A", "one\r\ntwo"] }]);
    expect(await readSheetFile(Buffer.from(""))).toEqual({ kind: "refused", message: SHEET_TEXT.empty });
  });
});

/** A zip with no entries: only the end-of-central-directory record. */
function emptyZip(): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return Buffer.concat([localHeader(), end]);
}

function localHeader(): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  return header;
}

/** A zip whose one central-directory entry declares `size` unpacked bytes. */
function zipDeclaring(size: number): Buffer {
  const local = localHeader();
  const central = Buffer.alloc(46 + 1);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(1, 28);
  central.write("x", 46);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(local.length, 16);
  return Buffer.concat([local, central, end]);
}
