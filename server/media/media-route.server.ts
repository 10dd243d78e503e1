import type { RequestHandler } from "express";
import { sendStored } from "./send-stored.server";
import { isMediaKey, type MediaStorage } from "./media-storage.server";

/** A key names its bytes for ever (docs/decisions/0019-product-pictures-and-media-storage.md). */
/** Keys under this prefix are documents' files (server/documents), not public media. */
export const PRIVATE_PREFIX = "documents/";

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Serves stored media under the media prefix (mounted there), from the disk or the bucket:
 * cached for a year by browsers and CDNs, 404 for a key that is not stored.
 */
export function mediaRoute(storage: MediaStorage): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      next();
      return;
    }
    const key = req.path.replace(/^\//, "");
    // Documents' files are never media: they go out through their own checks (document-files).
    const found = isMediaKey(key) && !key.startsWith(PRIVATE_PREFIX) ? await storage.get(key) : null;
    if (!found) {
      res.setHeader("Cache-Control", "no-store");
      res.status(404).type("text/plain").send("Not found.");
      return;
    }
    res.status(200);
    res.setHeader("Content-Type", found.contentType);
    res.setHeader("Content-Length", String(found.length));
    res.setHeader("Cache-Control", MEDIA_CACHE_CONTROL);
    await sendStored(res, found, req.method === "HEAD");
  };
}
