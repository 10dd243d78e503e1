import { requireAdmin } from "~server/auth/require-admin.server";
import { sheetDownload, XLSX_TYPE } from "~server/catalogue/sheet-download.server";
import type { Route } from "./+types/products-export-xlsx";

/** /adminproducts/export.xlsx: every product, whatever its status, internal remark included. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "productsExportXlsx");
  return sheetDownload(await context.services.catalogueSheets.exportXlsx(), XLSX_TYPE, "products", "xlsx");
}
