import express, { type Response } from "express";
import { NOT_ALLOWED, mayUse } from "../../app/admin/roles";
import { ADMIN_FILES, ADMIN_FILE_AREAS } from "../../app/config/admin-paths";
import { DOCUMENT_FILES } from "../../app/config/paths";
import { readSessionToken } from "../auth/session-cookie.server";
import type { DocumentFile } from "../documents/documents.server";
import { sendStored } from "../media/send-stored.server";
import type { Services } from "../services.server";

/** `filename` for every client, `filename*` (RFC 6266) for the exact name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function notFound(res: Response): void {
  res.setHeader("Cache-Control", "no-store");
  res.status(404).type("text/plain").send("Not found.");
}

/**
 * Streams a document's file (docs/decisions/0050-document-library.md): never read whole into
 * memory, always an attachment, never sniffed or run by the browser (nosniff, a sandbox CSP),
 * never cached (no-store also keeps it out of the page cache).
 */
export async function sendDocumentFile(res: Response, file: DocumentFile, head: boolean): Promise<void> {
  res.status(200);
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Content-Length", String(file.length));
  res.setHeader("Content-Disposition", contentDisposition(file.fileName));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "sandbox");
  res.setHeader("Cache-Control", "no-store");
  await sendStored(res, file, head);
}

/**
 * The files of the document library: a public document's current file for anyone; an approved
 * one through a document request's link; any version of any document for a signed-in admin whose
 * role has the documents. And the attachments of buyers' answers, for a role with the inbox.
 * Anything else is the same 404.
 */
export function documentFilesRouter(services: Services): express.Router {
  const { documents, documentRequests, sessions, env } = services;
  const router = express.Router();
  router.get(DOCUMENT_FILES.document, async (req, res) => {
    const file = await documents.openFile(String(req.params.id), "public");
    if (!file) return notFound(res);
    await sendDocumentFile(res, file, req.method === "HEAD");
  });
  // Through an approved request's link: only while it works, only the documents it approved;
  // each download is logged with the address the site sees (decision 0062).
  router.get(DOCUMENT_FILES.granted, async (req, res) => {
    const file = await documentRequests.openGranted(String(req.params.token), String(req.params.id), req.ip ?? "");
    if (!file) return notFound(res);
    await sendDocumentFile(res, file, req.method === "HEAD");
  });
  router.get(ADMIN_FILES.documentFile, async (req, res) => {
    const admin = await sessions.resolve(readSessionToken(env, req.headers.cookie));
    // A signed-in admin whose role has no documents is told so (decision 0065); anyone else gets the 404.
    if (admin && !mayUse(admin.role, ADMIN_FILE_AREAS.documentFile)) {
      res.setHeader("Cache-Control", "no-store");
      res.status(403).type("text/plain").send(NOT_ALLOWED);
      return;
    }
    const version = Number(req.params.version);
    const file = admin && Number.isInteger(version) && version > 0 ? await documents.openFile(String(req.params.id), "admin", version) : null;
    if (!file) return notFound(res);
    await sendDocumentFile(res, file, req.method === "HEAD");
  });
  // A buyer's answer's attachment (decision 0069): a stranger's file, so always a download of
  // unknown type, whatever the mail said it was.
  router.get(ADMIN_FILES.answerAttachment, async (req, res) => {
    const admin = await sessions.resolve(readSessionToken(env, req.headers.cookie));
    if (admin && !mayUse(admin.role, ADMIN_FILE_AREAS.answerAttachment)) {
      res.setHeader("Cache-Control", "no-store");
      res.status(403).type("text/plain").send(NOT_ALLOWED);
      return;
    }
    const index = Number(req.params.index);
    const found = admin && Number.isInteger(index) && index >= 0 ? await services.leadMail.answerAttachment(String(req.params.mailId), index) : null;
    if (!found) return notFound(res);
    await sendDocumentFile(res, { body: found.body, length: found.size, contentType: "application/octet-stream", fileName: found.fileName }, req.method === "HEAD");
  });
  return router;
}
