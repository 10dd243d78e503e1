import { requireAdmin } from "~server/auth/require-admin.server";
import { CSV_TYPE, sheetDownload } from "~server/catalogue/sheet-download.server";
import type { Route } from "./+types/registrations-export-csv";

/** /adminproducts/registrations.csv: the same rows as the XLSX export, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "registrationsExportCsv");
  return sheetDownload(await context.services.registrationSheets.exportCsv(), CSV_TYPE, "registrations", "csv");
}
