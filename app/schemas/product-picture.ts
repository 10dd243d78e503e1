import { z } from "zod";

export const ALT_MAX = 300;

/** The multipart field of the pictures (the form's file input and the API alike). */
export const PICTURES_FIELD = "pictures";
/** Pictures one upload may carry: ten at 10 MB keep a request's memory bounded. */
export const PICTURES_PER_UPLOAD = 10;
/** The forms of the admin pictures page (app/routes/admin/product-pictures.tsx); an alt text form is named after its picture. */
export const UPLOAD_FORM = "upload";
export const altForm = (pictureId: string) => `alt-${pictureId}`;
/** For the file input's accept attribute: a hint to the browser's picker, never trusted. */
export const PICTURE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";

/** What the public pages know of an uploaded picture: enough to build `<picture>`. */
export const ProductPictureSchema = z.object({
  /** Prefix of the variants' storage keys, e.g. `products/3f2a.../`; never reused. */
  key: z.string().regex(/^[a-z0-9/-]+$/),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The variant widths stored, ascending. */
  widths: z.array(z.number().int().positive()).min(1),
});
export type ProductPicture = z.infer<typeof ProductPictureSchema>;

/** An admin's alt text: required, one line. */
export const PictureAltSchema = z.object({
  alt: z
    .string({ error: "Alt text is required" })
    .trim()
    .min(1, "Alt text is required")
    .max(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters`)
    .refine((alt) => !/[\r\n]/.test(alt), "Alt text must be one line"),
});

/** A new order of a product's pictures: every picture id once. */
export const PictureOrderSchema = z.object({
  order: z.array(z.string().min(1), { error: "Order must be a list of picture ids" }).min(1, "Order must list the pictures"),
});
