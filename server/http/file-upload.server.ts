import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";

/** One uploaded file, whole in memory (small files only: the limit bounds it). */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export type UploadRead =
  | { kind: "ok"; file: UploadedFile; fields: Record<string, string> }
  | { kind: "refused"; status: 400 | 413 | 415; message: string };

export interface UploadLimits {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  /** Said when the file is larger than maxBytes, e.g. "The file is larger than 5 MB." */
  tooLargeMessage: string;
}

/**
 * Reads a multipart form post holding one file (and a few short text fields), without ever
 * holding more than the limit: a declared length above it is refused before reading, and a
 * body that grows past it is cut off. Malformed bodies are refused with a message, never thrown.
 */
export async function readUpload(request: Request, limits: UploadLimits): Promise<UploadRead> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) {
    return { kind: "refused", status: 415, message: "Send the file from the form (a multipart/form-data upload)." };
  }
  // The text fields and multipart framing take a few KB beyond the file itself.
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limits.maxBytes + 64 * 1024) {
    return { kind: "refused", status: 413, message: limits.tooLargeMessage };
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": type }, limits: { files: 1, fileSize: limits.maxBytes, fields: 20, fieldSize: 4096, parts: 30 } });
  } catch {
    return { kind: "refused", status: 400, message: "The upload could not be read." };
  }
  return new Promise<UploadRead>((resolve) => {
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let refusal: UploadRead | undefined;
    const refuse = (status: 400 | 413, message: string) => (refusal ??= { kind: "refused", status, message });
    parser.on("field", (name, value) => (fields[name] ??= value));
    parser.on("file", (name, stream, info) => {
      if (name !== limits.field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => refuse(413, limits.tooLargeMessage));
      stream.on("end", () => {
        if (!refusal) file = { name: info.filename ?? "", bytes: Buffer.concat(chunks) };
      });
    });
    parser.on("filesLimit", () => refuse(400, "Upload one file at a time."));
    parser.on("error", () => {
      refuse(400, "The upload could not be read.");
      resolve(refusal!);
    });
    parser.on("close", () => {
      if (refusal) resolve(refusal);
      else if (!file || (file.name === "" && file.bytes.length === 0)) resolve({ kind: "refused", status: 400, message: "Choose a file to upload." });
      else resolve({ kind: "ok", file, fields });
    });
    const body = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
    body.on("error", () => {
      refuse(400, "The upload could not be read.");
      resolve(refusal!);
    });
    body.pipe(parser);
  });
}
