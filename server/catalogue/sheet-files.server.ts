import { Readable } from "node:stream";
import zlib from "node:zlib";
import type ExcelJS from "exceljs";
import { PRODUCT_STATUSES } from "../../app/schemas/product";
import { SEEDED_VOCABULARY, type VocabularyLookup } from "./catalogue.server";
import { csvDocument, csvField } from "../files/cells.server";
import { newWorkbook } from "../files/workbook.server";
import { SHEET_COLUMNS, SHEET_HEADERS, TEMPLATE_EXAMPLE, TRANSLATION_COLUMNS, productRow, type CellValue, type SheetProduct } from "./sheet-format.server";

/** The sheet of a workbook that holds the products (the template's instructions sit beside it); another file's first sheet is read. */
export const PRODUCTS_SHEET = "Products";
/** Rows in one file: far above any real catalogue, low enough to keep a preview quick. */
export const MAX_SHEET_ROWS = 5000;
/** What an uploaded XLSX may unpack to: a zip of a few MB that claims more is a zip bomb. */
export const MAX_XLSX_UNPACKED_BYTES = 50 * 1024 * 1024;

export const SHEET_TEXT = {
  notASheet: "The file is neither an XLSX workbook nor a CSV file (CSV must be saved as UTF-8 text).",
  unreadableXlsx: "The XLSX file could not be read: save it again from your spreadsheet program as an Excel workbook (.xlsx).",
  tooBigUnpacked: "The XLSX file unpacks to more than 50 MB: it cannot be one of the site's spreadsheets.",
  empty: "The file holds no header row: start from the template or an export.",
  tooManyRows: `The file has more than ${MAX_SHEET_ROWS.toLocaleString("en")} rows: split it into several files.`,
} as const;

/** An uploaded file read into a header row and data rows (row numbers as the spreadsheet shows them). */
export type SheetRead =
  | { kind: "ok"; format: "xlsx" | "csv"; headers: string[]; rows: Array<{ rowNumber: number; cells: CellValue[] }> }
  | { kind: "refused"; message: string };

/** Reads an upload by its content, never its name: XLSX is a zip, CSV is UTF-8 text. */
export async function readSheetFile(bytes: Buffer): Promise<SheetRead> {
  if (isZip(bytes)) return readXlsx(bytes);
  const text = decodeUtf8Text(bytes);
  if (text === null) return { kind: "refused", message: SHEET_TEXT.notASheet };
  return readCsv(text);
}

function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

/** The text of a file that is UTF-8 text; null for anything else (binary, another encoding). */
function decodeUtf8Text(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Control characters other than tab and line breaks do not occur in a text file.
  // eslint-disable-next-line no-control-regex -- finding them is the point
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text) ? null : text.replace(/^\uFEFF/, "");
}

/** One entry of a zip's central directory: what it declares, and where its data starts. */
interface ZipEntry {
  method: number;
  compressed: number;
  declared: number;
  /** The offset of the entry's local header. */
  local: number;
}

/** The central directory's entries, or null when it cannot be read. */
function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    entries.push({
      method: bytes.readUInt16LE(offset + 10),
      compressed: bytes.readUInt32LE(offset + 20),
      declared: bytes.readUInt32LE(offset + 24),
      local: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

/**
 * The sum of the sizes a zip's central directory declares for its entries, or null when the
 * directory cannot be read (or is ZIP64, which no product list needs).
 */
export function zipUnpackedSize(bytes: Buffer): number | null {
  const entries = zipEntries(bytes);
  if (!entries || entries.some((entry) => entry.declared === 0xffffffff)) return null;
  return entries.reduce((total, entry) => total + entry.declared, 0);
}

/**
 * What a zip's entries really inflate to, counted as they inflate and given up past `cap`: the
 * sizes the directory declares are the sender's word, and a bomb declares a few KB. Nothing
 * inflated is kept (memory stays at zlib's window), so a 2 GB bomb costs the time of `cap`
 * bytes. "over" past the cap, null for an entry that cannot be read, else the total.
 */
export async function zipInflatedSize(bytes: Buffer, cap: number): Promise<number | "over" | null> {
  const entries = zipEntries(bytes);
  if (!entries) return null;
  let total = 0;
  for (const { method, compressed, local } of entries) {
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return null;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + compressed > bytes.length) return null;
    const data = bytes.subarray(start, start + compressed);
    let size: number | "over" | null;
    if (method === 0) size = data.length;
    else if (method === 8) size = await inflatedSize(data, cap - total);
    else return null;
    if (size === null || size === "over") return size;
    total += size;
    if (total > cap) return "over";
  }
  return total;
}

/** The size `data` (raw deflate) inflates to, "over" past `cap` (inflating stops there), null when broken. */
function inflatedSize(data: Buffer, cap: number): Promise<number | "over" | null> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    let size = 0;
    let done = false;
    const finish = (result: number | "over" | null) => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve(result);
    };
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) finish("over");
    });
    inflate.on("end", () => finish(size));
    inflate.on("error", () => finish(null));
    inflate.end(data);
  });
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) if (bytes.readUInt32LE(i) === 0x06054b50) return i;
  return -1;
}

async function readXlsx(bytes: Buffer): Promise<SheetRead> {
  const unpacked = zipUnpackedSize(bytes);
  if (unpacked === null) return { kind: "refused", message: SHEET_TEXT.unreadableXlsx };
  if (unpacked > MAX_XLSX_UNPACKED_BYTES) return { kind: "refused", message: SHEET_TEXT.tooBigUnpacked };
  // The declared sizes were small; what the entries really hold is counted before exceljs,
  // which inflates everything into memory, gets the file.
  const inflated = await zipInflatedSize(bytes, MAX_XLSX_UNPACKED_BYTES);
  if (inflated === null) return { kind: "refused", message: SHEET_TEXT.unreadableXlsx };
  if (inflated === "over") return { kind: "refused", message: SHEET_TEXT.tooBigUnpacked };
  const book = await newWorkbook();
  try {
    // exceljs's types predate Node's generic Buffer.
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return { kind: "refused", message: SHEET_TEXT.unreadableXlsx };
  }
  const sheet = book.getWorksheet(PRODUCTS_SHEET) ?? book.worksheets[0];
  // A zip without a worksheet (a .docx, an archive) is not a workbook.
  if (!sheet) return { kind: "refused", message: SHEET_TEXT.unreadableXlsx };
  return collectRows(sheet, "xlsx", xlsxCell);
}

async function readCsv(text: string): Promise<SheetRead> {
  const book = await newWorkbook();
  // Every cell stays text: exceljs would otherwise turn "10" into a number and dates into Dates.
  const sheet = await book.csv.read(Readable.from([text]), { map: (value: unknown) => value, parserOptions: { delimiter: csvDelimiter(text) } });
  return collectRows(sheet, "csv", (value) => (typeof value === "string" ? value : null));
}

/**
 * The separator of a CSV, from its header line: a comma, or the semicolon (or tab) that
 * spreadsheets save with where the comma is the decimal mark.
 */
export function csvDelimiter(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? "";
  const count = (separator: string) => header.split(separator).length - 1;
  const best = [";", "\t"].find((separator) => count(separator) > count(","));
  return best ?? ",";
}

function collectRows(sheet: ExcelJS.Worksheet, format: "xlsx" | "csv", cell: (value: ExcelJS.CellValue) => CellValue): SheetRead {
  let headers: string[] | undefined;
  const rows: Array<{ rowNumber: number; cells: CellValue[] }> = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // row.values is 1-based and may have holes.
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    const cells = Array.from({ length: values.length }, (_, i) => cell(values[i] ?? null));
    if (cells.every((c) => c === null || (typeof c === "string" && c.trim() === ""))) return;
    if (!headers) {
      headers = cells.map((c) => (c === null ? "" : String(c)));
      return;
    }
    if (rows.length >= MAX_SHEET_ROWS) tooMany = true;
    else rows.push({ rowNumber, cells });
  });
  if (!headers) return { kind: "refused", message: SHEET_TEXT.empty };
  if (tooMany) return { kind: "refused", message: SHEET_TEXT.tooManyRows };
  return { kind: "ok", format, headers, rows };
}

/** An XLSX cell's value as text, number or truth value; formulas count by their last result. */
function xlsxCell(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("formula" in value || "sharedFormula" in value) return xlsxCell((value.result ?? null) as ExcelJS.CellValue);
  if ("hyperlink" in value) return xlsxCell(value.text as ExcelJS.CellValue);
  if ("error" in value) return value.error;
  return null;
}

/**
 * A sheet as CSV (RFC 4180, CRLF), with a byte-order mark so spreadsheets read UTF-8. The
 * cells come defused (productRow, registrationRow): here they are only quoted.
 */
export function sheetCsv(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return csvDocument([headers.map(csvField).join(","), ...rows.map((row) => row.map(csvField).join(","))]);
}

/**
 * A sheet as an XLSX workbook: bold headers kept in view, cells as values, never formulas
 * (text a spreadsheet would run comes defused, as in the CSV). `instructions`: a second sheet
 * of label and text lines that explains the first; `bold` lines are headings.
 */
export async function sheetXlsx(
  name: string,
  columns: ReadonlyArray<{ header: string; width: number }>,
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
  instructions?: { lines: ReadonlyArray<readonly [string, string]>; bold: readonly number[] },
): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of rows) sheet.addRow([...cells]).alignment = { vertical: "top", wrapText: true };
  if (instructions) {
    const help = book.addWorksheet("Instructions");
    help.columns = [{ width: 22 }, { width: 100 }];
    for (const [label, text] of instructions.lines) help.addRow([label, text]).alignment = { vertical: "top", wrapText: true };
    for (const line of instructions.bold) help.getRow(line).font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The catalogue as CSV. */
export function catalogueCsv(products: readonly SheetProduct[]): string {
  return sheetCsv(SHEET_HEADERS, products.map(productRow));
}

/**
 * The catalogue as an XLSX workbook; the template adds the instructions sheet.
 * `instructions`: add the sheet that explains the columns, listing these categories and dosage forms.
 */
export function catalogueXlsx(products: readonly SheetProduct[], options: { instructions?: VocabularyLookup } = {}): Promise<Buffer> {
  // A whole number is a number cell; an optional one left blank stays an empty cell.
  const rows = products.map((product) => productRow(product).map((text, i) => (SHEET_COLUMNS[i]?.kind === "integer" && text !== "" ? Number(text) : text)));
  return sheetXlsx(PRODUCTS_SHEET, [...SHEET_COLUMNS, ...TRANSLATION_COLUMNS], rows, options.instructions && instructions(options.instructions));
}

/** The template: the headers, one example row and a sheet that explains the columns. */
export function templateXlsx(vocabulary: VocabularyLookup = SEEDED_VOCABULARY): Promise<Buffer> {
  return catalogueXlsx([TEMPLATE_EXAMPLE], { instructions: vocabulary });
}

function instructions(vocabulary: VocabularyLookup): { lines: Array<[string, string]>; bold: number[] } {
  const lines: Array<[string, string]> = [
    ["How to use this file", "One row per product on the Products sheet; replace the example row. Upload it under Products > Import: you see a preview first, and nothing changes until you confirm."],
    ["", "Rows are matched to existing products by ID, or by slug when the ID is empty. Products missing from the file are left as they are."],
    ["", "A list (description list, key benefits) is one cell with one item per line. Pictures are not in the file: upload them on the product's pictures page."],
    ["", "A cell starting with an apostrophe (') is read without it: the export adds one before text a spreadsheet would run as a formula."],
    ["", ""],
    ["Column", "What it holds"],
    ...SHEET_COLUMNS.map((column): [string, string] => [column.header, column.help]),
    ...TRANSLATION_COLUMNS.map((column): [string, string] => [column.header, column.help]),
    ["", ""],
    ["Categories", vocabulary.keys("category").join(", ")],
    ["Dosage forms", vocabulary.keys("dosageForm").join(", ")],
    ["Statuses", PRODUCT_STATUSES.join(", ")],
  ];
  return { lines, bold: [1, 6] };
}
