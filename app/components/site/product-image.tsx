import type { ImgHTMLAttributes } from "react";
import { PRODUCT_IMAGE_SIZE, type ProductImage } from "~/lib/product-images";
import { PICTURE_FORMATS, pictureSrcSet } from "~/lib/picture-urls";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "srcSet" | "sizes">;

/**
 * One product image: an uploaded picture as `<picture>` (AVIF, then WebP, at every stored
 * width, so the browser picks the format it reads and the width `sizes` asks for), or a drawing
 * as a plain `<img>`. Either way the width and height are set, so nothing moves as it loads.
 */
export function ProductImageView({ image, sizes, ...img }: { image: ProductImage; sizes: string } & ImgProps) {
  const { picture } = image;
  if (!picture) {
    return <img src={image.src} alt={image.alt} width={PRODUCT_IMAGE_SIZE.width} height={PRODUCT_IMAGE_SIZE.height} {...img} />;
  }
  return (
    // `contents`: the <img> keeps its place in the parent's layout, as a drawing's does.
    <picture className="contents">
      {PICTURE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={pictureSrcSet(picture, format)} sizes={sizes} />
      ))}
      <img src={image.src} alt={image.alt} width={picture.width} height={picture.height} {...img} />
    </picture>
  );
}
