import { newWorkbook } from "../files/workbook.server";
import type { MessageRow, QuoteLineRow } from "./message-repository.server";

/**
 * One quote request's lines as a spreadsheet to price in: the terms on top, then a row per
 * product with empty price columns. Cells are written as values, never formulas, so visitor
 * text cannot run in the spreadsheet.
 */
export async function quoteLinesXlsx(message: MessageRow, lines: QuoteLineRow[]): Promise<Buffer> {
  const book = await newWorkbook();
  book.created = new Date(Number(message.created_at));
  const sheet = book.addWorksheet(message.reference ?? "Quote");
  sheet.addRow(["Reference", message.reference ?? ""]);
  sheet.addRow(["Company", message.company ?? ""]);
  sheet.addRow(["Buyer", `${message.name ?? ""} <${message.email}>`]);
  sheet.addRow(["Terms", `${message.incoterm ?? ""} ${message.destination ?? ""}, ${message.country ?? ""}`]);
  sheet.addRow([]);
  const header = sheet.addRow(["#", "Product", "Quantity", "Unit", "Note", "Unit price", "Amount"]);
  header.font = { bold: true };
  for (const line of lines) {
    // A product that left the catalogue before the buyer sent the list: named so, its quantity left blank when never set.
    const gone = line.available === 0;
    sheet.addRow([
      line.position,
      gone ? `${line.product_name} (no longer available)` : line.product_name,
      gone && Number(line.quantity) === 0 ? null : Number(line.quantity),
      line.unit,
      line.note,
      null,
      null,
    ]);
  }
  sheet.columns.forEach((column, i) => (column.width = [5, 40, 14, 10, 40, 12, 14][i]));
  sheet.getColumn(3).numFmt = "#,##0";
  return Buffer.from(await book.xlsx.writeBuffer());
}
