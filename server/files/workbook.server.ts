import type ExcelJS from "exceljs";

/**
 * A new exceljs workbook, for every spreadsheet the site reads or writes. exceljs is loaded at
 * the first one, not when the server starts: a tenth of a second of every start, for what staff
 * do now and then.
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: exceljs } = await import("exceljs");
  return new exceljs.Workbook();
}
