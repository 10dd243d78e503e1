import sharp, { type Metadata } from "sharp";
import type { PictureFormat } from "../../app/catalogue/picture-urls";
import { PICTURE_MAX_BYTES } from "../http/upload-limits.server";

/** 50 megapixels: a 48 MP phone photo passes; decoding it takes about 200 MB at most. */
export const PICTURE_MAX_PIXELS = 50_000_000;
export const PICTURE_MAX_SIDE = 16_384;
/** The widths a card (320), the gallery (640, 1280 on dense screens) and the zoom view (1920) ask for. */
export const PICTURE_WIDTHS = [320, 640, 1280, 1920] as const;

export const ACCEPTED_TYPES = "JPEG, PNG, WebP or AVIF";

type Sniffed = "jpeg" | "png" | "webp" | "avif" | "svg";

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** The format the first bytes say, whatever the file is called or claims to be. */
export function sniffFormat(bytes: Buffer): Sniffed | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    // The ftyp box: major brand, minor version, then compatible brands up to the box's size.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
    return null;
  }
  // An SVG is text: a BOM, white space, an XML declaration or comments, then <svg somewhere near the top.
  const head = bytes.subarray(0, 4096).toString("utf8").replace(/^\uFEFF/, "").trimStart();
  if (head.startsWith("<") && /<svg[\s>]/i.test(head)) return "svg";
  return null;
}

/** What sharp's header reader calls each accepted format. */
const SHARP_FORMAT: Record<Exclude<Sniffed, "svg">, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

export type Inspection =
  | { ok: true; format: Exclude<Sniffed, "svg">; width: number; height: number }
  | { ok: false; message: string };

/** A file name fit for a message: no folders, no control characters, not too long. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim().slice(0, 80);
  return clean === "" ? "The file" : `"${clean}"`;
}

/**
 * Whether an upload is a picture the site takes: the type from its bytes (magic numbers, then
 * sharp's reading of the header), and its pixel size from the header, before any decoding.
 */
export async function inspectPicture(name: string, bytes: Buffer): Promise<Inspection> {
  const who = displayName(name);
  if (bytes.length > PICTURE_MAX_BYTES) return { ok: false, message: `${who} is larger than 10 MB.` };
  if (bytes.length === 0) return { ok: false, message: `${who} is empty.` };
  const sniffed = sniffFormat(bytes);
  if (sniffed === "svg") {
    return { ok: false, message: `${who} is an SVG drawing. Only ${ACCEPTED_TYPES} pictures can be uploaded.` };
  }
  const notPicture = { ok: false as const, message: `${who} is not a ${ACCEPTED_TYPES} picture.` };
  if (sniffed === null) return notPicture;
  let header: Metadata;
  try {
    // Reads the header only: nothing is decoded yet.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return notPicture;
  }
  if (header.format !== SHARP_FORMAT[sniffed] || (sniffed === "avif" && header.compression !== "av1")) return notPicture;
  const { width, height } = header.autoOrient ?? header;
  if (!width || !height) return notPicture;
  if (width * height > PICTURE_MAX_PIXELS || width > PICTURE_MAX_SIDE || height > PICTURE_MAX_SIDE) {
    return {
      ok: false,
      message: `${who} is ${width} × ${height} pixels: a picture may have at most ${PICTURE_MAX_PIXELS / 1_000_000} million pixels and ${PICTURE_MAX_SIDE} on a side.`,
    };
  }
  return { ok: true, format: sniffed, width, height };
}

export interface EncodedVariant {
  width: number;
  format: PictureFormat;
  bytes: Buffer;
}

export interface EncodedPicture {
  /** Size of the largest variant. */
  width: number;
  height: number;
  /** Ascending. */
  widths: number[];
  variants: EncodedVariant[];
}

/** The widths to store for a picture this wide: the standard ones below it, and one at most its own width. */
export function variantWidths(originalWidth: number): number[] {
  const below = PICTURE_WIDTHS.filter((w) => w < originalWidth);
  const top = Math.min(originalWidth, PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!);
  return [...new Set([...below, top])].sort((a, b) => a - b);
}

/**
 * One picture at a time (each libvips call on one thread), so uploads cannot take the cores the
 * page renderer needs; further uploads wait their turn.
 */
class TaskQueue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

const queue = new TaskQueue();
sharp.concurrency(1);
// Each upload is new: caching decoded pictures would only hold memory.
sharp.cache(false);

/**
 * Decodes an inspected picture, applies its orientation, drops every metadata block (EXIF with
 * its GPS position, XMP, ICC after conversion to sRGB) and encodes it as AVIF and WebP at each
 * width it needs.
 */
export function encodePicture(bytes: Buffer): Promise<EncodedPicture> {
  return queue.run(async () => {
    const options = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: "error", sequentialRead: true } as const;
    // The upright size, from the header: orientations 5-8 turn the picture a quarter.
    const header = await sharp(bytes, options).metadata();
    const turned = (header.orientation ?? 1) >= 5;
    const originalWidth = (turned ? header.height : header.width) ?? 1;
    const originalHeight = (turned ? header.width : header.height) ?? 1;
    const widths = variantWidths(originalWidth);
    // Decoded straight to the largest width kept (JPEG and WebP shrink while decoding), so the
    // memory a picture takes follows that width, not the picture's own size (README, Product pictures).
    const oriented = await sharp(bytes, options)
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: decodedWidth, height: decodedHeight, channels } = oriented.info;
    const source = () => sharp(oriented.data, { raw: { width: decodedWidth, height: decodedHeight, channels } });
    const variants: EncodedVariant[] = [];
    for (const width of widths) {
      const resized = source().resize({ width, withoutEnlargement: true });
      variants.push({ width, format: "avif", bytes: await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer() });
      variants.push({ width, format: "webp", bytes: await resized.clone().webp({ quality: 78 }).toBuffer() });
    }
    const largest = widths[widths.length - 1]!;
    return { width: largest, height: Math.max(1, Math.round((originalHeight * largest) / originalWidth)), widths, variants };
  });
}
