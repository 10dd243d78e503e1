import { requireAdmin } from "~server/auth/require-admin.server";
import { sheetDownload, XLSX_TYPE } from "~server/catalogue/sheet-download.server";
import type { Route } from "./+types/products-template";

/** /adminproducts/template.xlsx: the import's columns, one example row and the instructions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "productsTemplate");
  return sheetDownload(await context.services.catalogueSheets.template(), XLSX_TYPE, "products-template", "xlsx", { dated: false });
}
