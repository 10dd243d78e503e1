import { requireAdmin } from "~server/auth/require-admin.server";
import { CSV_TYPE, sheetDownload } from "~server/catalogue/sheet-download.server";
import type { Route } from "./+types/products-export-csv";

/** /adminproducts/export.csv: the same rows as the XLSX export, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "productsExportCsv");
  return sheetDownload(await context.services.catalogueSheets.exportCsv(), CSV_TYPE, "products", "csv");
}
