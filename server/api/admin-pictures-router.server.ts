import express from "express";
import { sendJson } from "../http/api-errors.server";
import { sendOutcome } from "../http/api-outcome.server";
import { readUpload } from "../http/multipart.server";
import { PICTURE_UPLOAD_LIMITS } from "../http/upload-limits.server";
import type { PictureRecord } from "../catalogue/picture-repository.server";
import type { Services } from "../services.server";

/** The JSON shape of a picture, with its variants' URLs for the admin's previews. */
function toPictureData({ productId: _productId, ...picture }: PictureRecord) {
  return picture;
}

/**
 * Uploads, under `/api/admin/products/:id/pictures`: multipart bodies of up to ten 10 MB
 * pictures. Mounted before the API's JSON-only rule and its 16 KB limit, which hold for
 * every other route; this one streams its body through its own limits.
 */
export function adminPictureUploadRouter(services: Services): express.Router {
  const router = express.Router();
  router.post("/admin/products/:id/pictures", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const read = await readUpload({ "content-type": req.headers["content-type"], "content-length": req.headers["content-length"] }, req, PICTURE_UPLOAD_LIMITS);
    if (!read.ok) {
      sendJson(res, read.status, { success: false, message: read.message });
      return;
    }
    const outcome = await services.pictures.upload(String(req.params.id), read.files);
    sendOutcome(res, outcome, { status: 201, message: "Pictures uploaded", data: (pictures) => pictures.map(toPictureData) });
  });
  return router;
}

/** The rest of a product's pictures as JSON, under `/api/admin/products/:id/pictures`. */
export function adminPicturesRouter(services: Services): express.Router {
  const { pictures } = services;
  const router = express.Router({ mergeParams: true });

  router.get("/", async (req, res) => {
    sendOutcome(res, await pictures.list(param(req, "id")), {
      data: ({ product, pictures: list }) => ({ product, pictures: list.map(toPictureData) }),
    });
  });

  // {order: [pictureId, ...]}: every picture of the product, once.
  router.put("/order", async (req, res) => {
    sendOutcome(res, await pictures.reorder(param(req, "id"), req.body), { data: (list) => list.map(toPictureData) });
  });

  // {alt}
  router.patch("/:pictureId", async (req, res) => {
    sendOutcome(res, await pictures.setAlt(param(req, "id"), param(req, "pictureId"), req.body), { data: toPictureData });
  });

  router.delete("/:pictureId", async (req, res) => {
    sendOutcome(res, await pictures.remove(param(req, "id"), param(req, "pictureId")), { message: "Picture removed" });
  });

  return router;
}

function param(req: express.Request, name: string): string {
  return String((req.params as Record<string, string>)[name] ?? "");
}
