import { randomBytes } from "node:crypto";
import { invalid, notFound, ok, unavailable, type Outcome } from "../../app/forms/outcome";
import { fieldErrors } from "../../app/forms/field-errors";
import { PICTURE_FORMATS, variantKey } from "../../app/catalogue/picture-urls";
import { PICTURES_FIELD, PictureAltSchema, PictureOrderSchema } from "../../app/schemas/product-picture";
import type { Logger } from "../logger.server";
import type { MediaStorage } from "../media/media-storage.server";
import { displayName, encodePicture, inspectPicture, type EncodedPicture } from "../media/picture-processing.server";
import type { UploadedFile } from "../http/multipart.server";
import type { NewPicture, PictureOwner, PictureRecord, PictureRepository } from "./picture-repository.server";

/** A gallery longer than this helps nobody, and bounds what one product stores. */
export const MAX_PICTURES_PER_PRODUCT = 20;

export const PRODUCT_NOT_FOUND = "Product not found";
export const PICTURE_NOT_FOUND = "Picture not found";
export const NO_PICTURES_CHOSEN = "Choose at least one picture to upload.";
export const ORDER_MISMATCH = "The order must list each of the product's pictures once.";
export const STORAGE_UNAVAILABLE = "The pictures could not be stored. Please try again later.";

export interface ProductPictures {
  product: PictureOwner;
  pictures: PictureRecord[];
}

interface PicturesOptions {
  repository: PictureRepository;
  storage: MediaStorage;
  /** Reloads the public catalogue copy and announces the change (Catalogue.reloadNow). */
  published: () => Promise<void>;
  log: Logger;
  now?: () => number;
}

/** Every stored file of a picture. */
function pictureKeys(picture: Pick<PictureRecord, "key" | "widths">): string[] {
  return picture.widths.flatMap((width) => PICTURE_FORMATS.map((format) => variantKey(picture.key, width, format)));
}

/**
 * A product's uploaded pictures: upload (checked, processed, stored), alt text, order, removal.
 * Every change reloads the public catalogue copy, which carries each product's pictures.
 */
export class PicturesService {
  private readonly repository: PictureRepository;
  private readonly storage: MediaStorage;
  private readonly published: () => Promise<void>;
  private readonly log: Logger;
  private readonly now: () => number;

  constructor(options: PicturesOptions) {
    this.repository = options.repository;
    this.storage = options.storage;
    this.published = options.published;
    this.log = options.log;
    this.now = options.now ?? Date.now;
  }

  async list(productId: string): Promise<Outcome<ProductPictures>> {
    const product = await this.repository.findOwner(productId);
    if (!product) return notFound(PRODUCT_NOT_FOUND);
    return ok({ product, pictures: await this.repository.list(productId) });
  }

  /**
   * Adds the files to the product's gallery, all or none: a file that is refused refuses the
   * upload (with every file's reason), and nothing of it is stored.
   */
  async upload(productId: string, files: readonly UploadedFile[]): Promise<Outcome<PictureRecord[]>> {
    const product = await this.repository.findOwner(productId);
    if (!product) return notFound(PRODUCT_NOT_FOUND);
    if (files.length === 0) return invalid({ [PICTURES_FIELD]: NO_PICTURES_CHOSEN });
    const existing = await this.repository.list(productId);
    if (existing.length + files.length > MAX_PICTURES_PER_PRODUCT) {
      return invalid({ [PICTURES_FIELD]: `A product can have at most ${MAX_PICTURES_PER_PRODUCT} pictures; it has ${existing.length}.` });
    }

    const reasons: string[] = [];
    for (const file of files) {
      const inspection = file.oversized
        ? { ok: false as const, message: `${displayName(file.name)} is larger than 10 MB.` }
        : await inspectPicture(file.name, file.bytes);
      if (!inspection.ok) reasons.push(inspection.message);
    }
    if (reasons.length > 0) return invalid({ [PICTURES_FIELD]: reasons.join(" ") });

    const encoded: EncodedPicture[] = [];
    for (const file of files) {
      try {
        encoded.push(await encodePicture(file.bytes));
      } catch (error) {
        // The header was fine but the data is not (truncated, corrupt): the visitor's file, not a bug.
        this.log.info({ err: error, file: file.name }, "uploaded picture could not be decoded");
        reasons.push(`${displayName(file.name)} could not be read as a picture.`);
      }
    }
    if (reasons.length > 0) return invalid({ [PICTURES_FIELD]: reasons.join(" ") });

    const stored: string[] = [];
    const pictures: NewPicture[] = [];
    try {
      for (const picture of encoded) {
        const id = randomBytes(16).toString("hex");
        const key = `products/${id}`;
        for (const variant of picture.variants) {
          const variantName = variantKey(key, variant.width, variant.format);
          await this.storage.put(variantName, variant.bytes, `image/${variant.format}`);
          stored.push(variantName);
        }
        pictures.push({ id, key, alt: product.name, width: picture.width, height: picture.height, widths: picture.widths });
      }
    } catch (error) {
      this.log.error({ err: error, storage: this.storage.kind }, "storing uploaded pictures failed");
      await this.deleteFiles(stored);
      return unavailable(STORAGE_UNAVAILABLE);
    }

    let appended: Awaited<ReturnType<PictureRepository["append"]>>;
    try {
      appended = await this.repository.append(productId, pictures, MAX_PICTURES_PER_PRODUCT, this.now());
    } catch (error) {
      await this.deleteFiles(stored);
      throw error;
    }
    if (appended !== "ok") {
      await this.deleteFiles(stored);
      if (appended === "not-found") return notFound(PRODUCT_NOT_FOUND);
      return invalid({ [PICTURES_FIELD]: `A product can have at most ${MAX_PICTURES_PER_PRODUCT} pictures.` });
    }
    await this.published();
    const ids = new Set(pictures.map((p) => p.id));
    return ok((await this.repository.list(productId)).filter((p) => ids.has(p.id)));
  }

  async setAlt(productId: string, pictureId: string, input: unknown): Promise<Outcome<PictureRecord>> {
    const parsed = PictureAltSchema.safeParse(input ?? {});
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    if (!(await this.repository.setAlt(productId, pictureId, parsed.data.alt, this.now()))) {
      return (await this.repository.findOwner(productId)) ? notFound(PICTURE_NOT_FOUND) : notFound(PRODUCT_NOT_FOUND);
    }
    await this.published();
    const picture = (await this.repository.list(productId)).find((p) => p.id === pictureId);
    return picture ? ok(picture) : notFound(PICTURE_NOT_FOUND);
  }

  async reorder(productId: string, input: unknown): Promise<Outcome<PictureRecord[]>> {
    const parsed = PictureOrderSchema.safeParse(input ?? {});
    if (!parsed.success) return invalid(fieldErrors(parsed.error));
    if (!(await this.repository.findOwner(productId))) return notFound(PRODUCT_NOT_FOUND);
    if (!(await this.repository.reorder(productId, parsed.data.order, this.now()))) return invalid({ order: ORDER_MISMATCH });
    await this.published();
    return ok(await this.repository.list(productId));
  }

  /** Moves one picture a place earlier or later (the page's buttons); at an end it stays. */
  async move(productId: string, pictureId: string, direction: "up" | "down"): Promise<Outcome<PictureRecord[]>> {
    const listed = await this.list(productId);
    if (listed.kind !== "ok") return listed;
    const order = listed.value.pictures.map((p) => p.id);
    const from = order.indexOf(pictureId);
    if (from < 0) return notFound(PICTURE_NOT_FOUND);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return ok(listed.value.pictures);
    [order[from], order[to]] = [order[to]!, order[from]!];
    return this.reorder(productId, { order });
  }

  /** Removes the picture and its stored files. */
  async remove(productId: string, pictureId: string): Promise<Outcome> {
    const removed = await this.repository.remove(productId, pictureId, this.now());
    if (!removed) {
      return (await this.repository.findOwner(productId)) ? notFound(PICTURE_NOT_FOUND) : notFound(PRODUCT_NOT_FOUND);
    }
    // Pages stop naming the files before they go.
    await this.published();
    await this.deleteFiles(pictureKeys(removed));
    return ok();
  }

  /** Best effort: a file left behind costs space, never a wrong page; it is logged. */
  private async deleteFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.log.warn({ err: error, key }, "a stored media file could not be deleted");
      }
    }
  }
}
