import express from "express";
import { apiAdmin } from "../auth/require-admin.server";
import { actorOf } from "../catalogue/product-admin.server";
import { NO_IMPORT_FILE } from "../catalogue/catalogue-sheets.server";
import { sendJson } from "../http/api-errors.server";
import { sendOutcome } from "../http/api-outcome.server";
import { readUpload } from "../http/multipart.server";
import { IMPORT_UPLOAD_LIMITS } from "../http/upload-limits.server";
import { adminPath } from "../../app/config/admin-paths";
import type { Services } from "../services.server";

/**
 * `POST /api/admin/products/import`: a spreadsheet (multipart, field `file`) read into a
 * preview, as the import page's form does; the answer names the preview's token and page.
 * Nothing in the catalogue changes here. Mounted before the API's JSON-only rule: the body
 * streams through the import's own limits.
 */
export function adminImportUploadRouter(services: Services): express.Router {
  const router = express.Router();
  router.post("/admin/products/import", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const read = await readUpload({ "content-type": req.headers["content-type"], "content-length": req.headers["content-length"] }, req, IMPORT_UPLOAD_LIMITS);
    if (!read.ok) {
      sendJson(res, read.status, { success: false, message: read.message, errors: { [IMPORT_UPLOAD_LIMITS.field]: read.message } });
      return;
    }
    const [file] = read.files;
    if (!file) {
      sendJson(res, 400, { success: false, message: NO_IMPORT_FILE, errors: { [IMPORT_UPLOAD_LIMITS.field]: NO_IMPORT_FILE } });
      return;
    }
    const outcome = await services.catalogueSheets.preview(actorOf(apiAdmin(res)), file);
    sendOutcome(res, outcome, {
      status: 201,
      data: ({ token, plan }) => ({ token, preview: adminPath("productsImportPreview", { token }), counts: plan.counts }),
    });
  });
  return router;
}
