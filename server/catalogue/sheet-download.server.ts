export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV_TYPE = "text/csv; charset=utf-8";

/** A spreadsheet as a download named after the day it was made (products-2026-11-22.xlsx). */
export function sheetDownload(body: Buffer | string, type: string, name: string, extension: string, options: { dated?: boolean } = {}): Response {
  const day = new Date().toISOString().slice(0, 10);
  const filename = options.dated === false ? `${name}.${extension}` : `${name}-${day}.${extension}`;
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
