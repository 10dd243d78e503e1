import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A picture of one colour in each accepted format, made here so the tests need no binary files. */
export async function makePicture(format: "jpeg" | "png" | "webp" | "avif", width = 800, height = 600): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });
  return image[format]().toBuffer();
}

/** A JPEG stored 400 wide and 200 high, whose EXIF says "turn 90° clockwise" (orientation 6). */
export async function makeRotatedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret-exif-marker" } } })
    .toBuffer();
}

/** A tiny PNG whose header claims 100000 × 100000 pixels: a decompression bomb's shape. */
export async function makePixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer());
  // IHDR: length (4), "IHDR" (4), width (4), height (4) ... then its CRC over type + data.
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** An ELF executable's first bytes: what a program renamed to .jpg starts with. */
export function makeElf(): Buffer {
  const elf = Buffer.alloc(512);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]).copy(elf);
  return elf;
}

export const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

export interface UploadFile {
  name: string;
  bytes: Buffer;
  /** What the client claims; the server never trusts it. */
  type?: string;
}

/** The multipart body a browser would send for these files. */
export function picturesForm(files: readonly UploadFile[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("pictures", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.name);
  return form;
}

export const picturesApi = (productId: string) => `/api/admin/products/${encodeURIComponent(productId)}/pictures`;
