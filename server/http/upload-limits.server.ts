import { IMPORT_TEXT, MAX_IMPORT_BYTES } from "../../app/catalogue/catalogue-import";
import { PICTURES_FIELD, PICTURES_PER_UPLOAD } from "../../app/schemas/product-picture";
import { DOCUMENT_FILE_FIELD, DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE } from "../../app/schemas/documents";
import type { UploadLimits } from "./multipart.server";

/**
 * The uploads the site takes, as the one multipart reader (multipart.server.ts) and the body
 * limit in front (body-limit.server.ts) read them. Here, in http/, so that the request's
 * guards need nothing from the domains that use the files.
 */

/** A picture's size limit (docs/decisions/0019-product-pictures-and-media-storage.md). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** A picture upload: up to PICTURES_PER_UPLOAD files. */
export const PICTURE_UPLOAD_LIMITS: UploadLimits = {
  field: PICTURES_FIELD,
  maxFiles: PICTURES_PER_UPLOAD,
  maxFileBytes: PICTURE_MAX_BYTES,
  // An oversized picture is named in the answer with the others' outcomes.
  oversizedFile: "flag",
  tooLarge: "The upload is too large.",
  tooMany: `At most ${PICTURES_PER_UPLOAD} pictures can be uploaded at once.`,
};

/** The import's upload, on its page and at its JSON endpoint: one XLSX or CSV file, up to 5 MB. */
export const IMPORT_UPLOAD_LIMITS: UploadLimits = {
  field: "file",
  maxFiles: 1,
  maxFileBytes: MAX_IMPORT_BYTES,
  oversizedFile: "refuse",
  tooLarge: IMPORT_TEXT.tooLarge,
  tooMany: "Upload one file at a time.",
};

/**
 * A document's file (docs/decisions/0050-document-library.md): one PDF, JPEG or PNG up to 20 MB,
 * on the library's pages. A larger file is named with the form's other errors, nothing kept.
 */
export const DOCUMENT_UPLOAD_LIMITS: UploadLimits = {
  field: DOCUMENT_FILE_FIELD,
  maxFiles: 1,
  maxFileBytes: DOCUMENT_MAX_BYTES,
  oversizedFile: "flag",
  tooLarge: DOCUMENT_TOO_LARGE,
  tooMany: "Upload one file at a time.",
};
