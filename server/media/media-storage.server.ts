import type { Readable } from "node:stream";

/** A stored file as read back: its bytes as a stream, with what the answer's headers need. */
export interface StoredMedia {
  body: Readable;
  length: number;
  contentType: string;
  /** Local storage: the file itself, which sendStored (send-stored.server.ts) reads in place of the stream. */
  path?: string;
}

/**
 * Where uploaded media live: a directory under DATA_DIR, or an S3-compatible bucket. Keys are
 * relative paths of lower-case letters, digits, dashes and slashes with an extension; a key is
 * never reused for different bytes, so whatever caches a file may keep it for ever.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredMedia | null>;
  /** Deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[a-z0-9]+(?:[/-][a-z0-9]+)*\.[a-z0-9]+$/;

/** A key that cannot climb out of its folder or name anything odd. */
export function isMediaKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png", pdf: "application/pdf" };

/** The content type of a key, from its extension (keys are made by the server, never by a visitor). */
export function mediaType(key: string): string {
  return TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
