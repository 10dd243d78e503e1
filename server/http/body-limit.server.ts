import type { RequestHandler } from "express";
import { API_PREFIXES, MCP_ENDPOINT, VISITOR_PAGES } from "../../app/config/paths";
import { ADMIN_API_PREFIXES, ADMIN_PAGES } from "../../app/config/admin-paths";
import { PREFIXED_LOCALES } from "../../app/i18n/locales";
import { says, validationMessage } from "../../app/schemas/validation-messages";
import { isJsonEndpoint, pathPattern } from "./json-endpoints.server";
import { uploadBodyLimit, type UploadLimits } from "./multipart.server";
import { DOCUMENT_UPLOAD_LIMITS, IMPORT_UPLOAD_LIMITS, PICTURE_UPLOAD_LIMITS } from "./upload-limits.server";

/** Every form page and every API route (docs/requirements.md §8): a form never needs more. */
export const FORM_BODY_LIMIT = 16 * 1024;
/** A request for quotation carries a list of up to 50 lines with notes (on the /quote page, the API or the MCP endpoint): more room, still bounded. */
export const QUOTE_BODY_LIMIT = 64 * 1024;

/** How long the rest of a refused body is read past before its connection is cut. */
const LINGER_MS = 1_000;

export const LENGTH_REQUIRED_MESSAGE = "Length required: send the form from the page.";

/** A route that takes an upload: its own, larger limit, for a signed-in admin only. */
interface UploadRoute {
  pattern: RegExp;
  limit: number;
  /** Said when an admin's upload passes the limit: the upload's own words. */
  tooLarge: string;
}

function uploadRoute(path: string, limits: UploadLimits): UploadRoute {
  return { pattern: pathPattern(path), limit: uploadBodyLimit(limits), tooLarge: limits.tooLarge };
}

const UPLOAD_ROUTES: UploadRoute[] = [
  ...[`${ADMIN_API_PREFIXES.adminProducts}/:id/pictures`, ADMIN_PAGES.productPictures].map((path) => uploadRoute(path, PICTURE_UPLOAD_LIMITS)),
  ...[`${ADMIN_API_PREFIXES.adminProducts}/import`, ADMIN_PAGES.productsImport, ADMIN_PAGES.registrationsImport].map((path) => uploadRoute(path, IMPORT_UPLOAD_LIMITS)),
  ...[ADMIN_PAGES.documents, ADMIN_PAGES.document].map((path) => uploadRoute(path, DOCUMENT_UPLOAD_LIMITS)),
];

const QUOTE_ROUTES: RegExp[] = [
  pathPattern(`${API_PREFIXES.api}${VISITOR_PAGES.quote}`),
  // An assistant's request_quotation carries the same list (decision 0063).
  pathPattern(MCP_ENDPOINT),
  pathPattern(VISITOR_PAGES.quote),
  ...PREFIXED_LOCALES.map((locale) => pathPattern(`/${locale}${VISITOR_PAGES.quote}`)),
];

/** Routes the tests use to provoke failures (ENABLE_TEST_ROUTES): not forms. */
const TEST_PATH = /^\/__test\//;

/** The upload route a path is, if any (a POST there may carry a file). */
export function uploadRouteOf(pathname: string): UploadRoute | undefined {
  return UPLOAD_ROUTES.find((route) => route.pattern.test(pathname));
}

/** The most a request to `pathname` may carry, before knowing who sends it. */
export function defaultBodyLimit(pathname: string): number {
  return QUOTE_ROUTES.some((pattern) => pattern.test(pathname)) ? QUOTE_BODY_LIMIT : FORM_BODY_LIMIT;
}

export interface BodyLimitOptions {
  /** True when the request comes from a signed-in admin (only they may upload). */
  isAdmin: (cookieHeader: string | undefined) => Promise<boolean>;
}

/**
 * One body limit for every request, decided before any of the body is read (docs/requirements.md §8,
 * decision 0028): 16 KB for every form page and API route, 64 KB for the quote list, and the
 * upload's own limit on the upload routes for a signed-in admin only. A declared length above it
 * is answered 413 at once; nothing of the body is held, and a connection still sending is cut. A body without a
 * declared length is taken only where an upload is streamed through its own limits; elsewhere
 * 411 (every browser form states its length). A form page takes only a form's content type (415).
 */
export function bodyLimit({ isAdmin }: BodyLimitOptions): RequestHandler {
  return (req, res, next) => {
    const path = req.path;
    // The API and the MCP endpoint take JSON and answer in JSON.
    const api = isJsonEndpoint(path);
    const upload = req.method === "POST" ? uploadRouteOf(path) : undefined;
    const refuse = (status: 411 | 413 | 415, message: string) => {
      res.setHeader("Cache-Control", "no-store");
      // Nothing of the body is kept. What the client still sends is read past (never held) for
      // LINGER_MS at most, as servers do so that the client reads this answer instead of a reset
      // connection; then a body still coming is cut.
      res.once("finish", () => {
        if (req.complete) return;
        setTimeout(() => {
          if (!req.complete) req.socket.destroy();
        }, LINGER_MS).unref();
      });
      if (api) res.status(status).type("application/json").send(JSON.stringify({ success: false, message }));
      else res.status(status).type("text/plain").send(message);
    };
    const declared = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    const length = declared === undefined ? 0 : Number(declared);
    const hasBody = chunked || length > 0;

    if (!api && !TEST_PATH.test(path) && req.method === "POST") {
      const type = (req.headers["content-type"] ?? "").toLowerCase();
      const form = type.startsWith("application/x-www-form-urlencoded") || (upload !== undefined && type.startsWith("multipart/form-data"));
      if (!form) {
        refuse(415, validationMessage(says("sendFromPage")));
        return;
      }
    }
    if (!hasBody) {
      next();
      return;
    }
    const small = defaultBodyLimit(path);
    /** `streamed`: an admin's upload, which its reader bounds as it streams (readUpload). */
    const limited = (limit: number, streamed: boolean, tooLarge: string = validationMessage(says("bodyTooLarge"))) => {
      if (chunked && !streamed) refuse(411, LENGTH_REQUIRED_MESSAGE);
      else if (length > limit) refuse(413, tooLarge);
      else next();
    };
    if (!upload || (!chunked && length <= small)) {
      limited(small, false);
      return;
    }
    // Only now is the database asked: the upload's room is for a signed-in admin alone.
    isAdmin(req.headers.cookie).then(
      (admin) => (admin ? limited(upload.limit, true, upload.tooLarge) : limited(small, false)),
      (error: unknown) => next(error),
    );
  };
}
