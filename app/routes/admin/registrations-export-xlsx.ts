import { requireAdmin } from "~server/auth/require-admin.server";
import { sheetDownload, XLSX_TYPE } from "~server/catalogue/sheet-download.server";
import type { Route } from "./+types/registrations-export-xlsx";

/** /adminproducts/registrations.xlsx: every product's registrations by country, with the file's instructions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "registrationsExportXlsx");
  return sheetDownload(await context.services.registrationSheets.exportXlsx(), XLSX_TYPE, "registrations", "xlsx");
}
