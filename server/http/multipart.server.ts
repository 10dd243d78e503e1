import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";

/** One uploaded file, whole in memory (the limits bound it). */
export interface UploadedFile {
  name: string;
  /** Empty when the file passed the size limit (`oversized`): its bytes were not kept. */
  bytes: Buffer;
  oversized: boolean;
}

export type UploadRead =
  /** `fields`: each name's first value; `lists`: every value of each name, in order (a multiple select). */
  | { ok: true; files: UploadedFile[]; fields: Record<string, string>; lists: Record<string, string[]> }
  | { ok: false; status: 400 | 413 | 415; message: string };

export interface UploadLimits {
  /** The form field whose files are kept; other files are read past. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  /**
   * A file past maxFileBytes: "refuse" answers 413 with `tooLarge`; "flag" reads the rest past,
   * keeps the file's name and marks it `oversized`, so the answer can name it among the others.
   */
  oversizedFile: "refuse" | "flag";
  /** Said when a file (with "refuse") or the whole body is too large. */
  tooLarge: string;
  /** Said, with 413, when more than maxFiles files come. */
  tooMany: string;
}

/** Room for the multipart framing and a few small text fields around the files. */
const OVERHEAD = 64 * 1024;
const UNREADABLE = "The upload could not be read.";

/** The most a body may carry under these limits. */
export function uploadBodyLimit(limits: Pick<UploadLimits, "maxFiles" | "maxFileBytes">): number {
  return limits.maxFiles * limits.maxFileBytes + OVERHEAD;
}

/**
 * The one multipart reader (pictures, spreadsheets): reads the upload as it streams in with a
 * limit on every part, so nothing larger than the limits is ever held. A declared length above
 * the body limit is refused before reading; a body that runs on past it is cut off and answered
 * at once. Files without a name (an empty file input) are ignored. Malformed bodies are refused
 * with a message, never thrown.
 */
export function readUpload(headers: { "content-type"?: string; "content-length"?: string }, body: Readable, limits: UploadLimits): Promise<UploadRead> {
  const type = headers["content-type"] ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    body.resume();
    return Promise.resolve({ ok: false, status: 415, message: "Send the file from the form (a multipart/form-data upload)." });
  }
  const bodyLimit = uploadBodyLimit(limits);
  if (Number(headers["content-length"] ?? 0) > bodyLimit) {
    body.resume();
    return Promise.resolve({ ok: false, status: 413, message: limits.tooLarge });
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
        headers: { "content-type": type },
        // busboy calls a file that reaches fileSize over the limit: one byte more, so a file of
        // exactly maxFileBytes passes and one of maxFileBytes + 1 does not.
        limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes + 1, fields: 20, fieldSize: 4096, parts: limits.maxFiles + 30 },
      });
    } catch {
      body.resume();
      finish({ ok: false, status: 400, message: UNREADABLE });
      return;
    }
    const files: UploadedFile[] = [];
    const fields: Record<string, string> = {};
    const lists: Record<string, string[]> = {};
    let received = 0;
    let refusal: UploadRead | undefined;
    const refuse = (status: 400 | 413, message: string) => (refusal ??= { ok: false, status, message });

    parser.on("file", (field, stream, info) => {
      if (field !== limits.field || !info.filename) {
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
        if (limits.oversizedFile === "refuse") refuse(413, limits.tooLarge);
      });
      stream.on("end", () => {
        if (!file.oversized) file.bytes = Buffer.concat(chunks);
      });
      // A body cut inside this file: the parser says so on the file's stream too, and an
      // unheard stream error would end the process. The part read so far is let go.
      stream.on("error", () => {
        chunks.length = 0;
        fail();
      });
    });
    parser.on("field", (name, value) => {
      fields[name] ??= value;
      (lists[name] ??= []).push(value);
    });
    parser.on("filesLimit", () => refuse(413, limits.tooMany));
    parser.on("partsLimit", () => refuse(413, limits.tooMany));
    /** A broken or cut body: nothing read is kept, the rest is not read. */
    const fail = () => {
      if (settled) return;
      files.length = 0;
      body.unpipe(parser);
      body.resume();
      finish({ ok: false, status: 400, message: UNREADABLE });
    };
    parser.on("error", fail);
    parser.on("close", () => finish(refusal ?? { ok: true, files, fields, lists }));
    body.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > bodyLimit && !settled) {
        // A body without a length that runs on: stop reading it, answer now.
        body.unpipe(parser);
        body.destroy();
        finish({ ok: false, status: 413, message: limits.tooLarge });
      }
    });
    body.on("error", fail);
    // A connection that closes before the body ended (the client gave up).
    body.on("close", () => {
      if (!body.readableEnded) fail();
    });
    body.pipe(parser);
  });
}

/** The same for a route action's Fetch request. */
export function readRequestUpload(request: Request, limits: UploadLimits): Promise<UploadRead> {
  const body = request.body ? Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>) : Readable.from([]);
  return readUpload(
    { "content-type": request.headers.get("content-type") ?? undefined, "content-length": request.headers.get("content-length") ?? undefined },
    body,
    limits,
  );
}
