import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { PICTURES_FIELD, PICTURES_PER_UPLOAD } from "../../app/schemas/product-picture";
import { PICTURE_MAX_BYTES } from "./picture-processing.server";

/** Room for the multipart framing and a few small fields around the files. */
const OVERHEAD = 64 * 1024;
export const UPLOAD_BODY_LIMIT = PICTURES_PER_UPLOAD * PICTURE_MAX_BYTES + OVERHEAD;

export interface UploadedFile {
  name: string;
  /** Empty when the file passed the size limit (`oversized`): its bytes were not kept. */
  bytes: Buffer;
  oversized: boolean;
}

export type UploadRead =
  | { ok: true; files: UploadedFile[]; fields: Record<string, string> }
  | { ok: false; status: 400 | 413 | 415; message: string };

const TOO_MANY = `At most ${PICTURES_PER_UPLOAD} pictures can be uploaded at once.`;
const TOO_LARGE = "The upload is too large.";

/**
 * Reads a multipart upload as it streams in, with limits on every part: a file is kept in
 * memory only up to the picture size limit (past it the rest is read and dropped, so the
 * answer can name the file), the whole body stops at UPLOAD_BODY_LIMIT. Only the pictures
 * field's files are kept; files without a name (an empty file input) are ignored.
 */
export function readPictureUpload(headers: IncomingHttpHeaders, body: Readable): Promise<UploadRead> {
  const type = headers["content-type"] ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    return Promise.resolve({ ok: false, status: 415, message: "Pictures must be sent as multipart/form-data." });
  }
  const length = Number(headers["content-length"] ?? 0);
  if (length > UPLOAD_BODY_LIMIT) {
    body.resume();
    return Promise.resolve({ ok: false, status: 413, message: TOO_LARGE });
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: UploadRead) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { ...headers, "content-type": type },
        limits: { files: PICTURES_PER_UPLOAD, fileSize: PICTURE_MAX_BYTES, fields: 20, fieldSize: 4096, parts: 40 },
      });
    } catch {
      body.resume();
      finish({ ok: false, status: 400, message: "The upload could not be read." });
      return;
    }
    const files: UploadedFile[] = [];
    const fields: Record<string, string> = {};
    let received = 0;
    let refusal: UploadRead | undefined;

    parser.on("file", (field, stream, info) => {
      if (field !== PICTURES_FIELD || !info.filename) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const file: UploadedFile = { name: info.filename, bytes: Buffer.alloc(0), oversized: false };
      files.push(file);
      stream.on("data", (chunk: Buffer) => {
        if (!file.oversized) chunks.push(chunk);
      });
      stream.on("limit", () => {
        file.oversized = true;
        chunks.length = 0;
      });
      stream.on("end", () => {
        if (!file.oversized) file.bytes = Buffer.concat(chunks);
      });
    });
    parser.on("field", (name, value) => {
      fields[name] ??= value;
    });
    parser.on("filesLimit", () => {
      refusal ??= { ok: false, status: 413, message: TOO_MANY };
    });
    parser.on("partsLimit", () => {
      refusal ??= { ok: false, status: 413, message: TOO_MANY };
    });
    parser.on("error", () => {
      body.unpipe(parser);
      body.resume();
      finish({ ok: false, status: 400, message: "The upload could not be read." });
    });
    parser.on("close", () => finish(refusal ?? { ok: true, files, fields }));
    body.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > UPLOAD_BODY_LIMIT && !settled) {
        // A body without a length that runs on: stop reading it, answer now.
        body.unpipe(parser);
        body.destroy();
        finish({ ok: false, status: 413, message: TOO_LARGE });
      }
    });
    body.on("error", () => finish({ ok: false, status: 400, message: "The upload could not be read." }));
    body.pipe(parser);
  });
}
