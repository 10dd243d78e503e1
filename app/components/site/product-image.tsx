import type { ImgHTMLAttributes } from "react";
import type { ProductImage } from "~/catalogue/product-images";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "srcSet" | "sizes">;

/**
 * One product image: an uploaded picture as `<picture>` (AVIF, then WebP, at every stored
 * width, so the browser picks the format it reads and the width `sizes` asks for), or a drawing
 * as a plain `<img>`. Either way the width and height are set, so nothing moves as it loads.
 * The loader builds the sources (~/catalogue/product-images), so no URL code ships to the browser.
 */
export function ProductImageView({ image, sizes, ...img }: { image: ProductImage; sizes: string } & ImgProps) {
  const element = <img src={image.src} alt={image.alt} width={image.width} height={image.height} {...img} />;
  if (!image.sources) return element;
  return (
    // `contents`: the <img> keeps its place in the parent's layout, as a drawing's does.
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {element}
    </picture>
  );
}
