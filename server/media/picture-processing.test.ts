import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SVG, makeElf, makePicture, makePixelBomb, makeRotatedJpeg } from "../../tests/support/pictures";
import { PICTURE_MAX_BYTES } from "../http/upload-limits.server";
import { encodePicture, inspectPicture, sniffFormat, variantWidths } from "./picture-processing.server";

describe("picture checks", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)("takes a %s by its bytes, whatever its name", async (format) => {
    const bytes = await makePicture(format, 300, 200);
    expect(sniffFormat(bytes)).toBe(format);
    expect(await inspectPicture("named-wrongly.txt", bytes)).toEqual({ ok: true, format, width: 300, height: 200 });
  });

  it("refuses an SVG, an executable named .jpg, an empty and an oversized file, each with its reason", async () => {
    expect(await inspectPicture("logo.svg", SVG)).toEqual({ ok: false, message: '"logo.svg" is an SVG drawing. Only JPEG, PNG, WebP or AVIF pictures can be uploaded.' });
    expect(await inspectPicture("photo.jpg", makeElf())).toEqual({ ok: false, message: '"photo.jpg" is not a JPEG, PNG, WebP or AVIF picture.' });
    expect(await inspectPicture("", Buffer.alloc(0))).toEqual({ ok: false, message: "The file is empty." });
    expect(await inspectPicture("big.jpg", Buffer.alloc(PICTURE_MAX_BYTES + 1, 0xff))).toEqual({ ok: false, message: '"big.jpg" is larger than 10 MB.' });
  });

  it("refuses a JPEG's magic bytes in front of something else", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), makeElf()]);
    expect((await inspectPicture("fake.jpg", fake)).ok).toBe(false);
  });

  it("refuses a decompression bomb from its header, before decoding", async () => {
    const result = await inspectPicture("bomb.png", await makePixelBomb());
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^"bomb\.png" is 100000 × 100000 pixels: a picture may have at most 50 million pixels/) });
  });

  it("chooses widths up to the picture's own, never enlarging", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(100)).toEqual([100]);
  });
});

describe("picture encoding", () => {
  it("applies the EXIF orientation, strips the metadata and writes AVIF and WebP at each width", async () => {
    const encoded = await encodePicture(await makeRotatedJpeg());
    // Stored 400 × 200 with orientation 6: shown (and now stored) 200 wide, 400 high.
    expect(encoded).toMatchObject({ width: 200, height: 400, widths: [200] });
    expect(encoded.variants.map((v) => `${v.width}.${v.format}`)).toEqual(["200.avif", "200.webp"]);
    for (const variant of encoded.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect([meta.width, meta.height]).toEqual([200, 400]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.bytes.includes("secret-exif-marker")).toBe(false);
    }
  });
});
